/**
 * Add to calendar: a booking as an iCalendar file (RFC 5545) a phone's calendar opens, in
 * the language the booking was made in. The confirmation screen offers it and the booking's
 * e-mails carry it (docs/appointments.md, docs/notifications.md). The showroom's name,
 * address and phone are the dealer's, from Manage > Site: the caller reads them there.
 * Times are written in UTC, so every calendar shows the IST slot in its own zone correctly.
 */
import { slotInstant, type AppointmentPurpose } from './appointment-slots.ts';
import type { Language } from './language.ts';

export interface CalendarShowroom {
  name: string;
  address: string;
  /** The phone the customer calls about this booking (sales for a test ride, service for a service). */
  phone: string;
}

export interface CalendarBooking {
  reference: string;
  purpose: AppointmentPurpose;
  showroom: CalendarShowroom;
  date: string;
  time: string;
  language: Language;
  /** The site's host name, which makes the event's UID unique to this site. */
  uidDomain: string;
  minutes?: number;
}

const words: Record<Language, { title: (purpose: AppointmentPurpose, showroom: string) => string; description: (reference: string, phone: string) => string }> = {
  en: {
    title: (purpose, showroom) => `${purpose === 'test-ride' ? 'Test ride' : 'Service'} at ${showroom}`,
    description: (reference, phone) => `Reference ${reference}. Showroom phone ${phone}.`,
  },
  hi: {
    title: (purpose, showroom) => `${showroom} में ${purpose === 'test-ride' ? 'टेस्ट राइड' : 'सर्विस'}`,
    description: (reference, phone) => `संदर्भ संख्या ${reference}। शोरूम का फ़ोन ${phone}।`,
  },
};

function stamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Commas, semicolons and backslashes are escaped in iCalendar text. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/[,;]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
}

/** A character's length in UTF-8 (the contract runs without TextEncoder in some of its environments). */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): a Hindi letter is three octets in
 * UTF-8, so a title fits far fewer letters; a fold never splits a letter.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let used = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines start with a space, which counts.
    if (used + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      used = 0;
    }
    current += char;
    used += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function bookingIcs(booking: CalendarBooking, now = new Date()): string {
  const start = slotInstant(booking.date, booking.time);
  const end = new Date(start.getTime() + (booking.minutes ?? 30) * 60_000);
  const said = words[booking.language];
  const lang = `;LANGUAGE=${booking.language}`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dealer site//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.reference}@${booking.uidDomain}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY${lang}:${text(said.title(booking.purpose, booking.showroom.name))}`,
    `LOCATION${lang}:${text(booking.showroom.address)}`,
    `DESCRIPTION${lang}:${text(said.description(booking.reference, booking.showroom.phone))}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].map(fold).join('\r\n');
}

/** The file's name. */
export const icsFileName = (reference: string) => `booking-${reference}.ics`;
