/**
 * A booking's money as /track shows it to its customer: the model's booking amount, the
 * ledger's balance, what is due, and whether it can be paid online now. Null when the
 * model has no booking amount (nothing to pay online, nothing to show).
 */
import type { BookingPaymentState } from '#contract/payments.ts';
import type { BookingState } from '#contract/stock.ts';
import type { ResolvedDeps } from '../deps.ts';
import { isTestPayments, paymentProvider } from './checkout-kind.ts';
import { receiptsOf } from './receipts.ts';

export async function bookingPaymentState(deps: ResolvedDeps, bookingId: number, state: BookingState): Promise<BookingPaymentState | null> {
  const { rows } = await deps.db.query<{ amount: string | null; balance: string }>(
    `SELECT (SELECT a.amount_paise::text FROM booking_amounts a JOIN bookings b ON b.model_id = a.model_id WHERE b.id = $1) AS amount,
       (SELECT coalesce(sum(amount_paise), 0)::text FROM ledger_entries WHERE booking_id = $1) AS balance`,
    [bookingId],
  );
  const amount = rows[0]?.amount;
  if (amount === null || amount === undefined) return null;
  const bookingAmountPaise = Number(amount);
  const paidPaise = Number(rows[0]?.balance ?? 0);
  const duePaise = Math.max(0, bookingAmountPaise - paidPaise);
  const open = state !== 'cancelled' && state !== 'delivered';
  return { bookingAmountPaise, paidPaise, duePaise, online: Boolean(paymentProvider(deps)) && open && duePaise > 0, testMode: isTestPayments(deps),
    receipts: await receiptsOf(deps.db, bookingId),
  };
}
