/**
 * Two screens, one booking (docs/stock-and-delivery.md "Two screens, one booking"): a step
 * or an out-of-turn allotment carries the version of the booking the screen showed; a
 * version someone else's change has moved past (a step, a cancellation, an allotment out
 * of turn, the automatic allotment of an arriving vehicle) is a 409 that says what the
 * booking shows now, and changes nothing. A body without its version is a 400 with words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingChangedMessage, stockPaths, type BookingRecord, type StockChanges } from '#contract/stock.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { addBooking, addVehicle, expectStaleVersion, kindsOf, nextVin, signInStockStaff, stockModel, stockSnapshot, type StockModel } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Wednesday 25 Nov 2026, 10:40 IST. */
let clock = new Date('2026-11-25T05:10:00Z');
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;
let sales: AdminSession;
let model: StockModel;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  ({ owner, manager, sales } = await signInStockStaff(app, 'bver', 4));
  model = await stockModel(app);
});
afterAll(async () => {
  await app?.close();
});

/** Each test its own colour and variant at showroom 4, so queues do not meet. */
const freshKind = kindsOf(() => model, 4);
const tick = () => { clock = new Date(clock.getTime() + 60_000); };

async function booking(id: number): Promise<BookingRecord> {
  return ((await (await call(app, owner, stockPaths.booking(id))).json()) as { booking: BookingRecord }).booking;
}
const step = (session: AdminSession, id: number, json: Record<string, unknown>) => call(app, session, stockPaths.bookingState(id), { method: 'POST', json });
const allot = (id: number, json: Record<string, unknown>) => call(app, manager, stockPaths.bookingAllot(id), { method: 'POST', json });

/** A 409 on `version` whose words name what the booking shows now. */
const stale = (res: Response, now: BookingRecord) => expectStaleVersion(res, bookingChangedMessage(now));

describe('a booking changed from two screens', () => {
  it('takes the first change made from a version and refuses the second, which changes nothing', async () => {
    const kind = freshKind();
    const vehicle = await addVehicle(app, owner, { ...kind, vin: nextVin('MBLVR10') });
    const shown = await addBooking(app, sales, kind);
    expect(shown).toMatchObject({ state: 'allotted', vehicleId: vehicle.id });

    // One tablet marks it Ready; another, still showing Allotted, cancels it.
    const ready = await step(sales, shown.id, { state: 'ready', version: shown.version });
    expect(ready.status, await ready.clone().text()).toBe(200);
    const now = ((await ready.json()) as { booking: BookingRecord }).booking;
    expect(now.state).toBe('ready');
    expect(now.version).toBeGreaterThan(shown.version);
    expect(bookingChangedMessage(now)).toBe(`This booking was changed by someone else: it now shows Ready — chassis …${vehicle.vin.slice(-4)}. Please look again.`);

    const before = await stockSnapshot(app);
    await stale(await step(manager, shown.id, { state: 'cancelled', reason: 'customer rang', version: shown.version }), now);
    expect(await stockSnapshot(app)).toBe(before);
    expect(await booking(shown.id)).toEqual(now);

    // Looked at again, the same cancellation goes through.
    const again = await step(manager, shown.id, { state: 'cancelled', reason: 'customer rang', version: now.version });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(((await again.json()) as { booking: BookingRecord }).booking).toMatchObject({ state: 'cancelled', vehicleId: null });
  });

  it('refuses a cancellation made from a screen that showed the booking before a Manager gave it a vehicle out of turn, and the other way round', async () => {
    const kind = freshKind();
    const older = await addBooking(app, sales, { ...kind, customerName: 'First in queue' });
    tick();
    const vehicle = await addVehicle(app, owner, { ...kind, vin: nextVin('MBLVR20') });
    const olderShown = await booking(older.id);
    expect(olderShown).toMatchObject({ state: 'allotted', vehicleId: vehicle.id });
    const chosen = await addBooking(app, sales, { ...kind, customerName: 'Wedding on Sunday' });
    expect(chosen.state).toBe('booked');

    const given = await allot(chosen.id, { vehicleId: vehicle.id, takeFromBookingId: older.id, reason: 'Wedding on Sunday', version: chosen.version });
    expect(given.status, await given.clone().text()).toBe(200);
    const now = ((await given.json()) as { booking: BookingRecord }).booking;
    expect(now).toMatchObject({ state: 'allotted', vehicleId: vehicle.id, overrideReason: 'Wedding on Sunday' });

    const before = await stockSnapshot(app);
    // The counter, still showing the chosen booking waiting, cancels it.
    await stale(await step(sales, chosen.id, { state: 'cancelled', reason: 'no reply', version: chosen.version }), now);
    // The booking the vehicle was taken from waits again: a screen showing it Allotted is behind too.
    const olderNow = await booking(older.id);
    expect(olderNow).toMatchObject({ state: 'booked', vehicleId: null });
    expect(olderNow.version).toBeGreaterThan(olderShown.version);
    await stale(await step(sales, older.id, { state: 'ready', version: olderShown.version }), olderNow);
    expect(await stockSnapshot(app)).toBe(before);

    // And the out-of-turn allotment made from a screen behind a cancellation.
    const third = await addBooking(app, sales, { ...kind, customerName: 'Third in queue' });
    const cancelled = await step(sales, third.id, { state: 'cancelled', reason: 'bought elsewhere', version: third.version });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const thirdNow = ((await cancelled.json()) as { booking: BookingRecord }).booking;
    const beforeAllot = await stockSnapshot(app);
    await stale(await allot(third.id, { vehicleId: vehicle.id, takeFromBookingId: chosen.id, reason: 'VIP', version: third.version }), thirdNow);
    expect(bookingChangedMessage(thirdNow)).toBe('This booking was changed by someone else: it now shows Cancelled. Please look again.');
    expect(await stockSnapshot(app)).toBe(beforeAllot);
  });

  it('refuses a change made from a screen that showed the booking waiting, once an arriving vehicle was allotted to it', async () => {
    const kind = freshKind();
    const shown = await addBooking(app, sales, kind);
    expect(shown.state).toBe('booked');
    const vin = nextVin('MBLVR30');
    await addVehicle(app, owner, { ...kind, vin, status: 'in-transit', expectedOn: '2026-12-01', arrivedOn: undefined });
    // The vehicle arrives at the gate: the automatic allotment gives it to the waiting booking.
    const received = await call(app, manager, stockPaths.receive, { method: 'POST', json: { vin, arrivedOn: '2026-11-25' } });
    expect(received.status, await received.clone().text()).toBe(200);
    const now = await booking(shown.id);
    expect(now).toMatchObject({ state: 'allotted', vin });
    expect(now.version).toBeGreaterThan(shown.version);

    const before = await stockSnapshot(app);
    await stale(await step(sales, shown.id, { state: 'cancelled', reason: 'wants another colour', version: shown.version }), now);
    expect(bookingChangedMessage(now)).toBe(`This booking was changed by someone else: it now shows Allotted — chassis …${vin.slice(-4)}. Please look again.`);
    expect(await stockSnapshot(app)).toBe(before);

    // A device's copy of the stock carries the version a screen sends back.
    const changes = (await (await call(app, owner, stockPaths.changes)).json()) as StockChanges;
    expect(changes.bookings.find((b) => b.id === shown.id)?.version).toBe(now.version);
  });

  it('takes exactly one of two changes sent at once from the same version', async () => {
    const kind = freshKind();
    await addVehicle(app, owner, { ...kind, vin: nextVin('MBLVR40') });
    const shown = await addBooking(app, sales, kind);
    expect(shown.state).toBe('allotted');
    const answers = await Promise.all([
      step(sales, shown.id, { state: 'ready', version: shown.version }),
      step(manager, shown.id, { state: 'cancelled', reason: 'customer rang', version: shown.version }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const now = await booking(shown.id);
    const won = answers.findIndex((r) => r.status === 200);
    expect(now.state).toBe(won === 0 ? 'ready' : 'cancelled');
    await stale(answers[1 - won]!, now);
    // One change in the history after the allotment, not two.
    const { history } = (await (await call(app, owner, stockPaths.booking(shown.id))).json()) as { history: { type: string }[] };
    expect(history.filter((h) => h.type === 'state')).toHaveLength(1);
  });

  it('refuses a step or an allotment without the version the screen showed, in words, changing nothing', async () => {
    const kind = freshKind();
    await addVehicle(app, owner, { ...kind, vin: nextVin('MBLVR50') });
    const shown = await addBooking(app, sales, kind);
    const before = await stockSnapshot(app);
    for (const res of [
      await step(sales, shown.id, { state: 'ready' }),
      await step(sales, shown.id, { state: 'ready', version: String(shown.version) }),
      await step(sales, shown.id, { state: 'ready', version: 0 }),
      await allot(shown.id, { vehicleId: 1, reason: 'VIP' }),
    ]) {
      const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
      expect(res.status, body.message).toBe(400);
      expect(body.errors.find((e) => e.field === 'version')?.message, body.message).toBe("The booking's version is needed: please look at the booking again");
    }
    expect(await stockSnapshot(app)).toBe(before);
  });
});
