/**
 * A gateway refund's status (docs/payments.md "Refund status"): Razorpay may answer a
 * refund `pending` and settle it later (`refund.processed`). Webhooks come twice, late and
 * out of order, so a status only moves forward: a late `refund.created` (pending) never
 * takes back a processed refund. Kept beside the ledger (migration 480), whose entries are
 * never changed. A refund left pending whose webhook never comes is read from the gateway
 * by the reconciliation job, as a waiting order is (refund-settle.ts).
 */
import type { Queryable } from '../db/connect.ts';
import type { RefundStatus } from '#contract/payments.ts';

const rank: Record<RefundStatus, number> = { pending: 0, processed: 1, failed: 1 };
const rankSql = (column: string) => `CASE ${column} ${Object.entries(rank).map(([s, r]) => `WHEN '${s}' THEN ${r}`).join(' ')} END`;

/** Keeps what the gateway says of a refund now, unless it already said something later; whether it changed. */
export async function followRefundStatus(tx: Queryable, bookingId: number, gatewayRefundId: string, status: RefundStatus, at: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO gateway_refund_statuses (gateway_refund_id, booking_id, status, updated_at, settled_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $3 = 'pending' THEN NULL ELSE $4::timestamptz END)
     ON CONFLICT (gateway_refund_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at, settled_at = EXCLUDED.settled_at
       WHERE ${rankSql('EXCLUDED.status')} > ${rankSql('gateway_refund_statuses.status')}
     RETURNING 1`,
    [gatewayRefundId, bookingId, status, at],
  );
  return rows.length > 0;
}
