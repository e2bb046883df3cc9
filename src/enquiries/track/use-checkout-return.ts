/**
 * /track opened by a checkout coming back (payment-return.ts): the fields are taken out
 * of the address at once, a payment is verified, and the booking of the attempt (its
 * reference and mobile kept in this tab) is looked up again to show it paid.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PaymentVerifyAnswer } from '#contract/payments.ts';
import { ApiError } from '../../lib/api.ts';
import { endAttempt, savedAttempt } from './payment-attempt.ts';
import { checkoutReturnOf, verifyPayment, withoutCheckoutFields } from './payment-return.ts';

export type PaymentOutcome =
  | { kind: 'paid'; answer: PaymentVerifyAnswer }
  | { kind: 'failed' }
  | { kind: 'cancelled' }
  | { kind: 'checking' }
  /** The order was never answered: nothing was paid, and the attempt's key is kept for the retry. */
  | { kind: 'offline' }
  /** An English text of the server (or of the page), shown in the visitor's language. */
  | { kind: 'problem'; message: string | null };

export function useCheckoutReturn(lookUp: (reference: string, mobile: string) => void) {
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const seen = useRef(false);
  useEffect(() => {
    const back = checkoutReturnOf(params);
    if (!back || seen.current) return;
    seen.current = true;
    setParams(withoutCheckoutFields(params), { replace: true });
    const attempt = savedAttempt();
    endAttempt();
    if (back.kind !== 'paid') {
      setOutcome(back);
      if (attempt) lookUp(attempt.reference, attempt.mobile);
      return;
    }
    setOutcome({ kind: 'checking' });
    verifyPayment(back.fields)
      .then((answer) => setOutcome({ kind: 'paid', answer }))
      .catch((error: unknown) => setOutcome({ kind: 'problem', message: error instanceof ApiError ? error.message : null }))
      .finally(() => {
        if (attempt) lookUp(attempt.reference, attempt.mobile);
      });
  }, [params, setParams, lookUp]);
  return [outcome, setOutcome] as const;
}
