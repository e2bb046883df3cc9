/**
 * The dealer's Hindi words on a Hindi page, else the English, marked English
 * (docs/visitor-language.md): one text, a specification row, an on-road option's name.
 */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { dealerText } from '../../src/lib/i18n/dealer-text.ts';
import { loadCatalog } from '../../src/lib/i18n/catalogs.ts';
import { specRowText } from '../../src/catalogue/spec-row-text.ts';
import { quoteLineText } from '../../src/catalogue/quote/quote-summary.ts';

const hi = setupI18n({ locale: 'hi', messages: { hi: await loadCatalog('hi', 'catalogue') } });
const en = setupI18n({ locale: 'en', messages: { en: await loadCatalog('en', 'catalogue') } });

describe('dealerText', () => {
  it('shows the Hindi on a Hindi page when the dealer wrote it', () => {
    expect(dealerText('hi', 'Save on every scooter', 'हर स्कूटर पर बचत')).toEqual({ text: 'हर स्कूटर पर बचत', lang: undefined });
  });

  it('falls back to the English, marked so, when there is no Hindi or only spaces', () => {
    expect(dealerText('hi', 'Save on every scooter', '')).toEqual({ text: 'Save on every scooter', lang: 'en' });
    expect(dealerText('hi', 'Save on every scooter', '   ')).toEqual({ text: 'Save on every scooter', lang: 'en' });
    // A copy saved on the device before the Hindi fields existed.
    expect(dealerText('hi', 'Save on every scooter', undefined)).toEqual({ text: 'Save on every scooter', lang: 'en' });
  });

  it('shows the English on an English page, whatever the Hindi', () => {
    expect(dealerText('en', 'Save on every scooter', 'हर स्कूटर पर बचत')).toEqual({ text: 'Save on every scooter', lang: undefined });
  });
});

describe('specRowText: a specification row as a visitor reads it', () => {
  it("shows the dealer's Hindi label and value on a Hindi page", () => {
    expect(specRowText(hi, 'Clutch', 'Multi-plate wet', { label: 'क्लच प्रकार', value: 'मल्टी-प्लेट वेट' })).toEqual({
      label: { text: 'क्लच प्रकार', lang: undefined }, value: { text: 'मल्टी-प्लेट वेट', lang: undefined },
    });
  });

  it("else the site's own Hindi for a label it knows, and the English value marked as English", () => {
    const row = specRowText(hi, 'kerbWeight', '117 kg', undefined);
    expect(row.label.lang).toBeUndefined();
    expect(row.label.text).toMatch(/[\u0900-\u097F]/);
    expect(row.value).toEqual({ text: '117 kg', lang: 'en' });
  });

  it('else the English label, marked as English; an English page shows the English as written', () => {
    expect(specRowText(hi, 'Pillion footrest', 'Folding', { label: ' ', value: '' })).toEqual({
      label: { text: 'Pillion footrest', lang: 'en' }, value: { text: 'Folding', lang: 'en' },
    });
    expect(specRowText(en, 'Clutch', 'Multi-plate wet', { label: 'क्लच', value: 'मल्टी-प्लेट वेट' })).toEqual({
      label: { text: 'Clutch', lang: undefined }, value: { text: 'Multi-plate wet', lang: undefined },
    });
  });
});

describe("quoteLineText: an on-road option's name", () => {
  it("is the dealer's Hindi name on a Hindi page, else the English marked as English", () => {
    expect(quoteLineText(hi, { label: 'Genuine kit: crash guard, seat cover', labelHi: 'असली किट: क्रैश गार्ड, सीट कवर' }))
      .toEqual({ text: 'असली किट: क्रैश गार्ड, सीट कवर', lang: undefined });
    expect(quoteLineText(hi, { label: 'Genuine kit: crash guard, seat cover' })).toEqual({ text: 'Genuine kit: crash guard, seat cover', lang: 'en' });
    expect(quoteLineText(en, { label: 'Genuine kit: crash guard, seat cover', labelHi: 'असली किट' })).toEqual({ text: 'Genuine kit: crash guard, seat cover', lang: undefined });
  });
});
