/**
 * Booking amounts paid through a payment gateway or at the counter, and each booking's
 * ledger (docs/payments.md): the paths, the body schemas, the answers and the words shared
 * by the pages and the server. Amounts are whole paise (₹1 = 100 paise), always integers.
 */
import { z } from 'zod';
import { bookingTrackSchema } from './booking-track.ts';

// What /track answers of a booking's money lives with the track answer it is part of.
export type { BookingPaymentState } from './booking-track.ts';
import { optionalText, requiredText } from './fields.ts';
import { brokenTextMessage, hasBrokenText } from './well-formed-text.ts';
import type { PaymentReceipt } from './payment-receipt.ts';
import type { RefundStatus } from './payment-refund.ts';

// Kept without zod for a model's page (docs/decisions/model-page-without-zod.md); re-exported for the rest.
export { formatPaise } from './paise.ts';

export { refundStatusLabels, refundStatuses, type RefundStatus, type TrackCounterRefund, type TrackRefund } from './payment-refund.ts';

const seg = (value: string | number) => encodeURIComponent(String(value));

export const paymentPaths = {
  /** Public: POST {reference, mobile} with an Idempotency-Key: the gateway order for the booking amount due. */
  orders: '/api/payments/orders',
  /** Public: POST the checkout handler's razorpay_order_id, razorpay_payment_id, razorpay_signature. */
  verify: '/api/payments/verify',
  /** The gateway's webhooks (signed over the raw body). */
  webhook: '/api/payments/webhook',
  /**
   * Public: where the checkout's redirect mode comes back (its `callback_url`, `?lang=`):
   * a form POST of the handler's three fields or of `error[...]` fields, answered 303 to
   * /track with them (docs/payments.md "Coming back from the checkout").
   */
  checkoutReturn: '/api/payments/checkout-return',
  /** Staff: GET a booking's ledger with its balance; POST a counter payment, an adjustment or a reversal. */
  ledger: (bookingId: number | string) => `/api/admin/bookings/${seg(bookingId)}/ledger`,
  /** Owner or Manager: POST a refund through the gateway. */
  refunds: (bookingId: number | string) => `/api/admin/bookings/${seg(bookingId)}/refunds`,
  /** Managers: GET every model's booking amount and refund rules (Manage > Booking amounts). */
  bookingAmounts: '/api/admin/payments/booking-amounts',
  /** Managers: PUT a model's booking amount. */
  bookingAmount: (modelId: number | string) => `/api/admin/payments/booking-amounts/${seg(modelId)}`,
  /** Owner or Manager: POST {note}: a gateway refund the ledger refused is marked dealt with. */
  refundDealtWith: (gatewayRefundId: string) => `/api/admin/payments/refunds-needing-attention/${seg(gatewayRefundId)}/dealt-with`,
} as const;

/** The header Razorpay signs its webhooks in. */
export const webhookSignatureHeader = 'X-Razorpay-Signature';
export const webhookEventIdHeader = 'X-Razorpay-Event-Id';

export const ledgerKinds = ['paid_online', 'counter_cash', 'counter_upi', 'refund', 'adjustment', 'reversal'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
export const ledgerKindLabels: Record<LedgerKind, string> = {
  paid_online: 'Paid online', counter_cash: 'Cash at the counter', counter_upi: 'UPI at the counter',
  refund: 'Refund', adjustment: 'Adjustment', reversal: 'Reversal',
};

export const paymentMessages = {
  notSetUp: 'Online payment is not available right now. Please pay at the showroom.',
  noBooking: 'We could not find a booking with this reference and mobile number',
  noAmount: 'Online booking payment is not open for this model. Please pay at the showroom.',
  alreadyPaid: 'The booking amount of this booking is already paid',
  paidBeforeRefund: 'The booking amount of this booking was paid in full. Money the showroom gave back is not asked for again.',
  closedBooking: 'This booking is cancelled or delivered',
  keyNeeded: 'Idempotency-Key must be sent: a UUID made once per payment attempt',
  keyReused: 'This Idempotency-Key was used for another booking',
  badSignature: 'The payment could not be verified',
  unreadableReturn: 'The payment gateway\'s return could not be read: it names no payment and no error',
  unknownOrder: 'No such payment order',
  confirming: 'Your payment reached the payment gateway and is being confirmed. Please look at this page again in a few minutes.',
  capturedOtherAmount: 'The payment gateway captured another amount than the order asked: the ledger shows what was captured. Take the difference up with the customer.',
  gatewayDown: 'The payment gateway could not be reached. Please try again.',
  moreThanPaid: 'amountPaise: A refund cannot be more than was paid online and not yet refunded',
  belowNothing: 'amountPaise: This would give back more than the booking received',
  notOnline: 'Nothing was paid online for this booking, so there is nothing to refund through the gateway',
  noEntry: 'reversesId: No such entry in this booking\'s ledger',
  alreadyReversed: 'reversesId: This entry is already reversed',
  reversalOfReversal: 'reversesId: A reversal cannot be reversed; add a new entry instead',
  noModel: 'There is no such model in the catalogue',
  refundNeedsAttention: 'Refunded at the payment gateway but not entered in the ledger: it is more than this booking shows received. Check the booking\'s payments and counter slips.',
  refundFailedNeedsAttention: 'The payment gateway could not send this refund back: the customer has not received the money. Its ledger entry is reversed; refund again or pay the customer at the counter, then mark it dealt with.',
  noFlaggedRefund: 'There is no such refund waiting to be looked into',
  alreadyDealtWith: 'This refund is already marked dealt with',
} as const;

const idMessage = (name: string) => `${name} is not a gateway id`;
const gatewayId = (name: string) => z.string({ error: idMessage(name) }).regex(/^[A-Za-z0-9_]{1,64}$/, idMessage(name));

/** POST orders: the booking, found by its reference and the customer's mobile, as /track finds it. */
export const paymentOrderSchema = bookingTrackSchema;

export const paymentVerifySchema = z.object({
  razorpay_order_id: gatewayId('razorpay_order_id'),
  razorpay_payment_id: gatewayId('razorpay_payment_id'),
  razorpay_signature: z.string({ error: 'razorpay_signature is missing' }).max(128, 'razorpay_signature is too long'),
});

const paise = (message: string) => z.number({ error: message }).int(message);
const positivePaise = paise('Please give the amount in whole paise').min(1, 'Please give an amount above nothing').max(100_000_000, 'This amount is too large');
const reference = optionalText(80);

/** What staff add to a booking's ledger by hand; refunds go through the gateway (refundSchema). */
export const ledgerEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('counter_cash'), amountPaise: positivePaise, reference, note: optionalText(300) }),
  z.object({ kind: z.literal('counter_upi'), amountPaise: positivePaise, reference: requiredText('Please give the UPI transaction id', 80), note: optionalText(300) }),
  z.object({
    kind: z.literal('adjustment'),
    amountPaise: paise('Please give the amount in whole paise').refine((v) => v !== 0 && Math.abs(v) <= 100_000_000, 'Please give an amount other than nothing'),
    reference, note: requiredText('Please give the reason', 300),
  }),
  z.object({ kind: z.literal('reversal'), reversesId: z.number({ error: 'Please choose the entry to reverse' }).int().positive(), note: requiredText('Please give the reason', 300) }),
], { error: 'Please choose cash, UPI, an adjustment or a reversal' });
export type LedgerEntryRequest = z.infer<typeof ledgerEntrySchema>;

export const refundSchema = z.object({ amountPaise: positivePaise, reason: requiredText('Please give the reason', 300) });

const refundRulesText = z.string({ error: 'must be text' }).trim().max(2000, { message: 'must be at most 2000 characters', abort: true })
  .refine((v) => !hasBrokenText(v), brokenTextMessage).optional();

/** Marking a flagged refund dealt with: what was done about it, for whoever reads the ledger later. */
export const refundDealtWithSchema = z.object({ note: requiredText('Please say what was done about it', 300) });

/**
 * A model's booking amount, with the dealer's refund rules the buyer reads before paying
 * (English and Hindi). Rules left out stay as they were; '' removes them.
 */
export const bookingAmountSchema = z.object({
  amountPaise: paise('Please give the amount in whole paise').min(100, 'A booking amount is at least ₹1').max(100_000_000, 'This amount is too large'),
  refundRules: refundRulesText,
  refundRulesHi: refundRulesText,
});

/** One model in Manage > Booking amounts: its amount (null: not booked online) and rules. */
export interface BookingAmountRow {
  modelId: number;
  model: string;
  amountPaise: number | null;
  refundRules: string;
  refundRulesHi: string;
}

/**
 * The form of Manage > Booking amounts: the amount in whole rupees as typed, checked by the
 * body's own rule once in paise.
 */
export const bookingAmountFormSchema = z.object({
  rupees: z.string().trim().regex(/^\d{1,7}$/, 'Please enter the amount in whole rupees, such as 2000')
    .transform((v) => Number(v) * 100).pipe(bookingAmountSchema.shape.amountPaise),
  refundRules: z.string().pipe(refundRulesText.unwrap()),
  refundRulesHi: z.string().pipe(refundRulesText.unwrap()),
}).transform(({ rupees, refundRules, refundRulesHi }) => ({ amountPaise: rupees, refundRules, refundRulesHi }));

/**
 * How the page checks out an order: Razorpay's own checkout script (real keys), or the
 * local stand-in's checkout page at `url`, which comes back to the page's callback_url.
 */
export type PaymentCheckout = { kind: 'razorpay' } | { kind: 'stand-in'; url: string };

export interface PaymentOrderAnswer {
  provider: string;
  /** The gateway's order id and public key: what the checkout opens with. */
  orderId: string;
  keyId: string;
  amountPaise: number;
  currency: 'INR';
  reference: string;
  checkout: PaymentCheckout;
  /** True with the stand-in: no money is taken, and every payment screen says so. */
  testMode: boolean;
}

export interface PaymentVerifyAnswer {
  reference: string;
  amountPaise: number;
  paid: true;
  /** The gateway's payment id: the buyer's payment reference. */
  paymentId: string;
  /** The IST day it was received (YYYY-MM-DD). */
  paidOn: string;
  testMode: boolean;
}


export interface LedgerEntryRecord {
  id: number;
  kind: LedgerKind;
  amountPaise: number;
  reference: string;
  note: string;
  gatewayPaymentId: string | null;
  gatewayRefundId: string | null;
  reversesId: number | null;
  /** The reversal that undid this entry, if any. */
  reversedById: number | null;
  /** A gateway refund's status as the gateway last told it; null for every other entry. */
  refundStatus: RefundStatus | null;
  createdBy: string;
  createdAt: string;
}

export type RefundAttentionReason = 'over_balance' | 'failed';

/**
 * A gateway refund staff look into: one the gateway made (on its own dashboard) that the
 * ledger could not enter, since it would take the balance below nothing (the money went
 * back, the ledger does not show it: docs/payments.md "Refunds the ledger refuses"), or one
 * that failed at the gateway (the money did not go back: "A refund that fails").
 */
export interface RefundNeedingAttention {
  /** Why: more than the ledger showed received (the money went back, not entered), or failed at the gateway (the money did not go back). */
  reason: RefundAttentionReason;
  gatewayRefundId: string;
  gatewayPaymentId: string;
  /** What the gateway gave back, positive. */
  amountPaise: number;
  /** The booking's balance when the refund arrived. */
  balancePaise: number;
  receivedAt: string;
  message: string;
  /** Who marked it dealt with (user id, and name as people read it), when and what they wrote; null while it waits. */
  dealtWith: { by: string; byName: string; at: string; note: string } | null;
}

/** An online payment captured for another amount than its order's (docs/payments.md "A payment of another amount"). */
export interface PaymentShortfall {
  gatewayPaymentId: string;
  orderId: string;
  orderAmountPaise: number;
  /** What the gateway captured: what the ledger holds. */
  capturedPaise: number;
  receivedAt: string;
  message: string;
}

export interface LedgerAnswer {
  bookingId: number;
  reference: string;
  /** The model's booking amount now; null when none is set. */
  bookingAmountPaise: number | null;
  /** All money in (payments, positive adjustments) and out (refunds, negative adjustments), reversals netted. */
  balancePaise: number;
  /** All money in that no reversal undid, nothing given back taken off: `receivedPaise - balancePaise` is what went back. */
  receivedPaise: number;
  /** Booking amount less received, never below nothing; nothing once cancelled or delivered; null without a booking amount (src/contract/booking-due.ts). */
  duePaise: number | null;
  entries: LedgerEntryRecord[];
  /** Gateway refunds not entered, for staff to look into; empty when there are none. */
  needsAttention: RefundNeedingAttention[];
  /** Online payments captured for another amount than their order's; empty when there are none. */
  shortfalls: PaymentShortfall[];
  /** A receipt for each payment received and not reversed, oldest first. */
  receipts: PaymentReceipt[];
}
