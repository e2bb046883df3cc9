/**
 * A booking on /track (docs/appointments.md "The customer's changes"): its time and state,
 * and, while it is still booked, Cancel or Change time with the reference and mobile the
 * lookup used. A time taken meanwhile is refused with the nearest open times, one tap each.
 * Changes need a signal: the customer is told the answer at once, never a queued maybe.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { appointmentPaths, appointmentStatusLabels } from '#contract/appointment-api.ts';
import { bookingDays } from '#contract/appointment-slots.ts';
import { timeTakenMessage } from '#contract/appointment-words.ts';
import type { TrackBooking } from '#contract/appointment-track.ts';
import { showroomIn } from '#contract/site-settings.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { useAvailability } from '../booking/use-availability.ts';
import { SlotRefusalNotice, slotRefusalOf, type SlotRefusal } from '../kit/slot-refusal.tsx';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { useClockText, useIndianDate } from '../../lib/i18n/use-indian-date.ts';
import { bookingStateTable, trackMessageTable } from './track-words.ts';

const purposeWords = { 'test-ride': msg`Test ride`, service: msg`Service` } as const;

export interface TrackPair {
  reference: string;
  mobile: string;
}

type Step = 'view' | 'change' | 'cancel';

/** What a refused or unsent change says, in the visitor's language. */
export function problemText(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError) return inLanguage(i18n, trackMessageTable, error.message);
  return i18n._(msg`No signal: nothing was changed. Please try again when you are online.`);
}

export function TrackBookingView({ booking: first, pair }: { booking: TrackBooking; pair: TrackPair }) {
  const [booking, setBooking] = useState(first);
  const [step, setStep] = useState<Step>('view');
  const [done, setDone] = useState('');
  const { t, i18n } = useLingui();
  const indianDate = useIndianDate();
  const clock = useClockText();
  // Named as Manage > Site names it (a closed showroom keeps its bookings and its name).
  const { showrooms } = useSiteSettings();
  const showroom = showroomIn(showrooms, booking.showroomId)?.name ?? t`Not yet assigned`;
  const purpose = i18n._(purposeWords[booking.purpose]);

  const send = async (body: Record<string, unknown>): Promise<void> => {
    const answer = await api<{ booking: TrackBooking }>(appointmentPaths.trackChange, { method: 'POST', body: { ...pair, ...body } });
    setBooking(answer.booking);
    setStep('view');
  };

  return (
    <div className="track-booking">
      <dl className="track-result__facts">
        <div>
          <dt><Trans>Booking</Trans></dt>
          <dd>{t`${purpose} at ${showroom}`}</dd>
        </div>
        <div>
          <dt><Trans>Time</Trans></dt>
          <dd className="track-booking__time">{booking.date && booking.time ? `${indianDate(booking.date)}, ${clock(booking.time)}` : inLanguage(i18n, trackMessageTable, timeTakenMessage)}</dd>
        </div>
        <div>
          <dt><Trans>Booking state</Trans></dt>
          <dd>{inLanguage(i18n, bookingStateTable, appointmentStatusLabels[booking.status])}</dd>
        </div>
      </dl>
      {done && <p className="track-booking__done" role="status">{done}</p>}
      {booking.changeable && step === 'view' && (
        <div className="track-booking__actions">
          <button type="button" className="track-booking__button" onClick={() => { setDone(''); setStep('change'); }}><Trans>Change time</Trans></button>
          <button type="button" className="track-booking__button track-booking__button--quiet" onClick={() => { setDone(''); setStep('cancel'); }}><Trans>Cancel booking</Trans></button>
        </div>
      )}
      {step === 'cancel' && (
        <CancelStep onKeep={() => setStep('view')} onCancel={async () => {
          await send({ action: 'cancel' });
          setDone(t`Your booking is cancelled. The showroom has been told.`);
        }} />
      )}
      {step === 'change' && booking.showroomId !== null && (
        <ChangeStep booking={booking} onClose={() => setStep('view')} onChange={async (date, time) => {
          await send({ action: 'change', date, time });
          const when = `${indianDate(date)}, ${clock(time)}`;
          setDone(t`Your new time is ${when}.`);
        }} />
      )}
    </div>
  );
}

function CancelStep({ onCancel, onKeep }: { onCancel: () => Promise<void>; onKeep: () => void }) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    setError('');
    try {
      await onCancel();
    } catch (e) {
      setError(problemText(i18n, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="track-booking__step" role="group" aria-label={t`Cancel this booking?`}>
      <p><Trans>Cancel this booking?</Trans></p>
      {error && <p className="enquiry-field__error" role="alert">{error}</p>}
      <div className="track-booking__actions">
        <button type="button" className="track-booking__button" disabled={busy} onClick={() => void cancel()}>{busy ? t`Cancelling...` : t`Yes, cancel it`}</button>
        <button type="button" className="track-booking__button track-booking__button--quiet" onClick={onKeep}><Trans>Keep my booking</Trans></button>
      </div>
    </div>
  );
}

function ChangeStep({ booking, onChange, onClose }: { booking: TrackBooking; onChange: (date: string, time: string) => Promise<void>; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const indianDate = useIndianDate();
  const clock = useClockText();
  const days = bookingDays(new Date());
  const { read, reload } = useAvailability(booking.purpose, '');
  const [date, setDate] = useState(booking.date && days.includes(booking.date) ? booking.date : days[0]!);
  const [time, setTime] = useState('');
  const [error, setError] = useState('');
  const [refusal, setRefusal] = useState<SlotRefusal | null>(null);
  const [busy, setBusy] = useState(false);
  const day = read?.answer.showrooms.find((s) => s.showroomId === booking.showroomId)?.days.find((d) => d.date === date);
  const open = (day?.slots ?? []).filter((s) => s.state === 'open' && !(s.time === booking.time && date === booking.date));

  const submit = async (chosenDate: string, chosenTime: string) => {
    if (!chosenTime) return setError(t`Please choose a time`);
    setBusy(true);
    setError('');
    setRefusal(null);
    try {
      await onChange(chosenDate, chosenTime);
    } catch (e) {
      const found = e instanceof ApiError ? slotRefusalOf(e.message, e.body) : null;
      if (found) {
        setRefusal(found);
        reload();
      } else setError(problemText(i18n, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="track-booking__step" aria-label={t`Change time`} noValidate onSubmit={(e: FormEvent) => { e.preventDefault(); void submit(date, time); }}>
      <div className="enquiry-field">
        <label className="enquiry-field__label" htmlFor="track-new-date">{t`New date`}</label>
        <select id="track-new-date" value={date} onChange={(e) => { setDate(e.target.value); setTime(''); }}>
          {days.map((d) => <option key={d} value={d}>{indianDate(d)}</option>)}
        </select>
      </div>
      <div className="enquiry-field">
        <label className="enquiry-field__label" htmlFor="track-new-time">{t`New time`}</label>
        <select id="track-new-time" value={time} disabled={read === undefined} onChange={(e) => setTime(e.target.value)}>
          <option value="">{read === undefined ? t`Loading the open times...` : day?.closed ? t`The showroom is closed that day` : open.length === 0 ? t`No open times that day` : t`Choose a time`}</option>
          {open.map((s) => <option key={s.time} value={s.time}>{clock(s.time)}</option>)}
        </select>
      </div>
      {error && <p className="enquiry-field__error" role="alert">{error}</p>}
      {refusal && <SlotRefusalNotice refusal={refusal} onChoose={(choice) => { setDate(choice.date); setTime(choice.time); void submit(choice.date, choice.time); }} />}
      <div className="track-booking__actions">
        <button type="submit" className="track-booking__button" disabled={busy}>{busy ? t`Saving...` : t`Save new time`}</button>
        <button type="button" className="track-booking__button track-booking__button--quiet" onClick={onClose}><Trans>Keep my time</Trans></button>
      </div>
    </form>
  );
}
