/**
 * Rupee formatting with Indian digit grouping (requirements 1: currency is the rupee; requirements 2.3:
 * 'Start from ₹ {price}/-'): the last three digits, then groups of two, as Intl's en-IN
 * writes them (src/contract/indian-grouping.ts). Whole rupees show no decimals; an amount
 * with paise shows them to the paisa.
 */

import { groupIndian } from '#contract/indian-grouping.ts';

export { groupIndian };

/** 68000 -> '68,000'; 3246.32 -> '3,246.32'; 3246.3 -> '3,246.30'. */
export function rupeeAmount(value: number | string): string {
  return groupIndian(value, Number.isInteger(Number(value)) ? 0 : 2);
}

/** 68000 -> '₹68,000'; 3246.32 -> '₹3,246.32'; `decimals` fixes the number of decimals. */
export function formatRupees(value: number | string, decimals?: number): string {
  return `₹${decimals === undefined ? rupeeAmount(value) : groupIndian(value, decimals)}`;
}

/** requirements 2.3: the overview price line, 123456 -> 'Start from ₹ 1,23,456/-'. */
export function startFromPrice(value: number | string): string {
  return `Start from ₹ ${rupeeAmount(value)}/-`;
}
