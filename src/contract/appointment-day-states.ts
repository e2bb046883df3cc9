/**
 * A booking's day must have come before it is marked Arrived, No-show or Done
 * (docs/appointments.md "Staff day view"): a tap on tomorrow's row must not tell the
 * lead, the reports and the customer that someone came today. The server refuses it with
 * this sentence; the day view does not offer it. Days are IST calendar days.
 */
import { appointmentStatusLabels, type AppointmentStatus } from './appointment-api.ts';
import { formatIndianDate } from './ist-date.ts';
import { istDate } from './lead-sla.ts';

const dayOfStatuses: ReadonlySet<AppointmentStatus> = new Set(['arrived', 'no-show', 'done']);

/** Whether a booking on `bookingDate` (YYYY-MM-DD; null: no time yet) cannot be put in `status` yet. */
export function tooEarlyFor(status: AppointmentStatus, bookingDate: string | null, now: Date): boolean {
  return bookingDate !== null && dayOfStatuses.has(status) && bookingDate > istDate(now);
}

export function tooEarlyMessage(status: AppointmentStatus, bookingDate: string): string {
  return `This booking is for ${formatIndianDate(bookingDate)}: it can be marked ${appointmentStatusLabels[status]} on that day, not before.`;
}
