/**
 * Reconciliation (docs/payments.md "Reconciliation"): an order still waiting some minutes
 * after it was made may have been paid with its webhook lost and its checkout page closed.
 * Each such order's payments are read from the gateway; a captured one is counted as the
 * webhook would have counted it (one ledger entry, whoever is first). Orders older than
 * `lookBackHours` are left: nobody pays an order days later.
 */
import type { Db } from '../db/connect.ts';
import type { Logger } from '../log.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { recordGatewayPayment } from './payment-record.ts';
import { settlePendingRefunds } from './refund-status.ts';
import type { PaymentProvider } from './provider.ts';

export interface ReconcileOptions {
  /** How long an order waits for its webhook before the gateway is asked. */
  afterMinutes?: number;
  lookBackHours?: number;
  /** Orders asked about in one run. */
  batch?: number;
}

/** Settles the waiting orders the gateway says are paid; how many payments were counted. */
export async function reconcilePendingOrders(db: Db, provider: PaymentProvider, now: Date, log: Logger, options: ReconcileOptions = {}): Promise<number> {
  const before = new Date(now.getTime() - (options.afterMinutes ?? 15) * 60_000);
  const since = new Date(now.getTime() - (options.lookBackHours ?? 72) * 3_600_000);
  const { rows } = await db.query<{ gateway_order_id: string }>(
    `SELECT gateway_order_id FROM payment_orders
      WHERE status = 'created' AND provider = $1 AND created_at <= $2 AND created_at >= $3 AND gateway_order_id NOT LIKE 'pending:%'
      ORDER BY created_at LIMIT $4`,
    [provider.name, before, since, options.batch ?? 50],
  );
  let counted = 0;
  for (const { gateway_order_id: orderId } of rows) {
    let payments;
    try {
      payments = await provider.fetchPayments(orderId);
    } catch (error) {
      log.warn('payment reconciliation: gateway read failed', { orderId, error: (error as Error).message });
      continue;
    }
    for (const payment of payments.filter((p) => p.status === 'captured' || p.status === 'refunded')) {
      if ((await retryTransaction(db, (tx) => recordGatewayPayment(tx, payment, 'status', now))) === 'counted') counted += 1;
    }
  }
  return counted;
}

/** Runs the reconciliation every `everyMs` on the clock `now`; returns the stop. */
export function startPaymentReconciliation(db: Db, providerNow: () => PaymentProvider | null, now: () => Date, log: Logger, everyMs = 5 * 60_000): () => void {
  let running = false;
  const tick = async () => {
    // The gateway in use at each run: Manage > Payments may switch it, or take it away.
    const provider = providerNow();
    if (running || !provider) return;
    running = true;
    try {
      const at = now();
      const counted = await reconcilePendingOrders(db, provider, at, log);
      if (counted > 0) log.info('payments settled by reconciliation', { count: counted });
      const settled = await settlePendingRefunds(db, provider, at, log);
      if (settled > 0) log.info('refunds settled by reconciliation', { count: settled });
    } catch (error) {
      log.warn('payment reconciliation', { error: (error as Error).message });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
