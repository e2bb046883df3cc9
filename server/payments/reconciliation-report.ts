/**
 * The daily reconciliation (docs/payments.md "Reconciliation report"): for one IST day, the
 * gateway's payments (its payments list) against the ledger's online payments. Differences
 * first, in this order: paid at the gateway with no ledger entry; a ledger entry with no
 * captured payment at the gateway; amounts that differ; then the matched ones, each group
 * by time. A payment made just before midnight and entered after it is matched across
 * the day's edge: the gateway is read a day either side for the ledger's entries.
 */
import { reconciliationDifferences } from '#contract/reports.ts';
import { formatIstClock } from '#contract/ist-date.ts';
import type { Queryable } from '../db/connect.ts';
import type { GatewayPayment, PaymentProvider } from './provider.ts';

const dayMs = 24 * 60 * 60_000;
type Difference = keyof typeof reconciliationDifferences;
const order: Difference[] = ['notInLedger', 'notCaptured', 'amountDiffers', 'matched'];

export interface ReconciliationRow {
  difference: Difference;
  paymentId: string;
  booking: string;
  /** When it was paid at the gateway, else when it was entered. */
  at: string;
  gatewayPaise: number | null;
  ledgerPaise: number | null;
  gatewayStatus: string;
  orderId: string;
}

/** Money the gateway took: a captured payment, refunded since or not. */
const captured = (p: GatewayPayment) => p.status === 'captured' || p.status === 'refunded';

interface LedgerRow { gateway_payment_id: string; amount: string; created_at: Date | string; reference: string; order_id: string | null }

export async function reconcileDay(db: Queryable, provider: PaymentProvider, day: string): Promise<ReconciliationRow[]> {
  const start = new Date(`${day}T00:00:00+05:30`);
  const end = new Date(start.getTime() + dayMs - 1);
  const around = await provider.listPayments(new Date(start.getTime() - dayMs), new Date(end.getTime() + dayMs));
  const byId = new Map(around.map((p) => [p.id, p]));
  const ofDay = around.filter((p) => captured(p) && p.createdAt >= start.toISOString() && p.createdAt <= end.toISOString());
  const { rows } = await db.query<LedgerRow>(
    `SELECT e.gateway_payment_id, e.amount_paise::text AS amount, e.created_at, b.reference,
            (SELECT o.gateway_order_id FROM gateway_payments g JOIN payment_orders o ON o.id = g.order_id WHERE g.gateway_payment_id = e.gateway_payment_id) AS order_id
       FROM ledger_entries e JOIN bookings b ON b.id = e.booking_id
      WHERE e.kind = 'paid_online' AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)
        AND ((e.created_at >= $1 AND e.created_at <= $2) OR e.gateway_payment_id = ANY($3::text[]))`,
    [start, end, ofDay.map((p) => p.id)],
  );
  const ledger = new Map(rows.map((r) => [r.gateway_payment_id, r]));
  const { rows: orders } = await db.query<{ gateway_order_id: string; reference: string }>(
    'SELECT o.gateway_order_id, b.reference FROM payment_orders o JOIN bookings b ON b.id = o.booking_id WHERE o.gateway_order_id = ANY($1::text[])',
    [[...new Set(ofDay.map((p) => p.orderId))]],
  );
  const bookingOfOrder = new Map(orders.map((o) => [o.gateway_order_id, o.reference]));

  const result: ReconciliationRow[] = [];
  for (const payment of ofDay) {
    const entry = ledger.get(payment.id);
    const ledgerPaise = entry ? Number(entry.amount) : null;
    result.push({
      difference: ledgerPaise === null ? 'notInLedger' : ledgerPaise === payment.amountPaise ? 'matched' : 'amountDiffers',
      paymentId: payment.id, booking: entry?.reference ?? bookingOfOrder.get(payment.orderId) ?? '', at: payment.createdAt,
      gatewayPaise: payment.amountPaise, ledgerPaise, gatewayStatus: payment.status, orderId: payment.orderId,
    });
  }
  const listed = new Set(ofDay.map((p) => p.id));
  for (const entry of rows) {
    if (listed.has(entry.gateway_payment_id)) continue;
    const payment = byId.get(entry.gateway_payment_id);
    const ledgerPaise = Number(entry.amount);
    const gatewayPaise = payment && captured(payment) ? payment.amountPaise : null;
    result.push({
      difference: gatewayPaise === null ? 'notCaptured' : gatewayPaise === ledgerPaise ? 'matched' : 'amountDiffers',
      paymentId: entry.gateway_payment_id, booking: entry.reference, at: new Date(entry.created_at).toISOString(),
      gatewayPaise, ledgerPaise, gatewayStatus: payment?.status ?? '', orderId: payment?.orderId ?? entry.order_id ?? '',
    });
  }
  return result.sort((a, b) => order.indexOf(a.difference) - order.indexOf(b.difference) || a.at.localeCompare(b.at) || a.paymentId.localeCompare(b.paymentId));
}

const rupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));

/** A row as the report's record (src/contract/reports.ts reconciliationReport columns). */
export function reconciliationRecord(row: ReconciliationRow): Record<string, string> {
  return {
    difference: reconciliationDifferences[row.difference], payment_id: row.paymentId, booking: row.booking, paid_time: formatIstClock(row.at),
    gateway_amount: rupees(row.gatewayPaise), ledger_amount: rupees(row.ledgerPaise), gateway_status: row.gatewayStatus, order_id: row.orderId,
  };
}
