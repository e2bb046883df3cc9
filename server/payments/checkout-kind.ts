/**
 * How the buyer's page checks out (docs/payments.md "The buyer's side"): with real keys,
 * Razorpay's checkout script; with the local stand-in (its `checkoutUrl` set by
 * server/main.ts), the stand-in's checkout page, which takes no money. Read from the
 * gateway in use now, which Manage > Payments switches (./gateway-switch.ts).
 */
import type { PaymentCheckout } from '#contract/payments.ts';
import type { ResolvedDeps } from '../deps.ts';
import { takesNoMoney, type GatewayInUse } from './gateway-switch.ts';
import type { PaymentProvider } from './provider.ts';

const off: GatewayInUse = { provider: null, source: 'none' };

export const gatewayInUse = (deps: Pick<ResolvedDeps, 'gateway'>): GatewayInUse => deps.gateway?.current() ?? off;

/** The gateway to pay through now; null: online payment is off. */
export const paymentProvider = (deps: Pick<ResolvedDeps, 'gateway'>): PaymentProvider | null => gatewayInUse(deps).provider;

/** Whether the buyer's screens say "Test payments: no money is taken". */
export const isTestPayments = (deps: Pick<ResolvedDeps, 'gateway'>): boolean => takesNoMoney(gatewayInUse(deps));

export function checkoutOf(deps: Pick<ResolvedDeps, 'gateway'>, orderId: string): PaymentCheckout {
  const standIn = gatewayInUse(deps).checkoutUrl;
  return standIn ? { kind: 'stand-in', url: `${standIn}/checkout/${encodeURIComponent(orderId)}` } : { kind: 'razorpay' };
}
