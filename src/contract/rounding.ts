/**
 * Money rounding of the on-road quote: whole rupees for every line, paise for the EMI.
 * Rates like 1.676 % give products such as 1065.1817999999998; they are first cut to six
 * decimals (after scaling to rupees or paise), so float noise never decides a rounding, then rounded half away from zero
 * (a negative subsidy line rounds like its positive amount).
 */

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toFixed(6));
  return Math.sign(value) * (Math.round(scaled) / factor) || 0;
}

export function roundRupees(value: number): number {
  return roundTo(value, 0);
}

export function roundPaise(value: number): number {
  return roundTo(value, 2);
}
