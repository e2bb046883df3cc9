/**
 * requirements 5 (EMI calculator): r = annual rate / 12 / 100, n = years x 12,
 * EMI = P*r*(1+r)^n / ((1+r)^n - 1); requirements 9: 12 months per year. Shared by the calculator
 * and the on-road quote's finance part, so both give the same instalment.
 */

const monthsPerYear = 12;

export interface EmiResult {
  emi: number;
  totalPayable: number;
  totalInterest: number;
}

/** Returns null unless all three inputs are filled with usable numbers (requirements 5: runs only if all are filled). */
export function calculateEmi(amount: number, annualRate: number, years: number): EmiResult | null {
  return emiOverMonths(amount, annualRate, years * monthsPerYear);
}

/** The same formula over n months, for tenures given in months (the on-road quote's finance). */
export function emiOverMonths(amount: number, annualRate: number, months: number): EmiResult | null {
  if (![amount, annualRate, months].every((v) => Number.isFinite(v)) || amount <= 0 || months <= 0 || annualRate < 0) return null;
  const n = months;
  const r = annualRate / monthsPerYear / 100;
  // A 0 % loan makes the formula 0/0; the instalment is then simply the amount spread evenly.
  const emi = r === 0 ? amount / n : (amount * r * (1 + r) ** n) / ((1 + r) ** n - 1);
  const totalPayable = emi * n;
  return { emi, totalPayable, totalInterest: totalPayable - amount };
}
