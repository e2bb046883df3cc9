/** The dealer's opening hours in Hindi (docs/visitor-language.md "Text the dealer enters"). */
import { describe, expect, it } from 'vitest';
import { hindiOpeningHours } from '#contract/opening-hours.ts';
import { site } from '#contract/site.ts';
import { dealerText } from '../../src/lib/i18n/dealer-text.ts';

describe('hindiOpeningHours', () => {
  it('says the hours the site started with in Hindi, with the part of the day', () => {
    expect(site.openTime).toBe('09:30 AM to 07:00 PM');
    expect(hindiOpeningHours(site.openTime)).toBe('सुबह 9:30 से शाम 7:00 बजे तक');
  });

  it('reads the ways a dealer writes hours: small letters, dots, a dash, the 24-hour clock', () => {
    expect(hindiOpeningHours('10 am - 8:30 pm')).toBe('सुबह 10:00 से रात 8:30 बजे तक');
    expect(hindiOpeningHours('9.00 a.m. till 6 p.m.')).toBe('सुबह 9:00 से शाम 6:00 बजे तक');
    expect(hindiOpeningHours('12:00 PM – 3:45 PM')).toBe('दोपहर 12:00 से दोपहर 3:45 बजे तक');
    expect(hindiOpeningHours('08:00 to 21:30')).toBe('सुबह 8:00 से रात 9:30 बजे तक');
    expect(hindiOpeningHours('12 AM to 11:59 PM')).toBe('रात 12:00 से रात 11:59 बजे तक');
  });

  it('has no Hindi for hours written another way: a Hindi page shows them as written, marked as English', () => {
    for (const hours of ['Closed on Tuesdays', '9 to 7', '13:00 PM to 7 PM', '09:30 AM to 07:75 PM', '9 AM to 1 PM, 2 PM to 7 PM', '']) {
      expect(hindiOpeningHours(hours), hours).toBe('');
    }
    expect(dealerText('hi', 'Closed on Tuesdays', hindiOpeningHours('Closed on Tuesdays'))).toEqual({ text: 'Closed on Tuesdays', lang: 'en' });
    expect(dealerText('en', site.openTime, hindiOpeningHours(site.openTime))).toEqual({ text: '09:30 AM to 07:00 PM', lang: undefined });
  });
});
