/** requirements 5: contact numbers accept digits only; non-digits are stripped as typed, max 10. */
export const maxDigits = 10;

export function digitsOnly(input: string, max: number = maxDigits): string {
  return input.replace(/\D+/g, '').slice(0, max);
}
