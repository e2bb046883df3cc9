/**
 * Add to calendar: a booking as an iCalendar file (RFC 5545) the phone's calendar opens.
 * Times are written in UTC, so every calendar shows the IST slot in its own zone correctly.
 */
import { slotInstant } from '#contract/appointment-slots.ts';

function stamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Commas, semicolons and backslashes are escaped in iCalendar text. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/[,;]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
}

interface CalendarBooking {
  reference: string;
  title: string;
  location: string;
  description: string;
  date: string;
  time: string;
  minutes?: number;
}

export function bookingIcs(booking: CalendarBooking, now = new Date()): string {
  const start = slotInstant(booking.date, booking.time);
  const end = new Date(start.getTime() + (booking.minutes ?? 30) * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gurgaon Two Wheelers//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.reference}@gtwheelers.in`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${text(booking.title)}`,
    `LOCATION:${text(booking.location)}`,
    `DESCRIPTION:${text(booking.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Starts the download of the file. */
export function downloadIcs(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
