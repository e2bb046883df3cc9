/**
 * Bookings and fair allotment (docs/stock-and-delivery.md "Allotment"): the oldest booking
 * of a kind gets the kind's vehicle when it arrives, when a booking is made with one on the
 * floor, and when a cancellation or a block frees one; a Manager's out-of-turn choice is
 * kept with its reason and reported; a second allotment of a vehicle and an allotment of a
 * blocked one are refused, by the API naming the field and by the database itself. And the
 * public availability: bands from stock, transit and the queue, never counting blocked or
 * allotted vehicles, counts hidden when the dealer says so, cacheable and stamped.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { deliveryBandTexts, stockMessages, stockPaths, type AvailabilityAnswer, type BookingRecord, type StockHistoryEntry, type VehicleRecord } from '#contract/stock.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { signInStockStaff, addBooking, completeChecklist, addVehicle, nextVin, stockModel, stockSnapshot, type StockModel, withVehicleVersion, withVersion } from '../support/stock.ts';
import { submitEnquiry } from '../support/lead-desk.ts';
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
  ({ owner, manager, sales } = await signInStockStaff(app, 'allot', 2));
  model = await stockModel(app);
});
afterAll(async () => {
  await app?.close();
});

/** Each describe its own colour (or variant) at showroom 2, so queues do not meet. */
const kindOf = (colour: number, variant = 0) => ({ modelId: model.id, variant: model.variants[variant], colour: model.colours[colour], showroomId: 2 });
const tick = () => { clock = new Date(clock.getTime() + 60_000); };

async function booking(id: number): Promise<BookingRecord> {
  return ((await (await call(app, owner, stockPaths.booking(id))).json()) as { booking: BookingRecord }).booking;
}
async function vehicle(id: number): Promise<VehicleRecord> {
  return ((await (await call(app, owner, stockPaths.vehicle(id))).json()) as { vehicle: VehicleRecord }).vehicle;
}

describe('allotment', () => {
  it('gives arriving vehicles to the oldest bookings, and a freed one to the next', async () => {
    const kind = kindOf(0);
    const bookings: BookingRecord[] = [];
    for (let i = 0; i < 3; i += 1) {
      bookings.push(await addBooking(app, sales, { ...kind, customerName: `Customer ${i}` }));
      tick();
    }
    expect(bookings.map((b) => b.state)).toEqual(['booked', 'booked', 'booked']);
    expect(bookings[0]?.reference).toMatch(/^BK-\d{6}$/);
    const vin = nextVin();
    const coming = await addVehicle(app, owner, { ...kind, vin, status: 'in-transit', expectedOn: '2026-12-01', arrivedOn: undefined });
    expect((await booking(bookings[0]!.id)).state).toBe('booked');
    await call(app, manager, stockPaths.receive, { method: 'POST', json: { vin, arrivedOn: '2026-11-25' } });
    expect(await booking(bookings[0]!.id)).toMatchObject({ state: 'allotted', vehicleId: coming.id, vin });
    expect((await vehicle(coming.id)).status).toBe('allotted');
    const second = await addVehicle(app, manager, { ...kind, vin: nextVin() });
    expect((await booking(bookings[1]!.id)).vehicleId).toBe(second.id);
    expect((await booking(bookings[2]!.id)).state).toBe('booked');

    // The first customer cancels: the vehicle goes to the third booking in the same change.
    const res = await call(app, sales, stockPaths.bookingState(bookings[0]!.id), { method: 'POST', json: await withVersion(app, bookings[0]!.id, { state: 'cancelled', reason: 'changed mind' }) });
    expect(res.status).toBe(200);
    expect(await booking(bookings[0]!.id)).toMatchObject({ state: 'cancelled', vehicleId: null });
    expect(await booking(bookings[2]!.id)).toMatchObject({ state: 'allotted', vehicleId: coming.id });
    const history = ((await (await call(app, owner, stockPaths.vehicle(coming.id))).json()) as { history: StockHistoryEntry[] }).history;
    expect(history.map((h) => h.type)).toEqual(['added', 'status', 'allotted', 'released', 'allotted']);
    expect(history[3]).toMatchObject({ by: 'allot-sales', data: { why: 'cancelled' } });
  });

  it('gives a vehicle on the floor to a booking made now, and delivers it', async () => {
    const kind = kindOf(1);
    const v = await addVehicle(app, owner, { ...kind, vin: nextVin(), arrivedOn: '2026-11-22' });
    const b = await addBooking(app, sales, kind);
    expect(b).toMatchObject({ state: 'allotted', vehicleId: v.id });
    await call(app, sales, stockPaths.bookingState(b.id), { method: 'POST', json: await withVersion(app, b.id, { state: 'ready' }) });
    await completeChecklist(app, sales, b.id);
    const early = await call(app, sales, stockPaths.bookingState(b.id), { method: 'POST', json: await withVersion(app, b.id, { state: 'delivered', date: '2026-11-21' }) });
    expect(early.status).toBe(400);
    expect(((await early.json()) as { message: string }).message).toBe('date: This date is before the vehicle arrived');
    expect((await booking(b.id)).state).toBe('ready');
    await call(app, sales, stockPaths.bookingState(b.id), { method: 'POST', json: await withVersion(app, b.id, { state: 'delivered', date: '2026-11-25' }) });
    expect(await vehicle(v.id)).toMatchObject({ status: 'delivered', deliveredOn: '2026-11-25', daysInStock: 3 });
  });

  it('takes a blocked vehicle from its booking and gives the booking another', async () => {
    const kind = kindOf(0, 0);
    const colourKind = { ...kind, colour: model.colours[1] ?? '', showroomId: 3 };
    const first = await addVehicle(app, owner, { ...colourKind, vin: nextVin() });
    const b = await addBooking(app, owner, colourKind);
    expect(b.vehicleId).toBe(first.id);
    const spare = await addVehicle(app, owner, { ...colourKind, vin: nextVin(), status: 'in-transit', expectedOn: '2026-12-03', arrivedOn: undefined });
    const res = await call(app, owner, stockPaths.vehicleStatus(first.id), { method: 'POST', json: await withVehicleVersion(app, first.id, { status: 'blocked', reason: 'damage' }) });
    expect(res.status).toBe(200);
    expect(await vehicle(first.id)).toMatchObject({ status: 'blocked', blockReason: 'damage', bookingId: null });
    expect(await booking(b.id)).toMatchObject({ state: 'booked', vehicleId: null });
    await call(app, owner, stockPaths.vehicleStatus(spare.id), { method: 'POST', json: await withVehicleVersion(app, spare.id, { status: 'in-stock', date: '2026-11-25' }) });
    expect((await booking(b.id)).vehicleId).toBe(spare.id);
  });

  it('refuses a second allotment of a vehicle and an allotment of a blocked one, naming the vehicle, changing nothing', async () => {
    const kind = kindOf(2 % model.colours.length);
    const held = await addVehicle(app, owner, { ...kind, vin: nextVin() });
    const holder = await addBooking(app, owner, kind);
    expect(holder.vehicleId).toBe(held.id);
    const waiting = await addBooking(app, owner, kind);
    const blocked = await addVehicle(app, owner, { ...kind, vin: nextVin(), status: 'in-transit', expectedOn: '2026-12-01', arrivedOn: undefined });
    await call(app, owner, stockPaths.vehicleStatus(blocked.id), { method: 'POST', json: await withVehicleVersion(app, blocked.id, { status: 'blocked', reason: 'recall' }) });
    const before = await stockSnapshot(app);
    for (const vehicleId of [held.id, blocked.id]) {
      const res = await call(app, manager, stockPaths.bookingAllot(waiting.id), { method: 'POST', json: await withVersion(app, waiting.id, { vehicleId, reason: 'VIP customer' }) });
      const body = (await res.json()) as { message: string; errors: { field: string }[] };
      expect(res.status).toBe(409);
      expect(body.errors[0]?.field).toBe('vehicleId');
    }
    expect(await stockSnapshot(app)).toBe(before);

    // The database refuses both whatever the server's code does.
    const sql = 'UPDATE bookings SET vehicle_id = $2, state = \'allotted\' WHERE id = $1';
    await expect(app.db.query(sql, [waiting.id, held.id])).rejects.toMatchObject({ code: expect.stringMatching(/^(23505|SB002)$/) });
    await expect(app.db.query(sql, [waiting.id, blocked.id])).rejects.toMatchObject({ code: 'SB001' });
    await expect(app.db.query('UPDATE vehicles SET status = \'blocked\', block_reason = \'damage\' WHERE id = $1', [held.id])).rejects.toMatchObject({ code: 'SB004' });
    expect(await stockSnapshot(app)).toBe(before);
  });

  it('lets a Manager give a vehicle out of turn, naming the booking it is taken from, with the reason reported; Sales may not', async () => {
    const k = { ...kindOf(1), colour: model.colours[0] ?? '', variant: model.variants.at(-1) ?? '' };
    const older = await addBooking(app, sales, { ...k, customerName: 'First in queue' });
    tick();
    const v = await addVehicle(app, owner, { ...k, vin: nextVin() });
    expect((await booking(older.id)).vehicleId).toBe(v.id);
    const chosen = await addBooking(app, sales, { ...k, customerName: 'Wedding on Sunday' });
    const before = await stockSnapshot(app);
    await refused(await call(app, manager, stockPaths.bookingAllot(chosen.id), { method: 'POST', json: await withVersion(app, chosen.id, { vehicleId: v.id, takeFromBookingId: older.id, reason: '' }) }), 400, 'reason');
    expect((await call(app, sales, stockPaths.bookingAllot(chosen.id), { method: 'POST', json: await withVersion(app, chosen.id, { vehicleId: v.id, takeFromBookingId: older.id, reason: 'x' }) })).status).toBe(403);
    expect(await stockSnapshot(app)).toBe(before);
    const res = await call(app, manager, stockPaths.bookingAllot(chosen.id), { method: 'POST', json: await withVersion(app, chosen.id, { vehicleId: v.id, takeFromBookingId: older.id, reason: 'Wedding on Sunday' }) });
    expect(res.status).toBe(200);
    expect(await booking(chosen.id)).toMatchObject({ state: 'allotted', vehicleId: v.id, overrideReason: 'Wedding on Sunday' });
    expect(await booking(older.id)).toMatchObject({ state: 'booked', vehicleId: null });
    await app.db.query(`UPDATE admins SET user_name = 'Meena Joshi' WHERE user_id = 'allot-manager'`);
    const report = (await (await call(app, manager, stockPaths.overrides)).json()) as { data: { id: number; overrideBy: string; overrideByName: string }[] };
    expect(report.data).toEqual([expect.objectContaining({ id: chosen.id, overrideBy: 'allot-manager', overrideByName: 'Meena Joshi' })]);
    // The booking it was taken from is first for the next one.
    const next = await addVehicle(app, owner, { ...k, vin: nextVin() });
    expect((await booking(older.id)).vehicleId).toBe(next.id);
  });
});

async function refused(res: Response, status: number, field: string): Promise<void> {
  const body = (await res.json()) as { message: string };
  expect(res.status, body.message).toBe(status);
  expect(body.message.startsWith(`${field}: `), body.message).toBe(true);
}

describe('public availability', () => {
  const url = () => `${stockPaths.availability}?model=${model.id}`;
  async function rowOf(showroomId: number, variant: string, colour: string) {
    const res = await app.fetch(url());
    const answer = (await res.json()) as AvailabilityAnswer;
    return { answer, res, row: answer.rows.find((r) => r.showroomId === showroomId && r.variant === variant && r.colour === colour) };
  }

  it('answers days when a free vehicle is on the floor, and weeks from transit and the queue otherwise', async () => {
    const variant = model.variants[0] ?? '';
    const colour = model.colours[0] ?? '';
    const k = { modelId: model.id, variant, colour, showroomId: 4 };
    expect((await rowOf(4, variant, colour)).row).toMatchObject({ band: 'ask', nextBatchOn: null, inStock: 0, inTransit: 0, bookingsAhead: 0 });
    await addVehicle(app, owner, { ...k, vin: nextVin(), status: 'in-transit', expectedOn: '2026-12-04', arrivedOn: undefined });
    await addVehicle(app, owner, { ...k, vin: nextVin(), status: 'in-transit', expectedOn: '2026-12-20', arrivedOn: undefined });
    expect((await rowOf(4, variant, colour)).row).toMatchObject({ band: 'weeks-1-2', nextBatchOn: '2026-12-04', inTransit: 2 });
    await addBooking(app, owner, k);
    // The first one on its way is taken by the booking ahead: the next is the 20th.
    expect((await rowOf(4, variant, colour)).row).toMatchObject({ band: 'weeks-2-4', bookingsAhead: 1 });
    const blocked = await addVehicle(app, owner, { ...k, vin: nextVin(), status: 'in-transit', expectedOn: '2026-11-30', arrivedOn: undefined });
    await call(app, owner, stockPaths.vehicleStatus(blocked.id), { method: 'POST', json: await withVehicleVersion(app, blocked.id, { status: 'blocked', reason: 'damage' }) });
    // The booking takes the first free vehicle; a blocked one never counts.
    await addVehicle(app, owner, { ...k, vin: nextVin() });
    const after = (await rowOf(4, variant, colour)).row;
    expect(after).toMatchObject({ inStock: 0, bookingsAhead: 0, inTransit: 2, band: 'weeks-1-2' });
    await addVehicle(app, owner, { ...k, vin: nextVin() });
    const { row, answer, res } = await rowOf(4, variant, colour);
    expect(row).toMatchObject({ band: 'days-2-3', inStock: 1 });
    expect(deliveryBandTexts.en[row!.band]).toBe('Delivery in 2-3 days');
    expect(deliveryBandTexts.hi[row!.band]).toBe('2-3 दिन में डिलीवरी');
    expect(answer.computedAt).toBe(new Date(Math.floor(clock.getTime() / 60_000) * 60_000).toISOString());
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const again = await app.fetch(url(), { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('shows only the band when the dealer hides counts', async () => {
    expect((await call(app, manager, stockPaths.settings, { method: 'PUT', json: { showCounts: false } })).status).toBe(403);
    expect((await call(app, owner, stockPaths.settings, { method: 'PUT', json: { showCounts: false } })).status).toBe(200);
    const { answer } = await rowOf(1, model.variants[0] ?? '', model.colours[0] ?? '');
    expect(answer.showCounts).toBe(false);
    expect(answer.rows.every((r) => !('inStock' in r) && !('inTransit' in r) && !('bookingsAhead' in r))).toBe(true);
    await call(app, owner, stockPaths.settings, { method: 'PUT', json: { showCounts: true } });
  });

  it('refuses a missing or unknown model', async () => {
    const missing = await app.fetch(stockPaths.availability);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe('model: Please choose a model');
    expect((await app.fetch(`${stockPaths.availability}?model=999999`)).status).toBe(404);
  });
});

describe('bookings', () => {
  it('refuses a bad mobile, an unknown colour and an unknown lead, naming the field, changing nothing', async () => {
    const before = await stockSnapshot(app);
    const k = kindOf(0);
    for (const [change, field, status] of [
      [{ mobile: '12345' }, 'mobile', 400],
      [{ colour: 'Neon Plaid' }, 'colour', 400],
      [{ leadId: '00000000-0000-4000-8000-000000000000' }, 'leadId', 400],
      // Sales of showroom 2 book for their own showroom only.
      [{ showroomId: 1 }, 'showroomId', 403],
    ] as const) {
      const base: Record<string, unknown> = { ...k, customerName: 'A', mobile: '9811040001' };
      const res = await call(app, sales, stockPaths.bookings, { method: 'POST', json: { ...base, ...change } });
      const body = (await res.json()) as { message: string };
      expect(res.status, body.message).toBe(status);
      expect(body.message.startsWith(`${field}: `), body.message).toBe(true);
    }
    expect(await stockSnapshot(app)).toBe(before);
  });

  it('makes one booking per Idempotency-Key: sent again, or twice at once, it answers the same booking; another body with the key is refused', async () => {
    const k = kindOf(1);
    const key = randomUUID();
    const post = (body: Record<string, unknown>, sentKey: string = key) => call(app, sales, stockPaths.bookings, {
      method: 'POST', json: { ...k, customerName: 'Kavya Rao', mobile: '9811040011', ...body }, headers: { [idempotencyHeader]: sentKey },
    });
    const bookingsOfKind = async () => (await app.db.query("SELECT id FROM bookings WHERE customer_name = 'Kavya Rao'")).rows.length;
    const before = await bookingsOfKind();
    const first = await post({});
    expect(first.status, await first.clone().text()).toBe(201);
    const made = ((await first.json()) as { booking: BookingRecord }).booking;
    // The answer was lost on the way: the form sends the same request again.
    const again = await post({});
    expect(again.status).toBe(200);
    expect(((await again.json()) as { booking: BookingRecord }).booking).toMatchObject({ id: made.id, reference: made.reference });
    // A double tap: two at once with a new key make one booking, both answered with it.
    const tapKey = randomUUID();
    const taps = await Promise.all([post({}, tapKey), post({}, tapKey)]);
    expect(taps.map((r) => r.status).sort()).toEqual([200, 201]);
    const tapped = await Promise.all(taps.map(async (r) => ((await r.json()) as { booking: BookingRecord }).booking.id));
    expect(tapped[0]).toBe(tapped[1]);
    expect(await bookingsOfKind()).toBe(before + 2);
    // The key with other details, or a key that is no UUID: refused, nothing made.
    const snapshot = await stockSnapshot(app);
    const other = await post({ customerName: 'Someone Else' });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { message: string }).message).toBe(stockMessages.keyReused);
    const notUuid = await post({}, 'twice');
    expect(notUuid.status).toBe(400);
    expect(((await notUuid.json()) as { message: string }).message).toBe(stockMessages.keyNotUuid);
    expect(await stockSnapshot(app)).toBe(snapshot);
  });
});

describe("a lead's bookings", () => {
  it('lists only the bookings made from that lead, and refuses a lead id that is no UUID', async () => {
    const leadId = await submitEnquiry(app, 'product', { preferredShowroom: '2' });
    const k = kindOf(2);
    const fromLead = await addBooking(app, sales, { ...k, customerName: 'From the lead', leadId });
    await addBooking(app, sales, { ...k, customerName: 'Walked in' });
    const res = await call(app, sales, `${stockPaths.bookings}?lead=${leadId.toUpperCase()}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: BookingRecord[] };
    expect(data.map((b) => b.id)).toEqual([fromLead.id]);
    expect(data[0]).toMatchObject({ leadId, customerName: 'From the lead' });
    const bad = await call(app, sales, `${stockPaths.bookings}?lead=not-a-lead`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('A lead id is a UUID');
  });
});
