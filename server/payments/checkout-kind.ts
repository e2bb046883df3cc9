/**
 * How the buyer's page checks out (docs/payments.md "The buyer's side"): with real keys,
 * Razorpay's checkout script; with the local stand-in (its `checkoutUrl` set by
 * server/main.ts), the stand-in's checkout page, which takes no money.
 */
import type { PaymentCheckout } from '#contract/payments.ts';
import type { Config } from '../config.ts';

export const isTestPayments = (config: Config): boolean => Boolean(config.razorpay?.checkoutUrl);

export function checkoutOf(config: Config, orderId: string): PaymentCheckout {
  const standIn = config.razorpay?.checkoutUrl;
  return standIn ? { kind: 'stand-in', url: `${standIn}/checkout/${encodeURIComponent(orderId)}` } : { kind: 'razorpay' };
}
