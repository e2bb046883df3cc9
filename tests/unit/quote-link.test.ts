/**
 * The shared quote link (`/quote?...`) reopens the same choice: model, variant, ticked
 * options and the loan's terms; it carries no amounts, and unusable numbers fall back to
 * the defaults rather than breaking the page.
 */
import { describe, expect, it } from 'vitest';
import { choiceFromSearch, defaultTerms, quoteLink, quoteSearch, type QuoteChoice } from '../../src/catalogue/quote/quote-choice.ts';

const financed: QuoteChoice = {
  bikeKey: 'Shine100', variant: 'Disc (OBD2B)', options: [1, 4], financed: true,
  terms: { downPayment: { kind: 'amount', amount: 15000 }, annualRatePercent: 10.25, tenureMonths: 24 },
};

describe('quote link', () => {
  it('round-trips a financed choice with an amount down', () => {
    const link = quoteLink('https://gtwheelers.in', financed);
    expect(link).toBe('https://gtwheelers.in/quote?bike=Shine100&variant=Disc+%28OBD2B%29&options=1%2C4&loan=1&down=15000&rate=10.25&months=24');
    expect(choiceFromSearch(new URL(link).searchParams)).toEqual(financed);
  });

  it('round-trips a share down and a cash choice', () => {
    const share = { ...financed, terms: { ...financed.terms, downPayment: { kind: 'percent' as const, percent: 12.5 } } };
    expect(choiceFromSearch(new URLSearchParams(quoteSearch(share)))).toEqual(share);
    const cash: QuoteChoice = { bikeKey: 'Activa6G', variant: 'STD', options: [], financed: false, terms: defaultTerms };
    expect(quoteSearch(cash)).toBe('?bike=Activa6G&variant=STD');
    expect(choiceFromSearch(new URLSearchParams(quoteSearch(cash)))).toEqual(cash);
  });

  it('has no choice without a model, and falls back to the defaults for unusable numbers', () => {
    expect(choiceFromSearch(new URLSearchParams('variant=STD'))).toBeNull();
    const odd = choiceFromSearch(new URLSearchParams('bike=Shine100&options=2,x,-1,2&loan=1&rate=abc&months='))!;
    expect(odd.options).toEqual([2]);
    expect(odd.terms).toEqual(defaultTerms);
  });
});
