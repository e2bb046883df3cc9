/**
 * The reconciliation as a job on the durable queue (docs/payments.md "Reconciliation"): two
 * processes asking for the same five-minute round, again and again, queue one job; that round
 * counts a paid order whose webhook never came, once; the next round is queued when the
 * clock reaches it, asks the gateway again and enters nothing twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/log.ts';
import { startMessageQueue, type MessageQueue } from '../../server/notifications/message-queue.ts';
import { createRazorpay } from '../../server/payments/razorpay.ts';
import { reconciliationQueue, startPaymentReconciliation } from '../../server/payments/reconcile.ts';
import { messageQueueSettled } from '../support/message-queue-settled.ts';
import { ledgerOf, newBooking, orderFor, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';

let clock = new Date('2026-11-25T05:10:00Z');
let world: PaymentsWorld;
const queues: MessageQueue[] = [];
const stops: (() => Promise<void>)[] = [];
const log = createLogger('silent');

beforeAll(async () => {
  world = await startPaymentsWorld('payqueue', () => clock);
  // Two processes running the background work on one database.
  for (let i = 0; i < 2; i++) {
    queues.push(await startMessageQueue(world.app.db, log, { attempts: 3, retrySeconds: 1, timeoutSeconds: 10, pollingSeconds: 0.5 }));
  }
});
afterAll(async () => {
  for (const stop of stops) await stop();
  for (const queue of queues) await queue.stop();
  await world?.close();
});

async function rounds(): Promise<{ state: string }[]> {
  const { rows } = await world.app.db.query<{ state: string }>('SELECT state FROM pgboss.job WHERE name = $1 ORDER BY created_on', [reconciliationQueue]);
  return rows;
}

const paidOnline = async (bookingId: number) => (await ledgerOf(world, bookingId)).entries.filter((e) => e.kind === 'paid_online');

describe('the reconciliation job', () => {
  it('runs each five-minute round once across processes, and counts a paid order whose webhook never came once', async () => {
    const booking = await newBooking(world);
    const order = await orderFor(world, booking);
    // Paid at the gateway; its webhook is never delivered and the buyer's page was closed.
    await world.gateway.pay(order.orderId);
    clock = new Date(clock.getTime() + 20 * 60_000);
    const gateway = createRazorpay({ ...world.app.config.razorpay! });
    for (const queue of queues) {
      // Each process asks for the current round every 100 ms: far more often than a round.
      stops.push(await startPaymentReconciliation(world.app.db, queue.boss, () => gateway, () => clock, log, { tickMs: 100, pollingSeconds: 0.5 }));
    }
    await expect.poll(async () => (await paidOnline(booking.id)).length, { timeout: 20_000, interval: 200 }).toBe(1);
    await messageQueueSettled(world.app.db, reconciliationQueue);
    expect(await paidOnline(booking.id)).toEqual([expect.objectContaining({ createdBy: 'gateway:status' })]);
    // Asked for over and over by both processes, the round was queued and run once.
    expect(await rounds()).toEqual([{ state: 'completed' }]);

    // The next round: queued once the clock reaches it, it asks the gateway again and enters nothing twice.
    clock = new Date(clock.getTime() + 5 * 60_000);
    await expect.poll(async () => (await rounds()).length, { timeout: 20_000, interval: 200 }).toBe(2);
    await messageQueueSettled(world.app.db, reconciliationQueue);
    expect(await rounds()).toEqual([{ state: 'completed' }, { state: 'completed' }]);
    expect(await paidOnline(booking.id)).toHaveLength(1);
  });
});
