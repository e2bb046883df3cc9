/**
 * Coming back to /track from a checkout page in redirect mode (the stand-in's, and
 * Razorpay's on a phone): the checkout POSTs its fields to the server's return route,
 * which sends the buyer on to /track with them in the address (docs/payments.md "Coming
 * back from the checkout"): the handler's three fields after a payment, `error[...]`
 * fields after a failed or cancelled one. The fields are read once and taken out of the
 * address, so a reload or a shared link never carries a payment's signature.
 */
import { paymentPaths, type PaymentVerifyAnswer } from '#contract/payments.ts';
import { api } from '../api.ts';

export interface CheckoutFields { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }

export type CheckoutReturn = { kind: 'paid'; fields: CheckoutFields } | { kind: 'failed' } | { kind: 'cancelled' };

const fieldNames = ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'] as const;
const errorNames = ['error[code]', 'error[description]', 'error[reason]', 'error[source]', 'error[step]', 'error[metadata]'];

export function checkoutReturnOf(params: URLSearchParams): CheckoutReturn | null {
  const [orderId, paymentId, signature] = fieldNames.map((name) => params.get(name));
  if (orderId && paymentId && signature) return { kind: 'paid', fields: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } };
  if (params.has('error[code]')) return { kind: params.get('error[reason]') === 'payment_cancelled' ? 'cancelled' : 'failed' };
  return null;
}

/** The address without the checkout's fields. */
export function withoutCheckoutFields(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of [...fieldNames, ...errorNames]) rest.delete(name);
  return rest;
}

/** Where a checkout in redirect mode comes back to: the server's return route, which goes on to /track in the page's language. */
export function callbackUrl(language: string): string {
  return `${window.location.origin}${paymentPaths.checkoutReturn}?lang=${encodeURIComponent(language)}`;
}

export function verifyPayment(fields: CheckoutFields): Promise<PaymentVerifyAnswer> {
  return api<PaymentVerifyAnswer>(paymentPaths.verify, { method: 'POST', body: fields });
}
