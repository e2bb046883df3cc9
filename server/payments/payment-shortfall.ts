/**
 * Online payments the gateway captured for another amount than their order's (docs/payments.md
 * "A payment of another amount"): an order that takes part payments, or a gateway that
 * captured less. The ledger holds what was captured, never the order's amount, so the
 * balance and what is still due are right; this lists the difference for staff, who take
 * it up with the buyer (the rest stays due and can be paid online or at the counter).
 */
import type { Queryable } from '../db/connect.ts';
import { paymentMessages, type PaymentShortfall } from '#contract/payments.ts';

export async function paymentShortfallsOf(db: Queryable, bookingId: number): Promise<PaymentShortfall[]> {
  const { rows } = await db.query<{ gateway_payment_id: string; order_id: string; captured: string; ordered: string; created_at: Date | string }>(
    `SELECT e.gateway_payment_id, o.gateway_order_id AS order_id, e.amount_paise::text AS captured, o.amount_paise::text AS ordered, e.created_at
       FROM ledger_entries e JOIN payment_orders o ON o.gateway_order_id = e.reference AND o.booking_id = e.booking_id
      WHERE e.booking_id = $1 AND e.kind = 'paid_online' AND e.amount_paise <> o.amount_paise
        AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)
      ORDER BY e.id`,
    [bookingId],
  );
  return rows.map((r) => ({
    gatewayPaymentId: r.gateway_payment_id, orderId: r.order_id, orderAmountPaise: Number(r.ordered), capturedPaise: Number(r.captured),
    receivedAt: new Date(r.created_at).toISOString(), message: paymentMessages.capturedOtherAmount,
  }));
}
