/**
 * A gateway refund that failed (docs/payments.md "A refund that fails"): Razorpay's
 * `refund.failed`, or its status read by the reconciliation job. The money did not go back,
 * so the customer is still owed it:
 * - the refund's status becomes failed (statuses only move forward: a refund already
 *   processed stays processed, and nothing below happens);
 * - our refund's ledger entry, made when the gateway took it on, is reversed (an entry is
 *   never changed), so the balance shows the money still held; a refund made on the
 *   gateway's dashboard was never entered (only processed ones are), so there is nothing to
 *   reverse;
 * - it is kept for staff to look into (refund-attention.ts, reason `failed`): refund again
 *   or pay at the counter, then mark it dealt with.
 * Runs in the caller's transaction under the booking's lock; a second word of the same
 * failure finds the status failed and changes nothing.
 */
import type { Queryable } from '../db/connect.ts';
import { addLedgerEntry, balanceOf } from './ledger.ts';
import { keepRefundForAttention } from './refund-attention.ts';
import { followRefundStatus } from './refund-status.ts';

export interface FailedRefund { id: string; paymentId: string; amountPaise: number }

/** Why the reversal was made: the ledger's note, on staff's screen and the lead's timeline. */
export const failedRefundNote = 'Refund failed at the payment gateway: the money did not go back';

/** Whether this word of the failure changed anything (false: already known, or the refund was processed). */
export async function refundFailed(tx: Queryable, bookingId: number, refund: FailedRefund, eventId: string, at: Date): Promise<boolean> {
  const { rows } = await tx.query<{ id: string; amount_paise: string }>(
    `SELECT e.id::text, e.amount_paise::text FROM ledger_entries e
      WHERE e.gateway_refund_id = $1 AND e.kind = 'refund' AND e.booking_id = $2`,
    [refund.id, bookingId],
  );
  const entry = rows[0];
  if (entry) {
    if (!(await followRefundStatus(tx, bookingId, refund.id, 'failed', at))) return false;
    // Staff may have reversed it by hand already (the reversal is unique per entry): then it stands.
    await addLedgerEntry(tx, {
      bookingId, kind: 'reversal', amountPaise: -Number(entry.amount_paise), reversesId: Number(entry.id),
      note: failedRefundNote, createdBy: 'gateway:refund-failed', createdAt: at,
    });
  }
  const kept = await keepRefundForAttention(tx, {
    bookingId, gatewayRefundId: refund.id, gatewayPaymentId: refund.paymentId, amountPaise: refund.amountPaise,
    balancePaise: await balanceOf(tx, bookingId), eventId, receivedAt: at, reason: 'failed',
  });
  return Boolean(entry) || kept;
}
