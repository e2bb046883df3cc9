/**
 * Dates as a person in India reads them (the showrooms are in Gurgaon): the calendar day
 * in IST and "12 Nov 2026". IST is UTC+05:30 all year (no daylight saving), so the day is
 * plain arithmetic and the same in every browser, the service worker and the server.
 */
import { hindiTime } from './opening-hours.ts';

const istOffsetMs = (5 * 60 + 30) * 60_000;
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The IST calendar day (YYYY-MM-DD) of an instant (a Date or an ISO timestamp). */
export function istDateOf(instant: Date | string): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(ms + istOffsetMs).toISOString().slice(0, 10);
}

/** '2026-11-12' -> '12 Nov 2026'. */
export function formatIndianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)} ${monthNames[Number(month) - 1] ?? ''} ${year}`;
}

const hindiMonths = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

/**
 * '2026-11-12' in a visitor language: '12 Nov 2026', or '12 नवंबर 2026' in Hindi (figures
 * stay in the Latin digits Indian print uses in both).
 */
export function formatIndianDateIn(language: string, isoDate: string): string {
  if (language !== 'hi') return formatIndianDate(isoDate);
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)} ${hindiMonths[Number(month) - 1] ?? ''} ${year}`;
}

/**
 * A clock time as people in India read it: '10:30' (24-hour, as slots and schedules are
 * stored) is '10:30 am', '18:00' is '6:00 pm', '00:15' is '12:15 am'. Every time a person
 * reads in English goes through here (screens, exports, e-mail, WhatsApp and SMS); a text
 * that is not a time is returned as it is.
 */
export function formatClock(time: string): string {
  const m = /^(\d{1,2}):(\d\d)$/.exec(time.trim());
  if (!m) return time;
  const hours = Number(m[1]);
  if (hours > 23 || Number(m[2]) > 59) return time;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${m[2]} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A clock time in a visitor language: '10:30 am', or 'सुबह 10:30' in Hindi (the part of the day, as Hindi says it). */
export function formatClockIn(language: string, time: string): string {
  return language === 'hi' ? (hindiTime(time) ?? time) : formatClock(time);
}

/** The IST wall-clock time (HH:MM, 24-hour) of an instant. */
export function istClockOf(instant: Date | string): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(ms + istOffsetMs).toISOString().slice(11, 16);
}

/** The IST clock time of an instant as people say it: '6:00 pm', '10:30 am', '12:05 pm'. */
export function formatIstClock(instant: Date | string): string {
  return formatClock(istClockOf(instant));
}

/** '23 Nov 2026, 6:00 pm' (IST). */
export function formatIstDateTime(instant: Date | string): string {
  return `${formatIndianDate(istDateOf(instant))}, ${formatIstClock(instant)}`;
}

/** The line a quote shows under its total. */
export function ratesAsOfLine(isoDate: string): string {
  return `Rates as of ${formatIndianDate(isoDate)}`;
}
