/**
 * The showrooms' booking schedules (src/contract/appointment-schedule.ts). One row per
 * showroom; its JSON is parsed with the contract's schema, so a value left out (or a row
 * written before a setting existed) takes its default.
 */
import type { Queryable } from '../db/connect.ts';
import { scheduleSettingsSchema, type ScheduleSettings, type ShowroomSchedule } from '#contract/appointment-schedule.ts';

export interface ScheduleRow {
  showroom_id: number;
  settings: unknown;
  version: number;
}

export function scheduleOf(row: ScheduleRow): ShowroomSchedule {
  const raw = typeof row.settings === 'string' ? (JSON.parse(row.settings) as unknown) : row.settings;
  const parsed = scheduleSettingsSchema.safeParse(raw ?? {});
  // A row that no longer parses (hand-edited) books with the defaults rather than failing every visitor.
  const settings = parsed.success ? parsed.data : scheduleSettingsSchema.parse({});
  return { showroomId: Number(row.showroom_id), version: row.version, ...settings };
}

/**
 * Every stored showroom's schedule (staff set up a closed one's too); `openOnly`: those
 * visitors may book, without the closed showrooms (docs/site-settings.md).
 */
export async function allSchedules(db: Queryable, openOnly = false): Promise<ShowroomSchedule[]> {
  const { rows } = await db.query<ScheduleRow>(
    `SELECT s.showroom_id, s.settings, s.version FROM appointment_schedules s JOIN dealers d ON d.id = s.showroom_id
      ${openOnly ? 'WHERE NOT d.closed' : ''} ORDER BY s.showroom_id`,
  );
  return rows.map(scheduleOf);
}

/**
 * One showroom's schedule; `forShare` inside a booking's transaction, so a change of its
 * places waits for the bookings in flight (and they for it); `openOnly`: none for a closed
 * showroom (a visitor's new booking; staff still see and move a closed one's).
 */
export async function scheduleOfShowroom(
  db: Queryable, showroomId: number, forShare = false, openOnly = false,
): Promise<ShowroomSchedule | null> {
  const { rows } = await db.query<ScheduleRow>(
    `SELECT showroom_id, settings, version FROM appointment_schedules s WHERE showroom_id = $1
      ${openOnly ? 'AND NOT EXISTS (SELECT 1 FROM dealers d WHERE d.id = s.showroom_id AND d.closed)' : ''}${forShare ? ' FOR SHARE' : ''}`,
    [showroomId],
  );
  return rows[0] ? scheduleOf(rows[0]) : null;
}

/** Replaces a showroom's settings if `version` is still current; the new version, or null when someone saved first. */
export async function saveSchedule(
  tx: Queryable, showroomId: number, settings: ScheduleSettings, version: number, by: string, at: Date,
): Promise<number | null> {
  const { rows } = await tx.query<{ version: number }>(
    `UPDATE appointment_schedules SET settings = $2::text::jsonb, version = version + 1, updated_at = $4, updated_by = $5
     WHERE showroom_id = $1 AND version = $3 RETURNING version`,
    [showroomId, JSON.stringify(settings), version, at, by],
  );
  return rows[0]?.version ?? null;
}
