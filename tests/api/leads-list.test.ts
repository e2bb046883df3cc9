/**
 * New leads routed by the visitor's preferred showroom, with their SLA and display names;
 * GET /api/leads (tabs, filters, search, paging, totals) and GET /api/leads/summary (the
 * dashboard's lead figures and funnel), on the real app and database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPaths, type LeadListPage, type LeadRecord, type LeadSummary } from '#contract/lead-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { getJson, recordEvent, submitEnquiry } from '../support/lead-desk.ts';

const ist = (wall: string) => new Date(`${wall}+05:30`);
const now = ist('2026-11-23T10:05:00');
const at = (wall: string) => {
  clock = ist(wall);
};
let clock = new Date(now);
let app: TestApp;
let session: AdminSession;
const password = 'list test password';

/** The leads of the scenario, by what they are. */
const lead: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ seed: false, now: () => clock, config: { sessionIdleMinutes: 7 * 24 * 60, sessionAbsoluteHours: 7 * 24 } });
  await createAdmin(app.db, 'asha', password, { userName: 'Asha Rani' });
  clock = ist('2026-11-21T10:00:00');
  session = await signIn(app, 'asha', password);
  // Two days old, never answered: SLA breached, still New.
  lead.stale = await submitEnquiry(app, 'product', { name: 'Kavya Iyer', model: 'Shine 100', preferredShowroom: 3 });
  // A delivered sale of showroom 3 (the funnel's conversion).
  lead.delivered = await submitEnquiry(app, 'joyclub', { name: 'Harpreet Grewal' });
  await recordEvent(app, session, lead.delivered, { type: 'assign', data: { showroomId: 3 } }, 0);
  for (const [i, status] of ['contacted', 'booked', 'delivered'].entries()) {
    await recordEvent(app, session, lead.delivered, { type: 'status', data: { status } }, i + 1);
  }
  clock = ist('2026-11-22T16:00:00');
  // Confirmed yesterday, follow-up yesterday evening: overdue.
  lead.overdue = await submitEnquiry(app, 'service', { name: 'Rohan Mehta', model: 'shine-100', preferredShowroom: '', bookingDate: '2026-12-01' });
  await recordEvent(app, session, lead.overdue, { type: 'status', data: { status: 'confirmed' } }, 0);
  await recordEvent(app, session, lead.overdue, { type: 'followup', data: { at: ist('2026-11-22T18:00:00').toISOString() } }, 1);
  // Contacted this morning, follow-up this afternoon, assigned to Asha.
  at('2026-11-23T09:00:00');
  lead.dueToday = await submitEnquiry(app, 'finance', { name: 'Priya Sharma', contact: '9811040001', model: 'activa-6g', preferredShowroom: '2' });
  await recordEvent(app, session, lead.dueToday, { type: 'status', data: { status: 'contacted' } }, 0);
  await recordEvent(app, session, lead.dueToday, { type: 'followup', data: { at: ist('2026-11-23T15:00:00').toISOString() } }, 1);
  await recordEvent(app, session, lead.dueToday, { type: 'assign', data: { ownerId: 'asha' } }, 2);
  // In progress, follow-up tomorrow: open but not today.
  at('2026-11-23T09:10:00');
  lead.later = await submitEnquiry(app, 'contact', { name: 'Vikram Singh' });
  await recordEvent(app, session, lead.later, { type: 'status', data: { status: 'in_progress' } }, 0);
  await recordEvent(app, session, lead.later, { type: 'followup', data: { at: ist('2026-11-24T11:00:00').toISOString() } }, 1);
  // Lost after a test ride.
  at('2026-11-23T09:20:00');
  lead.lost = await submitEnquiry(app, 'offer', { name: 'Neha Kapoor' });
  await recordEvent(app, session, lead.lost, { type: 'status', data: { status: 'test_ride' } }, 0);
  await recordEvent(app, session, lead.lost, { type: 'status', data: { status: 'lost', reason: 'bought_elsewhere' } }, 1);
  // New this morning, SLA due at noon; "Any showroom" leaves it unassigned (a showroom that
  // does not exist is refused with 400, see enquiries-real-leads.test.ts).
  at('2026-11-23T10:00:00');
  lead.fresh = await submitEnquiry(app, 'amc', { name: 'Sunita Yadav', model: 'unicorn' });
  at('2026-11-23T10:01:00');
  lead.anyShowroom = await submitEnquiry(app, 'service', { name: 'Deepak Arora', model: 'dio-110', preferredShowroom: '' });
  clock = new Date(now);
}, 300_000);
afterAll(async () => {
  await app?.close();
});

async function list(query: string): Promise<LeadListPage> {
  return getJson<LeadListPage>(app, session, `${leadPaths.list}?${query}`);
}

const idsOf = (page: LeadListPage) => page.data.map((l) => l.id);
/** The reference the server gave the lead (docs/security.md): what staff search by. */
async function referenceOf(id: string): Promise<string> {
  const { rows } = await app.db.query<{ reference: string }>('SELECT reference FROM leads WHERE id = $1', [id]);
  return rows[0]!.reference;
}
const recordOf = async (id: string): Promise<LeadRecord> =>
  (await list(`tab=${id === lead.lost || id === lead.delivered ? 'closed' : 'open'}&q=${await referenceOf(id)}`)).data[0]!;

describe('new leads', () => {
  it('are routed to the showroom the visitor chose, or none', async () => {
    expect((await recordOf(lead.stale!)).showroomId).toBe(3);
    expect((await recordOf(lead.stale!)).preferredShowroom).toBe(3);
    expect((await recordOf(lead.dueToday!)).showroomId).toBe(2);
    expect((await recordOf(lead.overdue!)).showroomId).toBeNull();
    expect((await recordOf(lead.anyShowroom!)).showroomId).toBeNull();
    expect((await recordOf(lead.fresh!)).showroomId).toBeNull();
  });

  it('carry the SLA due time in working hours, the display name of the model and the reference', async () => {
    const fresh = await recordOf(lead.fresh!);
    expect(fresh).toMatchObject({ status: 'new', group: 'service', version: 0, firstResponseAt: null, createdAt: ist('2026-11-23T10:00:00').toISOString() });
    expect(fresh.slaDueAt).toBe(ist('2026-11-23T12:00:00').toISOString());
    expect(fresh.reference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(fresh.reference).toBe(await referenceOf(lead.fresh!));
    const finance = await recordOf(lead.dueToday!);
    expect(finance.model).toBe('Activa 6G');
    expect(finance.payload.model).toBe('activa-6g');
    expect(finance).toMatchObject({ name: 'Priya Sharma', mobile: '9811040001', ownerId: 'asha', ownerName: 'Asha Rani' });
    expect((await recordOf(lead.stale!)).model).toBe('Shine 100');
    // A service booking's date is its preferred date.
    expect((await recordOf(lead.overdue!)).preferredDate).toBe('2026-12-01');
  });

  it('a replayed submission makes no second lead', async () => {
    at('2026-11-01T10:00:00');
    const key = randomUUID();
    const send = () => app.fetch('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ name: 'Replay Person', email: 'replay@example.in', contact: '9811040099', reason: 'Inquiry', message: 'Twice' }),
    });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const { rows } = await app.db.query<{ n: number; version: number }>('SELECT count(*)::int AS n, max(version) AS version FROM leads WHERE id = $1', [key]);
    expect(rows[0]).toEqual({ n: 1, version: 0 });
    // Out of the way of the list tests.
    await app.db.query('DELETE FROM enquiries WHERE id = $1', [key]);
    clock = new Date(now);
  });
});

describe('GET /api/leads', () => {
  it('Today holds the New leads and those with a follow-up due today or before, newest first', async () => {
    const today = await list('tab=today');
    expect(idsOf(today)).toEqual([lead.anyShowroom, lead.fresh, lead.dueToday, lead.overdue, lead.stale]);
    expect(today.totalRecords).toBe(5);
  });

  it('Open lists open leads newest first; Closed the closed ones, latest closed first', async () => {
    const open = await list('tab=open');
    expect(idsOf(open)).toEqual([lead.anyShowroom, lead.fresh, lead.later, lead.dueToday, lead.overdue, lead.stale]);
    const closed = await list('tab=closed');
    expect(idsOf(closed)).toEqual([lead.lost, lead.delivered]);
    expect(closed.data[0]).toMatchObject({ status: 'lost', closeReason: 'bought_elsewhere' });
    expect(idsOf(await list('tab=closed&status=lost'))).toEqual([lead.lost]);
  });

  it('filters by showroom, owner, kind and status, and its totals agree with what it lists', async () => {
    const cases: [string, (string | undefined)[]][] = [
      ['tab=open&showroom=3', [lead.stale]],
      ['tab=open&showroom=none', [lead.anyShowroom, lead.fresh, lead.later, lead.overdue]],
      ['tab=closed&showroom=3', [lead.delivered]],
      ['tab=open&owner=asha', [lead.dueToday]],
      ['tab=today&owner=asha', [lead.dueToday]],
      ['tab=today&owner=none', [lead.anyShowroom, lead.fresh, lead.overdue, lead.stale]],
      ['tab=open&kind=service', [lead.anyShowroom, lead.overdue]],
      ['tab=today&kind=service&status=confirmed', [lead.overdue]],
      ['tab=today&status=new', [lead.anyShowroom, lead.fresh, lead.stale]],
      ['tab=open&status=contacted', [lead.dueToday]],
      ['tab=closed&kind=joyclub&showroom=3', [lead.delivered]],
      ['tab=open&status=lost', []],
    ];
    for (const [query, expected] of cases) {
      const page = await list(`${query}&limit=100`);
      expect(idsOf(page), query).toEqual(expected);
      expect(page.totalRecords, query).toBe(expected.length);
    }
  });

  it('searches name, mobile, model and reference, ignoring case', async () => {
    const find = async (q: string, tab = 'open') => idsOf(await list(`tab=${tab}&q=${encodeURIComponent(q)}`));
    expect(await find('priya SHA')).toEqual([lead.dueToday]);
    expect(await find('81104000')).toEqual([lead.dueToday]);
    expect(await find('activa 6g')).toEqual([lead.dueToday]);
    expect(await find((await referenceOf(lead.stale!)).toLowerCase())).toEqual([lead.stale]);
    expect(await find('neha', 'closed')).toEqual([lead.lost]);
    expect(await find('%')).toEqual([]);
    const page = await list('tab=open&q=a&limit=2');
    expect(page.totalRecords).toBeGreaterThan(2);
    expect(page.data).toHaveLength(2);
  });

  it('pages with totals, and refuses bad queries with 400', async () => {
    const pages = [await list('tab=open&limit=4&page=1'), await list('tab=open&limit=4&page=2'), await list('tab=open&limit=4&page=3')];
    expect(pages.map((p) => p.data.length)).toEqual([4, 2, 0]);
    expect(pages.map((p) => [p.totalRecords, p.totalPages])).toEqual([[6, 2], [6, 2], [6, 2]]);
    for (const query of ['tab=later', 'showroom=5', 'kind=car', 'status=maybe', 'page=0', 'limit=1000', 'q=' + 'x'.repeat(101)]) {
      const res = await call(app, session, `${leadPaths.list}?${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});

describe('GET /api/leads/summary', () => {
  it('counts New today, Due today, Overdue, SLA breached and the 30-day funnel per showroom', async () => {
    const summary = await getJson<LeadSummary>(app, session, leadPaths.summary);
    expect(summary).toMatchObject({ newToday: 5, dueToday: 1, overdue: 1, slaBreached: 1 });
    const zero = { leads: 0, contacted: 0, testRide: 0, booked: 0, delivered: 0, conversionPercent: 0 };
    expect(summary.funnel).toEqual([
      { showroomId: 1, ...zero },
      { showroomId: 2, ...zero, leads: 1, contacted: 1 },
      { showroomId: 3, leads: 2, contacted: 1, testRide: 1, booked: 1, delivered: 1, conversionPercent: 50 },
      { showroomId: 4, ...zero },
      { showroomId: null, ...zero, leads: 1, contacted: 1, testRide: 1 },
    ]);
    // After noon the fresh lead's two working hours are over too.
    clock = ist('2026-11-23T12:30:00');
    expect((await getJson<LeadSummary>(app, session, leadPaths.summary)).slaBreached).toBe(3);
    clock = new Date(now);
  });
});
