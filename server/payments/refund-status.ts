/**
 * A gateway refund's status (docs/payments.md "Refund status"): Razorpay may answer a
 * refund `pending` and settle it later (`refund.processed`). Webhooks come twice, late and
 * out of order, so a status only moves forward: a late `refund.created` (pending) never
 * takes back a processed refund. Kept beside the ledger (migration 480), whose entries are
 * never changed. A refund left pending whose webhook never comes is read from the gateway
 * by the reconciliation job, as a waiting order is.
 */
import type { Db, Queryable } from '../db/connect.ts';
import type { RefundStatus } from '#contract/payments.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { recordRefundProcessedOnLead } from '../leads/payment-lead-event.ts';
import type { Logger } from '../log.ts';
import type { PaymentProvider } from './provider.ts';
import { lockBookingMoney } from './ledger.ts';
import { refundFailed } from './refund-failure.ts';

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

/**
 * Reads from the gateway each refund still pending `afterMinutes` after its last word (and
 * made in the last `lookBackDays`), and keeps what it says now; how many were settled.
 */
export async function settlePendingRefunds(db: Db, provider: PaymentProvider, now: Date, log: Logger, options: { afterMinutes?: number; lookBackDays?: number; batch?: number } = {}): Promise<number> {
  const before = new Date(now.getTime() - (options.afterMinutes ?? 15) * 60_000);
  const since = new Date(now.getTime() - (options.lookBackDays ?? 30) * 86_400_000);
  const { rows } = await db.query<{ gateway_refund_id: string; booking_id: string }>(
    `SELECT gateway_refund_id, booking_id::text FROM gateway_refund_statuses
      WHERE status = 'pending' AND updated_at <= $1 AND updated_at >= $2 ORDER BY updated_at LIMIT $3`,
    [before, since, options.batch ?? 50],
  );
  let settled = 0;
  for (const row of rows) {
    let refund;
    try {
      refund = await provider.fetchRefund(row.gateway_refund_id);
    } catch (error) {
      log.warn('refund status: gateway read failed', { gatewayRefundId: row.gateway_refund_id, error: (error as Error).message });
      continue;
    }
    if (refund.status === 'pending') continue;
    const bookingId = Number(row.booking_id);
    await retryTransaction(db, async (tx) => {
      await lockBookingMoney(tx, bookingId);
      // Failed: the money did not go back; the entry is reversed and staff told (refund-failure.ts).
      if (refund.status === 'failed') {
        await refundFailed(tx, bookingId, refund, `reconciliation:${refund.id}`, now);
        return;
      }
      await followRefundStatus(tx, bookingId, refund.id, refund.status, now);
      if (refund.status === 'processed') await recordRefundProcessedOnLead(tx, bookingId, refund.id, refund.amountPaise, now);
    });
    settled += 1;
  }
  return settled;
}
