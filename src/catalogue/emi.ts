/**
 * spec 5 (EMI calculator): r = annual rate / 12 / 100, n = years x 12,
 * EMI = P*r*(1+r)^n / ((1+r)^n - 1); spec 9: 12 months per year, result to 2 decimals.
 */

export const monthsPerYear = 12;

export interface EmiResult {
  emi: number;
  totalPayable: number;
  totalInterest: number;
}

/** Returns null unless all three inputs are filled with usable numbers (spec 5: runs only if all are filled). */
export function calculateEmi(amount: number, annualRate: number, years: number): EmiResult | null {
  if (![amount, annualRate, years].every((v) => Number.isFinite(v)) || amount <= 0 || years <= 0 || annualRate < 0) return null;
  const n = years * monthsPerYear;
  const r = annualRate / monthsPerYear / 100;
  // A 0 % loan makes the formula 0/0; the instalment is then simply the amount spread evenly.
  const emi = r === 0 ? amount / n : (amount * r * (1 + r) ** n) / ((1 + r) ** n - 1);
  const totalPayable = emi * n;
  return { emi, totalPayable, totalInterest: totalPayable - amount };
}

/** spec 5: 'Monthly EMI: ₹x', x to 2 decimals. */
export function emiLine(emi: number): string {
  return `Monthly EMI: ₹${emi.toFixed(2)}`;
}
