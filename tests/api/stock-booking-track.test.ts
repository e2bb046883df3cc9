/**
 * A vehicle booking on /track (docs/stock-and-delivery.md "What the customer sees"): its
 * steps with their IST dates as the admin API set them, the chassis's last four characters
 * only, a cancelled booking said so, the lead lookup's "not found" whichever part of the
 * pair was wrong, and the lead lookup's budget per address, shared with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingTrackAnswer } from '#contract/booking-track.ts';
import { leadPaths } from '#contract/lead-api.ts';
import { stockPaths } from '#contract/stock.ts';
import { defaultBudgets } from '../../server/limits/budgets.ts';
import { call, signIn, type AdminSession } from '../support/admin-session.ts';
import { addBooking, addVehicle, completeChecklist, nextVin, signInStockStaff, stockModel, type StockModel, withVersion } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Monday 23 Nov 2026, 23:00 IST: the next IST day starts an hour later. */
let clock = new Date('2026-11-23T17:30:00Z');
let limitsMs = clock.getTime();
let app: TestApp;
let owner: AdminSession;
let sales: AdminSession;
let model: StockModel;
let address = 0;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock, limitsClock: () => new Date(limitsMs), config: { requestBudgets: defaultBudgets } });
  ({ owner, sales } = await signInStockStaff(app, 'track', 2));
  model = await stockModel(app);
});
afterAll(async () => {
  await app?.close();
});

/** Time passes; staff sign in again (a session left idle that long has ended). */
async function hours(n: number): Promise<void> {
  clock = new Date(clock.getTime() + n * 3_600_000);
  owner = await signIn(app, 'track-owner', 'track owner password');
  sales = await signIn(app, 'track-sales', 'track sales password');
}

function track(body: unknown, from = `10.3.0.${++address}`, path: string = stockPaths.track): Promise<Response> {
  return app.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from }, body: JSON.stringify(body) });
}
async function answerOf(reference: string, mobile = '9811040001'): Promise<BookingTrackAnswer> {
  const res = await track({ reference, mobile });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as BookingTrackAnswer;
}
const kind = (colour: number) => ({ modelId: model.id, variant: model.variants[0], colour: model.colours[colour % model.colours.length], showroomId: 2 });

describe('a booking\'s steps', () => {
  it('shows each step with its IST date as staff reach it, the chassis by its last four characters', async () => {
    const booking = await addBooking(app, sales, { ...kind(0), mobile: '98110 40001' });
    const waiting = await answerOf(booking.reference.toLowerCase());
    expect(waiting).toMatchObject({ reference: booking.reference, model: model.name, cancelledOn: null });
    expect(waiting.steps).toEqual([
      { step: 'booked', done: true, on: '2026-11-23', detail: null },
      { step: 'allotted', done: false, on: null, detail: null },
      { step: 'insurance', done: false, on: null, detail: null },
      { step: 'registration', done: false, on: null, detail: null },
      { step: 'ready', done: false, on: null, detail: null },
      { step: 'delivered', done: false, on: null, detail: null },
    ]);

    await hours(2); // 24 Nov, 01:00 IST
    const vin = nextVin('MBLTR10');
    await addVehicle(app, owner, { ...kind(0), vin, arrivedOn: '2026-11-20' });
    await hours(24);
    await call(app, sales, stockPaths.bookingChecklistItem(booking.id, 'insurance'), { method: 'PUT', json: { value: 'OG-26-1101-1800-00001234', was: null } });
    const insured = await answerOf('BK ' + booking.reference.slice(3));
    expect(insured.steps.slice(1, 4)).toEqual([
      { step: 'allotted', done: true, on: '2026-11-24', detail: vin.slice(-4) },
      { step: 'insurance', done: true, on: '2026-11-25', detail: null },
      { step: 'registration', done: false, on: null, detail: null },
    ]);
    expect(JSON.stringify(insured)).not.toContain(vin);
    expect(JSON.stringify(insured)).not.toContain('OG-26');

    await hours(24);
    await completeChecklist(app, sales, booking.id);
    await call(app, sales, stockPaths.bookingState(booking.id), { method: 'POST', json: await withVersion(app, booking.id, { state: 'ready' }) });
    await hours(24);
    const delivered = await call(app, sales, stockPaths.bookingState(booking.id), { method: 'POST', json: await withVersion(app, booking.id, { state: 'delivered', date: '2026-11-27' }) });
    expect(delivered.status).toBe(200);
    const done = await answerOf(booking.reference);
    expect(done.steps.slice(3)).toEqual([
      { step: 'registration', done: true, on: '2026-11-26', detail: 'HR 26 XX 1234' },
      { step: 'ready', done: true, on: '2026-11-26', detail: null },
      { step: 'delivered', done: true, on: '2026-11-27', detail: null },
    ]);
    expect(JSON.stringify(done)).not.toContain(vin);
  });

  it('says a cancelled booking was cancelled, and when', async () => {
    const booking = await addBooking(app, sales, kind(1));
    await hours(3);
    await call(app, sales, stockPaths.bookingState(booking.id), { method: 'POST', json: await withVersion(app, booking.id, { state: 'cancelled', reason: 'changed mind' }) });
    const answer = await answerOf(booking.reference);
    expect(answer.cancelledOn).toBe(answerDay());
    expect(answer.steps.filter((s) => s.done).map((s) => s.step)).toEqual(['booked']);
  });
});

/** The IST day of the test's clock now. */
function answerDay(): string {
  return new Date(clock.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

describe('a wrong pair', () => {
  it('answers the lead lookup\'s "not found" whichever part was wrong', async () => {
    const booking = await addBooking(app, sales, { ...kind(2), mobile: '9811040002' });
    const answers = [];
    for (const body of [{ reference: booking.reference, mobile: '9811040009' }, { reference: 'BK-999999', mobile: '9811040002' }]) {
      const res = await track(body);
      answers.push([res.status, await res.text()]);
    }
    const lead = await track({ reference: 'ABCDEF12', mobile: '9811040002' }, '10.3.9.1', leadPaths.track);
    expect(lead.status).toBe(404);
    const leadAnswer = await lead.text();
    expect(JSON.parse(leadAnswer)).toEqual({ message: 'No request found' });
    expect(answers).toEqual([[404, leadAnswer], [404, leadAnswer]]);
    const bad = await track({ reference: 'BK-12', mobile: '9811040002' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('reference: Please enter your reference');
  });

  it('counts against the lead lookup\'s budget per address', async () => {
    const from = '10.4.0.1';
    const budget = defaultBudgets.lookups;
    for (let i = 0; i < budget.burst; i += 1) expect((await track({ reference: 'BK-999998', mobile: '9811040001' }, from)).status).toBe(404);
    expect((await track({ reference: 'BK-999998', mobile: '9811040001' }, from)).status).toBe(429);
    expect((await track({ reference: 'ABCDEF12', mobile: '9811040001' }, from, leadPaths.track)).status).toBe(429);
    limitsMs += budget.everySeconds * 1000;
    expect((await track({ reference: 'BK-999998', mobile: '9811040001' }, from)).status).toBe(404);
  });
});

describe('references past a million', () => {
  it('writes a seven-digit id whole (never the six digits of an earlier booking) and finds it on /track', async () => {
    const before = await addBooking(app, sales, { ...kind(1), mobile: '9811040007' });
    expect(before.reference).toMatch(/^BK-\d{6}$/);
    await app.db.query("SELECT setval(pg_get_serial_sequence('bookings', 'id'), 1234566)");
    const booking = await addBooking(app, sales, { ...kind(1), mobile: '9811040007' });
    expect(booking).toMatchObject({ id: 1234567, reference: 'BK-1234567' });
    expect((await answerOf('bk 1234567', '9811040007')).reference).toBe('BK-1234567');
  });
});
