import { describe, expect, it } from 'vitest';
import { amountInWords, wholeNumberInWords } from '#contract/amount-in-words.ts';

describe('amount in words (receipts and bills)', () => {
  it.each([
    [250_000, 'Rupees Two Thousand Five Hundred Only'],
    [41_417, 'Rupees Four Hundred Fourteen and Seventeen Paise Only'],
    [100, 'Rupees One Only'],
    [0, 'Rupees Zero Only'],
    [5, 'Five Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [1_234_567_800, 'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only'],
    [110_000_000_090, 'Rupees One Hundred Ten Crore and Ninety Paise Only'],
  ])('%i paise -> %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('writes the Indian places, not millions', () => {
    expect(wholeNumberInWords(1_500_000)).toBe('Fifteen Lakh');
    expect(wholeNumberInWords(20_00_00_000)).toBe('Twenty Crore');
    expect(wholeNumberInWords(101)).toBe('One Hundred One');
  });

  it('refuses what is not whole paise', () => {
    expect(() => amountInWords(12.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
