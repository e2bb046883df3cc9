/**
 * What the customer keeps after an enquiry (requirements 2.3): the reference, what was
 * asked, the model, the showroom and time of a booking with Add to calendar, what happens
 * next, and Track this request opening /track filled in. Shown above the cleared form and
 * focused. One that waited on the device shows its reference once it is sent, while the
 * page is still open (docs/offline.md "After it is sent").
 */
import { useEffect, useRef } from 'react';
import { Link } from '../../ui/link.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingAnswer, BookingRequest } from '#contract/appointment-api.ts';
import { bookingIcs, icsFileName } from '#contract/booking-ics.ts';
import { isLanguage } from '#contract/language.ts';
import { useClockText, useIndianDate } from '../../lib/i18n/use-indian-date.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { downloadIcs } from '../booking/download-ics.ts';
import { useSentRecord } from './use-sent-record.ts';
import './confirmation.css';

export interface ConfirmationContent {
  /** The server's reference; null while the enquiry waits on the device (it is given when sent). */
  reference: string | null;
  /** What was asked, in words: the form's title. */
  asked: string;
  mobile: string;
  /** Sent now, or waiting on the device. */
  queued: boolean;
  /** The outbox entry of one waiting on the device: its reference is shown when it is sent. */
  entryId: string | null;
  /** The model asked about, as a person reads it; null when the form names none. */
  model: string | null;
  /** A booking's request (from the form) and, when sent, the server's answer. */
  request: BookingRequest | null;
  booking: BookingAnswer | null;
}

export function Confirmation({ content, onDone }: { content: ConfirmationContent; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const indianDate = useIndianDate();
  const clock = useClockText();
  // The showroom as the dealer wrote it in Manage > Site (the device's copy of the settings).
  const { showrooms } = useSiteSettings();
  const ref = useRef<HTMLElement>(null);
  const sent = useSentRecord(content.queued ? content.entryId : null);
  const queued = content.queued && !sent;
  const reference = sent ? sent.reference : content.reference;
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [content.reference]);
  const { request, booking } = content;
  const showroomId = booking?.showroomId ?? request?.showroomId ?? null;
  const showroom = showrooms.find((s) => s.id === showroomId);
  const confirmedTime = booking?.state === 'confirmed' && booking.date && booking.time ? { date: booking.date, time: booking.time } : null;
  const askedTime = !booking && request ? { date: request.date, time: request.time } : null;
  const testRide = request?.purpose === 'test-ride';
  const track = reference ? `/track?reference=${encodeURIComponent(reference)}&mobile=${encodeURIComponent(content.mobile)}` : null;
  const addToCalendar = () => {
    if (!confirmedTime || !showroom || !reference || !request) return;
    downloadIcs(icsFileName(reference), bookingIcs({
      reference,
      purpose: request.purpose,
      showroom: { name: showroom.name, address: showroom.address, phone: testRide ? showroom.salesNo : showroom.serviceNo },
      language: isLanguage(i18n.locale) ? i18n.locale : 'en',
      uidDomain: window.location.hostname,
      ...confirmedTime,
    }));
  };
  return (
    <section ref={ref} tabIndex={-1} className="confirmation" aria-labelledby="confirmation-heading">
      <h2 id="confirmation-heading" className="confirmation__heading">
        {queued ? t`Saved on this phone` : sent ? t`Sent: we have your request` : confirmedTime ? t`Your booking is confirmed` : t`We have your request`}
      </h2>
      <dl className="confirmation__facts">
        {/* Announced when it changes: a reference arriving after the network came back is read out. */}
        <div><dt><Trans>Reference</Trans></dt><dd className="confirmation__reference" aria-live="polite">{reference ?? t`Given when sent`}</dd></div>
        <div><dt><Trans>You asked for</Trans></dt><dd>{content.asked}</dd></div>
        {content.model ? <div><dt><Trans>Model</Trans></dt><dd>{content.model}</dd></div> : null}
        {showroom ? <div><dt><Trans>Showroom</Trans></dt><dd>{showroom.name}</dd></div> : null}
        {confirmedTime ? <div><dt><Trans>Time</Trans></dt><dd>{indianDate(confirmedTime.date)}, {clock(confirmedTime.time)} IST</dd></div> : null}
        {askedTime ? <div><dt><Trans>Time asked for</Trans></dt><dd>{indianDate(askedTime.date)}, {clock(askedTime.time)} IST</dd></div> : null}
      </dl>
      {/* The words of timeTakenMessage (src/contract/appointment-api.ts), in the visitor's language. */}
      {booking?.state === 'needs-time' ? <p className="confirmation__warning" role="status">{t`Your time was taken; the showroom will call you to fix one`}</p> : null}
      <h3 className="confirmation__subheading"><Trans>What happens next</Trans></h3>
      <p>
        {queued
          ? t`It is sent by itself when you are back online. If your time is taken by then, the showroom will call you to fix one.`
          : confirmedTime
            ? testRide
              ? t`Come to the showroom a few minutes early with your driving licence. We will call you if anything changes.`
              : t`Bring your vehicle and its service book. We will call you if anything changes.`
            : t`Our team will call you within working hours (09:30 AM to 07:00 PM).`}
      </p>
      <div className="confirmation__actions">
        {confirmedTime ? (
          <button type="button" className="enquiry-button" onClick={addToCalendar}>
            <Trans>Add to calendar</Trans>
          </button>
        ) : null}
        {track ? (
          <Link className="enquiry-button enquiry-button--secondary" to={track}>
            <Trans>Track this request</Trans>
          </Link>
        ) : null}
        <button type="button" className="confirmation__done" onClick={onDone}>
          <Trans>Close</Trans>
        </button>
      </div>
    </section>
  );
}
