/**
 * The daily call list (docs/workshop.md "Call list"): what falls due from today to N days
 * ahead in the person's showrooms (a Service account of another showroom sees none of
 * them, Sales none at all), the reminders already sent, and each call's result kept with
 * who made it and when; a result refused field by field, or for a vehicle not on the
 * person's list, stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceHistoryPaths } from '#contract/service-history.ts';
import { callMessages, reminderPaths, type CallListAnswer, type CallRecord } from '#contract/service-reminders.ts';
import { notAllowedMessage } from '#contract/staff-roles.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openCard, walkIn } from '../support/workshop.ts';

/** Tuesday 1 Dec 2026, 11:30 IST. */
const clock = new Date('2026-12-01T06:00:00Z');
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;
let sales: AdminSession;
let service2: AdminSession;
let service3: AdminSession;

async function vehicle(registration: string, mobile: string, showroomId: number, dates: { insuranceRenewsOn?: string; pucRenewsOn?: string }): Promise<void> {
  await openCard(app, owner, walkIn(mobile, { registration, showroomId, model: 'Shine 100', customerName: `Customer ${registration}` }));
  const res = await call(app, owner, serviceHistoryPaths.dates, {
    method: 'POST', json: { registration, soldOn: null, insuranceRenewsOn: dates.insuranceRenewsOn ?? null, pucRenewsOn: dates.pucRenewsOn ?? null },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const listOf = async (session: AdminSession, query = ''): Promise<CallListAnswer> => {
  const res = await call(app, session, `${reminderPaths.calls}${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CallListAnswer;
};
const callCount = async () => Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM service_reminder_calls')).rows[0]!.n);
const record = (session: AdminSession, body: Record<string, unknown>) => call(app, session, reminderPaths.callResults, { method: 'POST', json: body });

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  await createAdmin(app.db, 'calls-owner', 'calls owner password', { userName: 'Olga Owner' });
  await createAdmin(app.db, 'calls-manager', 'calls manager password', { role: 'manager', showroomId: 2 });
  await createAdmin(app.db, 'calls-sales', 'calls sales password', { role: 'sales', showroomId: 2 });
  await createAdmin(app.db, 'calls-service2', 'calls service2 password', { role: 'service', showroomId: 2, userName: 'Ravi Mechanic' });
  await createAdmin(app.db, 'calls-service3', 'calls service3 password', { role: 'service', showroomId: 3 });
  const again = (who: string) => signIn(app, `calls-${who}`, `calls ${who} password`);
  [owner, manager, sales, service2, service3] = [await again('owner'), await again('manager'), await again('sales'), await again('service2'), await again('service3')];
  await vehicle('HR 26 CL 0001', '9811071001', 2, { insuranceRenewsOn: '2026-12-04', pucRenewsOn: '2026-12-20' });
  await vehicle('HR 26 CL 0002', '9811071002', 2, { pucRenewsOn: '2026-12-01' });
  await vehicle('HR 26 CL 0003', '9811071003', 3, { insuranceRenewsOn: '2026-12-05' });
  await vehicle('HR 26 CL 0004', '9811071004', 2, { insuranceRenewsOn: '2026-11-30' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('the call list', () => {
  it('lists today to 10 days ahead of the person\'s showrooms, soonest first', async () => {
    const mine = await listOf(service2);
    expect([mine.from, mine.until]).toEqual(['2026-12-01', '2026-12-11']);
    expect(mine.rows.map((r) => [r.registration, r.kind, r.dueOn])).toEqual([
      ['HR 26 CL 0002', 'puc', '2026-12-01'],
      ['HR 26 CL 0001', 'insurance', '2026-12-04'],
    ]);
    expect(mine.rows[1]).toMatchObject({
      customerName: 'Customer HR 26 CL 0001', mobile: '9811071001', showroomId: 2, remindedDaysBefore: [], lastCall: null, callCount: 0,
    });
    expect((await listOf(service3)).rows.map((r) => r.registration)).toEqual(['HR 26 CL 0003']);
    expect((await listOf(owner)).rows.map((r) => r.registration)).toEqual(['HR 26 CL 0002', 'HR 26 CL 0001', 'HR 26 CL 0003']);
    expect((await listOf(manager, '?days=30')).rows.map((r) => `${r.registration} ${r.kind}`)).toEqual([
      'HR 26 CL 0002 puc', 'HR 26 CL 0001 insurance', 'HR 26 CL 0001 puc',
    ]);
    expect((await listOf(manager, '?days=0')).rows.map((r) => r.registration)).toEqual(['HR 26 CL 0002']);
  });

  it('refuses Sales, and days ahead that are not a whole number up to 60', async () => {
    const res = await call(app, sales, reminderPaths.calls);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: notAllowedMessage });
    for (const days of ['61', 'ten', '-1', '1.5']) {
      const bad = await call(app, manager, `${reminderPaths.calls}?days=${days}`);
      expect(bad.status, days).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toMatch(/^days: Please give the days ahead as a whole number from 0 to 60/);
    }
  });
});

describe('the result of a call', () => {
  const body = { registration: 'hr26cl0001', kind: 'insurance', dueOn: '2026-12-04', result: 'call-back', note: 'Asked to call after 6 pm' };

  it('is kept with who made it and when, and shown on the row', async () => {
    const res = await record(service2, body);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toEqual({
      result: 'call-back', note: 'Asked to call after 6 pm', calledBy: 'calls-service2', calledByName: 'Ravi Mechanic', calledAt: clock.toISOString(),
    } satisfies CallRecord);
    const first = (await listOf(service2)).rows.find((r) => r.registration === 'HR 26 CL 0001')!;
    expect(first.lastCall).toMatchObject({ calledBy: 'calls-service2', calledByName: 'Ravi Mechanic' });
    const again = await record(manager, { ...body, result: 'booked', note: '' });
    expect(again.status).toBe(201);
    const row = (await listOf(service2)).rows.find((r) => r.registration === 'HR 26 CL 0001')!;
    // An account made without a name reads as its user id: there is nothing else to call it.
    expect(row.lastCall).toEqual({ result: 'booked', note: '', calledBy: 'calls-manager', calledByName: 'calls-manager', calledAt: clock.toISOString() });
    expect(row.callCount).toBe(2);
    const kept = await app.db.query('SELECT registration, kind, due_on::text, showroom_id, result, note, called_by FROM service_reminder_calls ORDER BY id');
    expect(kept.rows).toEqual([
      { registration: 'HR 26 CL 0001', kind: 'insurance', due_on: '2026-12-04', showroom_id: 2, result: 'call-back', note: 'Asked to call after 6 pm', called_by: 'calls-service2' },
      { registration: 'HR 26 CL 0001', kind: 'insurance', due_on: '2026-12-04', showroom_id: 2, result: 'booked', note: '', called_by: 'calls-manager' },
    ]);
  });

  it('refuses a bad field by name, another showroom\'s vehicle, and what does not fall due then; stores nothing', async () => {
    const before = await callCount();
    for (const [change, field] of [
      [{ result: 'maybe' }, 'result'],
      [{ kind: 'tyres' }, 'kind'],
      [{ dueOn: '4 Dec 2026' }, 'dueOn'],
      [{ registration: 'not a number plate!' }, 'registration'],
      [{ note: 'x'.repeat(501) }, 'note'],
      [{ note: 7 }, 'note'],
    ] as const) {
      const res = await record(service2, { ...body, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(((await res.json()) as { message: string }).message.startsWith(`${field}: `)).toBe(true);
    }
    for (const [session, change] of [[service3, {}], [service2, { dueOn: '2026-12-05' }], [service2, { kind: 'puc' }]] as const) {
      const res = await record(session, { ...body, ...change });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: `registration: ${callMessages.notDue}` });
    }
    expect((await record(sales, body)).status).toBe(403);
    expect(await callCount()).toBe(before);
  });
});
