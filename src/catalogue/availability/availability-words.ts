/**
 * What a visitor reads about delivery of one variant and colour (docs/stock-and-delivery.md
 * "Availability"), in the page's language: the band's words from the contract (both
 * languages live there, so the server and the page never disagree), the next batch's date
 * as '12 Dec 2026' or '12 दिसंबर 2026', and the answer's time as '10:40 am' or 'सुबह 10:40'.
 */
import { formatClockIn, formatIndianDateIn, istClockOf, istDateOf } from '#contract/ist-date.ts';
import { deliveryBandTexts, type AvailabilityAnswer, type AvailabilityRow } from '#contract/stock-availability.ts';

export interface ShowroomDelivery {
  showroomId: number;
  /** 'Delivery in 2-3 days' / '2-3 दिन में डिलीवरी'. */
  band: string;
  /** A vehicle is free on the floor now. */
  inStockNow: boolean;
  /** The next batch's expected date in the visitor's words, when one is on its way and none is free. */
  nextBatch: string | null;
  /** Only when the dealer shows counts. */
  counts: { inStock: number; inTransit: number; bookingsAhead: number } | null;
}

const languageOf = (locale: string): 'en' | 'hi' => (locale === 'hi' ? 'hi' : 'en');

/** The variants and colours the answer knows, in its order. */
export function kindsIn(answer: AvailabilityAnswer): { variants: string[]; colours: string[] } {
  return {
    variants: [...new Set(answer.rows.map((r) => r.variant))],
    colours: [...new Set(answer.rows.map((r) => r.colour))],
  };
}

/** One line per showroom for `variant` and `colour` (any case, as the catalogue spells them). */
export function showroomDeliveries(locale: string, answer: AvailabilityAnswer, variant: string, colour: string): ShowroomDelivery[] {
  const language = languageOf(locale);
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return answer.rows
    .filter((r) => same(r.variant, variant) && same(r.colour, colour))
    .map((row: AvailabilityRow) => {
      const inStockNow = row.band === 'days-2-3';
      return {
        showroomId: row.showroomId,
        band: deliveryBandTexts[language][row.band],
        inStockNow,
        nextBatch: !inStockNow && row.nextBatchOn ? formatIndianDateIn(language, row.nextBatchOn) : null,
        counts:
          answer.showCounts && row.inStock !== undefined
            ? { inStock: row.inStock, inTransit: row.inTransit ?? 0, bookingsAhead: row.bookingsAhead ?? 0 }
            : null,
      };
    });
}

/**
 * The time the answer was computed, as the visitor reads a clock: '10:40 am' ('सुबह 10:40')
 * on the day it was computed, and with its date on a later day: '28 Nov 2026, 10:40 am'.
 */
export function answerTime(locale: string, computedAt: string, now: Date): string {
  const language = languageOf(locale);
  const clock = formatClockIn(language, istClockOf(computedAt));
  const day = istDateOf(computedAt);
  return day === istDateOf(now) ? clock : `${formatIndianDateIn(language, day)}, ${clock}`;
}
