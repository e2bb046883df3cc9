/**
 * Refunds made at the gateway that the ledger refuses (docs/payments.md "Refunds the ledger
 * refuses"): a refund on the gateway's own dashboard larger than what our ledger shows
 * received. The money went back, so the refund is kept (migration 351) and listed with the
 * booking's ledger for staff; the ledger's rule (never below nothing, PL003) stands.
 */
import type { Queryable } from '../db/connect.ts';
import { paymentMessages, type RefundAttentionReason, type RefundNeedingAttention } from '#contract/payments.ts';
import { accountNameSql, staffName } from '../staff/staff-names.ts';

export interface UnenteredRefund {
  bookingId: number;
  gatewayRefundId: string;
  gatewayPaymentId: string;
  amountPaise: number;
  balancePaise: number;
  eventId: string;
  receivedAt: Date;
  /** Why staff look into it: more than the ledger shows received (the default), or the gateway could not send it. */
  reason?: RefundAttentionReason;
}

/**
 * Keeps the refund for staff; false when it was kept already (another event of the same
 * refund). A refund kept as more than the ledger showed that then fails is kept as failed:
 * the money did not go back after all, which is what staff must now deal with.
 */
export async function keepRefundForAttention(tx: Queryable, r: UnenteredRefund): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO ledger_refunds_needing_attention (gateway_refund_id, booking_id, gateway_payment_id, amount_paise, balance_paise, event_id, received_at, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (gateway_refund_id) DO UPDATE SET reason = EXCLUDED.reason, balance_paise = EXCLUDED.balance_paise, event_id = EXCLUDED.event_id, received_at = EXCLUDED.received_at
       WHERE EXCLUDED.reason = 'failed' AND ledger_refunds_needing_attention.reason <> 'failed'
     RETURNING 1`,
    [r.gatewayRefundId, r.bookingId, r.gatewayPaymentId, r.amountPaise, r.balancePaise, r.eventId, r.receivedAt, r.reason ?? 'over_balance'],
  );
  return rows.length > 0;
}

interface AttentionRow {
  gateway_refund_id: string; gateway_payment_id: string; amount_paise: string; balance_paise: string; received_at: Date | string;
  dealt_with_at: Date | string | null; dealt_with_by: string | null; dealt_with_by_name: string | null; dealt_with_note: string | null; reason: RefundAttentionReason;
}

export async function refundsNeedingAttentionOf(db: Queryable, bookingId: number): Promise<RefundNeedingAttention[]> {
  const { rows } = await db.query<AttentionRow>(
    `SELECT r.gateway_refund_id, r.gateway_payment_id, r.amount_paise::text, r.balance_paise::text, r.received_at,
            r.dealt_with_at, r.dealt_with_by, ${accountNameSql('a')} AS dealt_with_by_name, r.dealt_with_note, r.reason
       FROM ledger_refunds_needing_attention r LEFT JOIN admins a ON a.user_id = r.dealt_with_by
      WHERE r.booking_id = $1 ORDER BY r.received_at, r.gateway_refund_id`,
    [bookingId],
  );
  return rows.map((r) => ({
    gatewayRefundId: r.gateway_refund_id, gatewayPaymentId: r.gateway_payment_id, amountPaise: Number(r.amount_paise), balancePaise: Number(r.balance_paise),
    receivedAt: new Date(r.received_at).toISOString(), reason: r.reason,
    message: r.reason === 'failed' ? paymentMessages.refundFailedNeedsAttention : paymentMessages.refundNeedsAttention,
    dealtWith: r.dealt_with_at === null ? null : {
      by: r.dealt_with_by ?? '', byName: staffName(r.dealt_with_by_name), at: new Date(r.dealt_with_at).toISOString(), note: r.dealt_with_note ?? '',
    },
  }));
}

/** The booking a flagged refund belongs to, and whether it is dealt with; null when there is no such refund. */
export async function flaggedRefund(db: Queryable, gatewayRefundId: string): Promise<{ bookingId: number; dealtWith: boolean } | null> {
  const { rows } = await db.query<{ booking_id: string; dealt: boolean }>(
    'SELECT booking_id::text, dealt_with_at IS NOT NULL AS dealt FROM ledger_refunds_needing_attention WHERE gateway_refund_id = $1',
    [gatewayRefundId],
  );
  const row = rows[0];
  return row ? { bookingId: Number(row.booking_id), dealtWith: row.dealt } : null;
}

/**
 * Marks it dealt with, once: false when someone already had (the row is never written
 * twice, so the first person's note and time stand). The ledger is not touched.
 */
export async function markRefundDealtWith(db: Queryable, gatewayRefundId: string, by: string, at: Date, note: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE ledger_refunds_needing_attention SET dealt_with_at = $2, dealt_with_by = $3, dealt_with_note = $4
      WHERE gateway_refund_id = $1 AND dealt_with_at IS NULL RETURNING 1`,
    [gatewayRefundId, at, by, note],
  );
  return rows.length > 0;
}
