/**
 * A model's delivery availability as a visitor reads it (docs/stock-and-delivery.md): the
 * bands in both languages of the site and the public answer. No zod here: a model's page
 * shows this on its first screen (docs/decisions/model-page-without-zod.md).
 */

/** Delivery bands a visitor reads, in both languages of the site. */
export const deliveryBands = ['days-2-3', 'weeks-1-2', 'weeks-2-4', 'weeks-4-8', 'ask'] as const;
export type DeliveryBand = (typeof deliveryBands)[number];
export const deliveryBandTexts: Record<'en' | 'hi', Record<DeliveryBand, string>> = {
  en: {
    'days-2-3': 'Delivery in 2-3 days',
    'weeks-1-2': 'Delivery in 1-2 weeks',
    'weeks-2-4': 'Delivery in 2-4 weeks',
    'weeks-4-8': 'Delivery in 4-8 weeks',
    ask: 'Ask the showroom for a delivery date',
  },
  hi: {
    'days-2-3': '2-3 दिन में डिलीवरी',
    'weeks-1-2': '1-2 हफ़्ते में डिलीवरी',
    'weeks-2-4': '2-4 हफ़्ते में डिलीवरी',
    'weeks-4-8': '4-8 हफ़्ते में डिलीवरी',
    ask: 'डिलीवरी की तारीख़ शोरूम से पूछें',
  },
};

/** The band of a new booking whose vehicle is expected on `expectedOn` (null: none on its way). */
export function bandOf(today: string, freeNow: boolean, expectedOn: string | null): DeliveryBand {
  if (freeNow) return 'days-2-3';
  if (expectedOn === null) return 'ask';
  // The vehicle arrives, then PDI and papers take the days a vehicle in stock takes.
  const days = Math.max(0, (Date.parse(`${expectedOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000) + 3;
  if (days <= 14) return 'weeks-1-2';
  if (days <= 28) return 'weeks-2-4';
  if (days <= 56) return 'weeks-4-8';
  return 'ask';
}

export interface AvailabilityRow {
  showroomId: number;
  variant: string;
  colour: string;
  band: DeliveryBand;
  /** When the next vehicle of this kind is expected (in transit), if one is. */
  nextBatchOn: string | null;
  /** Only when the dealer shows counts (stock settings). */
  inStock?: number;
  inTransit?: number;
  bookingsAhead?: number;
}

export interface AvailabilityAnswer {
  modelId: number;
  model: string;
  /** When this answer was computed (to the minute): the page shows "as of 10:40 am" offline. */
  computedAt: string;
  showCounts: boolean;
  rows: AvailabilityRow[];
}
