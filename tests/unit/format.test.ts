import { describe, expect, it } from 'vitest';
import { formatRupees, groupIndian, rupeeAmount, startFromPrice } from '../../src/lib/format.ts';

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
    expect(rupeeAmount(1450)).toBe('1,450');
    expect(groupIndian(-1500)).toBe('-1,500');
  });

  it('shows paise to the paisa and whole rupees without decimals', () => {
    expect(formatRupees(3246.32)).toBe('₹3,246.32');
    expect(formatRupees('3246.3')).toBe('₹3,246.30');
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(68000.0)).toBe('₹68,000');
    expect(startFromPrice(99999.5)).toBe('Start from ₹ 99,999.50/-');
    expect(rupeeAmount('1450.25')).toBe('1,450.25');
    expect(rupeeAmount(-0)).toBe('0');
    expect(rupeeAmount('not a price')).toBe('not a price');
  });
});

describe('the written-out grouping agrees with Intl en-IN', () => {
  const intl = (n: number, decimals: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n || 0);

  it('on edges of every group, halves, negatives and tiny amounts', () => {
    const values = [0, -0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789012, 999999999999999,
      0.5, 1.5, 2.5, 1.005, 1.015, 2.675, 999.995, 99999.995, 0.004, 0.005, -0.4, -0.5, -1.5, -2.675, -1234567.891, 8791.594, 3246.32, 1e20, 1e21, 1.5e22];
    for (const decimals of [0, 1, 2]) {
      for (const n of values) expect([n, decimals, groupIndian(n, decimals)]).toEqual([n, decimals, intl(n, decimals)]);
    }
  });

  it('on thousands of random prices and EMIs', () => {
    // A fixed sequence (a linear congruential generator), so a failure names a value that repeats.
    let seed = 20261125;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 5000; i++) {
      const n = Math.round(next() * 10 ** Math.floor(next() * 12)) / 10 ** Math.floor(next() * 4) * (next() < 0.1 ? -1 : 1);
      for (const decimals of [0, 2]) expect([n, decimals, groupIndian(n, decimals)]).toEqual([n, decimals, intl(n, decimals)]);
    }
  });
});
