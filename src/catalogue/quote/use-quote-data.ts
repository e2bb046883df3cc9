/**
 * What the quote reads: the rates (GET /api/onroad-rates, in the offline manifest) and the
 * model's variants, both through usePublicRead, so the quote works from the cache with
 * no signal just as the rest of the catalogue does.
 */
import { apiPaths } from '#contract/api-paths.ts';
import type { Variant } from '#contract/catalogue-types.ts';
import type { OnroadModel, OnroadRates } from '#contract/onroad-rates.ts';
import { usePublicRead } from '../../lib/use-public-read.ts';

type QuoteData =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; rates: OnroadRates; model: OnroadModel; variants: Variant[] };

export const quoteDataErrors = {
  read: 'The on-road price could not be loaded. Check your connection and try again.',
  model: 'An on-road price is not available for this model yet. Please ask the showroom.',
} as const;

export function useQuoteData(bikeKey: string, active: boolean): QuoteData {
  const rates = usePublicRead<OnroadRates>(active ? apiPaths.onroadRates : null);
  const variants = usePublicRead<Variant[]>(active ? apiPaths.variants(bikeKey) : null);
  if (rates.error || variants.error) return { state: 'error', message: quoteDataErrors.read };
  if (!rates.data || !variants.data) return { state: 'loading' };
  // requirements 2.3: model keys are matched without regard to case.
  const key = Object.keys(rates.data.models).find((k) => k.toLowerCase() === bikeKey.toLowerCase());
  const model = key === undefined ? undefined : rates.data.models[key];
  if (!model || variants.data.length === 0) return { state: 'error', message: quoteDataErrors.model };
  return { state: 'ready', rates: rates.data, model, variants: variants.data };
}
