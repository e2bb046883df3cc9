/**
 * A vehicle booking's booking amount on /track (docs/payments.md "The buyer's side"): what
 * is due with "Pay booking amount ₹5,000", or the paid line (paid in full stays so after a
 * refund, which is listed below it: docs/payments.md "What is due"); the confirmation after a
 * payment, a plain message after a failed or cancelled one (and the button again); the
 * showroom's counter when online payment is not set up; each refund with its status. With the stand-in every one of
 * these screens says that no money is taken.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatPaise, paymentMessages, type BookingPaymentState } from '#contract/payments.ts';
import { RefundLines } from './refund-lines.tsx';
import { inLanguage } from '../i18n/text-table.ts';
import { useIndianDate } from '../i18n/use-indian-date.ts';
import { payBookingAmount } from './pay-booking-amount.ts';
import { paymentMessageTable } from './payment-words.ts';
import './booking-payment.css';
import type { PaymentOutcome } from './pay-booking-amount.ts';
import { ReceiptButtons } from './receipt-buttons.tsx';

interface Props {
  /** The booking's money as /track read it; null before (or without) a lookup. */
  payment: BookingPaymentState | null;
  /** Cancelled or delivered: nothing more to pay online. */
  closed: boolean;
  /** The booking as /track finds it: its reference and the customer's mobile. */
  pair: { reference: string; mobile: string };
  outcome: PaymentOutcome | null;
  onOutcome: (outcome: PaymentOutcome | null) => void;
  /** Reads the booking again (after a payment, or when the server says it is paid). */
  onChanged: () => void;
  /** The booking's showroom (its name), whose letterhead heads a receipt. */
  showroom: string | null;
}

export function BookingPaymentView({ payment, closed, pair, outcome, onOutcome, onChanged, showroom }: Props) {
  const { t, i18n } = useLingui();
  const indianDate = useIndianDate();
  const [busy, setBusy] = useState(false);
  const [notSetUp, setNotSetUp] = useState(false);
  const testMode = payment?.testMode || (outcome?.kind === 'paid' && outcome.answer.testMode);
  const problem = (message: string | null) => (message ? inLanguage(i18n, paymentMessageTable, message) : t`The payment could not be confirmed just now. Please check your connection; if money was taken, the showroom will see it.`);

  const pay = async () => {
    setBusy(true);
    try {
      await payBookingAmount({
        reference: pair.reference, mobile: pair.mobile, language: i18n.locale, description: t`Vehicle booking`,
        onOutcome, onChanged, onNotSetUp: () => setNotSetUp(true),
      });
    } finally {
      setBusy(false);
    }
  };

  const canPay = payment !== null && payment.online && payment.duePaise > 0 && !notSetUp;
  return (
    <section className="track-payment" aria-label={t`Booking amount`}>
      {testMode && <p className="track-payment__test"><Trans>Test payments: no money is taken</Trans></p>}
      {outcome?.kind === 'paid' && (
        <div className="track-payment__confirmation" role="status">
          <p className="track-payment__received">{t`Booking amount received: ${formatPaise(outcome.answer.amountPaise)} on ${indianDate(outcome.answer.paidOn)}`}</p>
          <p>{t`Booking reference:`} <span className="track-payment__reference">{outcome.answer.reference}</span></p>
          <p>{t`Payment reference:`} <span className="track-payment__reference">{outcome.answer.paymentId}</span></p>
        </div>
      )}
      {outcome?.kind === 'checking' && <p role="status"><Trans>Confirming your payment...</Trans></p>}
      {(outcome?.kind === 'failed' || outcome?.kind === 'cancelled' || outcome?.kind === 'offline' || outcome?.kind === 'problem') && (
        <p className="track-payment__problem" role="alert">
          {outcome.kind === 'failed' ? t`The payment did not go through. No money was taken. You can try again.`
            : outcome.kind === 'cancelled' ? t`The payment was cancelled. No money was taken.`
              : outcome.kind === 'offline' ? t`No signal: nothing was paid. Please try again when you are online.` : problem(outcome.message)}
        </p>
      )}
      {payment && payment.paidPaise > 0 && (
        <p className="track-payment__paid">
          {payment.paidPaise >= payment.bookingAmountPaise ? t`Booking amount paid: ${formatPaise(payment.paidPaise)}` : t`Paid so far: ${formatPaise(payment.paidPaise)}`}
        </p>
      )}
      {payment && <ReceiptButtons receipts={payment.receipts} showroom={showroom} />}
      {payment && <RefundLines refunds={payment.refunds} counterRefunds={payment.counterRefunds} />}
      {payment && payment.duePaise > 0 && !closed && !canPay && (
        <p className="track-payment__counter">{inLanguage(i18n, paymentMessageTable, paymentMessages.notSetUp)}</p>
      )}
      {canPay && (
        <button type="button" className="btn btn-primary track-payment__pay" disabled={busy} onClick={() => void pay()}>
          {busy ? t`Opening the payment...` : t`Pay booking amount ${formatPaise(payment.duePaise)}`}
        </button>
      )}
    </section>
  );
}
