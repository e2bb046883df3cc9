/**
 * Test rides and service bookings with real times (docs/appointments.md): availability in
 * IST whatever the server's time zone, a booking confirmed in the transaction that stores
 * it, refusals with a message and the nearest open times, a queued booking kept as a
 * request when its time was taken, the race for a slot's last places (on PGlite, and on
 * PostgreSQL through two app instances with their own connections when DATABASE_URL is
 * set), and places lowered below the bookings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentPaths, timeTakenMessage, type AppointmentRecord } from '#contract/appointment-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { signedInAdmin, call, type AdminSession } from '../support/admin-session.ts';
import { availabilityOf, book, saveSchedule } from '../support/appointments.ts';

/** Monday 23 Nov 2026, 11:30 IST. */
let clock = new Date('2026-11-23T06:00:00Z');
let app: TestApp;
let second: TestApp;
let session: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  // A second API instance on the same database (its own pool on PostgreSQL).
  second = await startTestApp({ sharing: app, now: () => clock });
  session = await signedInAdmin(app, 'asha', 'appointments test password');
});
afterAll(async () => {
  await second?.close();
  await app?.close();
});

async function dayOf(showroomId: number, date: string): Promise<{ appointments: AppointmentRecord[]; needsTime: AppointmentRecord[] }> {
  const res = await call(app, session, `${appointmentPaths.day}?showroom=${showroomId}&date=${date}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { appointments: AppointmentRecord[]; needsTime: AppointmentRecord[] };
}

async function enquiryCount(): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries');
  return rows[0]?.n ?? 0;
}

describe('availability', () => {
  it('offers every showroom 14 days from today in IST, 09:30 to 18:30 every 30 minutes, with the started slots past', async () => {
    const answer = await availabilityOf(app, 'test-ride');
    expect(answer.showrooms.map((s) => s.showroomId)).toEqual([1, 2, 3, 4]);
    const days = answer.showrooms[0]?.days ?? [];
    expect(days).toHaveLength(14);
    expect(days[0]?.date).toBe('2026-11-23');
    expect(days[13]?.date).toBe('2026-12-06');
    const today = days[0]?.slots ?? [];
    expect(today.map((s) => s.time)).toEqual([
      '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00',
      '16:30', '17:00', '17:30', '18:00', '18:30',
    ]);
    // 11:30 has started at 11:30 IST: past, like every slot before it.
    expect(today.filter((s) => s.state === 'past').map((s) => s.time)).toEqual(['09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(today.find((s) => s.time === '12:00')).toEqual({ time: '12:00', left: 2, state: 'open' });
  });

  it('counts days and slots in IST whatever time zone the server runs in', async () => {
    const zone = process.env.TZ;
    const saved = clock;
    try {
      for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = tz;
        // 18:45 UTC is 00:15 IST on Tuesday the 24th: the window starts that day, with nothing past.
        clock = new Date('2026-11-23T18:45:00Z');
        const days = (await availabilityOf(app, 'service')).showrooms[1]?.days ?? [];
        expect(days[0]?.date).toBe('2026-11-24');
        expect(days[0]?.slots.every((s) => s.state === 'open')).toBe(true);
        expect(days[0]?.slots[0]?.time).toBe('09:30');
      }
    } finally {
      clock = saved;
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('refuses an unknown purpose with a message', async () => {
    const res = await app.fetch(`${appointmentPaths.availability}?purpose=lunch`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/purpose/);
  });
});

describe('booking', () => {
  it('confirms an open slot, shows it on the day view and the availability, and answers a replay the same', async () => {
    const slot = { showroomId: 2, date: '2026-11-24', time: '10:00' };
    const first = await book(app, slot, { n: 7001 });
    expect(first.status).toBe(201);
    expect(first.body.booking).toEqual({ state: 'confirmed', ...slot });
    const replay = await book(app, slot, { id: first.id, n: 7001 });
    expect(replay.status).toBe(201);
    expect(replay.body.booking).toEqual({ state: 'confirmed', ...slot });
    const day = await dayOf(2, '2026-11-24');
    expect(day.appointments.filter((a) => a.id === first.id)).toMatchObject([{ time: '10:00', status: 'booked', purpose: 'test-ride', model: 'Shine 100' }]);
    const tuesday = (await availabilityOf(app, 'test-ride')).showrooms[1]?.days[1];
    expect(tuesday?.slots.find((s) => s.time === '10:00')).toEqual({ time: '10:00', left: 1, state: 'open' });
  });

  it('books a service in its own places, apart from test rides', async () => {
    const slot = { showroomId: 2, date: '2026-11-24', time: '10:00' };
    const res = await book(app, slot, { kind: 'service' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Booking saved successfully!');
    expect(res.body.booking?.state).toBe('confirmed');
    const tuesday = (await availabilityOf(app, 'service')).showrooms[1]?.days[1];
    expect(tuesday?.slots.find((s) => s.time === '10:00')?.left).toBe(2);
  });

  it('keeps accepting bodies without a time, as earlier versions queued them', async () => {
    const res = await book(app, { showroomId: 1, date: '2026-11-25', time: '' });
    expect(res.status).toBe(201);
    expect(res.body.booking).toBeUndefined();
  });

  it('refuses a time without a showroom or a date', async () => {
    const res = await app.fetch('/api/postBooking', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ravi', mobileNo: '9811040001', emailId: 'r@example.in', model: 'Shine 100', color: 'Red', preferredTime: '10:00' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors.map((e) => e.message)).toEqual(['Please choose a showroom', 'Please choose a date']);
  });
});

describe('refusals', () => {
  beforeAll(async () => {
    const saved = await saveSchedule(app, session, 3, {
      hours: [null, ...Array.from({ length: 6 }, () => ({ open: '09:30', close: '19:00' }))],
      holidays: ['2026-11-25'],
      blocked: [{ date: '2026-11-26', time: '12:00' }],
    });
    expect(saved.status).toBe(200);
  });

  const cases = [
    { name: 'a past slot', slot: { date: '2026-11-23', time: '10:00' }, status: 409, message: 'That time has passed. Please choose a later time.' },
    { name: 'the slot under way', slot: { date: '2026-11-23', time: '11:30' }, status: 409, message: 'That time has passed. Please choose a later time.' },
    { name: 'a closed weekday', slot: { date: '2026-11-29', time: '10:00' }, status: 409, message: 'The showroom is closed on Sundays.' },
    { name: 'a holiday', slot: { date: '2026-11-25', time: '10:00' }, status: 409, message: 'The showroom is closed for a holiday on 25 Nov 2026.' },
    { name: 'a blocked slot', slot: { date: '2026-11-26', time: '12:00' }, status: 409, message: 'That time is not open for bookings. Please choose another.' },
    { name: 'a time off the slots', slot: { date: '2026-11-26', time: '12:15' }, status: 409, message: 'Please choose one of the times offered.' },
    { name: 'after closing', slot: { date: '2026-11-26', time: '18:45' }, status: 409, message: 'Please choose one of the times offered.' },
    { name: 'beyond 14 days', slot: { date: '2026-12-07', time: '10:00' }, status: 409, message: 'Please choose a day in the next 14 days.' },
  ];
  for (const c of cases) {
    it(`refuses ${c.name} with a message and open times, storing nothing`, async () => {
      const before = await enquiryCount();
      const res = await book(app, { showroomId: 3, ...c.slot });
      expect(res.status).toBe(c.status);
      expect(res.body.message).toBe(c.message);
      expect(res.body.alternatives?.length).toBeGreaterThan(0);
      expect(await enquiryCount()).toBe(before);
    });
  }

  it('shows the closed day, the holiday and the blocked slot in the availability', async () => {
    const days = (await availabilityOf(app, 'test-ride')).showrooms[2]?.days ?? [];
    expect(days.find((d) => d.date === '2026-11-29')).toEqual({ date: '2026-11-29', closed: 'closed', slots: [] });
    expect(days.find((d) => d.date === '2026-11-25')).toEqual({ date: '2026-11-25', closed: 'holiday', slots: [] });
    expect(days.find((d) => d.date === '2026-11-26')?.slots.find((s) => s.time === '12:00')).toEqual({ time: '12:00', left: 0, state: 'blocked' });
  });
});

describe('a full slot', () => {
  it('tells the visitor at the form at once, with the nearest open times', async () => {
    const slot = { showroomId: 4, date: '2026-11-24', time: '12:00' };
    expect((await book(app, slot)).status).toBe(201);
    expect((await book(app, slot)).status).toBe(201);
    const before = await enquiryCount();
    const third = await book(app, slot, { attempt: 1 });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('That time was just taken. Please choose another.');
    expect(third.body.problem).toBe('full');
    expect(third.body.alternatives).toEqual([
      { showroomId: 4, date: '2026-11-24', time: '11:00' },
      { showroomId: 4, date: '2026-11-24', time: '11:30' },
      { showroomId: 4, date: '2026-11-24', time: '12:30' },
      { showroomId: 4, date: '2026-11-24', time: '13:00' },
    ]);
    expect(await enquiryCount()).toBe(before);
  });

  it('keeps a booking the outbox sends later as a request that needs a time, never lost', async () => {
    const slot = { showroomId: 4, date: '2026-11-24', time: '12:00' };
    const later = await book(app, slot, { attempt: 2 });
    expect(later.status).toBe(201);
    expect(later.body.message).toBe(timeTakenMessage);
    expect(later.body.booking).toEqual({ state: 'needs-time', showroomId: 4, date: null, time: null });
    const day = await dayOf(4, '2026-11-24');
    expect(day.appointments.map((a) => a.id)).not.toContain(later.id);
    expect(day.needsTime.find((a) => a.id === later.id)).toMatchObject({ askedDate: '2026-11-24', askedTime: '12:00', status: 'booked', date: null });
    // Staff give it a time: capacity checked like any booking.
    const full = await call(app, session, appointmentPaths.changes(later.id), { method: 'POST', json: { type: 'reschedule', ...slot } });
    expect(full.status).toBe(409);
    const fixed = await call(app, session, appointmentPaths.changes(later.id), { method: 'POST', json: { type: 'reschedule', date: '2026-11-24', time: '12:30' } });
    expect(fixed.status).toBe(201);
    expect(await fixed.json()).toMatchObject({ date: '2026-11-24', time: '12:30', status: 'booked' });
  });

  it('keeps a queued booking whose time passed while it waited, as a request', async () => {
    const later = await book(app, { showroomId: 1, date: '2026-11-23', time: '09:30' }, { attempt: 3 });
    expect(later.status).toBe(201);
    expect(later.body.booking?.state).toBe('needs-time');
  });
});

describe('the race for the last places', () => {
  it('confirms exactly the places of a slot however many ask at once, through two app instances', async () => {
    const slot = { showroomId: 1, date: '2026-11-27', time: '15:00' };
    const saved = await saveSchedule(app, session, 1, { testRidePlaces: 3 });
    expect(saved.status).toBe(200);
    const replies = await Promise.all(Array.from({ length: 24 }, (_, i) => book(i % 2 ? second : app, slot, { address: `10.9.0.${i}` })));
    const confirmed = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status === 409);
    expect(confirmed).toHaveLength(3);
    expect(refused).toHaveLength(21);
    for (const r of refused) expect(r.body.alternatives?.length).toBeGreaterThan(0);
    const day = await dayOf(1, '2026-11-27');
    expect(day.appointments.filter((a) => a.time === '15:00')).toHaveLength(3);
  });

  it('answers a replay of a booking as booked while others ask for its full slot at once, the others each with the same nearest open times', async () => {
    const slot = { showroomId: 3, date: '2026-11-27', time: '10:00' };
    const first = await book(app, slot, { n: 7101 });
    expect(first.status).toBe(201);
    expect((await book(second, slot)).status).toBe(201);
    const [replay, ...others] = await Promise.all([
      book(app, slot, { id: first.id, n: 7101 }),
      ...Array.from({ length: 12 }, (_, i) => book(i % 2 ? second : app, slot, { address: `10.9.1.${i}` })),
    ]);
    expect(replay?.status).toBe(201);
    expect(replay?.body.booking).toEqual({ state: 'confirmed', ...slot });
    for (const other of others) {
      expect(other.status).toBe(409);
      expect(other.body.problem).toBe('full');
      expect(other.body.alternatives).toEqual([
        { showroomId: 3, date: '2026-11-27', time: '09:30' },
        { showroomId: 3, date: '2026-11-27', time: '10:30' },
        { showroomId: 3, date: '2026-11-27', time: '11:00' },
        { showroomId: 3, date: '2026-11-27', time: '11:30' },
      ]);
    }
    expect((await dayOf(3, '2026-11-27')).appointments.filter((a) => a.time === '10:00')).toHaveLength(2);
  });

  it('keeps a model to its own places within the slot', async () => {
    const saved = await saveSchedule(app, session, 1, { testRidePlaces: 3, modelPlaces: { 'Shine 100': 1 } });
    expect(saved.status).toBe(200);
    const slot = { showroomId: 1, date: '2026-11-27', time: '16:00' };
    const replies = await Promise.all([book(app, slot), book(second, slot), book(app, slot)]);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    const other = await book(app, slot, { model: 'Activa 6G' });
    expect(other.status).toBe(201);
    const left = (await availabilityOf(app, 'test-ride', 'Shine 100')).showrooms[0]?.days.find((d) => d.date === '2026-11-27');
    expect(left?.slots.find((s) => s.time === '16:00')).toEqual({ time: '16:00', left: 0, state: 'full' });
  });
});

describe('lowering the places', () => {
  it('never cancels a booking: those beyond the new places are flagged for staff', async () => {
    const slot = { showroomId: 2, date: '2026-11-28', time: '11:00' };
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      // The one booked later is the one flagged.
      clock = new Date(clock.getTime() + 60_000);
      ids.push((await book(app, slot)).id);
    }
    const lowered = await saveSchedule(app, session, 2, { testRidePlaces: 1 });
    expect(lowered.status).toBe(200);
    expect(((await lowered.json()) as { flagged: number }).flagged).toBe(1);
    const rows = (await dayOf(2, '2026-11-28')).appointments;
    expect(rows.map((a) => [a.id, a.status, a.overCapacity])).toEqual([[ids[0], 'booked', false], [ids[1], 'booked', true]]);
    // The slot takes nobody more until places are freed.
    expect((await book(app, slot)).status).toBe(409);
    // Cancelling the first leaves the second within the places: no longer flagged.
    const cancel = await call(app, session, appointmentPaths.changes(ids[0] ?? ''), { method: 'POST', json: { type: 'status', status: 'cancelled' } });
    expect(cancel.status).toBe(201);
    const after = (await dayOf(2, '2026-11-28')).appointments;
    expect(after.find((a) => a.id === ids[1])?.overCapacity).toBe(false);
    expect((await book(app, slot)).status).toBe(409);
  });
});
