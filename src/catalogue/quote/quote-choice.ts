/**
 * What a buyer chose in the on-road quote, and how a shared link (`/quote?...`) carries
 * it: the model, the variant, the ticked options, whether it is bought on a loan and the
 * loan's terms. The link holds choices only, never amounts: whoever opens it sees the
 * amounts the rates give on their device.
 */
import type { EmiTerms } from '#contract/onroad-emi.ts';

export interface QuoteChoice {
  bikeKey: string;
  variant: string;
  options: number[];
  financed: boolean;
  terms: EmiTerms;
}

/** Where the EMI starts: 10% down, 9.5% a year, 3 years (typical two-wheeler loans). */
export const defaultTerms: EmiTerms = {
  downPayment: { kind: 'percent', percent: 10 },
  annualRatePercent: 9.5,
  tenureMonths: 36,
};

const quotePath = '/quote';

const keys = { bike: 'bike', variant: 'variant', options: 'options', loan: 'loan', down: 'down', rate: 'rate', months: 'months' } as const;

/** The down payment as a link writes it: '10%' or '25000'. */
function downText(terms: EmiTerms): string {
  const down = terms.downPayment;
  return down.kind === 'percent' ? `${down.percent}%` : String(down.amount);
}

export function quoteSearch(choice: QuoteChoice): string {
  const params = new URLSearchParams();
  params.set(keys.bike, choice.bikeKey);
  params.set(keys.variant, choice.variant);
  if (choice.options.length > 0) params.set(keys.options, choice.options.join(','));
  if (choice.financed) {
    params.set(keys.loan, '1');
    params.set(keys.down, downText(choice.terms));
    params.set(keys.rate, String(choice.terms.annualRatePercent));
    params.set(keys.months, String(choice.terms.tenureMonths));
  }
  return `?${params.toString()}`;
}

export function quoteLink(origin: string, choice: QuoteChoice): string {
  return `${origin}${quotePath}${quoteSearch(choice)}`;
}

const number = (text: string | null, fallback: number) => {
  const n = text === null || text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(n) ? n : fallback;
};

/** A link's choice; null without a model. Unusable numbers fall back to the defaults. */
export function choiceFromSearch(search: URLSearchParams): QuoteChoice | null {
  const bikeKey = search.get(keys.bike)?.trim();
  if (!bikeKey) return null;
  const options = (search.get(keys.options) ?? '').split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);
  const down = search.get(keys.down)?.trim() ?? '';
  const terms: EmiTerms = {
    downPayment: down.endsWith('%')
      ? { kind: 'percent', percent: number(down.slice(0, -1), 10) }
      : down !== '' ? { kind: 'amount', amount: number(down, 0) } : defaultTerms.downPayment,
    annualRatePercent: number(search.get(keys.rate), defaultTerms.annualRatePercent),
    tenureMonths: number(search.get(keys.months), defaultTerms.tenureMonths),
  };
  return { bikeKey, variant: search.get(keys.variant) ?? '', options: [...new Set(options)], financed: search.get(keys.loan) === '1', terms };
}
