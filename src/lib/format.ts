/**
 * Rupee formatting with Indian digit grouping (spec 1: currency is the rupee; spec 2.3:
 * 'Start from ₹ {price}/-'). Grouping is done by hand, not with Intl, so the output is the
 * same in every browser and in Node regardless of the ICU data shipped.
 */

/** 1234567 -> '12,34,567': the last three digits, then groups of two. */
export function groupIndian(value: number | string, decimals = 0): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return String(value);
  const negative = n < 0;
  const fixed = Math.abs(n).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** 68000 -> '₹68,000'. */
export function formatRupees(value: number | string, decimals = 0): string {
  return `₹${groupIndian(value, decimals)}`;
}

/** spec 2.3: the overview price line, 123456 -> 'Start from ₹ 1,23,456/-'. */
export function startFromPrice(value: number | string): string {
  return `Start from ₹ ${groupIndian(value)}/-`;
}

/** spec 2.3: the accessory price line, 1450 -> 'Price- ₹1,450 /-'. */
export function accessoryPrice(value: number | string): string {
  return `Price- ₹${groupIndian(value)} /-`;
}
