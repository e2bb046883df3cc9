/** Today as the desk and dashboard count it: the IST calendar day of `now`, its start and end. */
import { istDate, istMidnight } from '#contract/lead-sla.ts';

const dayMs = 24 * 60 * 60_000;

export function istToday(now: Date): { today: string; start: Date; end: Date } {
  const today = istDate(now);
  const start = istMidnight(today);
  return { today, start, end: new Date(start.getTime() + dayMs) };
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * dayMs);
}
