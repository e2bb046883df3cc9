/**
 * A quote carried by a lead (src/contract/lead-quote.ts): its schema, and the server's
 * recomputation that flags a total the client showed but the current rates do not give.
 */
import { describe, expect, it } from 'vitest';
import { checkLeadQuote, leadQuoteReasons, leadQuoteSchema, leadQuoteText, quoteFitsModel, type LeadQuote } from '#contract/lead-quote.ts';
import { quoteErrors } from '#contract/onroad-quote.ts';
import { fixtureRates, kit, petrol, warranty2, warranty7 } from '../support/onroad-fixture.ts';

const rates = { ...fixtureRates(), models: { Shine100: petrol(98.98) } };
const variants = [{ name: 'Drum', price: 66_900 }, { name: 'Drum OBD2B', price: 68_767 }];
const on = '2026-11-22';

// The commuter of tests/unit/onroad-quote.test.ts: 76,277 cash; + kit 2,100 = 78,377; + 500 financed = 78,877.
const stored: LeadQuote = { bikeKey: 'Shine100', variant: 'Drum', options: [kit.id], financed: true, total: 78_877, ratesAsOf: '2026-11-01' };

describe('checking a stored quote', () => {
  it('matches when the current rates give the same total (model key in any case)', () => {
    expect(checkLeadQuote(stored, { rates, variants, on })).toEqual({ matches: true, serverTotal: 78_877, serverRatesAsOf: '2026-11-01', reason: null });
    expect(checkLeadQuote({ ...stored, bikeKey: 'shine100' }, { rates, variants, on }).matches).toBe(true);
  });

  it('flags a different client total with the server\'s own', () => {
    expect(checkLeadQuote({ ...stored, total: 78_000 }, { rates, variants, on })).toEqual({
      matches: false, serverTotal: 78_877, serverRatesAsOf: '2026-11-01', reason: leadQuoteReasons.total,
    });
    // A rate changed after the device cached the old one: hypothecation 500 -> 600 on 20 Nov.
    const changed = { ...rates, charges: { ...rates.charges, hypothecation: { ice: 600, ev: 600, changedAt: '2026-11-20T05:00:00.000Z' } } };
    expect(checkLeadQuote(stored, { rates: changed, variants, on })).toEqual({
      matches: false, serverTotal: 78_977, serverRatesAsOf: '2026-11-20', reason: leadQuoteReasons.total,
    });
  });

  it('says why a quote cannot be worked out any more', () => {
    expect(checkLeadQuote({ ...stored, bikeKey: 'Gone' }, { rates, variants, on })).toMatchObject({ matches: false, serverTotal: null, reason: leadQuoteReasons.model });
    expect(checkLeadQuote({ ...stored, variant: 'Disc' }, { rates, variants, on })).toMatchObject({ matches: false, reason: leadQuoteReasons.variant });
    expect(checkLeadQuote({ ...stored, options: [999] }, { rates, variants, on })).toMatchObject({ matches: false, reason: quoteErrors.option });
    expect(checkLeadQuote({ ...stored, options: [warranty2.id, warranty7.id] }, { rates, variants, on })).toMatchObject({ reason: quoteErrors.oneOfEach });
  });
});

describe('the stored quote schema', () => {
  it('accepts a quote as the screen sends it, trimming names', () => {
    const parsed = leadQuoteSchema.parse({ ...stored, variant: '  Drum ' });
    expect(parsed).toEqual(stored);
  });

  it('refuses a quote without what the check needs', () => {
    const messages = (body: unknown) => {
      const result = leadQuoteSchema.safeParse(body);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(messages({ ...stored, total: 78_877.5 })).toEqual(['total: The total is in whole rupees']);
    expect(messages({ ...stored, options: [11, 11] })).toEqual(['options: An option is listed twice']);
    expect(messages({ ...stored, ratesAsOf: '22 Nov 2026' })).toEqual(['ratesAsOf: must be a date (YYYY-MM-DD)']);
    expect(messages({ ...stored, variant: '' })).toEqual(['variant: The quote must name its variant']);
    expect(messages({ ...stored, financed: 'yes' })).toEqual(['financed: financed must be true or false']);
  });
});

describe('a quote fits the enquiry\'s model', () => {
  it('by the model key and, when named, the variant', () => {
    const quote = { variant: 'Drum' };
    const shine = ['Shine100', 'Shine 100'];
    expect(quoteFitsModel('Shine 100', quote, shine)).toBe(true);
    expect(quoteFitsModel('Shine 100 (Drum)', quote, shine)).toBe(true);
    expect(quoteFitsModel('SHINE 100 (drum)', quote, shine)).toBe(true);
    expect(quoteFitsModel('Shine 100 (Disc)', quote, shine)).toBe(false);
    expect(quoteFitsModel('Shine 125', quote, shine)).toBe(false);
    expect(quoteFitsModel('CB350 (Drum)', quote, shine)).toBe(false);
    expect(quoteFitsModel('(Drum)', quote, shine)).toBe(false);
    // A key that is not the name without spaces: the catalogue name counts.
    expect(quoteFitsModel('X-Blade (Disc)', { variant: 'Disc' }, ['XBLADE', 'X-Blade'])).toBe(true);
    expect(leadQuoteText({ total: 90_000, differs: false, serverTotal: 90_000 })).toBe('₹90,000');
    expect(leadQuoteText({ total: 85_000, differs: true, serverTotal: 1_02_500 })).toBe('₹1,02,500 (customer saw ₹85,000)');
    expect(leadQuoteText({ total: 85_000, differs: true, serverTotal: null })).toBe('(customer saw ₹85,000)');
    expect(leadQuoteText(null)).toBe('');
  });
});
