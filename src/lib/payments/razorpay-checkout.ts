/**
 * Razorpay's standard checkout, with real keys only: its script is loaded when the buyer
 * taps Pay (never with the stand-in, never in tests), opened on our order. On a computer
 * its handler's three fields are given back for /api/payments/verify. On a touch screen
 * it runs in redirect mode (docs/payments.md "Coming back from the checkout"): a phone
 * that leaves the browser for a UPI app may drop the page and its handler with it, and
 * in-app browsers that open no frames cannot show the checkout at all, so the checkout
 * goes back to `callbackUrl` by itself and this promise never settles.
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

/** A touch screen (a phone or tablet) checks out in redirect mode; a computer in the checkout's own window. */
function redirectMode(): boolean {
  return window.matchMedia('(pointer: coarse)').matches;
}

export type CheckoutEnd = { kind: 'paid'; fields: CheckoutFields } | { kind: 'failed' } | { kind: 'cancelled' };

/** Opens the checkout; settles when the buyer has paid, a payment failed, or the checkout was closed. */
export async function openRazorpayCheckout(order: PaymentOrderAnswer, shopName: string, description: string, callbackUrl: string): Promise<CheckoutEnd> {
  const Razorpay = await loadScript();
  return new Promise((resolve) => {
    // Razorpay lets the buyer try again after a failure inside its checkout; the page says
    // it failed only when they close the checkout without paying.
    let failed = false;
    const checkout = new Razorpay({
      key: order.keyId, order_id: order.orderId, amount: order.amountPaise, currency: order.currency, name: shopName, description,
      ...(redirectMode() ? { redirect: true, callback_url: callbackUrl } : {}),
      handler: (fields: CheckoutFields) => resolve({ kind: 'paid', fields }),
      modal: { ondismiss: () => resolve({ kind: failed ? 'failed' : 'cancelled' }) },
    });
    checkout.on('payment.failed', () => {
      failed = true;
    });
    checkout.open();
  });
}
