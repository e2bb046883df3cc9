/**
 * What a mobile field keeps of what is typed or pasted. requirements 5 strips non-digits as typed
 * and stops at 10; people also write '+91 98110 40001' or '098110 40001' (and autofill
 * does), so digits and spaces stay, a '+' only in front, and the digits stop where the
 * prefix they began with says the number ends. Anything else still disappears as typed.
 * The schema then decides (src/contract/fields.ts `requiredMobile`) and stores 10 digits.
 */

/** Digits a number may have after how it starts: +91 or 91 and 10, 0091 and 10, 0 and 10. */
function digitLimit(text: string): number {
  if (text.startsWith('+') || text.startsWith('91')) return 12;
  if (text.startsWith('00')) return 14;
  if (text.startsWith('0')) return 11;
  return 10;
}

/** The longest text a mobile field holds ('+91 98110 40001' is 15). */
export const mobileFieldMaxLength = 20;

export function mobileAsTyped(input: string): string {
  const kept = input.replace(/^\s+/, '').replace(/[^\d +]/g, '').replace(/(?!^)\+/g, '').replace(/ {2,}/g, ' ');
  const limit = digitLimit(kept);
  let digits = 0;
  let out = '';
  for (const ch of kept) {
    if (ch >= '0' && ch <= '9') {
      if (digits === limit) continue;
      digits += 1;
    }
    out += ch;
  }
  return out.slice(0, mobileFieldMaxLength);
}
