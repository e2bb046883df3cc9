/** spec 5: the calculator's result lines; the formula itself is src/contract/emi.ts. */
import { formatRupees } from '../lib/format.ts';

/** spec 5: 'Monthly EMI: ₹x', x to 2 decimals, in Indian grouping ('Monthly EMI: ₹3,246.32'). */
export function emiLine(emi: number): string {
  return `Monthly EMI: ${formatRupees(emi, 2)}`;
}

/** The totals under it, to the paisa like the instalment ('Total Payable: ₹1,05,499.06'). */
export function emiTotals(result: { totalInterest: number; totalPayable: number }): [interest: string, payable: string] {
  return [`Total Interest: ${formatRupees(result.totalInterest, 2)}`, `Total Payable: ${formatRupees(result.totalPayable, 2)}`];
}
