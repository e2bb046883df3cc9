/** An amount of rupees as a person types it or a price list file holds it, read as paise (integers, so no float decides a price). */

/** "1,250.50", "₹ 450", "Rs. 450" or "450.5" as paise; null when it is not rupees with at most two decimals. */
export function paiseOfRupees(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.replace(/[₹,\s]/g, '').replace(/^Rs\.?/i, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
