/**
 * Indian mobile numbers as people type them: "98110 40001", "+91 98110-40001",
 * "098110 40001". Normalised to the 10 digits a showroom dials; a reachable mobile starts
 * with 6, 7, 8 or 9 (the numbering plan for mobiles).
 */

/** The 10-digit number, or undefined when the text is not an Indian mobile number. */
export function normalizeIndianMobile(text: string): string | undefined {
  if (text.length > 24) return undefined;
  const compact = text.replace(/[\s().-]/g, '');
  const digits = compact.replace(/^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
}
