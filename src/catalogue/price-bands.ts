/**
 * The listing's price filter: three bands of the starting price, offered only where they
 * part the models (a filter that leaves every model, or none, in every band but one is no help).
 */
import type { Vehicle } from '#contract/catalogue-types.ts';

export type PriceBand = 'all' | 'under1' | '1to1.5' | 'over1.5';

const lakh = 100_000;

export function inPriceBand(price: number, band: PriceBand): boolean {
  if (band === 'all') return true;
  if (band === 'under1') return price < lakh;
  if (band === '1to1.5') return price >= lakh && price <= 1.5 * lakh;
  return price > 1.5 * lakh;
}

/** The bands that hold at least one model, when they are two or more; else none. */
export function usefulBands(models: readonly Vehicle[]): PriceBand[] {
  const bands = (['under1', '1to1.5', 'over1.5'] as const).filter((band) => models.some((m) => m.price > 0 && inPriceBand(m.price, band)));
  return bands.length > 1 ? bands : [];
}
