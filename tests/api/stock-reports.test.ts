/**
 * The stock reports (docs/stock-and-delivery.md "Stock reports") through the real API: stock
 * by model and colour with its counts and ageing bands, bookings waiting with their days and
 * place in the queue, allotments between IST days with an out-of-turn one and its reason,
 * deliveries per day; each kept to the viewer's showrooms, refused to Sales (no `reports`),
 * dates checked naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportPage } from '#contract/reports.ts';
import { allotmentsReport, allotmentTurns, bookingsWaitingReport, deliveriesReport, stockAgeingReport } from '#contract/stock-reports.ts';
import { stockPaths, type BookingRecord } from '#contract/stock.ts';
import { call, signIn, type AdminSession } from '../support/admin-session.ts';
import { addBooking, addVehicle, completeChecklist, nextVin, signInStockStaff, stockModel, type StockModel, withVehicleVersion, withVersion } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Set per step: IST is UTC + 5:30. */
let clock = new Date('2026-11-18T05:00:00Z');
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;
let sales: AdminSession;
let model: StockModel;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  ({ owner, manager, sales } = await signInStockStaff(app, 'srep', 2));
  model = await stockModel(app);
});
afterAll(async () => {
  await app?.close();
});

type Row = Record<string, string>;
async function report(session: AdminSession, path: string, body: Record<string, unknown> = {}): Promise<Row[]> {
  const res = await call(app, session, path, { method: 'POST', json: { page: 1, limit: 100, ...body } });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as ReportPage).data;
}
async function refused(session: AdminSession, path: string, body: Record<string, unknown>, status: number, field?: string): Promise<void> {
  const res = await call(app, session, path, { method: 'POST', json: body });
  const message = ((await res.json()) as { message: string }).message;
  expect(res.status, message).toBe(status);
  if (field) expect(message.startsWith(`${field}: `), message).toBe(true);
}
/** Moves the clock, and signs everyone in again so no session has gone idle across the days. */
async function at(iso: string): Promise<void> {
  clock = new Date(iso);
  const again = (role: string) => signIn(app, `srep-${role}`, `srep ${role} password`);
  [owner, manager, sales] = [await again('owner'), await again('manager'), await again('sales')];
}
const ofKind = (rows: Row[], k: { variant?: string; colour?: string }) => rows.filter((r) => r.model === model.name && r.variant === k.variant && r.colour === k.colour);

describe('stock reports', () => {
  // Kinds of their own: A for stock and its allotments, B for bookings waiting, C for an out-of-turn allotment.
  const kindA = () => ({ modelId: model.id, variant: model.variants[0], colour: model.colours[0], showroomId: 2 });
  const kindB = () => ({ ...kindA(), colour: model.colours[1] });
  const kindC = () => ({ ...kindA(), variant: model.variants.at(-1), colour: model.colours.at(-1) });
  const waiting: BookingRecord[] = [];
  // The allotted bookings the deliveries report hands over: in turn at 2, out of turn at 2, in turn at 3.
  const allotted: BookingRecord[] = [];

  it('counts stock per model, variant, colour and showroom with its ageing, in the viewer\'s showrooms', async () => {
    await at('2026-11-25T05:10:00Z');
    for (const arrivedOn of ['2026-11-20', '2026-10-10', '2026-08-01']) await addVehicle(app, owner, { ...kindA(), vin: nextVin(), arrivedOn });
    await addVehicle(app, owner, { ...kindA(), vin: nextVin(), status: 'in-transit', expectedOn: '2026-12-05', arrivedOn: undefined });
    const damaged = await addVehicle(app, owner, { ...kindA(), vin: nextVin(), arrivedOn: '2026-09-20' });
    expect((await call(app, manager, stockPaths.vehicleStatus(damaged.id), { method: 'POST', json: await withVehicleVersion(app, damaged.id, { status: 'blocked', reason: 'damage' }) })).status).toBe(200);
    await addVehicle(app, owner, { ...kindA(), showroomId: 3, vin: nextVin(), arrivedOn: '2026-11-24' });

    const rows = ofKind(await report(owner, stockAgeingReport.path), kindA());
    expect(rows).toHaveLength(2);
    const [here, elsewhere] = [rows.find((r) => r.in_transit === '1'), rows.find((r) => r.in_transit === '0')];
    // 5, 46 and 116 days on the floor, and 66 for the blocked one: oldest 116, average 58.
    expect(here).toMatchObject({ in_stock: '3', allotted: '0', in_transit: '1', blocked: '1', oldest_days: '116', average_days: '58', days_0_30: '1', days_31_60: '1', days_61_90: '1', days_over_90: '1' });
    expect(elsewhere).toMatchObject({ in_stock: '1', in_transit: '0', blocked: '0', oldest_days: '1', average_days: '1', days_0_30: '1', days_over_90: '0' });

    // A Manager of showroom 2 sees only its row; the dates a screen sends change nothing here.
    const managers = ofKind(await report(manager, stockAgeingReport.path, { fromDate: '2026-11-01', toDate: '2026-11-02' }), kindA());
    expect(managers).toEqual([here]);
    const everyShowroom = new Set((await report(manager, stockAgeingReport.path)).map((r) => r.showroom));
    expect(everyShowroom).toEqual(new Set([here!.showroom]));
    // Search: any cell, any case.
    expect(ofKind(await report(owner, stockAgeingReport.path, { search: (elsewhere?.showroom ?? '').toUpperCase() }), kindA())).toEqual([elsewhere]);
  });

  it('lists the bookings waiting oldest first, with their days and place in their kind\'s queue', async () => {
    await at('2026-11-18T05:00:00Z');
    waiting.push(await addBooking(app, sales, { ...kindB(), customerName: 'Ritu Sharma' }));
    await at('2026-11-20T18:40:00Z'); // 21 Nov, 00:10 IST
    waiting.push(await addBooking(app, sales, { ...kindB(), customerName: 'Mohan Lal' }));
    await at('2026-11-21T04:00:00Z');
    waiting.push(await addBooking(app, owner, { ...kindB(), showroomId: 3, customerName: 'Farah Khan' }));
    await at('2026-11-25T05:10:00Z');
    waiting.push(await addBooking(app, sales, { ...kindB(), customerName: 'Dev Anand' }));
    expect(waiting.every((b) => b.state === 'booked')).toBe(true);

    const rows = ofKind(await report(owner, bookingsWaitingReport.path), kindB());
    expect(rows.map((r) => [r.booking, r.booked_on, r.days_waiting, r.queue_position, r.customer])).toEqual([
      [waiting[0]!.reference, '2026-11-18', '7', '1', 'Ritu Sharma'],
      [waiting[1]!.reference, '2026-11-21', '4', '2', 'Mohan Lal'],
      [waiting[2]!.reference, '2026-11-21', '4', '1', 'Farah Khan'],
      [waiting[3]!.reference, '2026-11-25', '0', '3', 'Dev Anand'],
    ]);
    expect(rows[0]).toMatchObject({ mobile: '9811040001', model: model.name });
    // The Manager of showroom 2 does not see showroom 3's booking.
    expect(ofKind(await report(manager, bookingsWaitingReport.path), kindB()).map((r) => r.customer)).toEqual(['Ritu Sharma', 'Mohan Lal', 'Dev Anand']);
    expect((await report(manager, bookingsWaitingReport.path, { search: 'mohan' })).map((r) => r.booking)).toEqual([waiting[1]!.reference]);
  });

  it('lists allotments between IST days, an out-of-turn one marked with its reason and who chose', async () => {
    // 24 Nov 22:00 IST: in turn, the vehicle longest in stock.
    await at('2026-11-24T16:30:00Z');
    const first = await addBooking(app, sales, { ...kindA(), customerName: 'Kiran Bedi' });
    expect(first.state).toBe('allotted');
    // 25 Nov 00:30 IST (still 24 Nov in UTC): C's only vehicle to the first booking, then given to the second out of turn.
    await at('2026-11-24T19:00:00Z');
    const vehicle = await addVehicle(app, owner, { ...kindC(), vin: nextVin(), arrivedOn: '2026-11-20' });
    const older = await addBooking(app, sales, { ...kindC(), customerName: 'First in line' });
    const chosen = await addBooking(app, sales, { ...kindC(), customerName: 'Wedding party' });
    const res = await call(app, manager, stockPaths.bookingAllot(chosen.id), { method: 'POST', json: await withVersion(app, chosen.id, { vehicleId: vehicle.id, takeFromBookingId: older.id, reason: 'Wedding on Sunday' }) });
    expect(res.status, await res.clone().text()).toBe(200);

    // Who chose reads as staff know them: the account's name, never its user id.
    await app.db.query(`UPDATE admins SET user_name = 'Sunita Rao' WHERE user_id = 'srep-manager'`);
    const all = await report(owner, allotmentsReport.path, { fromDate: '2026-11-24', toDate: '2026-11-25' });
    const mine = all.filter((r) => [first.reference, older.reference, chosen.reference].includes(r.booking ?? ''));
    expect(mine.map((r) => [r.booking, r.allotted_on, r.turn, r.reason, r.chosen_by])).toEqual([
      [first.reference, '2026-11-24', allotmentTurns.inTurn, '', ''],
      [chosen.reference, '2026-11-25', allotmentTurns.outOfTurn, 'Wedding on Sunday', 'Sunita Rao'],
    ]);
    expect(mine[0]).toMatchObject({ customer: 'Kiran Bedi', booked_on: '2026-11-24', days_waited: '0', chassis: expect.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/) });
    expect(mine[1]).toMatchObject({ chassis: vehicle.vin, booked_on: '2026-11-25' });
    allotted.push(first, chosen);

    // IST days, not UTC: 25 Nov alone holds the out-of-turn one, 24 Nov alone the other.
    expect((await report(owner, allotmentsReport.path, { fromDate: '2026-11-25', toDate: '2026-11-25' })).map((r) => r.booking)).toEqual([chosen.reference]);
    expect((await report(owner, allotmentsReport.path, { fromDate: '2026-11-24', toDate: '2026-11-24' })).map((r) => r.booking)).toEqual([first.reference]);
    expect(await report(owner, allotmentsReport.path, { toDate: '2026-11-23' })).toEqual([]);
    expect((await report(owner, allotmentsReport.path, { search: 'out of turn' })).map((r) => r.booking)).toEqual([chosen.reference]);
    await refused(owner, allotmentsReport.path, { fromDate: '2026-11-25', toDate: '2026-11-24' }, 400, 'fromDate');
    await refused(owner, allotmentsReport.path, { fromDate: '2026-11-31' }, 400, 'fromDate');
  });

  it('keeps allotments to the viewer\'s showrooms', async () => {
    await at('2026-11-25T06:00:00Z');
    const there = await addBooking(app, owner, { ...kindA(), showroomId: 3, customerName: 'Other showroom' });
    expect(there.state).toBe('allotted');
    const owners = (await report(owner, allotmentsReport.path, { fromDate: '2026-11-25' })).map((r) => r.booking);
    expect(owners).toContain(there.reference);
    const managers = await report(manager, allotmentsReport.path, { fromDate: '2026-11-25' });
    expect(managers.map((r) => r.booking)).not.toContain(there.reference);
    expect(managers.length).toBeGreaterThan(0);
    allotted.push(there);
  });

  it('counts deliveries per day and showroom, with the models', async () => {
    const rows = await report(owner, allotmentsReport.path, { fromDate: '2026-11-24', toDate: '2026-11-25' });
    const deliver = async (b: BookingRecord, date: string) => {
      expect((await call(app, owner, stockPaths.bookingState(b.id), { method: 'POST', json: await withVersion(app, b.id, { state: 'ready' }) })).status).toBe(200);
      await completeChecklist(app, owner, b.id);
      const res = await call(app, owner, stockPaths.bookingState(b.id), { method: 'POST', json: await withVersion(app, b.id, { state: 'delivered', date }) });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    const [first, chosen, there] = allotted;
    await deliver(first!, '2026-11-24');
    await deliver(chosen!, '2026-11-25');
    await deliver(there!, '2026-11-25');

    const all = await report(owner, deliveriesReport.path, { fromDate: '2026-11-24', toDate: '2026-11-25' });
    const place = (id: number) => rows.find((r) => r.booking === allotted.find((b) => b.showroomId === id)?.reference)?.showroom;
    expect(all).toEqual([
      { day: '2026-11-24', showroom: place(2), deliveries: '1', models: `${model.name} (1)` },
      { day: '2026-11-25', showroom: place(2), deliveries: '1', models: `${model.name} (1)` },
      { day: '2026-11-25', showroom: place(3), deliveries: '1', models: `${model.name} (1)` },
    ]);
    expect(await report(owner, deliveriesReport.path, { fromDate: '2026-11-26' })).toEqual([]);
    expect((await report(manager, deliveriesReport.path, { fromDate: '2026-11-25', toDate: '2026-11-25' })).map((r) => r.showroom)).toEqual([place(2)]);
    await refused(manager, deliveriesReport.path, { fromDate: '2026-11-25', toDate: '2026-11-01' }, 400, 'fromDate');
  });

  it('refuses the stock reports to Sales, who have no reports, and to no one signed in', async () => {
    for (const path of [stockAgeingReport.path, bookingsWaitingReport.path, allotmentsReport.path, deliveriesReport.path]) {
      await refused(sales, path, {}, 403);
      const res = await app.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect([401, 403]).toContain(res.status);
    }
  });
});
