import { digitsOnly, maxDigits } from '../lib/digits.ts';
import { FilteredInput, type FilteredInputProps } from './filtered-input.tsx';

type DigitsInputProps = Omit<FilteredInputProps, 'type' | 'keep'>;

/**
 * requirements 5: a contact or mobile number, digits only, non-digits stripped as typed, at most
 * 10. A text input with a numeric keyboard: a number input would ignore maxLength and
 * hide what was typed.
 */
export function DigitsInput(props: DigitsInputProps) {
  return <FilteredInput type="tel" inputMode="numeric" maxLength={maxDigits} {...props} keep={(text) => digitsOnly(text)} />;
}
