/**
 * Refunds whose webhook never came (docs/payments.md "Refund status"): the reconciliation
 * round reads each one left pending from the gateway and keeps what it says now, processed
 * or failed, as the webhook would have. Apart from the status itself (refund-status.ts),
 * which the ledger uses, because a failed refund is reversed in the ledger.
 */
import type { Db } from '../db/connect.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { recordRefundProcessedOnLead } from '../leads/payment-lead-event.ts';
import type { Logger } from '../log.ts';
import { lockBookingMoney } from './booking-money-lock.ts';
import type { PaymentProvider } from './provider.ts';
import { refundFailed } from './refund-failure.ts';
import { followRefundStatus } from './refund-status.ts';

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
