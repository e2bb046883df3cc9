/**
 * Dates as a reader in India reads them, in the visitor's language: '23 Nov 2026' in
 * English (src/contract/ist-date.ts), '23 नवंबर 2026' in Hindi. Figures stay in the Latin
 * digits Indian print and bills use in both languages.
 */
import { useLingui } from '@lingui/react';
import { formatClockIn, formatIndianDateIn, istDateOf } from '#contract/ist-date.ts';

/** '2026-11-23' in `language` (the customer's messages say it the same way). */
export const indianDateIn = formatIndianDateIn;

export function useIndianDate(): (isoDate: string) => string {
  const { i18n } = useLingui();
  return (isoDate) => indianDateIn(i18n.locale, isoDate);
}

/** 'HH:MM' as the visitor reads it: '10:30 am', 'सुबह 10:30' in Hindi (src/contract/ist-date.ts). */
export function useClockText(): (time: string) => string {
  const { i18n } = useLingui();
  return (time) => formatClockIn(i18n.locale, time);
}

/** 'HH:MM' of an instant on the showroom's clock (IST, UTC+05:30 all year). */
const istClock = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(11, 16);

/** An instant as the visitor reads it: '23 Nov 2026, 10:30 am', '23 नवंबर 2026, सुबह 10:30'. */
export function useMomentText(): (ms: number) => string {
  const { i18n } = useLingui();
  return (ms) => `${indianDateIn(i18n.locale, istDateOf(new Date(ms)))}, ${formatClockIn(i18n.locale, istClock(ms))}`;
}
