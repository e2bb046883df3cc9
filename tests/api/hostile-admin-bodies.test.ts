/**
 * Generated hostile bodies to the admin routes, signed in: every report call, prices,
 * vehicle status, profile and password changes, the on-road rate tables, offer and
 * gallery uploads, lead events, staff accounts, the lead desk's queries, the public /track
 * lookup, and login.
 * Never a 5xx; nothing in the enquiries table changes whatever a report body says; a
 * refused event is never stored.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { conversionTraps } from '../support/conversion-traps.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { reports } from '#contract/reports.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { onroadRatesSchema } from '#contract/onroad-rates.ts';
import { leadPaths } from '#contract/lead-api.ts';
import { leadEventTypes } from '#contract/lead-events.ts';
import { submitEnquiry } from '../support/lead-desk.ts';

let app: TestApp;
let session: AdminSession;
const runs = Number(process.env.HOSTILE_RUNS ?? 25);

beforeAll(async () => {
  app = await startTestApp();
  session = await signedInAdmin(app, 'junk-admin', 'Junk-Password-1');
});
afterAll(async () => {
  await app?.close();
});

const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, '', -1, 0, 1e308, '1e309', 'NaN', "' OR 1=1 --", '\u0000', 'x'.repeat(200_000), '2026-02-30', '9999-99-99', '%'),
  fc.constantFrom(...conversionTraps),
);
const reportBody = fc.oneof(
  junk,
  fc.record(
    { page: junk, limit: junk, fromDate: junk, toDate: junk, search: junk, searchTerm: junk },
    { requiredKeys: [] },
  ),
);

async function send(method: string, path: string, body: string, contentType = 'application/json'): Promise<number> {
  const res2 = await app.fetch(path, {
    method,
    headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrf, 'Content-Type': contentType },
    body,
  });
  const text = await res2.text();
  expect(res2.status, `${method} ${path} ${body.slice(0, 120)} -> ${text.slice(0, 200)}`).toBeLessThan(500);
  return res2.status;
}

async function enquirySnapshot(): Promise<string> {
  const { rows } = await app.db.query<{ n: number; h: string }>("SELECT count(*)::int AS n, coalesce(md5(string_agg(id::text || payload::text, ',' ORDER BY id)), '') AS h FROM enquiries");
  return JSON.stringify(rows[0]);
}

describe('hostile admin bodies', () => {
  it.each(reports.map((r) => [r.path] as const))('POST %s with generated bodies', async (path) => {
    const before = await enquirySnapshot();
    await fc.assert(fc.asyncProperty(reportBody, async (body) => void (await send('POST', path, JSON.stringify(body)))), { numRuns: runs });
    expect(await enquirySnapshot()).toBe(before);
  });

  const changes: [string, string][] = [
    ['PATCH', adminApiPaths.price('Shine 100')],
    ['PATCH', adminApiPaths.accessoryPrice(1)],
    ['PATCH', adminApiPaths.vehicleStatus('bikes', 1)],
    ['PATCH', adminApiPaths.vehicleStatus('ev', 1)],
    ['PATCH', adminApiPaths.profile('junk-admin')],
    ['PATCH', adminApiPaths.password('junk-admin')],
  ];
  it.each(changes)('%s %s with generated bodies', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(junk, fc.dictionary(fc.constantFrom('price', 'status', 'userName', 'email', 'mobileNo', 'oldPassword', 'newPassword', 'confirmPassword'), junk)), async (body) => {
        await send(method, path, JSON.stringify(body));
      }),
      { numRuns: runs },
    );
    // The session still works: the password was never changed by junk.
    expect((await call(app, session, adminApiPaths.me)).status).toBe(200);
  });

  // Manage > On-road rates: junk at every level of the tables (lists of rows of junk too).
  const onroadRow = fc.dictionary(
    fc.constantFrom('id', 'upTo', 'value', 'ice', 'ev', 'name', 'perKwh', 'cap', 'capPercent', 'maxExShowroom', 'validFrom', 'validUntil', 'kind', 'label', 'years', 'price'),
    junk,
  );
  const onroadBody = fc.oneof(
    junk,
    fc.dictionary(
      fc.constantFrom('bands', 'subsidies', 'options', 'registration', 'smartCard', 'hsrp', 'hypothecation', 'idvDepreciationPercent', 'insuranceGstPercent', 'engineCc', 'motorKw', 'batteryKwh'),
      fc.oneof(junk, onroadRow, fc.array(onroadRow, { maxLength: 25 })),
    ),
  );
  const onroadChanges = [
    adminApiPaths.adminOnroadBands('roadTax', 'ice'), adminApiPaths.adminOnroadBands('thirdParty', 'ev'), adminApiPaths.adminOnroadCharges,
    adminApiPaths.adminOnroadSettings, adminApiPaths.adminOnroadSubsidies, adminApiPaths.adminOnroadModel(1), adminApiPaths.adminOnroadOptions(1),
  ];
  it.each(onroadChanges)('PUT %s with generated bodies', async (path) => {
    await fc.assert(fc.asyncProperty(onroadBody, async (body) => void (await send('PUT', path, JSON.stringify(body)))), { numRuns: runs });
    // Whatever was accepted, the public read still holds rates a quote can use.
    const res = await app.fetch(apiPaths.onroadRates);
    expect(onroadRatesSchema.safeParse(await res.json()).success).toBe(true);
  });

  it.each([adminApiPaths.createOffer, adminApiPaths.galleryUpload])('POST %s with generated multipart bodies', async (path) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ name: fc.constantFrom('title', 'description', 'image', 'images', 'x'), text: fc.string({ maxLength: 300 }), file: fc.option(fc.uint8Array({ maxLength: 3000 })) }), { maxLength: 6 }),
        async (parts) => {
          const form = new FormData();
          for (const p of parts) {
            if (p.file) form.append(p.name, new Blob([new Uint8Array(p.file)], { type: 'image/png' }), `${p.text.slice(0, 20)}.png`);
            else form.append(p.name, p.text);
          }
          const res = await call(app, session, path, { method: 'POST', form });
          const text = await res.text();
          expect(res.status, text.slice(0, 200)).toBeLessThan(500);
        },
      ),
      { numRuns: runs },
    );
  });

  describe('lead desk', () => {
    let leadId = '';
    beforeAll(async () => {
      leadId = await submitEnquiry(app, 'product');
    });
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, junk);
    const eventBody = fc.oneof(
      junk,
      fc.record({
        id: maybe(fc.uuid()),
        baseVersion: maybe(fc.nat(6)),
        at: maybe(fc.date({ min: new Date('2020-01-01'), max: new Date('2031-01-01'), noInvalidDate: true }).map((d) => d.toISOString())),
        type: maybe(fc.constantFrom(...leadEventTypes)),
        data: maybe(fc.record({
          text: junk, channel: maybe(fc.constantFrom('phone', 'whatsapp')), outcome: maybe(fc.constantFrom('reached', 'busy')),
          status: maybe(fc.constantFrom('contacted', 'lost', 'new', 'done')), reason: maybe(fc.constantFrom('price', 'other')), reasonText: junk,
          ownerId: maybe(fc.constantFrom('junk-admin', 'nobody', null)), showroomId: maybe(fc.constantFrom(1, 4, 5, null)), at: junk,
        }, { requiredKeys: [] })),
        resolves: maybe(fc.uuid()),
      }, { requiredKeys: [] }),
    );

    it('POST /api/leads/{id}/events with generated bodies: refused ones store nothing', async () => {
      await fc.assert(
        fc.asyncProperty(eventBody, async (body) => {
          const status = await send('POST', leadPaths.events(leadId), JSON.stringify(body));
          const id = body && typeof body === 'object' && !Array.isArray(body) ? (body as { id?: unknown }).id : undefined;
          if (status >= 400 && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) {
            const { rows } = await app.db.query('SELECT 1 FROM lead_events WHERE id = $1', [id]);
            expect(rows).toEqual([]);
          }
        }),
        { numRuns: runs * 4 },
      );
      // The projection stayed in step with what was stored.
      const { rows } = await app.db.query<{ version: number; events: number }>(
        'SELECT l.version, (SELECT count(*)::int FROM lead_events e WHERE e.lead_id = l.id) AS events FROM leads l WHERE l.id = $1',
        [leadId],
      );
      expect(rows[0]!.version).toBe(rows[0]!.events);
    });

    it('POST /api/staff and PATCH /api/staff/{id}/status with generated bodies', async () => {
      const staffBody = fc.oneof(junk, fc.record({ userId: junk, userName: junk, mobileNo: junk, showroomId: junk, password: junk, active: junk }, { requiredKeys: [] }));
      await fc.assert(fc.asyncProperty(staffBody, async (body) => {
        await send('POST', leadPaths.staff, JSON.stringify(body));
        await send('PATCH', leadPaths.staffStatus('junk-admin'), JSON.stringify(body));
      }), { numRuns: runs, examples: conversionTraps.map((trap): [unknown] => [{ showroomId: trap, active: trap }]) });
      expect((await call(app, session, adminApiPaths.me)).status).toBe(200);
    });

    it('GET /api/leads and /api/leads/changes with generated query strings', async () => {
      const value = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('0', '-1', '1.1', '9'.repeat(25), 'today', 'none', '%', '1e3', '__proto__'));
      await fc.assert(fc.asyncProperty(fc.dictionary(fc.constantFrom('tab', 'showroom', 'owner', 'kind', 'status', 'q', 'page', 'limit', 'since'), value), async (query) => {
        const search = new URLSearchParams(query as Record<string, string>).toString();
        for (const path of [leadPaths.list, leadPaths.changes, leadPaths.summary]) {
          const res = await call(app, session, `${path}?${search}`);
          const text = await res.text();
          expect(res.status, `${path}?${search} -> ${text.slice(0, 200)}`).toBeLessThan(500);
        }
      }), { numRuns: runs });
    });

    it('POST /api/track with generated bodies, from many addresses', async () => {
      let n = 0;
      await fc.assert(fc.asyncProperty(fc.oneof(junk, fc.record({ reference: junk, mobile: junk }, { requiredKeys: [] })), async (body) => {
        n += 1;
        const res = await app.fetch(leadPaths.track, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.77.${n >> 8}.${n & 255}` },
          body: JSON.stringify(body),
        });
        const text = await res.text();
        expect(res.status, text.slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(res.status, text.slice(0, 200)).toBeLessThan(500);
      }), { numRuns: runs * 2 });
    });
  });

  it('login with generated bodies answers 4xx, never 5xx (run last: failed logins are throttled)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(junk, fc.record({ userId: junk, password: junk }, { requiredKeys: [] })), async (body) => {
        const res = await app.fetch(adminApiPaths.login, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        const text = await res.text();
        expect(res.status, text.slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(res.status, text.slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: runs },
    );
  });
});
