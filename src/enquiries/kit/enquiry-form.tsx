/**
 * Renders any form definition (spec 2.3) with react-hook-form and the definition's zod
 * schema (spec 5), submits through `submitEnquiry` and tells the user what happened
 * (spec 4 and 8): 'Submitting...' with the button disabled while in flight, then the
 * kind's toast; success clears the form, an error keeps it. A refused SUBMIT brings the
 * first invalid field into view and focuses it.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from 'sonner';
import { deviceRules } from '../../contract/submission-rules.ts';
import { submitEnquiry } from './submit-enquiry.ts';
import type { FormDefinition, FormValues } from './form-definition.ts';
import { fieldErrors } from './field-errors.ts';
import { FormField, type CustomRenderer } from './form-field.tsx';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { outcomeToast } from './outcome-toast.ts';
import './enquiry-form.css';

export interface EnquiryFormProps {
  definition: FormDefinition;
  /** Values that replace the definition's defaults, kept after a reset (a preselected model). */
  initialValues?: FormValues;
  /** Page-supplied inputs by field name (the finance page's model dropdown). */
  renderers?: Record<string, CustomRenderer>;
  /** Shown above the form as its heading (h2). */
  heading?: string;
}

/** The defaults, with what this device fills in for a fresh form (the remembered showroom). */
function startingValues(definition: FormDefinition, initialValues: FormValues | undefined): FormValues {
  const fromDevice = Object.fromEntries(definition.fields.filter((f) => f.initial).map((f) => [f.name, f.initial!()]));
  return { ...definition.defaults, ...fromDevice, ...initialValues };
}

export function EnquiryForm({ definition, initialValues, renderers, heading }: EnquiryFormProps) {
  const formId = `enquiry-${definition.kind}-${useId().replace(/:/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const defaults = useMemo(() => startingValues(definition, initialValues), [definition, initialValues]);
  // The schema is built at each check from the device's day, so a page left open past
  // midnight never lets yesterday through.
  const resolver = useMemo<Resolver<FormValues>>(
    () => (values, context, options) =>
      zodResolver(definition.schema(deviceRules()) as unknown as z.ZodType<FormValues, FormValues>)(values, context, options) as ReturnType<Resolver<FormValues>>,
    [definition],
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FormValues>({ resolver, defaultValues: defaults, shouldFocusError: false });
  const [resetCount, setResetCount] = useState(0);

  // After a refused SUBMIT the errors are rendered (aria-invalid) before this runs.
  useEffect(() => {
    if (submitCount > 0 && formRef.current) focusFirstInvalid(formRef.current);
  }, [submitCount]);

  const onSubmit = async (values: FormValues) => {
    const body = definition.toBody(values);
    const file = definition.fileOf?.(values) ?? null;
    const outcome = await submitEnquiry(definition.kind, body, file);
    const shown = outcomeToast(definition.kind, outcome, definition.successFromServer);
    const options = { duration: shown.duration, position: shown.position, description: shown.detail };
    if (shown.tone === 'success') toast.success(shown.text, options);
    else if (shown.tone === 'info') toast.info(shown.text, options);
    else toast.error(shown.text, options);
    if (shown.reset) {
      // spec 4: success clears the form (the product enquiry's model returns to the bike).
      reset(defaults);
      setResetCount((n) => n + 1);
    }
  };

  const shownErrors = fieldErrors(definition, errors, formId);
  const headingId = heading ? `${formId}-heading` : undefined;
  return (
    <form
      ref={formRef}
      id={formId}
      className="enquiry-form"
      aria-labelledby={headingId}
      aria-label={heading ? undefined : (definition.title ?? undefined)}
      // The schema gives the spec's own messages (spec 5); the browser's would differ.
      noValidate
      // submitEnquiry reports every outcome (network failures included); nothing waits here.
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      {heading ? (
        <h2 id={headingId} className="enquiry-form__heading">
          {heading}
        </h2>
      ) : null}
      <div className="enquiry-form__grid">
        {definition.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            formId={formId}
            control={control}
            register={register}
            error={shownErrors[field.name]}
            resetCount={resetCount}
            custom={renderers?.[field.name]}
          />
        ))}
      </div>
      <button type="submit" className="enquiry-form__submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Submitting...' : definition.submitLabel}
      </button>
    </form>
  );
}
