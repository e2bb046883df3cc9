/**
 * Dates as a person in India reads them (the showrooms are in Gurgaon): the calendar day
 * in IST and "12 Nov 2026". IST is UTC+05:30 all year (no daylight saving), so the day is
 * plain arithmetic and the same in every browser, the service worker and the server.
 */

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

/** The IST clock time of an instant as people say it: '6:00 pm', '10:30 am', '12:05 pm'. */
export function formatIstClock(instant: Date | string): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const shifted = new Date(ms + istOffsetMs);
  const hours = shifted.getUTCHours();
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** '23 Nov 2026, 6:00 pm' (IST). */
export function formatIstDateTime(instant: Date | string): string {
  return `${formatIndianDate(istDateOf(instant))}, ${formatIstClock(instant)}`;
}

/** The line a quote shows under its total. */
export function ratesAsOfLine(isoDate: string): string {
  return `Rates as of ${formatIndianDate(isoDate)}`;
}
