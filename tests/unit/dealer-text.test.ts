/** The dealer's Hindi words on a Hindi page, else the English, marked English (docs/visitor-language.md). */
import { describe, expect, it } from 'vitest';
import { dealerText } from '../../src/lib/i18n/dealer-text.ts';

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
