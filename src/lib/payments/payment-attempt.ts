/**
 * One attempt to pay a booking amount (docs/payments.md "The buyer's side"): its
 * Idempotency-Key is made once and kept (sessionStorage) until the attempt ends, so a
 * retry after a network error asks for the same order, never a second one. The booking's
 * reference and mobile are kept with it: the stand-in's checkout leaves the site and comes
 * back to /track, which then verifies the payment and shows the booking again.
 */
import { idempotencyHeader } from '#contract/api-paths.ts';
import { paymentPaths, type PaymentOrderAnswer } from '#contract/payments.ts';
import { api } from '../api.ts';
import { newUuid } from '../new-uuid.ts';

export interface PaymentAttempt {
  reference: string;
  mobile: string;
  key: string;
}

const storageKey = 'bookingPaymentAttempt';

export function savedAttempt(): PaymentAttempt | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as PaymentAttempt | null;
    return saved && typeof saved.key === 'string' && typeof saved.reference === 'string' && typeof saved.mobile === 'string' ? saved : null;
  } catch {
    return null;
  }
}

/** The attempt under way for this booking, or a new one. */
export function attemptFor(reference: string, mobile: string): PaymentAttempt {
  const saved = savedAttempt();
  if (saved && saved.reference === reference && saved.mobile === mobile) return saved;
  const attempt = { reference, mobile, key: newUuid() };
  sessionStorage.setItem(storageKey, JSON.stringify(attempt));
  return attempt;
}

/** The attempt is over (paid, failed, cancelled): the next Pay is a new attempt with a new key. */
export function endAttempt(): void {
  sessionStorage.removeItem(storageKey);
}

export function orderFor(attempt: PaymentAttempt): Promise<PaymentOrderAnswer> {
  return api<PaymentOrderAnswer>(paymentPaths.orders, {
    method: 'POST', headers: { [idempotencyHeader]: attempt.key }, body: { reference: attempt.reference, mobile: attempt.mobile },
  });
}
