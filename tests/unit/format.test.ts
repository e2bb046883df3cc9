import { describe, expect, it } from 'vitest';
import { accessoryPrice, formatRupees, groupIndian, rupeeAmount, startFromPrice } from '../../src/lib/format.ts';

describe('rupee formatting with Indian grouping', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [68000, '68,000'],
    [123456, '1,23,456'],
    [1234567, '12,34,567'],
    [123456789, '12,34,56,789'],
  ])('%i -> %s', (value, text) => {
    expect(groupIndian(value)).toBe(text);
  });

  it('formats prices as the spec writes them', () => {
    expect(formatRupees(68000)).toBe('₹68,000');
    expect(formatRupees('250000')).toBe('₹2,50,000');
    expect(formatRupees(8791.594, 2)).toBe('₹8,791.59');
    expect(startFromPrice(123456)).toBe('Start from ₹ 1,23,456/-');
    expect(accessoryPrice(1450)).toBe('Price- ₹1,450 /-');
    expect(groupIndian(-1500)).toBe('-1,500');
  });

  it('shows paise to the paisa and whole rupees without decimals', () => {
    expect(formatRupees(3246.32)).toBe('₹3,246.32');
    expect(formatRupees('3246.3')).toBe('₹3,246.30');
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(68000.0)).toBe('₹68,000');
    expect(startFromPrice(99999.5)).toBe('Start from ₹ 99,999.50/-');
    expect(accessoryPrice('1450.25')).toBe('Price- ₹1,450.25 /-');
    expect(rupeeAmount(-0)).toBe('0');
    expect(rupeeAmount('not a price')).toBe('not a price');
  });
});
