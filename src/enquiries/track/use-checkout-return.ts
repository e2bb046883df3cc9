/**
 * /track opened by a checkout coming back (payment-return.ts): the fields are taken out
 * of the address at once, a payment is verified, and the booking of the attempt (its
 * reference and mobile kept in this tab) is looked up again to show it paid.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api.ts';
import { endAttempt, savedAttempt } from '../../lib/payments/payment-attempt.ts';
import { checkoutReturnOf, verifyPayment, withoutCheckoutFields } from '../../lib/payments/payment-return.ts';
import type { PaymentOutcome } from '../../lib/payments/pay-booking-amount.ts';

export type { PaymentOutcome };

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
