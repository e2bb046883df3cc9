/**
 * Money kept in paise, as a person reads it. Apart from the payment schemas (payments.ts
 * re-exports it) so that a model's page shows its booking amount without loading zod
 * (docs/decisions/model-page-without-zod.md).
 */
import { groupIndian } from './indian-grouping.ts';

/** ₹12,34,567 or ₹1,234.50: whole rupees without paise, Indian grouping; a minus before the sign. */
export function formatPaise(amountPaise: number): string {
  const sign = amountPaise < 0 ? '−' : '';
  const abs = Math.abs(amountPaise);
  return `${sign}₹${groupIndian(abs / 100, abs % 100 === 0 ? 0 : 2)}`;
}
