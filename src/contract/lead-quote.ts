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

export const quoteForOtherModelMessage = 'The quote must be for the model and variant of this enquiry';

/**
 * Whether a quote is for the model a product enquiry names: 'Shine 100' or, from a
 * variant's page, 'Shine 100 (Drum)' (the quote dialog, src/catalogue/quote/quote-panel.tsx).
 * The name must be one of the model's names (`modelNames`: its key and its catalogue name;
 * spaces and case aside, as keys are the names without spaces, requirements 2.3) and a named
 * variant the quote's, so a booking for one model cannot carry the cheaper quote of another.
 */
export function quoteFitsModel(model: string, quote: Pick<LeadQuote, 'variant'>, modelNames: readonly string[]): boolean {
  const plain = (v: string) => v.replace(/\s+/g, '').toLowerCase();
  const open = model.endsWith(')') ? model.lastIndexOf(' (') : -1;
  const name = open > 0 ? model.slice(0, open) : model;
  const variant = open > 0 ? model.slice(open + 2, -1) : null;
  return modelNames.some((n) => plain(n) === plain(name)) && (variant === null || plain(variant) === plain(quote.variant));
}

interface LeadQuoteCheck {
  /** The client's total is what the server works out now. */
  matches: boolean;
  /** The server's total, or null when the quote cannot be worked out any more. */
  serverTotal: number | null;
  serverRatesAsOf: string | null;
  /** Why it does not match (null when it does). */
  reason: string | null;
}

interface LeadQuoteContext {
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
  // requirements 2.3: model keys are matched without regard to case.
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

/** What the buyer's figure is called wherever staff see it beside the server's. */
export function customerSawText(total: number): string {
  return `customer saw ₹${groupIndian(total)}`;
}

/**
 * The report's Quote cell, led by the server's figure: '₹1,23,456', or '₹1,23,456
 * (customer saw ₹1,20,000)' when the buyer was shown another; when the server cannot work
 * the quote out any more, only '(customer saw ₹1,20,000)'.
 */
export function leadQuoteText(quote: Pick<StoredLeadQuote, 'total' | 'differs' | 'serverTotal'> | null | undefined): string {
  if (!quote) return '';
  if (!quote.differs) return `₹${groupIndian(quote.serverTotal ?? quote.total)}`;
  if (quote.serverTotal === null) return `(${customerSawText(quote.total)})`;
  return `₹${groupIndian(quote.serverTotal)} (${customerSawText(quote.total)})`;
}
