/**
 * Dates as a reader in India reads them, in the visitor's language: '23 Nov 2026' in
 * English (src/contract/ist-date.ts), '23 नवंबर 2026' in Hindi. Figures stay in the Latin
 * digits Indian print and bills use in both languages.
 */
import { useLingui } from '@lingui/react';
import { formatIndianDate } from '#contract/ist-date.ts';

const hindiMonths = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

/** '2026-11-23' in `language`. */
export function indianDateIn(language: string, isoDate: string): string {
  if (language !== 'hi') return formatIndianDate(isoDate);
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)} ${hindiMonths[Number(month) - 1] ?? ''} ${year}`;
}

export function useIndianDate(): (isoDate: string) => string {
  const { i18n } = useLingui();
  return (isoDate) => indianDateIn(i18n.locale, isoDate);
}
