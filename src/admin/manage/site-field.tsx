/**
 * One labelled field of Manage > Site: the label says what it is, a hint how to write it,
 * and a refusal (the device's check or the server's) shows under it in words, with
 * aria-invalid and aria-describedby so a screen reader reads it with the field.
 */
import { get, useFormContext } from 'react-hook-form';
import type { SiteFormValues } from './site-form-values.ts';

interface SiteFieldProps {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'tel' | 'email' | 'url';
  inputMode?: 'decimal' | 'tel' | 'email' | 'url' | 'text';
  autoComplete?: string;
  wide?: boolean;
}

/** The id a field's input has on the page (names hold dots, which ids may hold too). */
export const fieldId = (name: string) => `site-${name.replace(/\./g, '-')}`;

export function SiteField({ name, label, hint, type = 'text', inputMode, autoComplete = 'off', wide }: SiteFieldProps) {
  const { register, formState } = useFormContext<SiteFormValues>();
  const id = fieldId(name);
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const described = [hint ? `${id}-hint` : '', error?.message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`admin-field site-field${wide ? ' site-field-wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && <span id={`${id}-hint`} className="site-hint">{hint}</span>}
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...register(name as 'dealerName')}
      />
      {error?.message && (
        <span id={`${id}-error`} className="admin-field-error">
          {error.message}
        </span>
      )}
    </div>
  );
}
