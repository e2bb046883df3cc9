/**
 * The dealer's opening hours (Manage > Site, '09:30 AM to 07:00 PM') in Hindi
 * (docs/visitor-language.md "Text the dealer enters"): the two times said as Hindi says
 * them, with the part of the day ('सुबह 9:30 से शाम 7:00 बजे तक'). English shows the hours
 * as the dealer wrote them. Hours written another way ('Closed on Tuesdays') have no Hindi
 * (''): a Hindi page shows them as written, marked as English, like any dealer text
 * without its Hindi. The server adds the Hindi to the public read of the site settings
 * (`hoursHi`), so the pages every visitor loads carry no Hindi words of their own.
 */

/** '09:30 AM', '7 pm', '19:00' as the hour (0-23) and minutes; null when it is not a time. */
function timeOf(text: string): { hour: number; minutes: string } | null {
  const m = /^(\d{1,2})(?:[:.](\d\d))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text);
  if (!m || (!m[2] && !m[3])) return null;
  const minutes = m[2] ?? '00';
  let hour = Number(m[1]);
  if (m[3] ? hour < 1 || hour > 12 : hour > 23) return null;
  if (Number(minutes) > 59) return null;
  if (m[3]) hour = (hour % 12) + (/p/i.test(m[3]) ? 12 : 0);
  return { hour, minutes };
}

const hoursParts = (hours: string) => hours.trim().split(/\s*(?:\bto\b|\btill\b|\buntil\b|[-–])\s*/i);

/**
 * The hours as the booking schedule's clocks ('09:30 AM to 07:00 PM' -> 09:30 and 19:00,
 * 24-hour IST), or null when they are not written as two times, one before the other. A
 * showroom's schedule starts from them and follows them while it keeps the same hours every
 * day (docs/appointments.md "The schedule"): the hours are typed once, in Manage > Site.
 */
export function openingClocks(hours: string): { open: string; close: string } | null {
  const [from, until, ...more] = hoursParts(hours).map(timeOf);
  if (!from || !until || more.length > 0) return null;
  const clock = (t: { hour: number; minutes: string }) => `${String(t.hour).padStart(2, '0')}:${t.minutes}`;
  const open = clock(from);
  const close = clock(until);
  return open < close ? { open, close } : null;
}

/** '09:30 AM', '7 pm', '19:00' as 'सुबह 9:30' / 'शाम 7:00'; null when it is not a time. */
export function hindiTime(text: string): string | null {
  const time = timeOf(text);
  if (!time) return null;
  const { hour, minutes } = time;
  const part = hour < 4 || hour >= 20 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : 'शाम';
  return `${part} ${hour % 12 || 12}:${minutes}`;
}

/** The hours in Hindi, or '' when they are not written as two times. */
export function hindiOpeningHours(hours: string): string {
  const [from, until, ...more] = hoursParts(hours).map(hindiTime);
  return from && until && more.length === 0 ? `${from} से ${until} बजे तक` : '';
}
