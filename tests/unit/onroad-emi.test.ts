/**
 * Finance from the quote (src/contract/onroad-emi.ts): loan = on-road total less the down
 * payment; requirements 5's formula EMI = P*r*(1+r)^n / ((1+r)^n - 1), r = rate / 12 / 100, n the
 * tenure in months; results to 2 decimals. Hand working in the comments.
 */
import { describe, expect, it } from 'vitest';
import { calculateEmi } from '#contract/emi.ts';
import { emiTermsSchema, quoteEmi } from '#contract/onroad-emi.ts';

describe('EMI of a quote', () => {
  it('takes a down payment given as an amount', () => {
    // On-road 76,277 (the commuter quote), down ₹15,000: loan 61,277 at 10 % for 24 months.
    // r = 10 / 12 / 100 = 0.0083333; (1+r)^24 = 1.220390961
    // EMI = 61,277 x 0.0083333 x 1.220390961 / 0.220390961 = 2,827.622651 -> 2,827.62
    // Total payable = 2,827.622651 x 24 = 67,862.943628 -> 67,862.94; interest 6,585.94
    expect(quoteEmi(76_277, { downPayment: { kind: 'amount', amount: 15_000 }, annualRatePercent: 10, tenureMonths: 24 })).toEqual({
      downPayment: 15_000, loanAmount: 61_277, monthlyEmi: 2_827.62, totalInterest: 6_585.94, totalPayable: 67_862.94,
    });
  });

  it('takes a down payment given as a share of the total, rounded to the rupee', () => {
    // 20 % of 76,277 = 15,255.4 -> 15,255; loan 61,022 at 9.5 % for 36 months.
    // r = 9.5 / 1200 = 0.00791667; (1+r)^36 = 1.328270598
    // EMI = 61,022 x 0.00791667 x 1.328270598 / 0.328270598 = 1,954.714659 -> 1,954.71
    // Total payable = 1,954.714659 x 36 = 70,369.727727 -> 70,369.73; interest 9,347.73
    expect(quoteEmi(76_277, { downPayment: { kind: 'percent', percent: 20 }, annualRatePercent: 9.5, tenureMonths: 36 })).toEqual({
      downPayment: 15_255, loanAmount: 61_022, monthlyEmi: 1_954.71, totalInterest: 9_347.73, totalPayable: 70_369.73,
    });
  });

  it('agrees with the EMI calculator of requirements 5 for whole years', () => {
    // Loan 1,00,000 at 10 % for 12 months is the calculator's 8,791.59 (tests/unit/emi.test.ts).
    const fromQuote = quoteEmi(120_000, { downPayment: { kind: 'amount', amount: 20_000 }, annualRatePercent: 10, tenureMonths: 12 })!;
    const calculator = calculateEmi(100_000, 10, 1)!;
    expect(fromQuote.monthlyEmi).toBe(8_791.59);
    expect(fromQuote.monthlyEmi.toFixed(2)).toBe(calculator.emi.toFixed(2));
    expect(fromQuote.totalPayable.toFixed(2)).toBe(calculator.totalPayable.toFixed(2));
    expect(fromQuote.totalInterest).toBe(5_499.06);
  });

  it('spreads a 0 % loan evenly', () => {
    // 60,000 - 15,000 = 45,000 over 18 months = 2,500.
    expect(quoteEmi(60_000, { downPayment: { kind: 'amount', amount: 15_000 }, annualRatePercent: 0, tenureMonths: 18 })).toEqual({
      downPayment: 15_000, loanAmount: 45_000, monthlyEmi: 2_500, totalInterest: 0, totalPayable: 45_000,
    });
  });

  it('has nothing to compute when the down payment covers the total or the terms are unusable', () => {
    const terms = { annualRatePercent: 10, tenureMonths: 24 };
    expect(quoteEmi(76_277, { ...terms, downPayment: { kind: 'amount', amount: 76_277 } })).toBeNull();
    expect(quoteEmi(76_277, { ...terms, downPayment: { kind: 'percent', percent: 100 } })).toBeNull();
    expect(quoteEmi(76_277, { ...terms, downPayment: { kind: 'amount', amount: -1 } })).toBeNull();
    expect(quoteEmi(76_277, { downPayment: { kind: 'amount', amount: 0 }, annualRatePercent: 10, tenureMonths: 2 })).toBeNull();
    expect(quoteEmi(Number.NaN, { ...terms, downPayment: { kind: 'amount', amount: 0 } })).toBeNull();
  });

  it('explains refused terms in words a buyer understands', () => {
    const result = emiTermsSchema.safeParse({ downPayment: { kind: 'percent', percent: 120 }, annualRatePercent: 60, tenureMonths: 12.5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'The down payment cannot be more than 100%', 'The rate must be at most 50%', 'The tenure is a whole number of months',
    ]);
  });
});
