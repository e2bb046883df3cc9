/**
 * The customer's own booking on /track (docs/appointments.md "The customer's changes"):
 * the lookup shows its time and state; Change time takes an open time and gives the old
 * place back, a full one is refused with the nearest open times; Cancel frees the place;
 * a wrong pair is 404, a bad body 400, a cancelled booking cannot be changed; the calls
 * count against the lookup's per-address budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentPaths, type SlotRefusalAnswer } from '#contract/appointment-api.ts';
import type { TrackBooking, TrackBookingAnswer } from '#contract/appointment-track.ts';
import { leadPaths } from '#contract/lead-api.ts';
import { storedReference } from '../support/lead-desk.ts';
import { defaultBudgets } from '../../server/limits/budgets.ts';
import { book } from '../support/appointments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Monday 23 Nov 2026, 11:30 IST. */
const clock = new Date('2026-11-23T06:00:00Z');
let app: TestApp;
let address = 0;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock, config: { requestBudgets: defaultBudgets } });
});
afterAll(async () => {
  await app?.close();
});

function post(path: string, body: unknown, from = `10.2.0.${++address}`): Promise<Response> {
  return app.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from }, body: JSON.stringify(body) });
}

async function mobileOf(id: string): Promise<string> {
  const { rows } = await app.db.query<{ mobile: string }>('SELECT mobile FROM leads WHERE id = $1', [id]);
  return rows[0]?.mobile ?? '';
}

async function taken(showroomId: number, at: string): Promise<number> {
  const { rows } = await app.db.query<{ taken: number }>(
    `SELECT taken FROM appointment_slot_use WHERE showroom_id = $1 AND purpose = 'test-ride' AND starts_at = $2 AND scope = ''`, [showroomId, at],
  );
  return rows[0]?.taken ?? 0;
}

describe('/track and a booking', () => {
  it('shows the booking\'s time and state with the status', async () => {
    const booked = await book(app, { showroomId: 2, date: '2026-11-25', time: '10:00' }, { n: 9101 });
    const res = await post(leadPaths.track, { reference: await storedReference(app.db, booked.id), mobile: await mobileOf(booked.id) });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as TrackBookingAnswer;
    expect(answer.booking).toEqual({
      purpose: 'test-ride', showroomId: 2, date: '2026-11-25', time: '10:00', status: 'booked', askedDate: '2026-11-25', askedTime: '10:00', changeable: true,
    } satisfies TrackBooking);
  });

  it('changes the time to an open one and gives the old place back', async () => {
    const booked = await book(app, { showroomId: 2, date: '2026-11-25', time: '11:00' }, { n: 9201 });
    const pair = { reference: await storedReference(app.db, booked.id), mobile: await mobileOf(booked.id) };
    const res = await post(appointmentPaths.trackChange, { ...pair, action: 'change', date: '2026-11-26', time: '12:30' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { booking: TrackBooking }).booking).toMatchObject({ date: '2026-11-26', time: '12:30', status: 'booked' });
    expect(await taken(2, '2026-11-25T05:30:00Z')).toBe(0);
    expect(await taken(2, '2026-11-26T07:00:00Z')).toBe(1);
    const { rows } = await app.db.query<{ by: string; type: string }>('SELECT by, type FROM appointment_changes WHERE appointment_id = $1 ORDER BY at', [booked.id]);
    expect(rows.at(-1)).toEqual({ by: 'customer', type: 'rescheduled' });
  });

  it('refuses a full time with the nearest open times, keeping the booking', async () => {
    const full = { showroomId: 3, date: '2026-11-25', time: '15:00' };
    await book(app, full, { n: 9301 });
    await book(app, full, { n: 9302 });
    const booked = await book(app, { showroomId: 3, date: '2026-11-25', time: '16:00' }, { n: 9303 });
    const res = await post(appointmentPaths.trackChange, { reference: await storedReference(app.db, booked.id), mobile: await mobileOf(booked.id), action: 'change', date: full.date, time: full.time });
    expect(res.status).toBe(409);
    const answer = (await res.json()) as SlotRefusalAnswer;
    expect(answer.message).toBe('That time was just taken. Please choose another.');
    expect(answer.alternatives[0]).toMatchObject({ showroomId: 3, date: '2026-11-25' });
    expect(await taken(3, '2026-11-25T10:30:00Z')).toBe(1);
  });

  it('cancels, freeing the place; a cancelled booking is not changed again', async () => {
    const booked = await book(app, { showroomId: 4, date: '2026-11-25', time: '10:30' }, { n: 9401 });
    const pair = { reference: await storedReference(app.db, booked.id), mobile: await mobileOf(booked.id) };
    const res = await post(appointmentPaths.trackChange, { ...pair, action: 'cancel' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { booking: TrackBooking }).booking).toMatchObject({ status: 'cancelled', changeable: false });
    expect(await taken(4, '2026-11-25T05:00:00Z')).toBe(0);
    const again = await post(appointmentPaths.trackChange, { ...pair, action: 'change', date: '2026-11-26', time: '10:00' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('This booking can no longer be changed here. Please call the showroom.');
  });

  it('answers a wrong pair 404 and a bad body 400, changing nothing', async () => {
    const booked = await book(app, { showroomId: 1, date: '2026-11-25', time: '12:00' }, { n: 9501 });
    const reference = await storedReference(app.db, booked.id);
    expect((await post(appointmentPaths.trackChange, { reference, mobile: '9000000001', action: 'cancel' })).status).toBe(404);
    for (const body of [{ reference, action: 'cancel' }, { reference, mobile: await mobileOf(booked.id), action: 'paint' }, { reference, mobile: await mobileOf(booked.id), action: 'change', date: 'soon', time: '10:00' }]) {
      const res = await post(appointmentPaths.trackChange, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/\w/);
    }
    expect(await taken(1, '2026-11-25T06:30:00Z')).toBe(1);
  });

  it('counts against the lookup budget of the address', async () => {
    const from = '10.2.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < defaultBudgets.lookups.burst + 1; i += 1) {
      statuses.push((await post(appointmentPaths.trackChange, { reference: 'ABCD1234', mobile: '9811040003', action: 'cancel' }, from)).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
