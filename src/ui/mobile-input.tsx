import { FilteredInput, type FilteredInputProps } from './filtered-input.tsx';
import { mobileAsTyped, mobileFieldMaxLength } from './mobile-typing.ts';

type MobileInputProps = Omit<FilteredInputProps, 'type' | 'keep'>;

/**
 * A mobile number as people write it (src/ui/mobile-typing.ts), with the phone
 * keypad (inputmode tel has the '+'), and the browser's full-number autofill.
 */
export function MobileInput(props: MobileInputProps) {
  return <FilteredInput type="tel" inputMode="tel" autoComplete="tel" maxLength={mobileFieldMaxLength} {...props} keep={mobileAsTyped} />;
}
