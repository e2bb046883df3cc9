/**
 * A refund through the payment gateway as the buyer and staff follow it (docs/payments.md
 * "Refund status"): Razorpay answers a refund `pending` and settles it later as
 * `processed` (or `failed`). Imported by both the payments and the track contracts.
 */
export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** What staff read of a refund's status in a booking's ledger. */
export const refundStatusLabels: Record<RefundStatus, string> = {
  pending: 'Being processed by the payment gateway',
  processed: 'Processed: the money was sent back',
  failed: 'Failed at the payment gateway',
};

/** A booking's refund on /track. */
export interface TrackRefund {
  amountPaise: number;
  /** Null for a refund entered before its status was followed. */
  status: RefundStatus | null;
  /** When it was made (ISO instant), and when the gateway settled it; null while pending. */
  madeAt: string;
  settledAt: string | null;
}

/**
 * Money given back at the showroom (a negative adjustment no reversal undid), as /track lists
 * it beside the gateway's refunds: it lowers nothing due (docs/payments.md "What is due"), so
 * the customer reads where it went.
 */
export interface TrackCounterRefund {
  amountPaise: number;
  /** The IST day it was entered (YYYY-MM-DD). */
  on: string;
}
