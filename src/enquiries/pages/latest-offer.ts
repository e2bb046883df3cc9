/** requirements 2.3 and 7.1: the offers page shows the offer with the highest id. */
import type { Offer } from '#contract/catalogue-types.ts';

export function latestOffer(offers: readonly Offer[] | undefined): Offer | undefined {
  return (offers ?? []).reduce<Offer | undefined>((best, offer) => (!best || offer.id > best.id ? offer : best), undefined);
}
