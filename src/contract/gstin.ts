/**
 * A GSTIN's shape and its check character (GST registration format): a 2-digit state
 * code, the 10-character PAN, the entity number, 'Z', then a character computed from the
 * first fourteen. The check is the GSTN's: each character's value (0-9, then A-Z as
 * 10-35) is weighted 1 and 2 alternately, each product's base-36 digits are added, and
 * the check character is what brings the sum to a multiple of 36. One mistyped character
 * of the fourteen always changes it, so a typing slip never reaches a tax invoice.
 */
const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const gstinPattern = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character the first fourteen characters of a well-shaped GSTIN call for. */
export function gstinCheckCharacter(gstin: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = alphabet.indexOf(gstin[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN of the right shape whose last character is the one its first fourteen call for. */
export function gstinChecksOut(gstin: string): boolean {
  return gstinPattern.test(gstin) && gstin[14] === gstinCheckCharacter(gstin);
}
