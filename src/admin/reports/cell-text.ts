/**
 * How a report cell reads, on screen and in every export. Money fields carry the rupee
 * sign (spec 1: currency is the rupee); everything else is the server's text as is.
 */
import { formatRupees } from '../../lib/format.ts';

/** Record fields that hold an amount of money (spec 3: finance loan_amount; prices). */
const moneyFields = new Set(['loan_amount', 'price', 'bike_price']);

export function isMoneyField(field: string): boolean {
  return moneyFields.has(field);
}

export function cellText(field: string, value: unknown, options: { forExport?: boolean } = {}): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (isMoneyField(field) && text.trim() !== '' && Number.isFinite(Number(text))) return formatRupees(text, Number(text) % 1 ? 2 : 0);
  // A resume link is shown as a link on screen; exports carry its absolute address.
  if (field === 'resume_url' && options.forExport && /^\/(?!\/)/.test(text) && typeof location !== 'undefined') return `${location.origin}${text}`;
  return text;
}
