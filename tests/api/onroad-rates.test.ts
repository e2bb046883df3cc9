/**
 * The on-road rates over HTTP (docs/on-road-price.md): the public read the quote works
 * from (seeded Gurgaon figures, ETag, offline manifest), and Manage > On-road rates: every
 * table read and changed by staff, validated, dated by the server's clock, shown at once
 * by the public read and moving the offline manifest's version. Real app, real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { OfflineManifest, Variant } from '#contract/catalogue-types.ts';
import { quoteOnroad } from '#contract/onroad-quote.ts';
import { adminOnroadRatesSchema, onroadRatesSchema, type AdminOnroadRates, type OnroadRates } from '#contract/onroad-rates.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';

let app: TestApp;
let session: AdminSession;
// Changes are made minutes apart on one morning, within the admin session's idle limit.
let clock = new Date('2026-11-25T05:00:00.000Z');
const at = (iso: string) => {
  clock = new Date(iso);
};

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  session = await signedInAdmin(app, 'rates-admin', 'Rates-Password-1');
}, 300_000);
afterAll(async () => {
  await app?.close();
});

async function publicRates(): Promise<OnroadRates> {
  const res = await app.fetch(apiPaths.onroadRates);
  expect(res.status).toBe(200);
  return onroadRatesSchema.parse(await res.json());
}

async function adminRates(): Promise<AdminOnroadRates> {
  const res = await call(app, session, adminApiPaths.adminOnroadRates);
  expect(res.status).toBe(200);
  return adminOnroadRatesSchema.parse(await res.json());
}

const manifestVersion = async () => ((await (await app.fetch(apiPaths.offlineManifest)).json()) as OfflineManifest).version;
const put = (path: string, json: unknown, options: { noCsrf?: boolean } = {}) => call(app, session, path, { method: 'PUT', json, ...options });

async function shine100Quote(rates: OnroadRates, financed = false) {
  const variants = (await (await app.fetch(apiPaths.variants('Shine100'))).json()) as Variant[];
  const result = quoteOnroad({ model: rates.models.Shine100!, exShowroom: variants[0]!.price, rates, ticked: [], financed, on: istDateOf(clock) });
  if (!result.ok) throw new Error(result.error);
  return result.quote;
}

describe('public read', () => {
  it('answers the seeded Gurgaon rates, cacheable with an ETag, listed in the offline manifest', async () => {
    const res = await app.fetch(apiPaths.onroadRates);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const rates = onroadRatesSchema.parse(await res.json());
    expect(rates.bands.roadTax.ice.map((b) => [b.upTo, b.value])).toEqual([[75_000, 4], [200_000, 6], [null, 8]]);
    expect(rates.bands.roadTax.ev.map((b) => [b.upTo, b.value])).toEqual([[null, 0]]);
    expect(rates.bands.thirdParty.ice.map((b) => b.value)).toEqual([2_901, 3_851, 7_365, 15_117]);
    expect(rates.bands.thirdParty.ev.map((b) => b.upTo)).toEqual([3, 7, 16, null]);
    expect(rates.charges.registration).toEqual({ ice: 300, ev: 0, changedAt: '2026-11-22T06:30:00.000Z' });
    expect(rates.settings.insuranceGstPercent?.value).toBe(18);
    expect(rates.subsidies.map((s) => [s.perKwh, s.cap, s.validUntil])).toEqual([[5_000, 10_000, '2025-03-31'], [2_500, 5_000, '2026-03-31']]);
    expect(rates.asOf).toBe('2026-11-22T06:30:00.000Z');
    // Structured model attributes for the quote, and options per model.
    expect(rates.models.Shine100).toMatchObject({ type: 'bikes', engineCc: 98.98, motorKw: null, batteryKwh: null });
    expect(rates.models['Activae:']).toMatchObject({ type: 'ev', engineCc: null, motorKw: 4.2, batteryKwh: 3 });
    expect(rates.models.Shine100!.options.map((o) => [o.kind, o.years])).toEqual([
      ['accessoryKit', null], ['extendedWarranty', 1], ['extendedWarranty', 2], ['extendedWarranty', 3], ['extendedWarranty', 7], ['amc', null],
    ]);
    expect(Object.keys(rates.models)).toHaveLength(17);

    const again = await app.fetch(apiPaths.onroadRates, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const manifest = (await (await app.fetch(apiPaths.offlineManifest)).json()) as OfflineManifest;
    expect(manifest.urls).toContain(apiPaths.onroadRates);
  });

  it('gives the hand-worked commuter quote from the seeded figures', async () => {
    // tests/unit/onroad-quote.test.ts: Shine 100 Drum at ₹66,900 -> 76,277 on the road.
    const quote = await shine100Quote(await publicRates());
    expect(quote.total).toBe(76_277);
    expect(quote.ratesAsOf).toBe('2026-11-22');
  });

  it('leaves out a switched-off model and brings it back', async () => {
    const id = (await adminRates()).models.find((m) => m.bikeKey === 'Livo')!.id;
    await call(app, session, adminApiPaths.vehicleStatus('bikes', id), { method: 'PATCH', json: { status: 0 } });
    expect((await publicRates()).models.Livo).toBeUndefined();
    expect((await adminRates()).models.find((m) => m.id === id)?.status).toBe(0);
    await call(app, session, adminApiPaths.vehicleStatus('bikes', id), { method: 'PATCH', json: { status: 1 } });
    expect((await publicRates()).models.Livo).toBeDefined();
  });
});

describe('staff changes', () => {
  it('replaces a band list: shown at once, the manifest moves, only changed bands are dated', async () => {
    at('2026-11-25T05:00:00.000Z');
    const before = await manifestVersion();
    const res = await put(adminApiPaths.adminOnroadBands('thirdParty', 'ice'), {
      bands: [{ upTo: 75, value: 2_901 }, { upTo: 150, value: '3950' }, { upTo: 350, value: 7_365 }, { upTo: null, value: 15_117 }],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'On-road rates updated', changed: true });
    const rates = await publicRates();
    expect(rates.bands.thirdParty.ice.map((b) => [b.value, b.changedAt])).toEqual([
      [2_901, '2026-11-22T06:30:00.000Z'], [3_950, '2026-11-25T05:00:00.000Z'], [7_365, '2026-11-22T06:30:00.000Z'], [15_117, '2026-11-22T06:30:00.000Z'],
    ]);
    expect(rates.asOf).toBe('2026-11-25T05:00:00.000Z');
    expect(await manifestVersion()).not.toBe(before);
    // The commuter's insurance: OD 1,065.1818 + TP 3,950 = 5,015.1818, GST 902.7327 -> 5,918 (was 5,801).
    const quote = await shine100Quote(rates);
    expect(quote.total).toBe(76_277 - 5_801 + 5_918);
    expect(quote.ratesAsOf).toBe('2026-11-25');
  });

  it('writes nothing when the same table is saved again', async () => {
    const before = await manifestVersion();
    at('2026-11-25T05:10:00.000Z');
    const same = (await publicRates()).bands.thirdParty.ice.map(({ upTo, value }) => ({ upTo, value }));
    const res = await put(adminApiPaths.adminOnroadBands('thirdParty', 'ice'), { bands: same });
    expect(await res.json()).toEqual({ message: 'No change: the rates were already so', changed: false });
    expect(await manifestVersion()).toBe(before);
    expect((await publicRates()).asOf).toBe('2026-11-25T05:00:00.000Z');
  });

  it('dates both bands beside a moved boundary', async () => {
    at('2026-11-25T05:20:00.000Z');
    const res = await put(adminApiPaths.adminOnroadBands('roadTax', 'ice'), { bands: [{ upTo: 80_000, value: 4 }, { upTo: 200_000, value: 6 }, { upTo: null, value: 8 }] });
    expect(res.status).toBe(200);
    expect((await publicRates()).bands.roadTax.ice.map((b) => b.changedAt)).toEqual([
      '2026-11-25T05:20:00.000Z', '2026-11-25T05:20:00.000Z', '2026-11-22T06:30:00.000Z',
    ]);
  });

  it('changes the fixed charges and the insurance percentages, dating only what changed', async () => {
    at('2026-11-25T05:30:00.000Z');
    const charges = { registration: { ice: 300, ev: 0 }, smartCard: { ice: 200, ev: 200 }, hsrp: { ice: '450', ev: 450 }, hypothecation: { ice: 500, ev: 500 } };
    expect((await put(adminApiPaths.adminOnroadCharges, charges)).status).toBe(200);
    const settings = { idvDepreciationPercent: 5, insuranceGstPercent: 18 };
    expect(await (await put(adminApiPaths.adminOnroadSettings, settings)).json()).toMatchObject({ changed: false });
    const rates = await publicRates();
    expect(rates.charges.hsrp).toEqual({ ice: 450, ev: 450, changedAt: '2026-11-25T05:30:00.000Z' });
    expect(rates.charges.registration?.changedAt).toBe('2026-11-22T06:30:00.000Z');
    expect(rates.settings.idvDepreciationPercent?.changedAt).toBe('2026-11-22T06:30:00.000Z');
  });

  it('keeps the usual loan rate with the rates: seeded, changed by staff, kept when a body from an earlier version leaves it out', async () => {
    expect((await publicRates()).settings.usualLoanRatePercent?.value).toBe(11);
    at('2026-11-25T05:35:00.000Z');
    expect((await put(adminApiPaths.adminOnroadSettings, { idvDepreciationPercent: 5, insuranceGstPercent: 18, usualLoanRatePercent: 9.75 })).status).toBe(200);
    expect((await publicRates()).settings.usualLoanRatePercent).toEqual({ value: 9.75, changedAt: '2026-11-25T05:35:00.000Z' });
    // A change queued before the rate existed: the two insurance figures only.
    expect(await (await put(adminApiPaths.adminOnroadSettings, { idvDepreciationPercent: 5, insuranceGstPercent: 18 })).json()).toMatchObject({ changed: false });
    expect((await publicRates()).settings.usualLoanRatePercent?.value).toBe(9.75);
    expect((await put(adminApiPaths.adminOnroadSettings, { idvDepreciationPercent: 5, insuranceGstPercent: 18, usualLoanRatePercent: 51 })).status).toBe(400);
    expect((await publicRates()).settings.usualLoanRatePercent?.value).toBe(9.75);
  });

  it('adds, changes and removes EV subsidy schemes', async () => {
    at('2026-11-25T05:40:00.000Z');
    const [first, second] = (await adminRates()).subsidies;
    const keep = ({ changedAt, ...rest }: typeof first & object) => rest;
    const res = await put(adminApiPaths.adminOnroadSubsidies, {
      subsidies: [
        keep(first!),
        { name: 'Haryana e-2W incentive', perKwh: 1_000, cap: 3_000, capPercent: null, maxExShowroom: '150000', validFrom: '2026-11-01', validUntil: '' },
      ],
    });
    expect(res.status).toBe(200);
    const subsidies = (await publicRates()).subsidies;
    expect(subsidies.map((s) => s.id)).toEqual([first!.id, expect.any(Number)]);
    expect(subsidies.some((s) => s.id === second!.id)).toBe(false);
    expect(subsidies[1]).toMatchObject({ name: 'Haryana e-2W incentive', maxExShowroom: 150_000, validUntil: null, changedAt: '2026-11-25T05:40:00.000Z' });
    expect(subsidies[0]!.changedAt).toBe('2026-11-22T06:30:00.000Z');
    // Activa e: (3 kWh, ₹1,17,000 <= 1,50,000) today: 1,000 x 3 = 3,000 -> capped at 3,000.
    const rates = await publicRates();
    const ev = quoteOnroad({ model: rates.models['Activae:']!, exShowroom: 117_000, rates, ticked: [], financed: false, on: '2026-11-25' });
    expect(ev.ok && ev.quote.lines.at(-1)).toMatchObject({ kind: 'subsidy', label: 'EV subsidy (Haryana e-2W incentive)', amount: -3_000 });
    // A scheme removed meanwhile on another screen cannot be changed.
    const stale = await put(adminApiPaths.adminOnroadSubsidies, { subsidies: [{ ...keep(first!), id: second!.id }] });
    expect(stale.status).toBe(409);
  });

  it('sets a model\'s attributes by its type', async () => {
    at('2026-11-25T05:50:00.000Z');
    const models = (await adminRates()).models;
    const shine = models.find((m) => m.bikeKey === 'Shine100')!;
    const qc1 = models.find((m) => m.bikeKey === 'QC1')!;
    expect((await put(adminApiPaths.adminOnroadModel(shine.id), { engineCc: 99.5, motorKw: null, batteryKwh: null })).status).toBe(200);
    expect((await publicRates()).models.Shine100?.engineCc).toBe(99.5);
    const wrong = await put(adminApiPaths.adminOnroadModel(qc1.id), { engineCc: 110, motorKw: null, batteryKwh: 1.5 });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe('motorKw: Required for an electric model');
    expect((await put(adminApiPaths.adminOnroadModel(999_999), { engineCc: 100 })).status).toBe(404);
    expect((await put(adminApiPaths.adminOnroadModel(shine.id), { engineCc: 98.98, motorKw: null, batteryKwh: null })).status).toBe(200);
  });

  it('replaces a model\'s options, keeping the ids of those it keeps', async () => {
    at('2026-11-25T06:00:00.000Z');
    const shine = (await adminRates()).models.find((m) => m.bikeKey === 'Shine100')!;
    const [kit, w1, , , , amc] = shine.options;
    const res = await put(adminApiPaths.adminOnroadOptions(shine.id), {
      options: [
        { id: amc!.id, kind: 'amc', label: amc!.label, years: null, price: amc!.price },
        { id: kit!.id, kind: 'accessoryKit', label: kit!.label, years: null, price: 3_600 },
        { kind: 'extendedWarranty', label: 'Extended warranty +3 years', years: 3, price: 1_999 },
      ],
    });
    expect(res.status).toBe(200);
    const options = (await publicRates()).models.Shine100!.options;
    expect(options.map((o) => [o.id, o.price, o.changedAt])).toEqual([
      [amc!.id, amc!.price, '2026-11-22T06:30:00.000Z'],
      [kit!.id, 3_600, '2026-11-25T06:00:00.000Z'],
      [expect.any(Number), 1_999, '2026-11-25T06:00:00.000Z'],
    ]);
    expect(options.some((o) => o.id === w1!.id)).toBe(false);
    const twice = await put(adminApiPaths.adminOnroadOptions(shine.id), {
      options: [{ kind: 'extendedWarranty', label: 'a', years: 3, price: 1 }, { kind: 'extendedWarranty', label: 'b', years: 3, price: 2 }],
    });
    expect(((await twice.json()) as { message: string }).message).toBe('options: Each extended warranty period can be offered once');
  });
});

describe('refusals', () => {
  async function unchanged(send: () => Promise<Response>, status: number, message: string | RegExp): Promise<void> {
    const before = await adminRates();
    const version = await manifestVersion();
    const res = await send();
    const body = (await res.json()) as { message: string };
    expect(res.status, body.message).toBe(status);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(await adminRates()).toEqual(before);
    expect(await manifestVersion()).toBe(version);
  }

  it('answers 400 naming the field, and stores nothing', async () => {
    const bands = adminApiPaths.adminOnroadBands('roadTax', 'ice');
    await unchanged(() => put(bands, { bands: [{ upTo: 75_000, value: 4 }, { upTo: 70_000, value: 6 }, { upTo: null, value: 8 }] }), 400,
      'bands.1.upTo: Each upper limit must be higher than the one before');
    await unchanged(() => put(bands, { bands: [{ upTo: 75_000, value: 4 }] }), 400, 'bands.0.upTo: The last band must have no upper limit (it covers everything above)');
    await unchanged(() => put(bands, { bands: [{ upTo: null, value: 101 }] }), 400, 'bands.0.value: Share of the ex-showroom price (%) must be at most 100');
    await unchanged(() => put(bands, { bands: [] }), 400, 'bands: Enter at least one band');
    await unchanged(() => put(bands, {}), 400, /^bands: /);
    await unchanged(() => put(bands, { bands: [{ upTo: null, value: 'four' }] }), 400, 'bands.0.value: Share of the ex-showroom price (%) must be a number');
    await unchanged(() => put(adminApiPaths.adminOnroadCharges, { registration: { ice: -1, ev: 0 } }), 400, 'registration.ice: Registration fee (petrol) must be at least 0');
    await unchanged(() => put(adminApiPaths.adminOnroadSettings, { idvDepreciationPercent: 5, insuranceGstPercent: 18.0001 }), 400,
      'insuranceGstPercent: GST on insurance (%) may have at most 3 decimals');
    await unchanged(() => put(adminApiPaths.adminOnroadSubsidies, { subsidies: [{ name: 'x', perKwh: 1, cap: 1, capPercent: null, maxExShowroom: null, validFrom: '2026-02-30', validUntil: null }] }),
      400, 'subsidies.0.validFrom: must be a date (YYYY-MM-DD)');
    await unchanged(() => app.fetch(adminApiPaths.adminOnroadCharges, {
      method: 'PUT', headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrf, 'Content-Type': 'application/json' }, body: '{"registration":',
    }), 400, /JSON/);
  });

  it('answers 404 for an unknown table or model, 403 without the CSRF token', async () => {
    await unchanged(() => put('/api/admin/onroad-rates/bands/parkingFee/ice', { bands: [{ upTo: null, value: 1 }] }), 404, 'No such rate table');
    await unchanged(() => put('/api/admin/onroad-rates/bands/roadTax/diesel', { bands: [{ upTo: null, value: 1 }] }), 404, 'No such rate table');
    await unchanged(() => put(adminApiPaths.adminOnroadOptions('abc'), { options: [] }), 404, 'Model not found');
    await unchanged(() => put(adminApiPaths.adminOnroadBands('roadTax', 'ev'), { bands: [{ upTo: null, value: 1 }] }, { noCsrf: true }), 403, 'Invalid CSRF token');
  });

  it('answers 401 on every on-road admin route without a session', async () => {
    const routes: [string, string][] = [
      ['GET', adminApiPaths.adminOnroadRates],
      ['PUT', adminApiPaths.adminOnroadBands('roadTax', 'ice')],
      ['PUT', adminApiPaths.adminOnroadCharges],
      ['PUT', adminApiPaths.adminOnroadSettings],
      ['PUT', adminApiPaths.adminOnroadSubsidies],
      ['PUT', adminApiPaths.adminOnroadModel(1)],
      ['PUT', adminApiPaths.adminOnroadOptions(1)],
    ];
    for (const [method, path] of routes) {
      const res = await app.fetch(path, { method, headers: { 'Content-Type': 'application/json' }, ...(method === 'GET' ? {} : { body: '{}' }) });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
