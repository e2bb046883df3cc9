/**
 * SQL of vehicles and their history (docs/stock-and-delivery.md). Every change of a vehicle
 * writes a history row in the same transaction, with who and when.
 */
import type { Queryable } from '../db/connect.ts';
import type { StockHistoryEntry, VehicleRecord, VehicleStatus } from '#contract/stock.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { accountNameSql, authorName } from '../staff/staff-names.ts';

export interface VehicleRow {
  id: string;
  vin: string;
  engine_no: string;
  model_id: number;
  model: string;
  variant: string;
  colour: string;
  showroom_id: number;
  status: VehicleStatus;
  expected_on: string | null;
  arrived_on: string | null;
  pdi_on: string | null;
  delivered_on: string | null;
  block_reason: string | null;
  booking_id: string | null;
  version: number;
  updated_at: Date | string;
  change_seq: string;
}

/** Dates as text (YYYY-MM-DD) whatever the driver would make of them. */
export const vehicleColumns = `v.id::text AS id, v.vin, v.engine_no, v.model_id, m.name AS model, v.variant, v.colour, v.showroom_id, v.status,
  v.expected_on::text AS expected_on, v.arrived_on::text AS arrived_on, v.pdi_on::text AS pdi_on, v.delivered_on::text AS delivered_on,
  v.block_reason, (SELECT b.id::text FROM bookings b WHERE b.vehicle_id = v.id) AS booking_id, v.version, v.updated_at, v.change_seq::text AS change_seq`;
export const vehicleFrom = 'vehicles v JOIN models m ON m.id = v.model_id';

const dayMs = 86_400_000;

/** Days on the floor: from arrival to delivery, or to today (IST) while still here. */
export function daysInStock(row: Pick<VehicleRow, 'arrived_on' | 'delivered_on'>, now: Date): number | null {
  if (!row.arrived_on) return null;
  const until = row.delivered_on ?? istDateOf(now);
  return Math.max(0, Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${row.arrived_on}T00:00:00Z`)) / dayMs));
}

export function vehicleRecordOf(row: VehicleRow, now: Date): VehicleRecord {
  return {
    id: Number(row.id), vin: row.vin, engineNo: row.engine_no, modelId: row.model_id, model: row.model, variant: row.variant, colour: row.colour,
    showroomId: row.showroom_id, status: row.status, expectedOn: row.expected_on, arrivedOn: row.arrived_on, pdiOn: row.pdi_on,
    deliveredOn: row.delivered_on, blockReason: row.block_reason, daysInStock: daysInStock(row, now),
    bookingId: row.booking_id === null ? null : Number(row.booking_id), version: row.version, updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function vehicleById(db: Queryable, id: number, lock = false): Promise<VehicleRow | null> {
  const { rows } = await db.query<VehicleRow>(`SELECT ${vehicleColumns} FROM ${vehicleFrom} WHERE v.id = $1${lock ? ' FOR UPDATE OF v' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function vehicleByVin(db: Queryable, vin: string, lock = false): Promise<VehicleRow | null> {
  const { rows } = await db.query<VehicleRow>(`SELECT ${vehicleColumns} FROM ${vehicleFrom} WHERE v.vin = $1${lock ? ' FOR UPDATE OF v' : ''}`, [vin]);
  return rows[0] ?? null;
}

export interface NewVehicle {
  vin: string;
  engineNo: string;
  modelId: number;
  variant: string;
  colour: string;
  showroomId: number;
  status: 'in-transit' | 'in-stock';
  expectedOn: string | null;
  arrivedOn: string | null;
}

/** Inserts the vehicle and its first history row; null when the chassis is already known. */
export async function insertVehicle(tx: Queryable, v: NewVehicle, by: string, at: Date): Promise<number | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO vehicles (vin, engine_no, model_id, variant, colour, showroom_id, status, expected_on, arrived_on, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) ON CONFLICT (vin) DO NOTHING RETURNING id::text`,
    [v.vin, v.engineNo, v.modelId, v.variant, v.colour, v.showroomId, v.status, v.expectedOn, v.arrivedOn, at],
  );
  const id = rows[0] ? Number(rows[0].id) : null;
  if (id !== null) await recordHistory(tx, { vehicleId: id, type: 'added', data: { ...v }, by, at });
  return id;
}

/** Sets columns of one vehicle (names from this module only), bumping its version. */
export async function updateVehicle(tx: Queryable, id: number, set: Record<string, unknown>, at: Date): Promise<void> {
  const names = Object.keys(set);
  const assignments = names.map((name, i) => `${name} = $${i + 3}`);
  await tx.query(
    `UPDATE vehicles SET ${[...assignments, 'updated_at = $2', 'version = version + 1'].join(', ')} WHERE id = $1`,
    [id, at, ...names.map((n) => set[n])],
  );
}

export interface HistoryWrite {
  vehicleId?: number | null;
  bookingId?: number | null;
  type: string;
  data: Record<string, unknown>;
  by: string;
  at: Date;
}

export async function recordHistory(tx: Queryable, h: HistoryWrite): Promise<void> {
  await tx.query('INSERT INTO stock_history (vehicle_id, booking_id, type, data, at, by) VALUES ($1, $2, $3, $4, $5, $6)', [
    h.vehicleId ?? null, h.bookingId ?? null, h.type, JSON.stringify(h.data), h.at, h.by,
  ]);
}

/**
 * A vehicle's or booking's history as one JSON column of the query that reads its row:
 * a record and its history in one round trip. `at` as milliseconds since the epoch; `name`
 * the author's account name (null when `by` is no account).
 */
export const historyColumn = (column: 'vehicle_id' | 'booking_id', id: string) =>
  `COALESCE((SELECT json_agg(json_build_object('type', h.type, 'data', h.data, 'at', floor(extract(epoch FROM h.at) * 1000), 'by', h.by, 'name', ${accountNameSql('a')}) ORDER BY h.id)
     FROM stock_history h LEFT JOIN admins a ON a.user_id = h.by WHERE h.${column} = ${id}), '[]'::json) AS history`;

export function historyEntriesOf(history: { type: string; data: Record<string, unknown>; at: number; by: string; name: string | null }[]): StockHistoryEntry[] {
  return history.map((h) => ({ type: h.type, data: h.data, at: new Date(Number(h.at)).toISOString(), by: h.by, byName: authorName(h.by, h.name) }));
}
