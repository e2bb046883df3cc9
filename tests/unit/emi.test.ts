import { describe, expect, it } from 'vitest';
import { calculateEmi, emiOverMonths } from '#contract/emi.ts';
import { formatRupees } from '../../src/lib/format.ts';

describe('EMI (requirements 5)', () => {
  it('gives 8791.59 a month for 100000 at 10% over 1 year', () => {
    const result = calculateEmi(100000, 10, 1);
    expect(result).not.toBeNull();
    expect(result!.emi.toFixed(2)).toBe('8791.59');
    expect(formatRupees(result!.emi, 2)).toBe('₹8,791.59');
    expect([formatRupees(result!.totalInterest, 2), formatRupees(result!.totalPayable, 2)]).toEqual(['₹5,499.06', '₹1,05,499.06']);
    // The calculator counts the tenure in months, as the on-road quote does: 12 months is the same loan.
    expect(emiOverMonths(100000, 10, 12)).toEqual(result);
    expect(result!.totalPayable.toFixed(2)).toBe('105499.06');
    expect(result!.totalInterest.toFixed(2)).toBe('5499.06');
  });

  it('shows amounts in Indian grouping to the paisa', () => {
    expect(formatRupees(3246.32, 2)).toBe('₹3,246.32');
    expect(formatRupees(3246.3, 2)).toBe('₹3,246.30');
    expect(formatRupees(123456.785, 2)).toBe('₹1,23,456.79');
    expect(formatRupees(99, 2)).toBe('₹99.00');
  });

  it('uses 12 months per year for longer tenures', () => {
    // 500000 at 9% for 5 years is the textbook 10379.18.
    expect(calculateEmi(500000, 9, 5)!.emi.toFixed(2)).toBe('10379.18');
  });

  it('spreads the amount evenly at 0%', () => {
    expect(calculateEmi(120000, 0, 1)!.emi).toBe(10000);
  });

  it('does not run without all three inputs', () => {
    expect(calculateEmi(Number.NaN, 10, 1)).toBeNull();
    expect(calculateEmi(100000, Number.NaN, 1)).toBeNull();
    expect(calculateEmi(100000, 10, 0)).toBeNull();
  });
});
