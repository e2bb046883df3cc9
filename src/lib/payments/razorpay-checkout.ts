/**
 * Razorpay's standard checkout, with real keys only: its script is loaded when the buyer
 * taps Pay (never with the stand-in, never in tests), opened on our order, and its
 * handler's three fields are given back for /api/payments/verify.
 */
import type { CheckoutFields } from './payment-return.ts';
import type { PaymentOrderAnswer } from '#contract/payments.ts';

interface RazorpayInstance { open(): void; on(event: 'payment.failed', handler: () => void): void }
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const scriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';
let loading: Promise<RazorpayConstructor> | null = null;

function loadScript(): Promise<RazorpayConstructor> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Razorpay checkout did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export type CheckoutEnd = { kind: 'paid'; fields: CheckoutFields } | { kind: 'failed' } | { kind: 'cancelled' };

/** Opens the checkout; settles when the buyer has paid, a payment failed, or the checkout was closed. */
export async function openRazorpayCheckout(order: PaymentOrderAnswer, shopName: string, description: string): Promise<CheckoutEnd> {
  const Razorpay = await loadScript();
  return new Promise((resolve) => {
    // Razorpay lets the buyer try again after a failure inside its checkout; the page says
    // it failed only when they close the checkout without paying.
    let failed = false;
    const checkout = new Razorpay({
      key: order.keyId, order_id: order.orderId, amount: order.amountPaise, currency: order.currency, name: shopName, description,
      handler: (fields: CheckoutFields) => resolve({ kind: 'paid', fields }),
      modal: { ondismiss: () => resolve({ kind: failed ? 'failed' : 'cancelled' }) },
    });
    checkout.on('payment.failed', () => {
      failed = true;
    });
    checkout.open();
  });
}
