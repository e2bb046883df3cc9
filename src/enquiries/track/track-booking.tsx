/**
 * A booking on /track (docs/appointments.md "The customer's changes"): its time and state,
 * and, while it is still booked, Cancel or Change time with the reference and mobile the
 * lookup used. A time taken meanwhile is refused with the nearest open times, one tap each.
 * Changes need a signal: the customer is told the answer at once, never a queued maybe.
 */
import { useState, type FormEvent } from 'react';
import { appointmentPaths, appointmentStatusLabels } from '../../contract/appointment-api.ts';
import { bookingDays } from '../../contract/appointment-slots.ts';
import { timeTakenMessage } from '../../contract/appointment-words.ts';
import type { TrackBooking } from '../../contract/appointment-track.ts';
import { formatIndianDate } from '../../contract/ist-date.ts';
import { showroomById } from '../../contract/site.ts';
import { ApiError, api } from '../../lib/api.ts';
import { useAvailability } from '../booking/use-availability.ts';
import { SlotRefusalNotice, slotRefusalOf, type SlotRefusal } from '../kit/slot-refusal.tsx';

const purposeWords = { 'test-ride': 'Test ride', service: 'Service' } as const;

export interface TrackPair {
  reference: string;
  mobile: string;
}

type Step = 'view' | 'change' | 'cancel';

function problemText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'No signal: nothing was changed. Please try again when you are online.';
}

export function TrackBookingView({ booking: first, pair }: { booking: TrackBooking; pair: TrackPair }) {
  const [booking, setBooking] = useState(first);
  const [step, setStep] = useState<Step>('view');
  const [done, setDone] = useState('');
  const showroom = showroomById(booking.showroomId)?.name ?? 'Not yet assigned';

  const send = async (body: Record<string, unknown>): Promise<void> => {
    const answer = await api<{ booking: TrackBooking }>(appointmentPaths.trackChange, { method: 'POST', body: { ...pair, ...body } });
    setBooking(answer.booking);
    setStep('view');
  };

  return (
    <div className="track-booking">
      <dl className="track-result__facts">
        <div>
          <dt>Booking</dt>
          <dd>{purposeWords[booking.purpose]} at {showroom}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd className="track-booking__time">{booking.date && booking.time ? `${formatIndianDate(booking.date)}, ${booking.time}` : timeTakenMessage}</dd>
        </div>
        <div>
          <dt>Booking state</dt>
          <dd>{appointmentStatusLabels[booking.status]}</dd>
        </div>
      </dl>
      {done && <p className="track-booking__done" role="status">{done}</p>}
      {booking.changeable && step === 'view' && (
        <div className="track-booking__actions">
          <button type="button" className="track-booking__button" onClick={() => { setDone(''); setStep('change'); }}>Change time</button>
          <button type="button" className="track-booking__button track-booking__button--quiet" onClick={() => { setDone(''); setStep('cancel'); }}>Cancel booking</button>
        </div>
      )}
      {step === 'cancel' && (
        <CancelStep onKeep={() => setStep('view')} onCancel={async () => {
          await send({ action: 'cancel' });
          setDone('Your booking is cancelled. The showroom has been told.');
        }} />
      )}
      {step === 'change' && booking.showroomId !== null && (
        <ChangeStep booking={booking} onClose={() => setStep('view')} onChange={async (date, time) => {
          await send({ action: 'change', date, time });
          setDone(`Your new time is ${formatIndianDate(date)}, ${time}.`);
        }} />
      )}
    </div>
  );
}

function CancelStep({ onCancel, onKeep }: { onCancel: () => Promise<void>; onKeep: () => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    setError('');
    try {
      await onCancel();
    } catch (e) {
      setError(problemText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="track-booking__step" role="group" aria-label="Cancel this booking?">
      <p>Cancel this booking?</p>
      {error && <p className="enquiry-field__error" role="alert">{error}</p>}
      <div className="track-booking__actions">
        <button type="button" className="track-booking__button" disabled={busy} onClick={() => void cancel()}>{busy ? 'Cancelling...' : 'Yes, cancel it'}</button>
        <button type="button" className="track-booking__button track-booking__button--quiet" onClick={onKeep}>Keep my booking</button>
      </div>
    </div>
  );
}

function ChangeStep({ booking, onChange, onClose }: { booking: TrackBooking; onChange: (date: string, time: string) => Promise<void>; onClose: () => void }) {
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
    if (!chosenTime) return setError('Please choose a time');
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
      } else setError(problemText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="track-booking__step" aria-label="Change time" noValidate onSubmit={(e: FormEvent) => { e.preventDefault(); void submit(date, time); }}>
      <div className="enquiry-field">
        <label className="enquiry-field__label" htmlFor="track-new-date">New date</label>
        <select id="track-new-date" value={date} onChange={(e) => { setDate(e.target.value); setTime(''); }}>
          {days.map((d) => <option key={d} value={d}>{formatIndianDate(d)}</option>)}
        </select>
      </div>
      <div className="enquiry-field">
        <label className="enquiry-field__label" htmlFor="track-new-time">New time</label>
        <select id="track-new-time" value={time} disabled={read === undefined} onChange={(e) => setTime(e.target.value)}>
          <option value="">{read === undefined ? 'Loading the open times...' : day?.closed ? 'The showroom is closed that day' : open.length === 0 ? 'No open times that day' : 'Choose a time'}</option>
          {open.map((s) => <option key={s.time} value={s.time}>{s.time}</option>)}
        </select>
      </div>
      {error && <p className="enquiry-field__error" role="alert">{error}</p>}
      {refusal && <SlotRefusalNotice refusal={refusal} onChoose={(choice) => { setDate(choice.date); setTime(choice.time); void submit(choice.date, choice.time); }} />}
      <div className="track-booking__actions">
        <button type="submit" className="track-booking__button" disabled={busy}>{busy ? 'Saving...' : 'Save new time'}</button>
        <button type="button" className="track-booking__button track-booking__button--quiet" onClick={onClose}>Keep my time</button>
      </div>
    </form>
  );
}
