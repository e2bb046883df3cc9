/**
 * Places taken per slot (migration 060). A place is taken by one statement: insert the
 * slot's counter at 1, or add 1 to it only while it is under the slot's places. PostgreSQL
 * locks the counter row for the rest of the transaction, and a second booking of the same
 * slot waits on that lock and then checks the committed count, so the last place goes to
 * exactly one of them, whichever process they come through. PGlite runs one transaction
 * at a time, which gives the same answer.
 */
import type { Queryable } from '../db/connect.ts';
import type { AppointmentPurpose } from '../../src/contract/appointment-slots.ts';

interface SlotKey {
  showroomId: number;
  purpose: AppointmentPurpose;
  startsAt: Date;
}

const takeSql = `INSERT INTO appointment_slot_use AS u (showroom_id, purpose, starts_at, scope, taken)
  VALUES ($1, $2, $3, $4, 1)
  ON CONFLICT (showroom_id, purpose, starts_at, scope) DO UPDATE SET taken = u.taken + 1 WHERE u.taken < $5
  RETURNING taken`;

async function takeScope(tx: Queryable, slot: SlotKey, scope: string, places: number): Promise<boolean> {
  if (places <= 0) return false;
  const { rows } = await tx.query(takeSql, [slot.showroomId, slot.purpose, slot.startsAt, scope, places]);
  return rows.length > 0;
}

/**
 * Takes one place of the slot (and of the model's own places when it has them). Null
 * when full: the caller rolls the transaction back, which also returns a place taken here.
 * The slot's counter is always taken first, so two bookings lock in the same order.
 */
export async function takePlace(
  tx: Queryable, slot: SlotKey, places: { total: number; model: number | null }, model: string,
): Promise<{ modelPlace: boolean } | null> {
  if (!(await takeScope(tx, slot, '', places.total))) return null;
  if (places.model === null || !model) return { modelPlace: false };
  return (await takeScope(tx, slot, model, places.model)) ? { modelPlace: true } : null;
}

/** Gives a place back (a cancellation, the old slot of a reschedule). */
export async function releasePlace(tx: Queryable, slot: SlotKey, model: string, modelPlace: boolean): Promise<void> {
  const scopes = modelPlace && model ? ['', model] : [''];
  await tx.query(
    `UPDATE appointment_slot_use SET taken = taken - 1
     WHERE showroom_id = $1 AND purpose = $2 AND starts_at = $3 AND scope = ANY($4::text[]) AND taken > 0`,
    [slot.showroomId, slot.purpose, slot.startsAt, scopes],
  );
}

/** Places taken per slot start and scope for one purpose within [from, to). */
export async function slotUseBetween(
  db: Queryable, purpose: AppointmentPurpose, from: Date, to: Date, model: string, showroomId?: number,
): Promise<Map<string, number>> {
  const params: unknown[] = [purpose, from, to, model];
  const { rows } = await db.query<{ showroom_id: number; at: string; scope: string; taken: number }>(
    `SELECT showroom_id, (extract(epoch FROM starts_at) * 1000)::float8::text AS at, scope, taken FROM appointment_slot_use
     WHERE purpose = $1 AND starts_at >= $2 AND starts_at < $3 AND scope IN ('', $4)${showroomId === undefined ? '' : ' AND showroom_id = $5'}`,
    showroomId === undefined ? params : [...params, showroomId],
  );
  const use = new Map<string, number>();
  for (const row of rows) use.set(useKey(Number(row.showroom_id), Number(row.at), row.scope), row.taken);
  return use;
}

export function useKey(showroomId: number, atMs: number, scope: string): string {
  return `${showroomId}|${atMs}|${scope}`;
}
