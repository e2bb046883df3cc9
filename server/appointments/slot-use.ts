/**
 * Places taken per slot (migration 060). A place is taken by one statement: insert the
 * slot's counter at 1, or add 1 to it only while it is under the slot's places. PostgreSQL
 * locks the counter row for the rest of the transaction, and a second booking of the same
 * slot waits on that lock and then checks the committed count, so the last place goes to
 * exactly one of them, whichever process they come through. PGlite runs one transaction
 * at a time, which gives the same answer.
 */
import type { Queryable } from '../db/connect.ts';
import type { AppointmentPurpose } from '#contract/appointment-slots.ts';
import type { ScheduleRow } from './schedule-repository.ts';

interface SlotKey {
  showroomId: number;
  purpose: AppointmentPurpose;
  startsAt: Date;
}

const takeSql = `INSERT INTO appointment_slot_use AS u (showroom_id, purpose, starts_at, scope, taken)
  VALUES ($1, $2, $3, $4, 1)
  ON CONFLICT (showroom_id, purpose, starts_at, scope) DO UPDATE SET taken = u.taken + 1 WHERE u.taken < $5
  RETURNING taken`;

/** The scope's places taken with this one, or null when none was left. */
async function takeScope(tx: Queryable, slot: SlotKey, scope: string, places: number): Promise<number | null> {
  if (places <= 0) return null;
  const { rows } = await tx.query<{ taken: number }>(takeSql, [slot.showroomId, slot.purpose, slot.startsAt, scope, places]);
  return rows[0] ? Number(rows[0].taken) : null;
}

/**
 * Takes one place of the slot (and of the model's own places when it has them). Null
 * when full: the caller rolls the transaction back, which also returns a place taken here.
 * The slot's counter is always taken first, so two bookings lock in the same order.
 * `placesLeft`: the slot's places still free once this one is taken.
 */
export async function takePlace(
  tx: Queryable, slot: SlotKey, places: { total: number; model: number | null }, model: string,
): Promise<{ modelPlace: boolean; placesLeft: number } | null> {
  const taken = await takeScope(tx, slot, '', places.total);
  if (taken === null) return null;
  const placesLeft = places.total - taken;
  if (places.model === null || !model) return { modelPlace: false, placesLeft };
  return (await takeScope(tx, slot, model, places.model)) === null ? null : { modelPlace: true, placesLeft };
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

/**
 * What a booking at the form is first checked against, in one read of committed rows (no
 * lock): the showroom's schedule (null when there is no such showroom), which of the given
 * keys have a booking stored under them already (replays), and the places taken at that showroom
 * over [from, to) for the purpose and model: enough to refuse a slot already full and to
 * offer the nearest open times without reading again.
 */
export async function slotView(
  db: Queryable, slot: SlotView['slot'], appointmentIds: readonly string[],
): Promise<SlotView> {
  const { rows } = await db.query<ScheduleRow & { stored: string[] | null; use: unknown }>(
    `SELECT s.showroom_id, s.settings, s.version,
       ARRAY(SELECT id::text FROM appointments WHERE id = ANY($6::uuid[])) AS stored,
       (SELECT coalesce(json_agg(json_build_array((extract(epoch FROM u.starts_at) * 1000)::bigint, u.scope, u.taken)), '[]'::json)
          FROM appointment_slot_use u
         WHERE u.showroom_id = $1 AND u.purpose = $2 AND u.starts_at >= $3 AND u.starts_at < $4 AND u.scope IN ('', $5)) AS use
     FROM (VALUES (1)) AS one LEFT JOIN appointment_schedules s ON s.showroom_id = $1`,
    [slot.showroomId, slot.purpose, slot.from, slot.to, slot.model, appointmentIds],
  );
  const row = rows[0];
  const raw = typeof row?.use === 'string' ? (JSON.parse(row.use) as unknown) : row?.use;
  const use = new Map<string, number>();
  for (const [at, scope, taken] of (raw ?? []) as [number | string, string, number][]) use.set(useKey(slot.showroomId, Number(at), scope), Number(taken));
  return { slot, schedule: row && row.showroom_id !== null ? row : null, stored: new Set(row?.stored ?? []), use };
}

export interface SlotView {
  /** The showroom, purpose and model read, over [from, to). */
  slot: { showroomId: number; purpose: AppointmentPurpose; model: string; from: Date; to: Date };
  schedule: ScheduleRow | null;
  /** The keys asked about that have a booking stored. */
  stored: Set<string>;
  /** Places taken, by useKey(). */
  use: Map<string, number>;
}

export function useKey(showroomId: number, atMs: number, scope: string): string {
  return `${showroomId}|${atMs}|${scope}`;
}
