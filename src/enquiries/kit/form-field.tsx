/**
 * One field of a form definition: its label, the input for its type and its error right
 * next to it (aria-invalid, aria-describedby), so every form of requirements 2.3 is labelled and
 * reports problems the same way.
 */
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { istDateOf } from '#contract/ist-date.ts';
import { fieldMessages } from '../../lib/i18n/field-messages.ts';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import type { FieldDef, FormValues } from './form-definition.ts';
import type { FieldError } from './field-errors.ts';
import { MobileInput } from '../../ui/mobile-input.tsx';
import { applyTick, type Ticks } from './check-all.ts';
import { formWords } from './form-words.ts';
import { ConsentTick } from './consent-tick.tsx';

/** What a page-supplied input (the finance model dropdown) gets from the form. */
export interface CustomFieldProps {
  id: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
  /** The form, for an input that follows other fields (a booking's times follow its showroom and day). */
  control: Control<FormValues>;
}

export type CustomRenderer = (props: CustomFieldProps) => ReactNode;

interface FormFieldProps {
  field: FieldDef;
  formId: string;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  /** Its problem, if any, and where the text is (src/enquiries/kit/field-errors.ts). */
  error: FieldError | undefined;
  /** Changes after every reset so the file input (which cannot be controlled) starts empty. */
  resetCount: number;
  custom?: CustomRenderer | undefined;
}

export function FormField({ field, formId, control, register, error, resetCount, custom }: FormFieldProps) {
  const { i18n } = useLingui();
  // The definition's English words in the visitor's language (src/enquiries/kit/form-words.ts).
  const words = (english: string | undefined) => (english === undefined ? undefined : inLanguage(i18n, formWords, english));
  const fieldLabel = words(field.label);
  const placeholder = words(field.placeholder);
  const id = `${formId}-${field.name}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const describedBy = [error?.id ?? '', field.hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  const className = `enquiry-field enquiry-field--${field.type}${field.wide ? ' enquiry-field--wide' : ''}`;
  const marker = field.required ? (
    <span className="enquiry-field__required" aria-hidden="true">
      {' '}*
    </span>
  ) : null;
  const after = (
    <>
      {field.hint ? (
        <p id={hintId} className="enquiry-field__hint">
          {words(field.hint)}
        </p>
      ) : null}
      {/* No role=alert: the first invalid field gets focus and its error is read through
          aria-describedby, a shared one (AMC) from wherever it is shown. */}
      {error?.shown ? (
        <p id={error.id} className="enquiry-field__error">
          {/* The contract's message (the device's check or the server's) in the visitor's language. */}
          {inLanguage(i18n, fieldMessages, error.message)}
        </p>
      ) : null}
    </>
  );

  if (field.type === 'checkbox') {
    return (
      <div className={className}>
        <label className="enquiry-check" htmlFor={id}>
          <input id={id} type="checkbox" {...aria} {...register(field.name)} />
          <span>
            {fieldLabel}
            {marker}
          </span>
        </label>
        {after}
      </div>
    );
  }

  if (field.type === 'consent') {
    return (
      <div className={className}>
        <Controller control={control} name={field.name} render={({ field: f }) => <ConsentTick id={id} field={f} aria={aria} />} />
        {after}
      </div>
    );
  }

  if (field.type === 'checkbox-group') {
    return (
      <fieldset className={className} {...aria}>
        <legend>
          {fieldLabel}
          {marker}
        </legend>
        <Controller
          control={control}
          name={field.name}
          render={({ field: group }) => {
            const ticks = (group.value ?? {}) as Ticks;
            return (
              <div className="enquiry-check-group">
                {(field.options ?? []).map((option) => (
                  <label key={option.value} className="enquiry-check" htmlFor={`${id}-${option.value}`}>
                    <input
                      id={`${id}-${option.value}`}
                      type="checkbox"
                      checked={ticks[option.value] === true}
                      onChange={(e) =>
                        group.onChange(
                          field.checkAll
                            ? applyTick(ticks, field.checkAll, option.value, e.target.checked)
                            : { ...ticks, [option.value]: e.target.checked },
                        )
                      }
                      onBlur={group.onBlur}
                    />
                    <span>{words(option.label)}</span>
                  </label>
                ))}
              </div>
            );
          }}
        />
        {after}
      </fieldset>
    );
  }

  const label = (
    <label id={labelId} htmlFor={id} className="enquiry-field__label">
      {fieldLabel}
      {marker}
    </label>
  );

  let input: ReactNode;
  switch (field.type) {
    case 'select':
      input = custom ? (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <>
              {custom({
              id,
              labelId,
              value: String(f.value ?? ''),
              onChange: f.onChange,
              onBlur: f.onBlur,
              invalid: Boolean(error),
              describedBy,
              inputRef: f.ref,
              control,
              })}
            </>
          )}
        />
      ) : (
        <select id={id} {...aria} {...register(field.name)}>
          {field.emptyOption !== undefined ? <option value="">{words(field.emptyOption)}</option> : null}
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {words(option.label)}
            </option>
          ))}
        </select>
      );
      break;
    case 'textarea':
      input = <textarea id={id} rows={4} placeholder={placeholder} {...aria} {...register(field.name)} />;
      break;
    case 'mobile':
      input = (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => <MobileInput field={f} id={id} placeholder={placeholder} {...aria} />}
        />
      );
      break;
    case 'file':
      input = (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <input
              key={resetCount}
              id={id}
              ref={f.ref}
              name={f.name}
              type="file"
              accept={field.accept}
              onChange={(e) => f.onChange(e.target.files?.[0] ?? null)}
              onBlur={f.onBlur}
              {...aria}
            />
          )}
        />
      );
      break;
    case 'number':
      input = (
        <input id={id} type="number" inputMode="numeric" min={field.min} placeholder={placeholder} {...aria} {...register(field.name)} />
      );
      break;
    default:
      input = (
        <input
          id={id}
          type={field.type}
          placeholder={placeholder}
          // The picker offers no past day; the schema refuses one all the same.
          min={field.fromToday ? istDateOf(new Date()) : undefined}
          autoComplete={field.type === 'email' ? 'email' : field.name === 'name' ? 'name' : undefined}
          {...aria}
          {...register(field.name)}
        />
      );
  }

  return (
    <div className={className}>
      {label}
      {input}
      {after}
    </div>
  );
}
