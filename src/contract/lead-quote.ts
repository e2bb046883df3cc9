/**
 * A quote carried by a lead ("Get this price from the showroom"): what the buyer chose
 * and the total they were shown. The server does not take the total on trust: it works
 * the quote out again from its own catalogue and rates (the same quoteOnroad) and keeps a
 * flag when the totals differ, e.g. because a rate changed after the device cached it.
 */
import { z } from 'zod';
import { groupIndian } from './indian-grouping.ts';
import type { Variant } from './catalogue-types.ts';
import { quoteOnroad } from './onroad-quote.ts';
import { isoDateSchema, type OnroadRates } from './onroad-rates.ts';

export const leadQuoteSchema = z.object({
  bikeKey: z.string({ error: 'The quote must name its model' }).trim().min(1, 'The quote must name its model').max(100),
  variant: z.string({ error: 'The quote must name its variant' }).trim().min(1, 'The quote must name its variant').max(120),
  options: z.array(z.number().int().positive(), { error: 'The ticked options must be a list of ids' }).max(10)
    .refine((ids) => new Set(ids).size === ids.length, 'An option is listed twice'),
  financed: z.boolean({ error: 'financed must be true or false' }),
  total: z.number({ error: 'The quote must carry its total' }).int('The total is in whole rupees').min(0).max(100_000_000),
  ratesAsOf: isoDateSchema,
});
export type LeadQuote = z.infer<typeof leadQuoteSchema>;

export interface LeadQuoteCheck {
  /** The client's total is what the server works out now. */
  matches: boolean;
  /** The server's total, or null when the quote cannot be worked out any more. */
  serverTotal: number | null;
  serverRatesAsOf: string | null;
  /** Why it does not match (null when it does). */
  reason: string | null;
}

export interface LeadQuoteContext {
  /** The server's current rates and models (what GET /api/onroad-rates answers). */
  rates: OnroadRates;
  /** The model's variants as the catalogue has them now. */
  variants: readonly Variant[];
  /** The IST day of the check (YYYY-MM-DD). */
  on: string;
}

export const leadQuoteReasons = {
  model: 'The model is no longer offered',
  variant: 'The variant is no longer offered',
  total: 'The total shown to the buyer differs from the current rates',
} as const;

const mismatch = (reason: string, serverTotal: number | null = null, serverRatesAsOf: string | null = null): LeadQuoteCheck =>
  ({ matches: false, serverTotal, serverRatesAsOf, reason });

/** Recomputes a stored quote and compares its total with the one the client showed. */
export function checkLeadQuote(stored: LeadQuote, context: LeadQuoteContext): LeadQuoteCheck {
  // spec 2.3: model keys are matched without regard to case.
  const key = Object.keys(context.rates.models).find((k) => k.toLowerCase() === stored.bikeKey.toLowerCase());
  const model = key === undefined ? undefined : context.rates.models[key];
  if (!model) return mismatch(leadQuoteReasons.model);
  const variant = context.variants.find((v) => v.name === stored.variant);
  if (!variant) return mismatch(leadQuoteReasons.variant);
  const result = quoteOnroad({
    model, exShowroom: variant.price, rates: context.rates, ticked: stored.options, financed: stored.financed, on: context.on,
  });
  if (!result.ok) return mismatch(result.error);
  const { total, ratesAsOf } = result.quote;
  if (total !== stored.total) return mismatch(leadQuoteReasons.total, total, ratesAsOf);
  return { matches: true, serverTotal: total, serverRatesAsOf: ratesAsOf, reason: null };
}

/**
 * A quote as stored with its lead and shown to staff (the lead record's `quote`): what the
 * buyer was shown, whether the server's total differed when the lead arrived, and that total.
 */
export interface StoredLeadQuote extends LeadQuote {
  differs: boolean;
  /** The server's total when the lead arrived, or null when it could not be worked out. */
  serverTotal: number | null;
}

export function storedLeadQuote(quote: LeadQuote, check: LeadQuoteCheck): StoredLeadQuote {
  return { ...quote, differs: !check.matches, serverTotal: check.serverTotal };
}

/** The report's Quote cell: '₹1,23,456', or '₹1,23,456 (differs)' when the server's total did not match. */
export function leadQuoteText(quote: Pick<StoredLeadQuote, 'total' | 'differs'> | null | undefined): string {
  if (!quote) return '';
  return `₹${groupIndian(quote.total)}${quote.differs ? ' (differs)' : ''}`;
}
