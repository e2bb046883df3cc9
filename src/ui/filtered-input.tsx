import type { InputHTMLAttributes } from 'react';
import type { ControllerRenderProps, FieldValues } from 'react-hook-form';

export type FilteredInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name'> & {
  /** The react-hook-form field it edits (from a Controller). */
  field: ControllerRenderProps<FieldValues, string>;
  /** What the field keeps of the text as typed or pasted. */
  keep: (text: string) => string;
};

/** A text input that keeps only what `keep` allows, as the person types or pastes. */
export function FilteredInput({ field, keep, ...attributes }: FilteredInputProps) {
  return (
    <input
      {...attributes}
      ref={field.ref}
      name={field.name}
      value={String(field.value ?? '')}
      onChange={(e) => field.onChange(keep(e.target.value))}
      onBlur={field.onBlur}
    />
  );
}
