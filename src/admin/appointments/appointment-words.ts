/** How the day view words an appointment: purposes, states and days, as staff say them. */
import type { AppointmentStatus } from '#contract/appointment-api.ts';
import { weekdayOf, type AppointmentPurpose } from '#contract/appointment-slots.ts';
import { weekdayNames } from '#contract/appointment-schedule.ts';
import { formatClock, formatIndianDate } from '#contract/ist-date.ts';

export const purposeLabels: Record<AppointmentPurpose, string> = { 'test-ride': 'Test ride', service: 'Service' };

/** The quick states offered from each state: the next step first. */
export const nextStates: Record<AppointmentStatus, { status: AppointmentStatus; label: string }[]> = {
  booked: [
    { status: 'arrived', label: 'Arrived' },
    { status: 'no-show', label: 'No-show' },
    { status: 'cancelled', label: 'Cancel' },
  ],
  arrived: [
    { status: 'done', label: 'Done' },
    { status: 'booked', label: 'Not arrived' },
  ],
  'no-show': [{ status: 'booked', label: 'Back to Booked' }],
  done: [{ status: 'arrived', label: 'Not done yet' }],
  cancelled: [{ status: 'booked', label: 'Book again' }],
};

/** 'Tuesday, 24 Nov 2026' */
export function dayHeading(date: string): string {
  return `${weekdayNames[weekdayOf(date)] ?? ''}, ${formatIndianDate(date)}`;
}

/** '24 Nov 2026, 10:30' */
export function whenText(date: string | null, time: string | null): string {
  if (!date) return 'No time yet';
  return time ? `${formatIndianDate(date)}, ${formatClock(time)}` : formatIndianDate(date);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
