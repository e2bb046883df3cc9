/**
 * Follow-up choices: a day in IST at 10:30, when the showrooms are open and calls are
 * made (requirements 9: business hours from 09:30).
 */
import { istDate, istMidnight } from '#contract/lead-sla.ts';

const callTimeMs = (10 * 60 + 30) * 60_000;
const dayMs = 24 * 60 * 60_000;

export const followUpChoices = [
  { label: 'Tomorrow', days: 1 },
  { label: 'In 3 days', days: 3 },
  { label: 'Next week', days: 7 },
] as const;

/** 10:30 IST on the IST day `date` (YYYY-MM-DD), as ISO. */
export function followUpOn(date: string): string {
  return new Date(istMidnight(date).getTime() + callTimeMs).toISOString();
}

/** 10:30 IST, `days` IST days after the day of `now`. */
export function followUpIn(days: number, now: Date): string {
  const today = istMidnight(istDate(now)).getTime();
  return followUpOn(istDate(new Date(today + days * dayMs + dayMs / 2)));
}
