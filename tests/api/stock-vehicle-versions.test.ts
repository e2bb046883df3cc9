/**
 * Two screens, one vehicle (docs/stock-and-delivery.md "Two screens, one vehicle"): a status
 * change or a move carries the version of the vehicle the screen showed; a version someone
 * else's change has moved past (a status change, a move, an allotment, a release, a
 * delivery, a receipt at the gate) is a 409 that says what the vehicle shows now, and
 * changes nothing, naming the showroom the vehicle is at now. A body without its version is
 * a 400 with words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockPaths, vehicleChangedMessage, type StockChanges, type VehicleRecord } from '#contract/stock.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import {
  addBooking, addVehicle, completeChecklist, nextVin, signInStockStaff, stockModel, stockSnapshot, withVersion, type StockModel, kindsOf, expectStaleVersion,
} from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Wednesday 25 Nov 2026, 10:40 IST. */
const clock = new Date('2026-11-25T05:10:00Z');
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;
let sales: AdminSession;
let model: StockModel;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  ({ owner, manager, sales } = await signInStockStaff(app, 'vver', 4));
  model = await stockModel(app);
});
afterAll(async () => {
  await app?.close();
});

/** Each test its own colour and variant at showroom 4, so queues do not meet. */
const freshKind = kindsOf(() => model, 4);

async function vehicle(id: number): Promise<VehicleRecord> {
  return ((await (await call(app, owner, stockPaths.vehicle(id))).json()) as { vehicle: VehicleRecord }).vehicle;
}
const setStatus = (session: AdminSession, id: number, json: Record<string, unknown>) => call(app, session, stockPaths.vehicleStatus(id), { method: 'POST', json });
const move = (id: number, json: Record<string, unknown>) => call(app, owner, stockPaths.vehicleTransfer(id), { method: 'POST', json });

async function answered(res: Response): Promise<VehicleRecord> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { vehicle: VehicleRecord }).vehicle;
}

/** The places of the seeded showrooms these tests use, as the site names them (showroomPlaceIn). */
const places: Record<number, string> = { 3: 'Sector 52A', 4: 'Pataudi' };
/** The 409's words for the vehicle as it is now, at its showroom. */
const changedWords = (now: VehicleRecord) => vehicleChangedMessage(now, places[now.showroomId] ?? '');

/** A 409 on `version` whose words name what the vehicle shows now and where it is. */
const stale = (res: Response, now: VehicleRecord) => expectStaleVersion(res, changedWords(now));

describe('a vehicle changed from two screens', () => {
  it('takes the first change made from a version and refuses the second, which changes nothing', async () => {
    const shown = await addVehicle(app, owner, { ...freshKind(), vin: nextVin('MBLVV10') });
    expect(shown.status).toBe('in-stock');

    // One tablet blocks it for damage; another, still showing it In stock, marks PDI done.
    const now = await answered(await setStatus(manager, shown.id, { status: 'blocked', reason: 'damage', version: shown.version }));
    expect(now).toMatchObject({ status: 'blocked', blockReason: 'damage' });
    expect(now.version).toBeGreaterThan(shown.version);
    expect(changedWords(now)).toBe('This vehicle was changed by someone else: it now shows Blocked — Damage at Pataudi. Please look again.');

    const before = await stockSnapshot(app);
    await stale(await setStatus(owner, shown.id, { status: 'pdi-done', date: '2026-11-24', version: shown.version }), now);
    expect(await stockSnapshot(app)).toBe(before);
    expect(await vehicle(shown.id)).toEqual(now);

    // Looked at again, the other desk unblocks it, from the version it now shows.
    const unblocked = await answered(await setStatus(owner, shown.id, { status: 'in-stock', date: '2026-11-25', version: now.version }));
    expect(unblocked).toMatchObject({ status: 'in-stock', blockReason: null });
  });

  it('refuses a move made from a screen that showed the vehicle before a status change, and a status change after a move', async () => {
    const shown = await addVehicle(app, owner, { ...freshKind(), vin: nextVin('MBLVV20') });
    const pdi = await answered(await setStatus(manager, shown.id, { status: 'pdi-done', date: '2026-11-24', version: shown.version }));
    expect(pdi.status).toBe('pdi-done');

    const before = await stockSnapshot(app);
    await stale(await move(shown.id, { showroomId: 3, note: 'short of this colour', version: shown.version }), pdi);
    expect(changedWords(pdi)).toBe('This vehicle was changed by someone else: it now shows PDI done at Pataudi. Please look again.');
    expect(await stockSnapshot(app)).toBe(before);
    expect((await vehicle(shown.id)).showroomId).toBe(4);

    const moved = await answered(await move(shown.id, { showroomId: 3, version: pdi.version }));
    expect(moved).toMatchObject({ showroomId: 3, status: 'pdi-done' });
    expect(moved.version).toBeGreaterThan(pdi.version);
    const beforeBlock = await stockSnapshot(app);
    // The other desk moved it: the words say where it is now.
    await stale(await setStatus(owner, shown.id, { status: 'blocked', reason: 'recall', version: pdi.version }), moved);
    expect(changedWords(moved)).toBe('This vehicle was changed by someone else: it now shows PDI done at Sector 52A. Please look again.');
    expect(await stockSnapshot(app)).toBe(beforeBlock);
  });

  it('counts every writer of the vehicle: the gate, an allotment, a release and a delivery each move its version', async () => {
    const kind = freshKind();
    const vin = nextVin('MBLVV30');
    const inTransit = await addVehicle(app, owner, { ...kind, vin, status: 'in-transit', expectedOn: '2026-12-01', arrivedOn: undefined });
    const expected = (version: number) => setStatus(manager, inTransit.id, { status: 'in-transit', date: '2026-12-03', version });

    // The gate: the vehicle in transit arrives.
    const received = await call(app, manager, stockPaths.receive, { method: 'POST', json: { vin, arrivedOn: '2026-11-25' } });
    expect(received.status, await received.clone().text()).toBe(200);
    const arrived = await vehicle(inTransit.id);
    expect(arrived).toMatchObject({ status: 'in-stock', arrivedOn: '2026-11-25' });
    expect(arrived.version).toBeGreaterThan(inTransit.version);
    await stale(await expected(inTransit.version), arrived);

    // An allotment: a booking takes it.
    const booking = await addBooking(app, sales, kind);
    const allotted = await vehicle(inTransit.id);
    expect(allotted).toMatchObject({ status: 'allotted', bookingId: booking.id });
    expect(allotted.version).toBeGreaterThan(arrived.version);
    await stale(await setStatus(owner, inTransit.id, { status: 'blocked', reason: 'damage', version: arrived.version }), allotted);
    expect(changedWords(allotted)).toBe('This vehicle was changed by someone else: it now shows Allotted at Pataudi. Please look again.');

    // A release: the booking is cancelled and the vehicle is back in stock.
    const cancelled = await call(app, sales, stockPaths.bookingState(booking.id), { method: 'POST', json: await withVersion(app, booking.id, { state: 'cancelled', reason: 'bought elsewhere' }) });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const released = await vehicle(inTransit.id);
    expect(released).toMatchObject({ status: 'in-stock', bookingId: null });
    expect(released.version).toBeGreaterThan(allotted.version);
    await stale(await move(inTransit.id, { showroomId: 3, version: allotted.version }), released);

    // A delivery: the next booking takes it, is made Ready and Delivered.
    const next = await addBooking(app, sales, kind);
    expect(next.vehicleId).toBe(inTransit.id);
    const ready = await call(app, sales, stockPaths.bookingState(next.id), { method: 'POST', json: await withVersion(app, next.id, { state: 'ready' }) });
    expect(ready.status, await ready.clone().text()).toBe(200);
    const readyShown = await vehicle(inTransit.id);
    await completeChecklist(app, sales, next.id);
    const delivered = await call(app, sales, stockPaths.bookingState(next.id), { method: 'POST', json: await withVersion(app, next.id, { state: 'delivered', date: '2026-11-25' }) });
    expect(delivered.status, await delivered.clone().text()).toBe(200);
    const gone = await vehicle(inTransit.id);
    expect(gone).toMatchObject({ status: 'delivered', deliveredOn: '2026-11-25' });
    expect(gone.version).toBeGreaterThan(readyShown.version);
    const before = await stockSnapshot(app);
    await stale(await setStatus(owner, inTransit.id, { status: 'blocked', reason: 'documents', version: readyShown.version }), gone);
    expect(await stockSnapshot(app)).toBe(before);

    // A device's copy of the stock carries the version a screen sends back.
    const changes = (await (await call(app, owner, stockPaths.changes)).json()) as StockChanges;
    expect(changes.vehicles.find((v) => v.id === inTransit.id)?.version).toBe(gone.version);
  });

  it('takes exactly one of two changes sent at once from the same version', async () => {
    const shown = await addVehicle(app, owner, { ...freshKind(), vin: nextVin('MBLVV40') });
    const answers = await Promise.all([
      setStatus(manager, shown.id, { status: 'pdi-done', date: '2026-11-24', version: shown.version }),
      setStatus(owner, shown.id, { status: 'blocked', reason: 'damage', version: shown.version }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const now = await vehicle(shown.id);
    const won = answers.findIndex((r) => r.status === 200);
    expect(now.status).toBe(won === 0 ? 'pdi-done' : 'blocked');
    await stale(answers[1 - won]!, now);
    // One change in the history after it was added, not two.
    const { history } = (await (await call(app, owner, stockPaths.vehicle(shown.id))).json()) as { history: { type: string }[] };
    expect(history.map((h) => h.type)).toEqual(['added', 'status']);
  });

  it('refuses a status change or a move without the version the screen showed, in words, changing nothing', async () => {
    const shown = await addVehicle(app, owner, { ...freshKind(), vin: nextVin('MBLVV50') });
    const before = await stockSnapshot(app);
    for (const res of [
      await setStatus(manager, shown.id, { status: 'blocked', reason: 'damage' }),
      await setStatus(manager, shown.id, { status: 'pdi-done', date: '2026-11-24', version: String(shown.version) }),
      await setStatus(manager, shown.id, { status: 'pdi-done', date: '2026-11-24', version: 0 }),
      await setStatus(manager, shown.id, { status: 'pdi-done', date: '2026-11-24', version: 1.5 }),
      await move(shown.id, { showroomId: 3 }),
      await move(shown.id, { showroomId: 3, version: null }),
    ]) {
      const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
      expect(res.status, body.message).toBe(400);
      expect(body.errors.find((e) => e.field === 'version')?.message, body.message).toBe("The vehicle's version is needed: please look at the vehicle again");
    }
    expect(await stockSnapshot(app)).toBe(before);
  });
});
