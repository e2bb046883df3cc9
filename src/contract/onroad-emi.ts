/**
 * Finance from the quote: the buyer pays a down payment (an amount, or a share of the
 * on-road total rounded to the rupee) and borrows the rest; the instalment is the spec's
 * formula (requirements 5, src/contract/emi.ts) over the tenure in months. Monthly EMI, total
 * interest and total payable (the sum of the instalments) are given to 2 decimals, each
 * rounded from the unrounded result so they match the EMI calculator.
 */
import { z } from 'zod';
import { emiOverMonths } from './emi.ts';
import { roundPaise, roundRupees } from './rounding.ts';

export const emiLimits = { maxRatePercent: 50, minMonths: 3, maxMonths: 84 } as const;

const amount = z.number({ error: 'Enter the down payment in rupees' }).finite().min(0, 'The down payment cannot be negative');

export const emiTermsSchema = z.object({
  downPayment: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('amount'), amount }),
    z.object({
      kind: z.literal('percent'),
      percent: z.number({ error: 'Enter the down payment as a percentage' }).min(0, 'The down payment cannot be negative').max(100, 'The down payment cannot be more than 100%'),
    }),
  ]),
  annualRatePercent: z.number({ error: 'Enter the interest rate' }).min(0, 'The rate cannot be negative').max(emiLimits.maxRatePercent, `The rate must be at most ${emiLimits.maxRatePercent}%`),
  tenureMonths: z.number({ error: 'Enter the tenure in months' }).int('The tenure is a whole number of months')
    .min(emiLimits.minMonths, `The tenure must be at least ${emiLimits.minMonths} months`)
    .max(emiLimits.maxMonths, `The tenure must be at most ${emiLimits.maxMonths} months`),
});
export type EmiTerms = z.infer<typeof emiTermsSchema>;

export interface QuoteEmi {
  /** Rupees paid up front (paise kept when typed as an amount). */
  downPayment: number;
  /** On-road total less the down payment. */
  loanAmount: number;
  monthlyEmi: number;
  totalInterest: number;
  /** The sum of all instalments: loan plus interest. */
  totalPayable: number;
}

/** Null when there is nothing to borrow (down payment covers the total) or the terms are unusable. */
export function quoteEmi(onroadTotal: number, terms: EmiTerms): QuoteEmi | null {
  if (!emiTermsSchema.safeParse(terms).success || !Number.isFinite(onroadTotal) || onroadTotal <= 0) return null;
  const down = terms.downPayment.kind === 'amount'
    ? roundPaise(terms.downPayment.amount)
    : roundRupees((onroadTotal * terms.downPayment.percent) / 100);
  const loanAmount = roundPaise(onroadTotal - down);
  if (loanAmount <= 0) return null;
  const result = emiOverMonths(loanAmount, terms.annualRatePercent, terms.tenureMonths);
  if (!result) return null;
  return {
    downPayment: down,
    loanAmount,
    monthlyEmi: roundPaise(result.emi),
    totalInterest: roundPaise(result.totalInterest),
    totalPayable: roundPaise(result.totalPayable),
  };
}
