/**
 * What the server asks of a payment gateway (docs/payments.md "Provider"): one interface,
 * Razorpay's semantics (orders in paise, a payment signed against its order, webhooks
 * signed over their raw body). Razorpay speaks it over HTTP (./razorpay.ts); the local
 * stand-in (./stand-in-gateway.ts) serves the same endpoints, so both run the same adapter.
 */

/** An order: what the customer is asked to pay, made before the checkout opens. */
export interface GatewayOrder {
  id: string;
  amountPaise: number;
  receipt: string;
  /** Razorpay's: created, attempted (a payment tried), paid (captured in full). */
  status: 'created' | 'attempted' | 'paid';
}

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: GatewayPaymentStatus;
  /** When the payment was made at the gateway (ISO instant). */
  createdAt: string;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
}

export interface NewGatewayOrder {
  amountPaise: number;
  /** Our own reference of the order (Razorpay keeps at most 40 characters). */
  receipt: string;
  /** Sent where the gateway takes one; our own table holds the key that matters (payment_orders). */
  idempotencyKey: string;
}

export interface NewGatewayRefund {
  paymentId: string;
  amountPaise: number;
  /** Our own reference of the refund. */
  receipt: string;
  reason: string;
}

export interface PaymentProvider {
  /** A short name kept with each order ('razorpay'). */
  readonly name: string;
  /** The public key the checkout opens with. */
  readonly keyId: string;
  createOrder(order: NewGatewayOrder): Promise<GatewayOrder>;
  fetchOrder(orderId: string): Promise<GatewayOrder>;
  /** Every payment tried against an order, failed ones too. */
  fetchPayments(orderId: string): Promise<GatewayPayment[]>;
  createRefund(refund: NewGatewayRefund): Promise<GatewayRefund>;
  /** A refund as the gateway has it now (its status: pending until processed or failed). */
  fetchRefund(refundId: string): Promise<GatewayRefund>;
  /** Every payment made from `from` up to `to` (inclusive), all pages of the gateway's list, failed ones too. */
  listPayments(from: Date, to: Date): Promise<GatewayPayment[]>;
  /** Whether `signature` is the gateway's over exactly these bytes. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
  /** Whether the checkout's handler got `signature` from the gateway for this payment of this order. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
}

/** The gateway refused or could not be reached; the text is for the log and for staff. */
export class GatewayError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'GatewayError';
    this.status = status;
  }
}
