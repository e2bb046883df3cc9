/**
 * What a mobile field keeps as people type or paste (src/ui/mobile-typing.ts):
 * requirements 5's digits only for plain typing, plus a +91/0 prefix and spaces, stopping where
 * the number must end.
 */
import { describe, expect, it } from 'vitest';
import { mobileMessage, requiredMobile } from '#contract/fields.ts';
import { mobileAsTyped } from '../../src/ui/mobile-typing.ts';

/** Types the text one character at a time, as a person (or Playwright's pressSequentially) does. */
const typed = (text: string) => [...text].reduce((value, ch) => mobileAsTyped(value + ch), '');

describe('mobile typing', () => {
  it('keeps plain digits, at most 10 (requirements 5)', () => {
    expect(typed('98110400011234')).toBe('9811040001');
    expect(mobileAsTyped('98110400011234')).toBe('9811040001');
  });

  it('drops letters and other signs as typed', () => {
    expect(typed('98a1b1-0(4)0.0x01')).toBe('9811040001');
  });

  it('keeps spaces (one at a time) and a + only in front', () => {
    expect(typed('+91 98110  40001')).toBe('+91 98110 40001');
    expect(typed('98+110 40001')).toBe('98110 40001');
    expect(mobileAsTyped('  +91 98110 40001')).toBe('+91 98110 40001');
  });

  it('stops where the prefix says the number ends', () => {
    expect(typed('+91 98110 400019999')).toBe('+91 98110 40001');
    expect(typed('098110 400019')).toBe('098110 40001');
    expect(typed('0091 98110 400019')).toBe('0091 98110 40001');
    expect(typed('91981104000199')).toBe('919811040001');
  });

  it('what it keeps of the common ways of writing a number is a valid mobile', () => {
    const mobile = requiredMobile('Please enter your mobile number');
    for (const written of ['+91 (98) 110-400-01', '+91 98110 40001', '098110-40001', '0091 98110 40001', '98110 40001', '9811040001']) {
      expect(mobile.parse(typed(written)), written).toBe('9811040001');
    }
    expect(mobile.safeParse(typed('9811')).error?.issues[0]?.message).toBe(mobileMessage);
  });
});
