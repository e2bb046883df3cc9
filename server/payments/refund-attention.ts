/**
 * Refunds made at the gateway that the ledger refuses (docs/payments.md "Refunds the ledger
 * refuses"): a refund on the gateway's own dashboard larger than what our ledger shows
 * received. The money went back, so the refund is kept (migration 351) and listed with the
 * booking's ledger for staff; the ledger's rule (never below nothing, PL003) stands.
 */
import type { Queryable } from '../db/connect.ts';
import { paymentMessages, type RefundNeedingAttention } from '#contract/payments.ts';

export interface UnenteredRefund {
  bookingId: number;
  gatewayRefundId: string;
  gatewayPaymentId: string;
  amountPaise: number;
  balancePaise: number;
  eventId: string;
  receivedAt: Date;
}

/** Keeps the refund for staff; false when it was kept already (another event of the same refund). */
export async function keepRefundForAttention(tx: Queryable, r: UnenteredRefund): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO ledger_refunds_needing_attention (gateway_refund_id, booking_id, gateway_payment_id, amount_paise, balance_paise, event_id, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING 1`,
    [r.gatewayRefundId, r.bookingId, r.gatewayPaymentId, r.amountPaise, r.balancePaise, r.eventId, r.receivedAt],
  );
  return rows.length > 0;
}

interface AttentionRow { gateway_refund_id: string; gateway_payment_id: string; amount_paise: string; balance_paise: string; received_at: Date | string }

export async function refundsNeedingAttentionOf(db: Queryable, bookingId: number): Promise<RefundNeedingAttention[]> {
  const { rows } = await db.query<AttentionRow>(
    `SELECT gateway_refund_id, gateway_payment_id, amount_paise::text, balance_paise::text, received_at
       FROM ledger_refunds_needing_attention WHERE booking_id = $1 ORDER BY received_at, gateway_refund_id`,
    [bookingId],
  );
  return rows.map((r) => ({
    gatewayRefundId: r.gateway_refund_id, gatewayPaymentId: r.gateway_payment_id, amountPaise: Number(r.amount_paise), balancePaise: Number(r.balance_paise),
    receivedAt: new Date(r.received_at).toISOString(), message: paymentMessages.refundNeedsAttention,
  }));
}
