/**
 * Indian digit grouping, as Intl's en-IN writes it: the last three digits, then groups of
 * two (1234567 -> '12,34,567'). Shared by the page (src/lib/format.ts) and the quote text
 * a report shows (lead-quote.ts).
 *
 * Written out rather than with Intl.NumberFormat: a page's first en-IN number format loads
 * the locale's data, 40-80 ms of main thread on a fast desktop and several times that on a
 * phone, in the middle of taking a drawn page over (docs/architecture.md "Design"). It rounds as Intl
 * does: half away from zero on the number's shortest decimal form (2.675 -> 2.68, where
 * toFixed gives 2.67); the unit tests hold the two side by side.
 */

/** 1234567 -> '12,34,567'; text that is not a number is returned as it is. */
export function groupIndian(value: number | string, decimals = 0): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const shortest = String(Math.abs(n));
  // Exponent notation (under 1e-6 or from 1e21): no price or EMI gets there.
  if (shortest.includes('e')) return new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n || 0);
  const [whole, fraction] = roundDecimal(shortest, decimals);
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = head ? `${head},${whole.slice(-3)}` : whole;
  // Intl writes a negative amount that rounds to zero as '-0', and -0 itself as '0'.
  return `${n < 0 ? '-' : ''}${grouped}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** '2871518.135', 2 -> ['2871518', '14']: a plain decimal text rounded half up, as digits. */
function roundDecimal(text: string, decimals: number): [string, string] {
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return [whole, fraction.padEnd(decimals, '0')];
  let digits = whole + fraction.slice(0, decimals);
  if (fraction.charAt(decimals) >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  return [digits.slice(0, digits.length - decimals), digits.slice(digits.length - decimals)];
}
