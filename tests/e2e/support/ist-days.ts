/**
 * The IST days a stretch of a test run touches, from `since` to now: one, or two when the
 * stretch crossed midnight in India (18:30 UTC). A day the server or the page took from its
 * own clock within that stretch is one of them, so a test expecting "today" accepts either
 * instead of betting that no midnight falls between the stamp and its own reading.
 */
import { istDateOf } from '#contract/ist-date.ts';

export function istDaysSince(since: Date, now: Date = new Date()): string[] {
  const first = istDateOf(since);
  const last = istDateOf(now);
  return first === last ? [first] : [first, last];
}

/** A pattern for any one of `texts` (dates and figures: nothing in them to escape). */
export const anyOf = (texts: (string | number)[]): string => `(?:${texts.join('|')})`;
