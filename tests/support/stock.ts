/** Vehicles and bookings for the stock API tests, through the real admin API. */
import { expect } from 'vitest';
import type { BookingChecklist } from '#contract/delivery-checklist.ts';
import { stockPaths, type BookingRecord, type VehicleRecord } from '#contract/stock.ts';
import { call, createAdmin, signIn, type AdminSession } from './admin-session.ts';
import type { TestApp } from './test-app.ts';

export interface StockStaff { owner: AdminSession; manager: AdminSession; sales: AdminSession }

/** An Owner, and a Manager and a Salesperson of `showroomId`, signed in: `<prefix>-owner` and so on. */
export async function signInStockStaff(app: TestApp, prefix: string, showroomId: number): Promise<StockStaff> {
  const password = (role: string) => `${prefix} ${role} password`;
  await createAdmin(app.db, `${prefix}-owner`, password('owner'));
  await createAdmin(app.db, `${prefix}-manager`, password('manager'), { role: 'manager', showroomId });
  await createAdmin(app.db, `${prefix}-sales`, password('sales'), { role: 'sales', showroomId });
  return {
    owner: await signIn(app, `${prefix}-owner`, password('owner')),
    manager: await signIn(app, `${prefix}-manager`, password('manager')),
    sales: await signIn(app, `${prefix}-sales`, password('sales')),
  };
}

export interface StockModel { id: number; name: string; variants: string[]; colours: string[] }

/** A seeded model with at least one variant and two colours. */
export async function stockModel(app: TestApp): Promise<StockModel> {
  const { rows } = await app.db.query<StockModel>(
    `SELECT m.id, m.name, array(SELECT v.name FROM variants v WHERE v.model_id = m.id ORDER BY v.sort, v.id) AS variants,
       array(SELECT c.name FROM colours c WHERE c.model_id = m.id ORDER BY c.sort, c.id) AS colours
     FROM models m WHERE m.status = 1 AND (SELECT count(*) FROM colours c WHERE c.model_id = m.id) >= 2
       AND EXISTS (SELECT 1 FROM variants v WHERE v.model_id = m.id) ORDER BY m.id LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no seeded model with variants and colours');
  return rows[0];
}

let serial = 0;
/** A fresh well-formed chassis number (17 characters, no I, O or Q). */
export function nextVin(prefix = 'MBLHA10'): string {
  serial += 1;
  return `${prefix}${String(serial).padStart(17 - prefix.length, '0')}`.slice(0, 17);
}

export async function addVehicle(app: TestApp, session: AdminSession, body: Record<string, unknown>): Promise<VehicleRecord> {
  const res = await call(app, session, stockPaths.vehicles, { method: 'POST', json: { engineNo: `EN${serial}`, status: 'in-stock', arrivedOn: '2026-11-20', ...body } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { vehicle: VehicleRecord }).vehicle;
}

export async function addBooking(app: TestApp, session: AdminSession, body: Record<string, unknown>): Promise<BookingRecord> {
  const res = await call(app, session, stockPaths.bookings, { method: 'POST', json: { customerName: 'Asha Verma', mobile: '9811040001', ...body } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { booking: BookingRecord }).booking;
}

/** Every row of the stock tables, to show that a refused change changed nothing. */
export async function stockSnapshot(app: TestApp): Promise<string> {
  const { rows } = await app.db.query(
    `SELECT (SELECT json_agg(v ORDER BY v.id) FROM vehicles v) AS vehicles, (SELECT json_agg(b ORDER BY b.id) FROM bookings b) AS bookings,
       (SELECT json_agg(c ORDER BY c.booking_id, c.item_id) FROM delivery_checklist_values c) AS checklist,
       (SELECT count(*) FROM stock_history) AS history`,
  );
  return JSON.stringify(rows[0]);
}

/**
 * One checklist item's stored value, as a screen showing the booking now sends it back
 * (`was`); null when the person may not read it (their change is then refused for that).
 */
export async function checklistWas(app: TestApp, session: AdminSession, bookingId: number, key: string): Promise<string | null> {
  const res = await call(app, session, stockPaths.bookingChecklist(bookingId));
  if (res.status !== 200) return null;
  return ((await res.json()) as BookingChecklist).items.find((i) => i.key === key)?.value ?? null;
}

/** Sets (a value) or clears (null) one checklist item from a screen that shows it as stored. */
export async function changeChecklistItem(app: TestApp, session: AdminSession, bookingId: number, key: string, value: unknown): Promise<Response> {
  const was = await checklistWas(app, session, bookingId, key);
  return call(app, session, stockPaths.bookingChecklistItem(bookingId, key), { method: 'PUT', json: { value, was } });
}

/** Every required item of a booking's delivery checklist done, as staff would fill it in. */
export async function completeChecklist(app: TestApp, session: AdminSession, bookingId: number): Promise<BookingChecklist> {
  const texts: Record<string, string> = { insurance: 'OG-26-1101-1800-00001234', registration: 'HR 26 XX 1234' };
  const checklist = (await (await call(app, session, stockPaths.bookingChecklist(bookingId))).json()) as BookingChecklist;
  let last = checklist;
  for (const item of checklist.items.filter((i) => i.required && i.value === null)) {
    const value = item.kind === 'tick' ? true : (texts[item.key] ?? `${item.labelEn} done`);
    const res = await call(app, session, stockPaths.bookingChecklistItem(bookingId, item.key), { method: 'PUT', json: { value, was: item.value } });
    expect(res.status, await res.clone().text()).toBe(200);
    last = (await res.json()) as BookingChecklist;
  }
  return last;
}

/**
 * A step's or an out-of-turn allotment's body with the booking's version as it is now: what
 * a screen that has just read the booking sends (docs/stock-and-delivery.md "Two screens, one booking").
 */
export async function withVersion(app: TestApp, bookingId: number, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { rows } = await app.db.query<{ version: number }>('SELECT version FROM bookings WHERE id = $1', [bookingId]);
  if (!rows[0]) throw new Error(`no booking ${bookingId}`);
  return { ...body, version: rows[0].version };
}

/**
 * A status change's or a move's body with the vehicle's version as it is now: what a screen
 * that has just read the vehicle sends (docs/stock-and-delivery.md "Two screens, one vehicle").
 */
export async function withVehicleVersion(app: TestApp, vehicleId: number, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { rows } = await app.db.query<{ version: number }>('SELECT version FROM vehicles WHERE id = $1', [vehicleId]);
  if (!rows[0]) throw new Error(`no vehicle ${vehicleId}`);
  return { ...body, version: rows[0].version };
}

/**
 * Kinds of `model` at `showroomId`, a new variant and colour each call, so tests' queues do
 * not meet (every variant of a colour, then the next colour).
 */
export function kindsOf(model: () => StockModel, showroomId: number): () => { modelId: number; variant: string | undefined; colour: string | undefined; showroomId: number } {
  let n = 0;
  return () => {
    const m = model();
    const i = n++;
    return { modelId: m.id, variant: m.variants[i % m.variants.length], colour: m.colours[Math.floor(i / m.variants.length) % m.colours.length], showroomId };
  };
}

/** A 409 on `version` whose words are `words` (what the booking or vehicle shows now), as field error and message. */
export async function expectStaleVersion(res: Response, words: string): Promise<void> {
  const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
  expect(res.status, body.message).toBe(409);
  expect(body.errors).toEqual([{ field: 'version', message: words }]);
  expect(body.message).toBe(`version: ${words}`);
}
