/** SQL of customer bookings (docs/stock-and-delivery.md "Bookings"). */
import type { Queryable } from '../db/connect.ts';
import type { BookingRecord, BookingState } from '#contract/stock.ts';
import { freeVehicleWhere } from './allotment.ts';

export interface BookingRow {
  id: string;
  reference: string;
  model_id: number;
  model: string;
  variant: string;
  colour: string;
  showroom_id: number;
  customer_name: string;
  mobile: string;
  lead_id: string | null;
  state: BookingState;
  vehicle_id: string | null;
  vin: string | null;
  engine_no: string | null;
  override_reason: string | null;
  created_at: Date | string;
  created_by: string;
  version: number;
  change_seq: string;
}

export const bookingColumns = `b.id::text AS id, b.reference, b.model_id, m.name AS model, b.variant, b.colour, b.showroom_id, b.customer_name,
  b.mobile, b.lead_id::text AS lead_id, b.state, b.vehicle_id::text AS vehicle_id, (SELECT v.vin FROM vehicles v WHERE v.id = b.vehicle_id) AS vin,
  (SELECT v.engine_no FROM vehicles v WHERE v.id = b.vehicle_id) AS engine_no, b.override_reason, b.created_at, b.created_by, b.version, b.change_seq::text AS change_seq`;
export const bookingFrom = 'bookings b JOIN models m ON m.id = b.model_id';

export function bookingRecordOf(row: BookingRow): BookingRecord {
  return {
    id: Number(row.id), reference: row.reference, modelId: row.model_id, model: row.model, variant: row.variant, colour: row.colour,
    showroomId: row.showroom_id, customerName: row.customer_name, mobile: row.mobile, leadId: row.lead_id, state: row.state,
    vehicleId: row.vehicle_id === null ? null : Number(row.vehicle_id), vin: row.vin, engineNo: row.engine_no, overrideReason: row.override_reason,
    createdAt: new Date(row.created_at).toISOString(), createdBy: row.created_by, version: row.version,
  };
}

export async function bookingById(db: Queryable, id: number, lock = false): Promise<BookingRow | null> {
  const { rows } = await db.query<BookingRow>(`SELECT ${bookingColumns} FROM ${bookingFrom} WHERE b.id = $1${lock ? ' FOR UPDATE OF b' : ''}`, [id]);
  return rows[0] ?? null;
}

/** What a new booking row is made of: the record's own fields before it has a reference or a state. */
export type NewBooking = Pick<BookingRecord, 'modelId' | 'variant' | 'colour' | 'showroomId' | 'customerName' | 'mobile' | 'leadId'>;

/** The Idempotency-Key a booking was made with, and the fingerprint of its body (./booking-request-key.ts). */
export interface BookingRequestKey {
  key: string;
  hash: string;
}

/**
 * The booking and its first history row in one statement (one round trip while its kind's
 * lock is held); with `unlessVehicleFree`, only when no vehicle of its kind is free.
 */
async function insertWithHistory(
  tx: Queryable, b: NewBooking, by: string, at: Date, requestKey: BookingRequestKey | null, unlessVehicleFree: boolean,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: string }>(
    `WITH made AS (
       INSERT INTO bookings (model_id, variant, colour, showroom_id, customer_name, mobile, lead_id, created_at, created_by, updated_at, request_key, request_hash)
       SELECT $1::integer, $2::text, $3::text, $4::smallint, $5::text, $6::text, $7::uuid, $8::timestamptz, $9::text, $8::timestamptz, $10::uuid, $11::text
       ${unlessVehicleFree ? `WHERE NOT EXISTS (SELECT 1 FROM vehicles v WHERE ${freeVehicleWhere})` : ''}
       RETURNING id
     )
     INSERT INTO stock_history (booking_id, type, data, at, by) SELECT id, 'booked', $12::jsonb, $8, $9 FROM made RETURNING booking_id::text AS id`,
    [b.modelId, b.variant, b.colour, b.showroomId, b.customerName, b.mobile, b.leadId, at, by, requestKey?.key ?? null, requestKey?.hash ?? null, JSON.stringify({ ...b })],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function insertBooking(tx: Queryable, b: NewBooking, by: string, at: Date, requestKey: BookingRequestKey | null = null): Promise<number> {
  return Number(await insertWithHistory(tx, b, by, at, requestKey, false));
}

/**
 * The booking joins its kind's queue, unless a vehicle of the kind is free: then nothing is
 * written and the answer is null. Run under the kind's lock (shared is enough) in a statement
 * after the lock's, so it sees every change that committed before the lock was granted.
 */
export async function insertBookingUnlessVehicleFree(tx: Queryable, b: NewBooking, by: string, at: Date, requestKey: BookingRequestKey | null): Promise<number | null> {
  return insertWithHistory(tx, b, by, at, requestKey, true);
}

export async function leadExists(db: Queryable, leadId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM leads WHERE id = $1', [leadId]);
  return rows.length > 0;
}
