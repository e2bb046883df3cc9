/**
 * The staff day view's calls (docs/appointments.md "API"): a state change, a reschedule
 * with its capacity check and the nearest open times when the slot is full, a replayed
 * change made once, a walk-in, bad bodies refused with a message, Arrived, No-show and
 * Done refused before the booking's IST day, and a Sales account kept to the appointments
 * of its own showroom.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { appointmentPaths, type AppointmentHistory, type AppointmentRecord, type SlotRefusalAnswer } from '#contract/appointment-api.ts';
import { call, createAdmin, signIn, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { book, saveSchedule } from '../support/appointments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Monday 23 Nov 2026, 11:30 IST. */
let clock = new Date('2026-11-23T06:00:00Z');
let app: TestApp;
let owner: AdminSession;
let sales: AdminSession;

beforeAll(async () => {
  // Sessions outlive the clock's moves to a booking's day.
  app = await startTestApp({ now: () => clock, config: { sessionIdleMinutes: 7 * 24 * 60, sessionAbsoluteHours: 7 * 24 } });
  owner = await signedInAdmin(app, 'meera', 'staff appointments password');
  await createAdmin(app.db, 'ravi', 'staff appointments password', { role: 'sales', showroomId: 1 });
  sales = await signIn(app, 'ravi', 'staff appointments password');
});
afterAll(async () => {
  await app?.close();
});

function change(session: AdminSession, id: string, body: unknown, key: string = randomUUID()): Promise<Response> {
  return call(app, session, appointmentPaths.changes(id), { method: 'POST', json: body, headers: { [idempotencyHeader]: key } });
}

async function dayOf(session: AdminSession, showroomId: number, date: string): Promise<AppointmentRecord[]> {
  const res = await call(app, session, `${appointmentPaths.day}?showroom=${showroomId}&date=${date}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { appointments: AppointmentRecord[] }).appointments;
}

describe('a state change', () => {
  it('marks a booking Arrived, and a replay of the same change is answered without a second change', async () => {
    const booked = await book(app, { showroomId: 1, date: '2026-11-23', time: '12:00' }, { n: 8101 });
    expect(booked.status).toBe(201);
    const key = randomUUID();
    const first = await change(owner, booked.id, { type: 'status', status: 'arrived' }, key);
    expect(first.status).toBe(201);
    const record = (await first.json()) as AppointmentRecord;
    expect(record).toMatchObject({ id: booked.id, status: 'arrived', date: '2026-11-23', time: '12:00' });
    const replay = await change(owner, booked.id, { type: 'status', status: 'arrived' }, key);
    expect(((await replay.json()) as AppointmentRecord).version).toBe(record.version);
    const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointment_changes WHERE appointment_id = $1', [booked.id]);
    // The booking itself and one change.
    expect(rows[0]?.n).toBe(2);
  });

  it('refuses an unknown state and a body that is no change, with a message and nothing changed', async () => {
    const booked = await book(app, { showroomId: 1, date: '2026-11-24', time: '11:30' }, { n: 8102 });
    for (const body of [{ type: 'status', status: 'gone' }, { type: 'reschedule', date: '24-11-2026', time: '10:00' }, { type: 'paint' }, 'x']) {
      const res = await change(owner, booked.id, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/\w/);
    }
    const row = (await dayOf(owner, 1, '2026-11-24')).find((a) => a.id === booked.id);
    expect(row).toMatchObject({ status: 'booked', time: '11:30', version: 1 });
  });

  it("refuses Arrived, No-show and Done before the booking's day (IST), and takes them on it", async () => {
    const booked = await book(app, { showroomId: 1, date: '2026-11-24', time: '10:00' }, { n: 8103 });
    for (const [status, label] of [['arrived', 'Arrived'], ['no-show', 'No-show'], ['done', 'Done']] as const) {
      const res = await change(owner, booked.id, { type: 'status', status });
      expect(res.status, status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toBe(`This booking is for 24 Nov 2026: it can be marked ${label} on that day, not before.`);
    }
    // Cancelling does not wait for the day.
    expect((await change(owner, booked.id, { type: 'status', status: 'cancelled' })).status).toBe(201);
    expect((await change(owner, booked.id, { type: 'status', status: 'booked' })).status).toBe(201);
    const { rows } = await app.db.query<{ type: string }>('SELECT type FROM appointment_changes WHERE appointment_id = $1 ORDER BY at, type', [booked.id]);
    expect(rows.map((r) => r.type).sort()).toEqual(['booked', 'booked', 'cancelled']);
    const start = clock;
    try {
      // 23:59 IST on the 23rd is still the day before; 00:00 IST on the 24th is its day.
      clock = new Date('2026-11-23T18:29:00Z');
      expect((await change(owner, booked.id, { type: 'status', status: 'arrived' })).status).toBe(409);
      clock = new Date('2026-11-23T18:30:00Z');
      expect((await change(owner, booked.id, { type: 'status', status: 'arrived' })).status).toBe(201);
    } finally {
      clock = start;
    }
  });

  it('answers 404 for a booking that does not exist', async () => {
    const res = await change(owner, randomUUID(), { type: 'status', status: 'done' });
    expect(res.status).toBe(404);
  });
});

describe('a reschedule', () => {
  it('moves a booking to an open time and gives its old place back', async () => {
    const booked = await book(app, { showroomId: 1, date: '2026-11-25', time: '10:00' }, { n: 8201 });
    const res = await change(owner, booked.id, { type: 'reschedule', date: '2026-11-25', time: '15:00' });
    expect(res.status).toBe(201);
    expect((await res.json()) as AppointmentRecord).toMatchObject({ date: '2026-11-25', time: '15:00', status: 'booked' });
    const { rows } = await app.db.query<{ taken: number }>(
      `SELECT taken FROM appointment_slot_use WHERE showroom_id = 1 AND purpose = 'test-ride' AND starts_at = '2026-11-25T04:30:00Z' AND scope = ''`,
    );
    expect(rows[0]?.taken ?? 0).toBe(0);
  });

  it('refuses a full time with the nearest open times, keeping the booking where it was', async () => {
    const full = { showroomId: 1, date: '2026-11-26', time: '12:00' };
    expect((await book(app, full, { n: 8301 })).status).toBe(201);
    expect((await book(app, full, { n: 8302 })).status).toBe(201);
    const moving = await book(app, { showroomId: 1, date: '2026-11-26', time: '13:00' }, { n: 8303 });
    const res = await change(owner, moving.id, { type: 'reschedule', date: full.date, time: full.time });
    expect(res.status).toBe(409);
    const answer = (await res.json()) as SlotRefusalAnswer;
    expect(answer.message).toMatch(/full|taken/i);
    expect(answer.alternatives.length).toBeGreaterThan(0);
    expect(answer.alternatives[0]).toMatchObject({ showroomId: 1 });
    const row = (await dayOf(owner, 1, '2026-11-26')).find((a) => a.id === moving.id);
    expect(row).toMatchObject({ time: '13:00', status: 'booked' });
  });

  it('refuses a time on a holiday with its own sentence', async () => {
    expect((await saveSchedule(app, owner, 3, { holidays: ['2026-11-27'] })).status).toBe(200);
    const booked = await book(app, { showroomId: 3, date: '2026-11-26', time: '10:00' }, { n: 8401 });
    const res = await change(owner, booked.id, { type: 'reschedule', date: '2026-11-27', time: '10:00' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as SlotRefusalAnswer).message).toMatch(/holiday/i);
  });
});

describe('a booking\'s history', () => {
  it('lists the booking and each change of it, oldest first, with who made it', async () => {
    const booked = await book(app, { showroomId: 1, date: '2026-11-27', time: '10:00' }, { n: 8601 });
    expect((await change(owner, booked.id, { type: 'reschedule', date: '2026-11-27', time: '11:00' })).status).toBe(201);
    const start = clock;
    // On the booking's day: 27 Nov, 10:55 IST.
    clock = new Date('2026-11-27T05:25:00Z');
    expect((await change(owner, booked.id, { type: 'status', status: 'arrived' })).status).toBe(201);
    clock = start;
    const res = await call(app, owner, appointmentPaths.booking(booked.id));
    expect(res.status).toBe(200);
    const history = (await res.json()) as AppointmentHistory;
    expect(history.appointment).toMatchObject({ id: booked.id, time: '11:00', status: 'arrived' });
    expect(history.changes.map((c) => [c.type, c.byName])).toEqual([['booked', 'Customer'], ['rescheduled', 'meera'], ['arrived', 'meera']]);
    expect(history.changes[1]?.data).toEqual({ type: 'reschedule', date: '2026-11-27', time: '11:00' });
    expect((await call(app, owner, appointmentPaths.booking(randomUUID()))).status).toBe(404);
    expect((await call(app, owner, appointmentPaths.booking('not-an-id'))).status).toBe(404);
  });
});

describe('a walk-in', () => {
  it('is recorded as Arrived at the minute they came in, on the day view', async () => {
    const id = randomUUID();
    const res = await call(app, owner, appointmentPaths.walkIn, {
      method: 'POST', headers: { [idempotencyHeader]: id },
      json: { showroomId: 1, purpose: 'test-ride', name: 'Kiran Rao', mobile: '9876501234', model: 'Shine 100' },
    });
    expect(res.status).toBe(201);
    expect((await res.json()) as AppointmentRecord).toMatchObject({ id, status: 'arrived', walkIn: true, date: '2026-11-23', time: '11:30' });
    expect((await dayOf(owner, 1, '2026-11-23')).some((a) => a.id === id)).toBe(true);
  });

  it('refuses a walk-in without a name or with a bad mobile', async () => {
    const res = await call(app, owner, appointmentPaths.walkIn, { method: 'POST', json: { showroomId: 1, purpose: 'service', name: '', mobile: '12' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/name|mobile/i);
  });
});

describe('a Sales account', () => {
  it('reads and changes the appointments of its own showroom only', async () => {
    expect((await dayOf(sales, 1, '2026-11-24')).length).toBeGreaterThan(0);
    const other = await call(app, sales, `${appointmentPaths.day}?showroom=2&date=2026-11-24`);
    expect(other.status).toBe(403);
    const elsewhere = await book(app, { showroomId: 2, date: '2026-11-24', time: '16:00' }, { n: 8501 });
    const res = await change(sales, elsewhere.id, { type: 'status', status: 'arrived' });
    expect(res.status).toBe(403);
    expect((await call(app, sales, appointmentPaths.booking(elsewhere.id))).status).toBe(403);
    const walkIn = await call(app, sales, appointmentPaths.walkIn, { method: 'POST', json: { showroomId: 2, purpose: 'test-ride', name: 'Anil', mobile: '9876501235' } });
    expect(walkIn.status).toBe(403);
  });
});
