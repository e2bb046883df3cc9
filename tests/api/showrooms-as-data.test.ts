/**
 * Every showroom is a full showroom (docs/site-settings.md "Every showroom is a full showroom"): a fifth showroom
 * added in Manage > Site takes test rides and services on its default schedule, quotes,
 * staff who see only its leads, and its name in reports; closed, it leaves the visitors'
 * choices and pages (a booking there is refused in words, storing nothing) while its
 * leads, bookings, reports and staff stay. Real app, real database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, idempotencyHeader } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { appointmentPaths } from '#contract/appointment-api.ts';
import type { ShowroomSchedule } from '#contract/appointment-schedule.ts';
import type { Variant } from '#contract/catalogue-types.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { closedShowroomMessage, showroomMessage } from '#contract/fields.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { leadPaths, type LeadListPage, type LeadSummary } from '#contract/lead-api.ts';
import { quoteOnroad } from '#contract/onroad-quote.ts';
import { onroadRatesSchema } from '#contract/onroad-rates.ts';
import { reports } from '#contract/reports.ts';
import type { SiteSaveAnswer, SiteSettings, SiteSettingsInput } from '#contract/site-settings.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { availabilityOf, book, saveSchedule } from '../support/appointments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { stockModel } from '../support/stock.ts';
import { stockPaths, type AvailabilityAnswer } from '#contract/stock.ts';

/** Monday 23 Nov 2026, 11:30 IST. */
const clock = new Date('2026-11-23T06:00:00Z');
let app: TestApp;
let owner: AdminSession;

const sohna = {
  label: 'SOHNA ROAD', name: 'Gurgaon Two Wheelers, Sohna Road', address: 'SCO 9, Sohna Road, Sector 49, Gurgaon, Haryana 122018',
  salesNo: '+91 98110 40041', serviceNo: '+91 98110 40042', hours: '09:30 AM to 07:00 PM', email: 'sohnaroad@gtwheelers.in',
  latitude: 28.4089, longitude: 77.0421,
};

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  await createAdmin(app.db, 'five-owner', 'Owner-Password-1', { role: 'owner' });
  owner = await signIn(app, 'five-owner', 'Owner-Password-1');
}, 300_000);
afterAll(async () => {
  await app?.close();
});

const publicSite = async (): Promise<SiteSettings> => (await (await app.fetch(apiPaths.site)).json()) as SiteSettings;

async function saveSite(change: (s: SiteSettingsInput) => void): Promise<SiteSaveAnswer> {
  const settings = structuredClone(await publicSite()) as SiteSettingsInput;
  delete (settings as { hoursHi?: string }).hoursHi;
  change(settings);
  const res = await call(app, owner, adminApiPaths.adminSite, { method: 'PUT', json: settings });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SiteSaveAnswer;
}

async function post(kind: 'product' | 'service' | 'finance', fields: Record<string, unknown>, key = randomUUID()) {
  const res = await app.fetch(enquiryKinds[kind].path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key },
    body: JSON.stringify({ ...validBody(kind), ...fields }),
  });
  return { key, status: res.status, body: (await res.json()) as { message: string; errors?: { field: string; message: string }[] } };
}

const enquiryCount = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries')).rows[0]!.n;
const leadShowroom = async (id: string) => (await app.db.query<{ showroom_id: number | null }>('SELECT showroom_id FROM leads WHERE id = $1', [id])).rows[0]?.showroom_id;

let fifth = 0;
const booked: string[] = [];
let sales: AdminSession;

describe('a showroom added in Manage > Site', () => {
  it('is stored with the next id, open, and starts with the default booking schedule', async () => {
    const saved = await saveSite((s) => s.showrooms.push({ ...sohna }));
    const added = saved.settings.showrooms.find((s) => s.name === sohna.name);
    expect(added).toMatchObject({ id: 5, closed: false });
    fifth = added!.id;
    const res = await call(app, owner, appointmentPaths.schedules);
    const { data } = (await res.json()) as { data: ShowroomSchedule[] };
    const schedule = data.find((s) => s.showroomId === fifth);
    expect(schedule).toMatchObject({ slotMinutes: 30, testRidePlaces: 2, servicePlaces: 3 });
    expect(schedule?.hours.every((h) => h?.open === '09:30' && h.close === '19:00')).toBe(true);
  });

  it('is offered for test rides and services, and the Owner can change its schedule', async () => {
    for (const purpose of ['test-ride', 'service'] as const) {
      const answer = await availabilityOf(app, purpose);
      expect(answer.showrooms.map((s) => s.showroomId)).toEqual([1, 2, 3, 4, fifth]);
    }
    expect((await saveSchedule(app, owner, fifth, { testRidePlaces: 1 })).status).toBe(200);
    const ride = (await availabilityOf(app, 'test-ride')).showrooms.find((s) => s.showroomId === fifth);
    expect(ride?.days[1]?.slots.find((s) => s.time === '10:00')).toEqual({ time: '10:00', left: 1, state: 'open' });
  });

  it('takes a booked test ride and a booked service, each a lead of that showroom', async () => {
    const ride = await book(app, { showroomId: fifth, date: '2026-11-24', time: '10:00' });
    expect(ride.status, JSON.stringify(ride.body)).toBe(201);
    expect(ride.body.booking).toMatchObject({ state: 'confirmed', showroomId: fifth, date: '2026-11-24', time: '10:00' });
    const service = await book(app, { showroomId: fifth, date: '2026-11-24', time: '11:00' }, { kind: 'service' });
    expect(service.status, JSON.stringify(service.body)).toBe(201);
    expect(service.body.booking).toMatchObject({ state: 'confirmed', showroomId: fifth });
    booked.push(ride.id, service.id);
    for (const id of booked) expect(await leadShowroom(id)).toBe(fifth);
  });

  it('takes an on-road quote asked of it ("Get this price from the showroom")', async () => {
    const rates = onroadRatesSchema.parse(await (await app.fetch(apiPaths.onroadRates)).json());
    const variants = (await (await app.fetch(apiPaths.variants('Shine100'))).json()) as Variant[];
    const model = rates.models.Shine100!;
    const result = quoteOnroad({ model, exShowroom: variants[0]!.price, rates, ticked: [], financed: false, on: istDateOf(clock) });
    if (!result.ok) throw new Error(result.error);
    const quote = { bikeKey: 'Shine100', variant: variants[0]!.name, options: [], financed: false, total: result.quote.total, ratesAsOf: result.quote.ratesAsOf };
    const sent = await post('product', { name: 'Fifth Quote', preferredShowroom: fifth, preferredDate: '', quote });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await leadShowroom(sent.key)).toBe(fifth);
    const { rows } = await app.db.query<{ quote_differs: boolean }>('SELECT quote_differs FROM enquiries WHERE id = $1', [sent.key]);
    expect(rows[0]?.quote_differs).toBe(false);
    booked.push(sent.key);
  });

  it('can have a salesperson, who sees only its leads', async () => {
    // A lead of another showroom, which the fifth showroom's salesperson must not see.
    const elsewhere = await post('product', { name: 'Railway Road Rider', preferredShowroom: 1 });
    expect(elsewhere.status).toBe(201);
    const created = await call(app, owner, leadPaths.staff, {
      method: 'POST',
      json: { userId: 'sohna-sales', userName: 'Sohna Sales', mobileNo: '9811040041', role: 'sales', showroomIds: [fifth], password: 'Sales-Password-1' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await created.json()).toMatchObject({ showroomIds: [fifth] });
    sales = await signIn(app, 'sohna-sales', 'Sales-Password-1');
    const res = await call(app, sales, `${leadPaths.list}?tab=open&limit=100`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as LeadListPage;
    expect(page.data.map((l) => l.id).sort()).toEqual([...booked].sort());
    expect(page.data.every((l) => l.showroomId === fifth)).toBe(true);
    const summary = (await (await call(app, sales, leadPaths.summary)).json()) as LeadSummary;
    expect(summary.funnel.map((f) => f.showroomId)).toEqual([fifth]);
  });

  it('is named from Manage > Site in the reports', async () => {
    const report = reports.find((r) => r.id === 'enquiry')!;
    const day = istDateOf(clock);
    const res = await call(app, owner, report.path, { method: 'POST', json: { page: 1, limit: 10, fromDate: day, toDate: day, search: 'Fifth Quote' } });
    const page = (await res.json()) as { data: Record<string, string>[] };
    expect(page.data[0]?.showroom).toBe('Sohna Road');
  });

  it('refuses an id that is no stored showroom, in words, storing nothing', async () => {
    const before = await enquiryCount();
    const sent = await post('product', { preferredShowroom: 99 });
    expect(sent.status).toBe(400);
    expect(sent.body.errors).toEqual([{ field: 'preferredShowroom', message: showroomMessage }]);
    const staff = await call(app, owner, leadPaths.staff, {
      method: 'POST',
      json: { userId: 'nowhere-sales', userName: 'Nowhere', mobileNo: '9811040049', role: 'sales', showroomIds: [99], password: 'Sales-Password-1' },
    });
    expect(staff.status).toBe(400);
    expect(((await staff.json()) as { message: string }).message).toMatch(/^showroomIds: There is no showroom 99/);
    expect(await enquiryCount()).toBe(before);
    const moved = await call(app, owner, leadPaths.events(booked[0]!), {
      method: 'POST',
      json: { id: randomUUID(), baseVersion: 0, at: clock.toISOString(), type: 'assign', data: { showroomId: 99 } },
    });
    expect(moved.status).toBe(400);
    expect(await leadShowroom(booked[0]!)).toBe(fifth);
  });
});

describe('a closed showroom', () => {
  it('leaves the visitors\' choices and pages', async () => {
    expect((await app.fetch(apiPaths.dealer(fifth))).status).toBe(200);
    const model = await stockModel(app);
    const bandsAt = async () => {
      const answer = (await (await app.fetch(`${stockPaths.availability}?model=${model.id}`)).json()) as AvailabilityAnswer;
      return [...new Set(answer.rows.map((r) => r.showroomId))];
    };
    expect(await bandsAt()).toEqual([1, 2, 3, 4, fifth]);
    const saved = await saveSite((s) => {
      s.showrooms.find((r) => r.id === fifth)!.closed = true;
    });
    expect(saved.settings.showrooms.find((s) => s.id === fifth)).toMatchObject({ closed: true, name: sohna.name });
    // Still in the public read (staff screens name it), marked closed; no page, no booking times.
    expect((await publicSite()).showrooms.find((s) => s.id === fifth)?.closed).toBe(true);
    expect((await app.fetch(apiPaths.dealer(fifth))).status).toBe(404);
    expect((await availabilityOf(app, 'test-ride')).showrooms.map((s) => s.showroomId)).toEqual([1, 2, 3, 4]);
    // Nor a delivery band on a model's page.
    expect(await bandsAt()).toEqual([1, 2, 3, 4]);
    const manifest = (await (await app.fetch(apiPaths.offlineManifest)).json()) as { urls: string[] };
    expect(manifest.urls).not.toContain(apiPaths.dealer(fifth));
  });

  it('refuses a booking, a service or a quote there with a 400 that says so, storing nothing', async () => {
    const before = await enquiryCount();
    const ride = await book(app, { showroomId: fifth, date: '2026-11-25', time: '10:00' });
    expect(ride.status).toBe(400);
    expect((ride.body as { errors?: unknown }).errors).toEqual([{ field: 'preferredShowroom', message: closedShowroomMessage }]);
    const service = await book(app, { showroomId: fifth, date: '2026-11-25', time: '10:00' }, { kind: 'service' });
    expect(service.status).toBe(400);
    const finance = await post('finance', { preferredShowroom: fifth });
    expect(finance.status).toBe(400);
    expect(await enquiryCount()).toBe(before);
  });

  it('keeps what a phone queued while it was open: a booked time becomes a request staff call about', async () => {
    // The outbox's later sends (attempt 2 on): nobody is at the form to choose again.
    const ride = await book(app, { showroomId: fifth, date: '2026-11-25', time: '10:00' }, { attempt: 2 });
    expect(ride.status, JSON.stringify(ride.body)).toBe(201);
    expect(ride.body).toMatchObject({ booking: { state: 'needs-time', showroomId: fifth, date: null, time: null } });
    expect(await leadShowroom(ride.id)).toBe(fifth);
    const finance = await post('finance', { preferredShowroom: fifth });
    expect(finance.status).toBe(400);
    // An id that never was a showroom is refused however late it comes.
    const unknown = await book(app, { showroomId: 99, date: '2026-11-25', time: '10:00' }, { attempt: 3 });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { errors?: unknown }).errors).toEqual([{ field: 'preferredShowroom', message: showroomMessage }]);
    booked.push(ride.id);
  });

  it('keeps its leads, bookings, staff and reports', async () => {
    for (const id of booked) expect(await leadShowroom(id)).toBe(fifth);
    const page = (await (await call(app, sales, `${leadPaths.list}?tab=open&limit=100`)).json()) as LeadListPage;
    expect(page.data.map((l) => l.id).sort()).toEqual([...booked].sort());
    const day = await call(app, sales, `${appointmentPaths.day}?showroom=${fifth}&date=2026-11-24`);
    expect(day.status).toBe(200);
    expect(((await day.json()) as { appointments: unknown[] }).appointments).toHaveLength(2);
    const report = reports.find((r) => r.id === 'enquiry')!;
    const res = await call(app, owner, report.path, { method: 'POST', json: { page: 1, limit: 10, fromDate: '2026-11-23', toDate: '2026-11-23', search: 'Fifth Quote' } });
    expect(((await res.json()) as { data: Record<string, string>[] }).data[0]?.showroom).toBe('Sohna Road (closed)');
  });

  it('cannot leave the site with no open showroom', async () => {
    const settings = structuredClone(await publicSite()) as SiteSettingsInput;
    delete (settings as { hoursHi?: string }).hoursHi;
    for (const s of settings.showrooms) s.closed = true;
    const res = await call(app, owner, adminApiPaths.adminSite, { method: 'PUT', json: settings });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Keep at least one showroom open');
  });
});

describe('opening hours typed once, in Manage > Site', () => {
  const scheduleOf = async (id: number) => {
    const { data } = (await (await call(app, owner, appointmentPaths.schedules)).json()) as { data: ShowroomSchedule[] };
    return data.find((s) => s.showroomId === id)!;
  };
  const everyDay = (open: string, close: string) => Array.from({ length: 7 }, () => ({ open, close }));

  it('a new showroom\'s schedule opens at its hours, and follows a change of them', async () => {
    const saved = await saveSite((s) => s.showrooms.push({ ...sohna, name: 'Gurgaon Two Wheelers, Manesar', label: 'MANESAR', hours: '10:00 AM to 08:00 PM' }));
    const id = saved.settings.showrooms.find((s) => s.label === 'MANESAR')!.id;
    expect((await scheduleOf(id)).hours).toEqual(everyDay('10:00', '20:00'));
    await saveSite((s) => {
      s.showrooms.find((r) => r.id === id)!.hours = '9 am - 6 pm';
    });
    expect((await scheduleOf(id)).hours).toEqual(everyDay('09:00', '18:00'));
  });

  it('leaves a schedule the Owner shaped per weekday as it is', async () => {
    const id = (await publicSite()).showrooms.find((s) => s.label === 'MANESAR')!.id;
    const shaped = [null, ...everyDay('09:00', '18:00').slice(1)];
    expect((await saveSchedule(app, owner, id, { hours: shaped })).status).toBe(200);
    await saveSite((s) => {
      s.showrooms.find((r) => r.id === id)!.hours = '10:00 AM to 07:00 PM';
    });
    expect((await scheduleOf(id)).hours).toEqual(shaped);
  });
});
