/**
 * Paying a booking's amount (docs/payments.md "The buyer's side"), the one flow /track's
 * "Pay booking amount" and a model page's "Pay now" both run: an order for the attempt
 * (its Idempotency-Key kept in the tab, payment-attempt.ts), then the stand-in's checkout
 * page (it comes back to /track, which verifies) or Razorpay's checkout, whose handler's
 * fields are verified here (on a touch screen it too comes back to /track: razorpay-checkout.ts).
 */
import { ApiError } from '../api.ts';
import { attemptFor, endAttempt, orderFor } from './payment-attempt.ts';
import { callbackUrl, verifyPayment } from './payment-return.ts';
import { openRazorpayCheckout } from './razorpay-checkout.ts';
import type { PaymentVerifyAnswer } from '#contract/payments.ts';

export type PaymentOutcome =
  | { kind: 'paid'; answer: PaymentVerifyAnswer }
  | { kind: 'failed' }
  | { kind: 'cancelled' }
  | { kind: 'checking' }
  /** The order was never answered: nothing was paid, and the attempt's key is kept for the retry. */
  | { kind: 'offline' }
  /** An English text of the server (or of the page), shown in the visitor's language. */
  | { kind: 'problem'; message: string | null };

export interface PayBookingAmount {
  reference: string;
  mobile: string;
  /** The page's language: a checkout in redirect mode comes back to /track in it. */
  language: string;
  /** What the checkout shows the payment is for ('Vehicle booking'). */
  description: string;
  onOutcome: (outcome: PaymentOutcome | null) => void;
  /** The booking's money changed (paid), or the server says it cannot be paid now (409). */
  onChanged: () => void;
  /** No gateway is set up (503): the page says to pay at the showroom. */
  onNotSetUp: () => void;
}

export async function payBookingAmount({ reference, mobile, language, description, onOutcome, onChanged, onNotSetUp }: PayBookingAmount): Promise<void> {
  onOutcome(null);
  const attempt = attemptFor(reference, mobile);
  // Whether the checkout ran: a later network error may come after money was taken.
  let asked = false;
  try {
    const order = await orderFor(attempt);
    if (order.checkout.kind === 'stand-in') {
      window.location.assign(`${order.checkout.url}?callback_url=${encodeURIComponent(callbackUrl(language))}`);
      return;
    }
    asked = true;
    const end = await openRazorpayCheckout(order, description, order.reference, callbackUrl(language));
    endAttempt();
    if (end.kind !== 'paid') return onOutcome(end);
    onOutcome({ kind: 'checking' });
    onOutcome({ kind: 'paid', answer: await verifyPayment(end.fields) });
    onChanged();
  } catch (error) {
    if (!(error instanceof ApiError)) {
      // No answer: the attempt and its key stay, so trying again asks for the same order.
      onOutcome(asked ? { kind: 'problem', message: null } : { kind: 'offline' });
      return;
    }
    endAttempt();
    // Not set up: the page's counter line says so, once.
    if (error.status === 503) onNotSetUp();
    else onOutcome({ kind: 'problem', message: error.message });
    if (error.status === 409) onChanged();
  }
}
