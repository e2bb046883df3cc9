/**
 * What counts as paid (docs/payments.md "What counts as paid"): a payment of one of our
 * orders that the checkout's handler proved with a valid signature, or that the gateway
 * itself says is captured (its webhook, or our reading of its status). Whichever arrives
 * first counts it; the others find it counted: the ledger holds one entry per gateway
 * payment (a unique index), so twice, late and out of order all end in one entry.
 */
import type { Queryable } from '../db/connect.ts';
import type { GatewayPayment, GatewayPaymentStatus } from './provider.ts';
import { lockBookingMoney } from './booking-money-lock.ts';
import { addLedgerEntry } from './ledger.ts';

export interface OrderRow {
  id: string;
  booking_id: string;
  reference: string;
  gateway_order_id: string;
  amount_paise: string;
  status: 'created' | 'paid';
  idempotency_key: string;
}

const orderColumns = `o.id::text, o.booking_id::text, b.reference, o.gateway_order_id, o.amount_paise::text, o.status, o.idempotency_key`;

export async function orderByGatewayId(db: Queryable, gatewayOrderId: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${orderColumns} FROM payment_orders o JOIN bookings b ON b.id = o.booking_id WHERE o.gateway_order_id = $1`, [gatewayOrderId]);
  return rows[0] ?? null;
}

export async function orderByKey(db: Queryable, key: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${orderColumns} FROM payment_orders o JOIN bookings b ON b.id = o.booking_id WHERE o.idempotency_key = $1`, [key]);
  return rows[0] ?? null;
}

/** A later word of the gateway never takes a payment back: failed after captured stays captured. */
const statusRank: Record<GatewayPaymentStatus, number> = { created: 0, failed: 1, authorized: 2, captured: 3, refunded: 4 };
const rankSql = (column: string) => `CASE ${column} ${Object.entries(statusRank).map(([s, r]) => `WHEN '${s}' THEN ${r}`).join(' ')} END`;

export type LearntFrom = 'signature' | 'webhook' | 'status';

export type PaymentOutcome = 'counted' | 'not-counted' | 'not-ours';

/**
 * Keeps what the gateway told of a payment and, when it counts, its ledger entry. Runs in
 * the caller's transaction; locks the booking's money first, as every ledger change does.
 */
export async function recordGatewayPayment(tx: Queryable, payment: Omit<GatewayPayment, 'createdAt'>, learntFrom: LearntFrom, at: Date): Promise<PaymentOutcome> {
  const order = await orderByGatewayId(tx, payment.orderId);
  if (!order) return 'not-ours';
  const bookingId = Number(order.booking_id);
  await lockBookingMoney(tx, bookingId);
  await tx.query(
    `INSERT INTO gateway_payments (gateway_payment_id, order_id, amount_paise, status, learnt_from, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (gateway_payment_id) DO UPDATE SET
       status = CASE WHEN ${rankSql('EXCLUDED.status')} > ${rankSql('gateway_payments.status')} THEN EXCLUDED.status ELSE gateway_payments.status END,
       updated_at = EXCLUDED.updated_at`,
    [payment.id, order.id, payment.amountPaise, payment.status, learntFrom, at],
  );
  const counts = learntFrom === 'signature' || payment.status === 'captured' || payment.status === 'refunded';
  if (!counts) return 'not-counted';
  await addLedgerEntry(tx, {
    bookingId, kind: 'paid_online', amountPaise: payment.amountPaise, gatewayPaymentId: payment.id, reference: payment.orderId,
    createdBy: `gateway:${learntFrom}`, createdAt: at,
  });
  await tx.query(`UPDATE payment_orders SET status = 'paid', settled_at = coalesce(settled_at, $2) WHERE id = $1`, [order.id, at]);
  return 'counted';
}

/** When a gateway payment entered the ledger (the webhook may have been first), or null. */
export async function receivedAt(db: Queryable, gatewayPaymentId: string): Promise<Date | null> {
  const { rows } = await db.query<{ created_at: Date | string }>(
    `SELECT created_at FROM ledger_entries WHERE kind = 'paid_online' AND gateway_payment_id = $1`, [gatewayPaymentId],
  );
  return rows[0] ? new Date(rows[0].created_at) : null;
}
