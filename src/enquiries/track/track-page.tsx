/**
 * /track: the customer types the reference from their success message and their mobile
 * number and reads where the request stands, in customer words, and which showroom has
 * it; nothing else about the lead is shown. The answer is read out by screen readers
 * (a live region), and the focus stays on the button so the next try is one key away.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { trackSchema } from '#contract/lead-api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { EnquiryPageLayout } from '../pages/enquiry-page-layout.tsx';
import { isBookingReference } from '#contract/booking-track.ts';
import { isJobCardReference } from '#contract/workshop-track.ts';
import { lookUpJobCard, lookUpRequest, lookUpVehicleBooking, type TrackResult } from './track-lookup.ts';
import { JobCardEstimate } from './job-card-estimate.tsx';
import { TrackResultView } from './track-result.tsx';
import { TrackBookingView, type TrackPair } from './track-booking.tsx';
import { TrackUpdatesView } from './track-updates.tsx';
import { BookingPaymentView } from '../../lib/payments/booking-payment.tsx';
import { useCheckoutReturn } from './use-checkout-return.ts';
import { VehicleHistory } from './vehicle-history.tsx';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { trackMessageTable } from './track-words.ts';
import '../kit/enquiry-form.css';
import './track-page.css';

type TrackInput = z.input<typeof trackSchema>;
type TrackValues = z.output<typeof trackSchema>;

export function TrackPage() {
  const { t, i18n } = useLingui();
  usePageMeta(t`Track your request`, t`Check the status of your enquiry or booking with its reference and your mobile number.`);
  const id = useId();
  const [result, setResult] = useState<TrackResult>();
  const [pair, setPair] = useState<TrackPair>({ reference: '', mobile: '' });
  // Track this request (the confirmation after an enquiry) opens the page filled in.
  const [params] = useSearchParams();
  const { register, handleSubmit, formState, setValue } = useForm<TrackInput, unknown, TrackValues>({
    resolver: zodResolver(trackSchema),
    defaultValues: { reference: (params.get('reference') ?? '').slice(0, 20), mobile: (params.get('mobile') ?? '').slice(0, 20) },
  });
  const { errors, isSubmitting } = formState;
  // A vehicle booking read again: after a payment, or on coming back from a checkout page.
  const showBooking = useCallback(async (reference: string, mobile: string) => {
    setValue('reference', reference);
    setValue('mobile', mobile);
    setPair({ reference, mobile });
    const found = await lookUpVehicleBooking(reference, mobile);
    // The reference as the booking writes it (BK-000123), not as it was typed.
    if (found.kind === 'vehicle') setValue('reference', found.answer.reference);
    setResult(found);
  }, [setValue]);
  const [payment, setPayment] = useCheckoutReturn(useCallback((reference: string, mobile: string) => void showBooking(reference, mobile), [showBooking]));

  const check = handleSubmit(async ({ reference, mobile }) => {
    setResult(undefined);
    setPayment(null);
    setPair({ reference, mobile });
    // A vehicle booking's reference (BK-000123) reads its steps, a job card's (JC-000123) its
    // stage and estimate; any other, the request's status.
    const lookUp = isBookingReference(reference) ? lookUpVehicleBooking : isJobCardReference(reference) ? lookUpJobCard : lookUpRequest;
    setResult(await lookUp(reference, mobile));
  });

  const fieldError = (message: string | undefined) => (message ? inLanguage(i18n, trackMessageTable, message) : undefined);
  const referenceError = fieldError(errors.reference?.message);
  const mobileError = fieldError(errors.mobile?.message);
  const paymentView = ((result?.kind === 'vehicle' && result.answer.payment) || payment) && (
    <BookingPaymentView
      payment={result?.kind === 'vehicle' ? result.answer.payment : null}
      closed={result?.kind === 'vehicle' && (result.answer.cancelledOn !== null || result.answer.steps.some((s) => s.step === 'delivered' && s.done))}
      pair={pair}
      outcome={payment}
      onOutcome={setPayment}
      onChanged={() => void showBooking(pair.reference, pair.mobile)}
      showroom={result?.kind === 'vehicle' ? result.answer.showroom : null}
    />
  );
  return (
    <EnquiryPageLayout title={t`TRACK YOUR REQUEST`} lead={t`Enter the reference shown when you sent your enquiry or booking, and the mobile number you gave us.`}>
      <section className="enquiry-card track-card">
        {/*
          Back from a checkout: the payment's outcome first, where the buyer lands, with the
          booking's reference and its receipt one tap away; the form and the steps below it.
        */}
        {payment && paymentView && <div className="track-card__outcome">{paymentView}</div>}
        <form className="enquiry-form" onSubmit={(event) => void check(event)} noValidate aria-busy={isSubmitting}>
          <div className="enquiry-field">
            <label className="enquiry-field__label" htmlFor={`${id}-reference`}><Trans>Reference</Trans></label>
            <input
              id={`${id}-reference`}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              placeholder={t`For example 3F2B8C1E`}
              aria-invalid={referenceError ? true : undefined}
              aria-describedby={referenceError ? `${id}-reference-error` : undefined}
              {...register('reference')}
            />
            {referenceError && <p id={`${id}-reference-error`} className="enquiry-field__error">{referenceError}</p>}
          </div>
          <div className="enquiry-field">
            <label className="enquiry-field__label" htmlFor={`${id}-mobile`}><Trans>Mobile number</Trans></label>
            <input
              id={`${id}-mobile`}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={24}
              aria-invalid={mobileError ? true : undefined}
              aria-describedby={mobileError ? `${id}-mobile-error` : undefined}
              {...register('mobile')}
            />
            {mobileError && <p id={`${id}-mobile-error`} className="enquiry-field__error">{mobileError}</p>}
          </div>
          <button type="submit" className="enquiry-form__submit" disabled={isSubmitting}>
            {isSubmitting ? t`Checking...` : t`Check status`}
          </button>
        </form>
        <div className="track-result" role="status" aria-live="polite" aria-label={t`Request status`}>
          {result && <TrackResultView result={result} />}
        </div>
        {/* Outside the live region: its own controls and answers are not read out twice. */}
        {result?.kind === 'found' && result.answer.booking && (
          <TrackBookingView key={`${pair.reference}-${pair.mobile}`} booking={result.answer.booking} pair={pair} />
        )}
        {!payment && paymentView}
        {result?.kind === 'job' && <JobCardEstimate key={`job-${pair.reference}-${pair.mobile}`} first={result.answer} pair={pair} />}
        {result?.kind === 'found' && result.answer.updates && (
          <TrackUpdatesView key={`updates-${pair.reference}-${pair.mobile}`} updates={result.answer.updates} pair={pair} />
        )}
        <VehicleHistory />
      </section>
    </EnquiryPageLayout>
  );
}
