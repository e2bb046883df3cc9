import { describe, expect, it } from 'vitest';
import { consentLanguageOf, consentWording, updatesConsentField } from '#contract/updates-consent.ts';

describe('a consent names what it is for', () => {
  it('a workshop visit asks for approval requests and the ready message, not a booking\'s confirmation', () => {
    const workshop = consentWording('en', 'Gurgaon Two Wheelers', 'workshop');
    const booking = consentWording('en', 'Gurgaon Two Wheelers');
    expect(workshop.label).toBe(booking.label);
    expect(workshop.detail).toContain('requests for approval of extra work and the message that the vehicle is ready');
    expect(workshop.detail).not.toContain('booking');
    expect(booking.detail).toContain("this booking's confirmation, reminder and changes");
  });

  it('the server takes either purpose\'s words in either language, and nothing else', () => {
    for (const purpose of ['booking', 'workshop'] as const) {
      for (const language of ['en', 'hi'] as const) {
        const { text } = consentWording(language, 'Sohna Road Motors', purpose);
        expect(consentLanguageOf(text)).toBe(language);
        expect(updatesConsentField.safeParse(text).success).toBe(true);
      }
    }
    const mixed = `${consentWording('en', 'X', 'workshop').label}\n${consentWording('en', 'X').detail.replace('booking', 'visit')}`;
    expect(consentLanguageOf(mixed)).toBeNull();
    expect(updatesConsentField.safeParse(mixed).success).toBe(false);
  });
});
