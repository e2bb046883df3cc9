/**
 * SQL of the appointments (migration 060): a booking's row, its changes (the lead's
 * timeline) and the answers read back from them.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/connect.ts';
import type { AppointmentChangeRecord, AppointmentRecord, AppointmentStatus, BookingAnswer } from '#contract/appointment-api.ts';
import { slotOf, type AppointmentPurpose } from '#contract/appointment-slots.ts';

interface NewAppointment {
  id: string;
  purpose: AppointmentPurpose;
  showroomId: number;
  model: string;
  modelPlace: boolean;
  startsAt: Date | null;
  askedDate: string | null;
  askedTime: string | null;
  status?: AppointmentStatus;
  walkIn?: boolean;
  name: string;
  mobile: string;
  at: Date;
}

export async function insertAppointment(tx: Queryable, a: NewAppointment): Promise<void> {
  await tx.query(
    `INSERT INTO appointments (id, purpose, showroom_id, model, model_place, starts_at, asked_date, asked_time, status, walk_in, name, mobile, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $11, $12, $13, $13)`,
    [a.id, a.purpose, a.showroomId, a.model, a.modelPlace, a.startsAt, a.askedDate, a.askedTime, a.status ?? 'booked', a.walkIn ?? false, a.name, a.mobile, a.at],
  );
}

/** One entry of the lead's timeline; `id` is the change's Idempotency-Key (new for the server's own). */
export async function recordChange(
  tx: Queryable, change: { id?: string; appointmentId: string; type: string; data: Record<string, unknown>; at: Date; by: string },
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO appointment_changes (id, appointment_id, type, data, at, by) VALUES ($1, $2, $3, $4::text::jsonb, $5, $6)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [change.id ?? randomUUID(), change.appointmentId, change.type, JSON.stringify(change.data), change.at, change.by],
  );
  return rows.length > 0;
}

export interface AppointmentRow {
  id: string;
  purpose: AppointmentPurpose;
  showroom_id: number | null;
  model: string;
  model_place: boolean;
  starts_at: Date | string | null;
  asked_date: string | Date | null;
  asked_time: string | null;
  status: AppointmentStatus;
  over_capacity: boolean;
  walk_in: boolean;
  name: string;
  mobile: string;
  version: number;
  /** The lead's reference (the customer's), made by the database (docs/security.md). */
  reference: string | null;
  /** The job card opened for this visit (one at most: job_cards.appointment_id is unique). */
  job_card_id: string | null;
  job_card_reference: string | null;
}

export const appointmentColumns = `id, purpose, showroom_id, model, model_place, starts_at, to_char(asked_date, 'YYYY-MM-DD') AS asked_date,
  asked_time, status, over_capacity, walk_in, name, mobile, version,
  (SELECT l.reference FROM leads l WHERE l.id = appointments.id) AS reference,
  (SELECT j.id FROM job_cards j WHERE j.appointment_id = appointments.id) AS job_card_id,
  (SELECT j.reference FROM job_cards j WHERE j.appointment_id = appointments.id) AS job_card_reference`;

export async function appointmentById(db: Queryable, id: string, forUpdate = false): Promise<AppointmentRow | null> {
  const { rows } = await db.query<AppointmentRow>(
    `SELECT ${appointmentColumns} FROM appointments WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export function startsAtOf(row: Pick<AppointmentRow, 'starts_at'>): Date | null {
  return row.starts_at === null ? null : new Date(row.starts_at);
}

export function recordOf(row: AppointmentRow): AppointmentRecord {
  const start = startsAtOf(row);
  const slot = start ? slotOf(start) : null;
  return {
    id: row.id,
    reference: row.reference ?? '',
    purpose: row.purpose,
    showroomId: row.showroom_id === null ? null : Number(row.showroom_id),
    date: slot?.date ?? null,
    time: slot?.time ?? null,
    status: row.status,
    name: row.name,
    mobile: row.mobile,
    model: row.model,
    overCapacity: row.over_capacity,
    walkIn: row.walk_in,
    askedDate: row.asked_date === null ? null : String(row.asked_date),
    askedTime: row.asked_time,
    version: row.version,
    jobCard: row.job_card_id === null ? null : { id: Number(row.job_card_id), reference: row.job_card_reference ?? '' },
  };
}

export function bookingAnswerOf(row: AppointmentRow): BookingAnswer {
  const record = recordOf(row);
  return {
    state: record.date ? 'confirmed' : 'needs-time',
    showroomId: record.showroomId ?? 0,
    date: record.date,
    time: record.time,
  };
}

/**
 * After a slot's places were lowered or a booking left it: the bookings beyond its places,
 * latest made first, are flagged for staff; the others are not. Bookings are never cancelled.
 */
export async function reflagSlots(
  tx: Queryable, showroomId: number, purpose: AppointmentPurpose, places: number, from: Date, to: Date | null = null,
): Promise<number> {
  const { rows } = await tx.query<{ flagged: number }>(
    `WITH ranked AS (
       SELECT id, row_number() OVER (PARTITION BY starts_at ORDER BY created_at, id) AS n
       FROM appointments
       WHERE showroom_id = $1 AND purpose = $2 AND starts_at >= $4 AND ($5::timestamptz IS NULL OR starts_at < $5)
         AND status <> 'cancelled'
     ), changed AS (
       UPDATE appointments a SET over_capacity = (r.n > $3), updated_at = now(), version = a.version + 1
       FROM ranked r WHERE a.id = r.id AND a.over_capacity IS DISTINCT FROM (r.n > $3)
       RETURNING a.over_capacity
     )
     SELECT count(*) FILTER (WHERE over_capacity)::int AS flagged FROM changed`,
    [showroomId, purpose, places, from, to],
  );
  return rows[0]?.flagged ?? 0;
}

/** A booking's changes, oldest first (the booking itself before a change made the same instant), with the staff member's name (the visitor is 'customer'). */
export async function changesOf(db: Queryable, appointmentId: string): Promise<AppointmentChangeRecord[]> {
  const { rows } = await db.query<{ id: string; type: string; data: unknown; at: Date | string; by: string; by_name: string | null }>(
    `SELECT c.id, c.type, c.data, c.at, c.by, NULLIF(btrim(a.user_name), '') AS by_name
     FROM appointment_changes c LEFT JOIN admins a ON a.user_id = c.by
     WHERE c.appointment_id = $1
     ORDER BY c.at, c.type IN ('booked', 'needs-time', 'walk-in') DESC, c.id`,
    [appointmentId],
  );
  return rows.map((r) => ({
    id: r.id, type: r.type, data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
    at: new Date(r.at).toISOString(), by: r.by, byName: r.by === 'customer' ? 'Customer' : r.by_name ?? r.by,
  }));
}
