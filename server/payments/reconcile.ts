/**
 * Reconciliation (docs/payments.md "Reconciliation"): an order still waiting some minutes
 * after it was made may have been paid with its webhook lost and its checkout page closed.
 * Each such order's payments are read from the gateway; a captured one is counted as the
 * webhook would have counted it (one ledger entry, whoever is first). Orders older than
 * `lookBackHours` are left: nobody pays an order days later.
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../db/connect.ts';
import type { Logger } from '../log.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { uuidFrom } from '../notifications/uuid-from.ts';
import { recordGatewayPayment } from './payment-record.ts';
import { settlePendingRefunds } from './refund-settle.ts';
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

/** The reconciliation's queue: at most one round waiting and one running across every process ('stately'). */
export const reconciliationQueue = 'payment-reconciliation';
/** How often a round is due. */
export const reconciliationRoundMinutes = 5;

/**
 * The job id of the round `at` falls in: every process that asks for that round queues the
 * same id, and pg-boss inserts a job whose id exists as nothing, so a round runs once
 * however many servers run the background work.
 */
export function reconciliationJobId(at: Date): string {
  return uuidFrom(`payment-reconciliation:${Math.floor(at.getTime() / (reconciliationRoundMinutes * 60_000))}`);
}

export interface ReconciliationOptions {
  /** How often this process asks for the current round (the tests: shorter). */
  tickMs?: number;
  /** How often an idle worker asks for a round. */
  pollingSeconds?: number;
}

/**
 * Runs the reconciliation as a job on the durable queue (docs/payments.md "Reconciliation"):
 * this process asks for the current five-minute round every minute and works rounds off the
 * queue. A round that fails (the database away) is tried again by the queue; one whose
 * process died is taken again when its job expires. Returns the stop.
 */
export async function startPaymentReconciliation(
  db: Db, boss: PgBoss, providerNow: () => PaymentProvider | null, now: () => Date, log: Logger, options: ReconciliationOptions = {},
): Promise<() => Promise<void>> {
  await boss.createQueue(reconciliationQueue, {
    name: reconciliationQueue, policy: 'stately', retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60,
  } as PgBoss.Queue);
  await boss.work(reconciliationQueue, { pollingIntervalSeconds: options.pollingSeconds ?? 30 }, async () => {
    // The gateway in use at each round: Manage > Payments may switch it, or take it away.
    const provider = providerNow();
    if (!provider) return;
    const at = now();
    const counted = await reconcilePendingOrders(db, provider, at, log);
    if (counted > 0) log.info('payments settled by reconciliation', { count: counted });
    const settled = await settlePendingRefunds(db, provider, at, log);
    if (settled > 0) log.info('refunds settled by reconciliation', { count: settled });
  });
  const askForRound = () => boss.send(reconciliationQueue, {}, { id: reconciliationJobId(now()) } as PgBoss.SendOptions)
    .catch((error: Error) => log.warn('payment reconciliation not queued', { error: error.message }));
  const timer = setInterval(() => void askForRound(), options.tickMs ?? 60_000);
  timer.unref();
  await askForRound();
  return async () => {
    clearInterval(timer);
    await boss.offWork(reconciliationQueue).catch(() => {});
  };
}
