/** The staff day view's read: one showroom's bookings of one IST day, and its requests that need a time. */
import type { Queryable } from '../db/connect.ts';
import type { AppointmentRecord } from '#contract/appointment-api.ts';
import { istMidnight } from '#contract/lead-sla.ts';
import { appointmentColumns, recordOf, type AppointmentRow } from './appointment-repository.ts';

interface AppointmentDay {
  showroomId: number;
  date: string;
  appointments: AppointmentRecord[];
  /** Requests whose time was taken or had passed: staff call and give them one. */
  needsTime: AppointmentRecord[];
}

export async function appointmentDay(db: Queryable, showroomId: number, date: string): Promise<AppointmentDay> {
  const start = istMidnight(date);
  const end = new Date(start.getTime() + 86_400_000);
  const [day, waiting] = await Promise.all([
    db.query<AppointmentRow>(
      `SELECT ${appointmentColumns} FROM appointments WHERE showroom_id = $1 AND starts_at >= $2 AND starts_at < $3
       ORDER BY starts_at, created_at, id`,
      [showroomId, start, end],
    ),
    db.query<AppointmentRow>(
      `SELECT ${appointmentColumns} FROM appointments WHERE starts_at IS NULL AND status = 'booked' AND showroom_id = $1
       ORDER BY created_at LIMIT 200`,
      [showroomId],
    ),
  ]);
  return { showroomId, date, appointments: day.rows.map(recordOf), needsTime: waiting.rows.map(recordOf) };
}
