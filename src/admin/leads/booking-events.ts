/** A booking's changes as lines of the lead's timeline (docs/appointments.md "Staff day view"). */
import { appointmentStatusLabels, appointmentStatuses, type AppointmentChangeRecord, type AppointmentHistory } from '#contract/appointment-api.ts';
import { formatClock, formatIndianDate } from '#contract/ist-date.ts';
import type { SiteShowroom } from '#contract/site-settings.ts';
import { showroomText } from './lead-text.ts';

export interface TimelineExtra {
  id: string;
  at: string;
  text: string;
  byName: string;
}

const purposeWords = { 'test-ride': 'Test ride', service: 'Service' } as const;

function slot(data: Record<string, unknown>): string {
  const date = typeof data.date === 'string' ? data.date : '';
  const time = typeof data.time === 'string' ? data.time : '';
  return date ? `${formatIndianDate(date)}${time ? `, ${formatClock(time)}` : ''}` : '';
}

function lineOf(change: AppointmentChangeRecord, history: AppointmentHistory, showrooms: readonly SiteShowroom[]): string {
  const what = purposeWords[history.appointment.purpose];
  const where = showroomText(typeof change.data.showroomId === 'number' ? change.data.showroomId : history.appointment.showroomId, showrooms);
  switch (change.type) {
    case 'booked':
      return `Booked: ${what} at ${where}, ${slot(change.data)}`;
    case 'needs-time':
      return `Asked for ${slot(change.data)} at ${where}: the time was taken, needs a time`;
    case 'walk-in':
      return `Walk-in: ${what} at ${where}`;
    case 'rescheduled':
      return `Booking moved to ${slot(change.data)}`;
    default: {
      const status = appointmentStatuses.find((s) => s === change.type);
      return status ? `Booking: ${appointmentStatusLabels[status]}` : `Booking: ${change.type}`;
    }
  }
}

export function bookingEvents(history: AppointmentHistory | null | undefined, showrooms: readonly SiteShowroom[]): TimelineExtra[] {
  if (!history) return [];
  return history.changes.map((c) => ({ id: c.id, at: c.at, text: lineOf(c, history, showrooms), byName: c.byName }));
}
