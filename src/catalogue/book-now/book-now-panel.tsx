/**
 * The booking form of a model's page (docs/payments.md "Book now"): variant, colour (the
 * catalogue's), showroom (the open ones of Manage > Site), name and mobile, checked by the
 * contract's schema; the dealer's refund rules before paying; then "Pay ₹2,000 now" (the
 * booking, then the checkout /track uses) or "Pay at the showroom" (the booking, waiting
 * for its amount). Without a signal it says so and keeps everything typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { bookNowPaths, bookNowSchema, type BookNowAnswer, type BookNowOptions, type BookNowRequest } from '#contract/book-now.ts';
import { formatPaise } from '#contract/payments.ts';
import { openShowrooms, showroomPlaceIn } from '#contract/site-settings.ts';
import { api, ApiError } from '../../lib/api.ts';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { rememberedShowroom } from '../../lib/remembered-showroom.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { MobileInput } from '../../ui/mobile-input.tsx';
import type { FilteredInputProps } from '../../ui/filtered-input.tsx';
import { BookNowConfirmation, type BookNowDone } from './book-now-confirmation.tsx';
import { clearDraft, readDraft, saveDraft, type BookNowValues } from './book-now-draft.ts';
import { bookNowMessageTable } from './book-now-words.ts';
import '../quote/quote.css';
import './book-now.css';

const formSchema = bookNowSchema.omit({ modelId: true, language: true });
type FormOutput = ReturnType<typeof formSchema.parse>;
type Choice = 'pay-now' | 'at-showroom';

interface Props {
  options: BookNowOptions;
  /** The variant chosen on the page, by name. */
  variant: string | undefined;
}

export function BookNowPanel({ options, variant }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { showrooms } = useSiteSettings();
  const open = openShowrooms(showrooms);
  const [draft] = useState(() => readDraft(options.modelId, {
    variantId: String(options.variants.find((v) => v.name === variant)?.id ?? options.variants[0]?.id ?? ''),
    colourId: '',
    showroomId: String(open.find((s) => s.id === rememberedShowroom())?.id ?? (open.length === 1 ? open[0]!.id : '')),
    name: '',
    mobile: '',
  }));
  const { register, handleSubmit, setError, control, formState: { errors, isSubmitting } } = useForm<BookNowValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema) as never, defaultValues: draft.values,
  });
  const values = useWatch({ control });
  useEffect(() => saveDraft(options.modelId, { key: draft.key, values: { ...draft.values, ...values } }), [values, draft, options.modelId]);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<BookNowDone | null>(null);
  const amount = formatPaise(options.amountPaise ?? 0);
  const hindi = i18n.locale === 'hi';
  const rules = (hindi && options.refundRulesHi) || options.refundRules;
  const words = (message: string | undefined) => (message ? inLanguage(i18n, bookNowMessageTable, message) : undefined);

  const send = (choice: Choice) => handleSubmit(async (body) => {
    setProblem(null);
    const request: BookNowRequest = { ...body, modelId: options.modelId, language: hindi ? 'hi' : 'en' };
    try {
      const answer = await api<BookNowAnswer>(bookNowPaths.bookings, { method: 'POST', headers: { [idempotencyHeader]: draft.key }, body: request });
      clearDraft(options.modelId);
      setDone({ answer, mobile: body.mobile, showroomId: body.showroomId, payNow: choice === 'pay-now' && answer.online });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        // No answer: everything typed stays, and sending again sends the same key.
        setProblem(t`No signal: your booking was not sent. What you typed is kept here; please try again when you are online.`);
        return;
      }
      const fields = (error.body as { errors?: { field: string; message: string }[] } | null)?.errors ?? [];
      const known = fields.filter((f): f is { field: keyof BookNowValues; message: string } => f.field in draft.values);
      for (const f of known) setError(f.field, { message: f.message }, { shouldFocus: true });
      if (known.length === 0) setProblem(words(error.message) ?? error.message);
    }
  });

  if (done) return <BookNowConfirmation done={done} options={options} />;
  const fieldError = (name: keyof BookNowValues) => {
    const message = words(errors[name]?.message);
    return message ? <p id={`${id}-${name}-error`} className="quote-error">{message}</p> : null;
  };
  const aria = (name: keyof BookNowValues) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined } as const);
  const label = (name: keyof BookNowValues, text: string) => (
    <label htmlFor={`${id}-${name}`}>{text}<span className="book-now__required" aria-hidden="true"> *</span></label>
  );

  return (
    <form className="book-now" noValidate aria-busy={isSubmitting} onSubmit={(e) => e.preventDefault()}>
      {options.testMode && <p className="book-now__test"><Trans>Test payments: no money is taken</Trans></p>}
      <p className="book-now__lead">{t`Booking amount: ${amount}. The rest is paid when your vehicle is delivered.`}</p>
      <div className="book-now__fields">
        <div className="quote-field">
          {label('variantId', t`Variant`)}
          <select id={`${id}-variantId`} {...aria('variantId')} {...register('variantId')}>
            <option value="">{t`Choose a variant`}</option>
            {options.variants.map((v) => <option key={v.id} value={v.id}>{(hindi && v.nameHi) || v.name}</option>)}
          </select>
          {fieldError('variantId')}
        </div>
        <div className="quote-field">
          {label('colourId', t`Colour`)}
          <select id={`${id}-colourId`} {...aria('colourId')} {...register('colourId')}>
            <option value="">{t`Choose a colour`}</option>
            {options.colours.map((c) => <option key={c.id} value={c.id}>{(hindi && c.nameHi) || c.name}</option>)}
          </select>
          {fieldError('colourId')}
        </div>
        <div className="quote-field">
          {label('showroomId', t`Showroom`)}
          <select id={`${id}-showroomId`} {...aria('showroomId')} {...register('showroomId')}>
            <option value="">{t`Choose a showroom`}</option>
            {open.map((s) => <option key={s.id} value={s.id}>{showroomPlaceIn(showrooms, s.id)}</option>)}
          </select>
          {fieldError('showroomId')}
        </div>
        <div className="quote-field">
          {label('name', t`Your name`)}
          <input id={`${id}-name`} type="text" autoComplete="name" maxLength={120} {...aria('name')} {...register('name')} />
          {fieldError('name')}
        </div>
        <div className="quote-field">
          {label('mobile', t`Mobile number`)}
          <Controller control={control} name="mobile" render={({ field }) => (
            <MobileInput field={field as unknown as FilteredInputProps['field']} id={`${id}-mobile`} {...aria('mobile')} />
          )} />
          {fieldError('mobile')}
        </div>
      </div>
      <section className="book-now__rules" aria-labelledby={`${id}-rules`}>
        <h3 id={`${id}-rules`}><Trans>Refund rules</Trans></h3>
        {rules
          ? <p lang={hindi && !options.refundRulesHi ? 'en' : undefined}>{rules}</p>
          : <p><Trans>Please ask the showroom about refunds of the booking amount before you pay.</Trans></p>}
      </section>
      {problem && <p className="book-now__problem" role="alert">{problem}</p>}
      <div className="book-now__choices">
        {options.online && (
          <button type="button" className="btn btn-primary" disabled={isSubmitting} onClick={() => void send('pay-now')()}>
            {t`Pay ${amount} now`}
          </button>
        )}
        <button type="button" className="btn btn-outline" disabled={isSubmitting} onClick={() => void send('at-showroom')()}>
          <Trans>Pay at the showroom</Trans>
        </button>
      </div>
      {isSubmitting && <p role="status"><Trans>Sending your booking…</Trans></p>}
    </form>
  );
}
