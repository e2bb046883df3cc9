/**
 * An amount in words, as Indian receipts and GST bills write it: the Indian system (lakh,
 * crore), "Rupees ... Only", paise after "and". Used by every money document (the booking
 * receipt, the workshop bill), so it lives in the contract and the server and page agree.
 *
 * 250000 paise    -> 'Rupees Two Thousand Five Hundred Only'
 * 41417 paise     -> 'Rupees Four Hundred Fourteen and Seventeen Paise Only'
 * 1234567800 paise -> 'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only'
 */

const ones = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** The Indian places, largest first: each takes the number of its unit left after the larger ones. */
const places: Array<[unit: number, name: string]> = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
  [100, 'Hundred'],
];

function underHundred(n: number): string {
  if (n < 20) return ones[n]!;
  const rest = n % 10;
  return rest ? `${tens[Math.floor(n / 10)]}-${ones[rest]}` : tens[n / 10]!;
}

/** 12345 -> 'Twelve Thousand Three Hundred Forty-Five'; above 99 crore the crores are words themselves. */
export function wholeNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return ones[0]!;
  const words: string[] = [];
  let left = n;
  for (const [unit, name] of places) {
    const count = Math.floor(left / unit);
    if (count === 0) continue;
    words.push(`${unit === 10_000_000 ? wholeNumberInWords(count) : underHundred(count)} ${name}`);
    left -= count * unit;
  }
  if (left > 0) words.push(underHundred(left));
  return words.join(' ');
}

/** Paise (an integer, as the ledger keeps money) in words for a receipt or bill. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `${underHundred(rest)} Paise Only`;
  return `Rupees ${wholeNumberInWords(rupees)}${rest > 0 ? ` and ${underHundred(rest)} Paise` : ''} Only`;
}
