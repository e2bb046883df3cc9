/**
 * Renders any form definition (requirements 2.3) with react-hook-form and the definition's zod
 * schema (requirements 5), submits through `submitEnquiry` and tells the user what happened
 * (requirements 4 and 8): 'Submitting...' with the button disabled while in flight, then the
 * kind's toast; success clears the form, an error keeps it. A refused SUBMIT brings the
 * first invalid field into view and focuses it.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from 'sonner';
import { deviceRules } from '#contract/submission-rules.ts';
import { submitEnquiry } from './submit-enquiry.ts';
import type { FormDefinition, FormValues } from './form-definition.ts';
import { fieldErrors } from './field-errors.ts';
import { FormField, type CustomRenderer } from './form-field.tsx';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { outcomeToast } from './outcome-toast.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { bookingRequestOf, isBookingKind, bookingFields, type BookingAnswer } from '#contract/appointment-api.ts';
import { Confirmation, type ConfirmationContent } from './confirmation.tsx';
import { SlotRefusalNotice, slotRefusalOf, type SlotRefusal } from './slot-refusal.tsx';
import { useLingui } from '@lingui/react/macro';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { formWords } from './form-words.ts';
import { isLanguage } from '#contract/language.ts';
import { toastText } from './toast-words.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { withShowroomChoices } from '../forms/showroom-choices.ts';
import { withCatalogueModels } from '../forms/catalogue-model-choices.ts';
import { useCatalogueModels } from '../forms/use-catalogue-models.ts';
import { modelAskedAbout } from './model-asked-about.ts';
import './enquiry-form.css';

interface EnquiryFormProps {
  definition: FormDefinition;
  /** Values that replace the definition's defaults, kept after a reset (a preselected model). */
  initialValues?: FormValues;
  /** Page-supplied inputs by field name (the finance page's model dropdown). */
  renderers?: Record<string, CustomRenderer>;
  /** Shown above the form as its heading (h2). */
  heading?: string;
  /** A booking's time was refused: the page reads the availability again. */
  onRefused?: () => void;
}

/** The defaults, with what this device fills in for a fresh form (the remembered showroom). */
function startingValues(definition: FormDefinition, initialValues: FormValues | undefined): FormValues {
  const fromDevice = Object.fromEntries(definition.fields.filter((f) => f.initial).map((f) => [f.name, f.initial!()]));
  return { ...definition.defaults, ...fromDevice, ...initialValues };
}

/** The booking the server answered, if the answer carried one. */
function bookingOf(data: unknown): BookingAnswer | null {
  const booking = (data as { booking?: BookingAnswer } | null | undefined)?.booking;
  return booking && typeof booking === 'object' ? booking : null;
}

export function EnquiryForm({ definition, initialValues, renderers, heading, onRefused }: EnquiryFormProps) {
  const formId = `enquiry-${definition.kind}-${useId().replace(/:/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const { i18n, t } = useLingui();
  const title = definition.title === undefined ? undefined : inLanguage(i18n, formWords, definition.title);
  const { showrooms } = useSiteSettings();
  // Only a form with a model choice reads the catalogue.
  const models = useCatalogueModels(definition.fields.some((f) => f.catalogueModelChoice));
  const fields = useMemo(
    () => withCatalogueModels(withShowroomChoices(definition.fields, showrooms), models),
    [definition.fields, showrooms, models],
  );
  const defaults = useMemo(() => startingValues({ ...definition, fields }, initialValues), [definition, fields, initialValues]);
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
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FormValues>({ resolver, defaultValues: defaults, shouldFocusError: false });
  const [resetCount, setResetCount] = useState(0);
  // A page's preselected values can settle after the form is shown (the finance page matches
  // a bike's name once the catalogue is read): they are set in place, never by starting the
  // form again, so what the visitor typed meanwhile stays.
  const shownInitialValues = useRef(initialValues);
  useEffect(() => {
    if (shownInitialValues.current === initialValues) return;
    shownInitialValues.current = initialValues;
    for (const [name, value] of Object.entries(initialValues ?? {})) setValue(name, value);
  }, [initialValues, setValue]);
  const [confirmation, setConfirmation] = useState<ConfirmationContent | null>(null);
  const [refusal, setRefusal] = useState<SlotRefusal | null>(null);

  // After a refused SUBMIT the errors are rendered (aria-invalid) before this runs.
  useEffect(() => {
    if (submitCount > 0 && formRef.current) focusFirstInvalid(formRef.current);
  }, [submitCount]);

  const onSubmit = async (values: FormValues) => {
    // The language the form was filled in: the customer's messages are written in it (docs/notifications.md "Language").
    const body: Record<string, unknown> = { ...definition.toBody(values), language: isLanguage(i18n.locale) ? i18n.locale : 'en' };
    const file = definition.fileOf?.(values) ?? null;
    const outcome = await submitEnquiry(definition.kind, body, file);
    setRefusal(null);
    const slotRefused = outcome.status === 'refused' ? slotRefusalOf(outcome.message, outcome.data) : null;
    if (slotRefused) {
      // A booking's time cannot be had: the form says why and offers the nearest open times.
      setRefusal(slotRefused);
      onRefused?.();
      return;
    }
    if (outcome.status === 'sent' || outcome.status === 'queued') {
      const mobileField = enquiryKinds[definition.kind].indexed.mobile;
      setConfirmation({
        reference: outcome.reference ?? null,
        asked: title ?? inLanguage(i18n, formWords, enquiryKinds[definition.kind].label),
        mobile: mobileField ? String(body[mobileField] ?? '') : '',
        queued: outcome.status === 'queued',
        entryId: outcome.status === 'queued' ? outcome.id : null,
        model: modelAskedAbout(body),
        request: bookingRequestOf(definition.kind, body),
        booking: outcome.status === 'sent' ? bookingOf(outcome.data) : null,
      });
    }
    const shown = outcomeToast(definition.kind, outcome, definition.successFromServer);
    const reference = outcome.status === 'sent' ? outcome.reference : '';
    const options = { duration: shown.duration, position: shown.position, description: shown.detail ? t`Reference: ${reference}` : undefined };
    const text = toastText(i18n, shown.text);
    if (shown.tone === 'success') toast.success(text, options);
    else if (shown.tone === 'info') toast.info(text, options);
    else toast.error(text, options);
    if (shown.reset) {
      // requirements 4: success clears the form (the product enquiry's model returns to the bike).
      reset(defaults);
      setResetCount((n) => n + 1);
    }
  };

  /** An open time the refusal offered: chosen in the form's own fields, ready to send again. */
  const choose = (choice: { showroomId: number; date: string; time: string }) => {
    if (!isBookingKind(definition.kind)) return;
    const names = bookingFields[definition.kind];
    setValue('preferredShowroom', String(choice.showroomId));
    setValue(names.date, choice.date);
    setValue(names.time, choice.time);
    setRefusal(null);
  };

  const shownErrors = fieldErrors(definition, errors, formId);
  const headingId = heading ? `${formId}-heading` : undefined;
  return (
    <>
    {confirmation ? <Confirmation content={confirmation} onDone={() => setConfirmation(null)} /> : null}
    <form
      ref={formRef}
      id={formId}
      className="enquiry-form"
      aria-labelledby={headingId}
      aria-label={heading ? undefined : title}
      // The schema gives the spec's own messages (requirements 5); the browser's would differ.
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
        {fields.map((field) => (
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
      {refusal ? <SlotRefusalNotice refusal={refusal} onChoose={choose} /> : null}
      <button type="submit" className="enquiry-form__submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t`Submitting...` : inLanguage(i18n, formWords, definition.submitLabel)}
      </button>
    </form>
    </>
  );
}
