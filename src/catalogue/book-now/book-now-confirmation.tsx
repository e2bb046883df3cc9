/**
 * After "Book now" (docs/payments.md "Book now"): the booking's reference and a link to
 * /track for it (the reference and the mobile), in the visitor's language. "Pay now" goes
 * on at once into the checkout /track uses (payBookingAmount, BookingPaymentView: the
 * same code, the same words); "Pay at the showroom" says the booking waits for its amount.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { BookNowAnswer, BookNowOptions } from '#contract/book-now.ts';
import { formatPaise, type BookingPaymentState } from '#contract/payments.ts';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { Link } from '../../ui/link.tsx';
import { BookingPaymentView } from '../../lib/payments/booking-payment.tsx';
import { payBookingAmount, type PaymentOutcome } from '../../lib/payments/pay-booking-amount.ts';

export interface BookNowDone {
  answer: BookNowAnswer;
  /** The mobile as the schema wrote it (10 digits): /track asks for it with the reference. */
  mobile: string;
  showroomId: number;
  /** "Pay now" was chosen and online payment is set up. */
  payNow: boolean;
}

export function BookNowConfirmation({ done, options }: { done: BookNowDone; options: BookNowOptions }) {
  const { t, i18n } = useLingui();
  const { showrooms } = useSiteSettings();
  const { answer, mobile, payNow } = done;
  const pair = { reference: answer.reference, mobile };
  const amount = formatPaise(answer.amountPaise);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [payment, setPayment] = useState<BookingPaymentState>({
    bookingAmountPaise: answer.amountPaise, paidPaise: 0, duePaise: answer.amountPaise, online: answer.online, testMode: answer.testMode,
    // A receipt is made once the payment is in the ledger: /track reads and offers it.
    receipts: [], refunds: [], counterRefunds: [],
  });
  // A payment verified here (Razorpay's checkout): nothing more is due.
  const markPaid = () => setPayment((p) => ({ ...p, paidPaise: p.bookingAmountPaise, duePaise: 0 }));
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  useEffect(() => {
    heading.current?.focus();
    if (!payNow || started.current) return;
    started.current = true;
    void payBookingAmount({
      ...pair, language: i18n.locale, description: t`Vehicle booking`, onOutcome: setOutcome,
      onChanged: markPaid,
      onNotSetUp: () => setPayment((p) => ({ ...p, online: false })),
    });
    // Once, when the booking is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const track = `/track?reference=${encodeURIComponent(answer.reference)}&mobile=${encodeURIComponent(mobile)}&lang=${encodeURIComponent(i18n.locale)}`;
  const showroom = showroomPlaceIn(showrooms, done.showroomId);
  return (
    <section className="book-now-done" aria-labelledby="book-now-done-heading">
      <h2 id="book-now-done-heading" ref={heading} tabIndex={-1} className="book-now-done__heading">
        <Trans>Your {options.model} is booked</Trans>
      </h2>
      <dl className="book-now-done__facts">
        <div><dt><Trans>Booking reference</Trans></dt><dd className="book-now-done__reference">{answer.reference}</dd></div>
        <div><dt><Trans>Showroom</Trans></dt><dd>{showroom}</dd></div>
      </dl>
      {payNow ? (
        <BookingPaymentView payment={payment} closed={false} pair={pair} outcome={outcome} onOutcome={setOutcome} onChanged={markPaid} showroom={showroom || null} />
      ) : (
        <>
          {answer.testMode && <p className="book-now__test"><Trans>Test payments: no money is taken</Trans></p>}
          <p>{t`Your booking waits for its booking amount of ${amount}. Please pay it at the ${showroom} showroom; we will call you.`}</p>
        </>
      )}
      <p><Trans>Keep the reference: with your mobile number it shows your booking on Track.</Trans></p>
      <div className="book-now-done__actions">
        <Link className="btn btn-outline" to={track}>
          <Trans>See your booking on Track</Trans>
        </Link>
      </div>
    </section>
  );
}
