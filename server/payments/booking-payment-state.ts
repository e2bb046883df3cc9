/**
 * A booking's money as /track shows it to its customer: the model's booking amount, what
 * the booking received, what is due (docs/payments.md "What is due": never more because of
 * a refund, nothing once cancelled or delivered), and whether it can be paid online now.
 * Null when the model has no booking amount (nothing to pay online, nothing to show). Its
 * refunds through the gateway carry their status (docs/payments.md "Refund status"); money
 * given back at the counter is listed beside them with its day.
 */
import type { BookingPaymentState, RefundStatus, TrackCounterRefund, TrackRefund } from '#contract/payments.ts';
import { istDateOf } from '#contract/ist-date.ts';
import type { Queryable } from '../db/connect.ts';
import type { BookingState } from '#contract/stock.ts';
import type { ResolvedDeps } from '../deps.ts';
import { bookingAmountDue } from '#contract/booking-due.ts';
import { isTestPayments, paymentProvider } from './checkout-kind.ts';
import { receivedOf } from './ledger.ts';
import { receiptsOf } from './receipts.ts';

export async function bookingPaymentState(deps: ResolvedDeps, bookingId: number, state: BookingState): Promise<BookingPaymentState | null> {
  const { rows } = await deps.db.query<{ amount: string | null }>(
    'SELECT a.amount_paise::text AS amount FROM booking_amounts a JOIN bookings b ON b.model_id = a.model_id WHERE b.id = $1',
    [bookingId],
  );
  const amount = rows[0]?.amount;
  if (amount === null || amount === undefined) return null;
  const bookingAmountPaise = Number(amount);
  const paidPaise = await receivedOf(deps.db, bookingId);
  const duePaise = bookingAmountDue(bookingAmountPaise, paidPaise, state);
  return { bookingAmountPaise, paidPaise, duePaise, online: Boolean(paymentProvider(deps)) && duePaise > 0, testMode: isTestPayments(deps),
    receipts: await receiptsOf(deps.db, bookingId), refunds: await refundsOf(deps.db, bookingId), counterRefunds: await counterRefundsOf(deps.db, bookingId),
  };
}

/**
 * The booking's refunds through the gateway (reversals netted out), with their status: the
 * buyer follows each until it is settled. A failed one stays, shown as not completed,
 * though its entry is reversed: the buyer was told of it and is still owed the money.
 */
async function refundsOf(db: Queryable, bookingId: number): Promise<TrackRefund[]> {
  const { rows } = await db.query<{ amount: string; status: RefundStatus | null; created_at: Date | string; settled_at: Date | string | null }>(
    `SELECT (-e.amount_paise)::text AS amount, s.status, e.created_at, s.settled_at
       FROM ledger_entries e LEFT JOIN gateway_refund_statuses s ON s.gateway_refund_id = e.gateway_refund_id
      WHERE e.booking_id = $1 AND e.kind = 'refund'
        AND (s.status = 'failed' OR NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id))
      ORDER BY e.id`,
    [bookingId],
  );
  return rows.map((r) => ({
    amountPaise: Number(r.amount), status: r.status, madeAt: new Date(r.created_at).toISOString(), settledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
  }));
}

/**
 * Money given back at the counter: the booking's negative adjustments no reversal undid
 * (docs/payments.md "What is due"), each with the IST day it was entered.
 */
async function counterRefundsOf(db: Queryable, bookingId: number): Promise<TrackCounterRefund[]> {
  const { rows } = await db.query<{ amount: string; created_at: Date | string }>(
    `SELECT (-e.amount_paise)::text AS amount, e.created_at FROM ledger_entries e
      WHERE e.booking_id = $1 AND e.kind = 'adjustment' AND e.amount_paise < 0
        AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)
      ORDER BY e.id`,
    [bookingId],
  );
  return rows.map((r) => ({ amountPaise: Number(r.amount), on: istDateOf(new Date(r.created_at)) }));
}
