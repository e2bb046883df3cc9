/**
 * The server's side of a quote carried by an enquiry: it works the quote out again from
 * its own catalogue and rates (checkLeadQuote, the same quoteOnroad the device used) and
 * keeps the buyer's quote with a flag when the totals differ, e.g. a rate changed after
 * the device cached it. The quote is split off the payload: it has columns of its own.
 */
import type { Queryable } from '../db/connect.ts';
import { publicOnroadRates } from '../catalogue/onroad-repository.ts';
import { modelNameByKey, variants } from '../catalogue/repository.ts';
import { HttpError } from '../http/http-error.ts';
import { istDateOf } from '#contract/ist-date.ts';
import {
  checkLeadQuote, quoteFitsModel, quoteForOtherModelMessage, storedLeadQuote, type LeadQuote, type StoredLeadQuote,
} from '#contract/lead-quote.ts';

interface SplitQuote {
  /** The payload without its quote. */
  payload: Record<string, unknown>;
  quote: StoredLeadQuote | null;
}

export async function checkedQuote(db: Queryable, payload: Record<string, unknown>, now: Date): Promise<SplitQuote> {
  const { quote, ...rest } = payload;
  if (quote === undefined) return { payload, quote: null };
  const sent = quote as LeadQuote;
  const [rates, modelVariants, catalogueName] = await Promise.all([publicOnroadRates(db), variants(db, sent.bikeKey), modelNameByKey(db, sent.bikeKey)]);
  // The quote must be for the enquiry's model and variant (a 400 naming it, nothing stored).
  const names = catalogueName === null ? [sent.bikeKey] : [sent.bikeKey, catalogueName];
  if (!quoteFitsModel(String(payload.model ?? ''), sent, names)) {
    throw new HttpError(400, `quote: ${quoteForOtherModelMessage}`, { fields: { errors: [{ field: 'quote', message: quoteForOtherModelMessage }] } });
  }
  const check = checkLeadQuote(sent, { rates, variants: modelVariants ?? [], on: istDateOf(now) });
  return { payload: rest, quote: storedLeadQuote(sent, check) };
}
