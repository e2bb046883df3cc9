/**
 * The first-response SLA: a new lead must get its first call or status change within a
 * number of working hours (default 2), counted only inside business hours, 09:30 to 19:00
 * IST every day (requirements 2.3/9: the showrooms' hours). India has one time zone and no daylight
 * saving, so IST is UTC+05:30 all year and no time-zone database is needed.
 */

export const defaultSlaWorkingHours = 2;

interface BusinessHours {
  /** Minutes after IST midnight. */
  open: number;
  close: number;
}

/** requirements 9: business hours 09:30 AM to 07:00 PM. */
const businessHours: BusinessHours = { open: 9 * 60 + 30, close: 19 * 60 };

const istOffsetMs = (5 * 60 + 30) * 60_000;
const dayMs = 24 * 60 * 60_000;
const minuteMs = 60_000;

/** Milliseconds since the IST midnight of the day `time` falls on, and that midnight in UTC ms. */
function istDay(time: number): { midnight: number; sinceMidnight: number } {
  const local = time + istOffsetMs;
  const sinceMidnight = ((local % dayMs) + dayMs) % dayMs;
  return { midnight: time - sinceMidnight, sinceMidnight };
}

/**
 * When the first response is due for a lead created at `createdAt`: `hours` working hours
 * later, counting only business hours (a lead that arrives at night is due `hours` after
 * opening the next morning).
 */
export function slaDueAt(createdAt: Date, hours: number = defaultSlaWorkingHours, day: BusinessHours = businessHours): Date {
  let remaining = Math.round(hours * 60) * minuteMs;
  let { midnight, sinceMidnight } = istDay(createdAt.getTime());
  const openMs = day.open * minuteMs;
  const closeMs = day.close * minuteMs;
  if (sinceMidnight < openMs) sinceMidnight = openMs;
  for (;;) {
    if (sinceMidnight >= closeMs) {
      midnight += dayMs;
      sinceMidnight = openMs;
    }
    const left = closeMs - sinceMidnight;
    if (remaining <= left) return new Date(midnight + sinceMidnight + remaining);
    remaining -= left;
    sinceMidnight = closeMs;
  }
}

export type SlaState = 'met' | 'due' | 'breached' | 'late';

/**
 * Where a lead stands against its SLA at `now`: answered in time ('met'), still within it
 * ('due'), unanswered past it ('breached'), or answered after it ('late').
 */
export function slaState(dueAt: Date, firstResponseAt: Date | null, now: Date): SlaState {
  if (firstResponseAt) return firstResponseAt.getTime() <= dueAt.getTime() ? 'met' : 'late';
  return now.getTime() > dueAt.getTime() ? 'breached' : 'due';
}

/** The IST calendar day (YYYY-MM-DD) of a time: "today" and "due today" on the desk and dashboard. */
export function istDate(time: Date): string {
  return new Date(time.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

/** The UTC instant of IST midnight starting the given day (YYYY-MM-DD). */
export function istMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - istOffsetMs);
}
