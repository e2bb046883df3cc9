/**
 * The server killed between the gateway's capture and the ledger (docs/payments.md "What
 * counts as paid"): the buyer has paid, the gateway has captured the money, and the
 * process that would enter it dies with SIGKILL: once while the capture's webhook is being
 * delivered (it may have committed or not: both are allowed, and the gateway sends it again
 * after a failed delivery), once before anything reached it, its checkout page closed and
 * the webhook lost for good. After a restart on the same database the payment is in the
 * booking's ledger exactly once: from the webhook's redelivery in the first case, from the
 * reconciliation of pending orders (server/payments/reconcile.ts, the job's own code, run
 * on a clock 20 minutes on) in the second; more redeliveries and runs change nothing.
 *
 * On PostgreSQL only (the application process dies, its database server does not), like
 * the other process-killing tests that share a database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { paymentPaths, type PaymentOrderAnswer } from '#contract/payments.ts';
import { stockPaths, type BookingRecord } from '#contract/stock.ts';
import { testRequestLimits } from '../../server/config.ts';
import { createLogger } from '../../server/log.ts';
import { createRazorpay } from '../../server/payments/razorpay.ts';
import { reconcilePendingOrders } from '../../server/payments/reconcile.ts';
import { startStandInGateway, type StandInGateway } from '../../server/payments/stand-in-gateway.ts';
import { adminCredentials, startServer, type RunningServer } from '../e2e/support/server.ts';
import { login, type AdminSession } from './support/admin-session.ts';
import { raceKind, type RaceKind } from './support/race-kind.ts';

let gateway: StandInGateway;
let server: RunningServer;
let owner: AdminSession;
let kind: RaceKind;
const amountPaise = 200_000;

beforeAll(async () => {
  gateway = await startStandInGateway({ autoDeliver: false });
  server = await startServer({
    env: {
      REQUEST_LIMITS: testRequestLimits,
      RAZORPAY_KEY_ID: gateway.keyId, RAZORPAY_KEY_SECRET: gateway.keySecret, RAZORPAY_WEBHOOK_SECRET: gateway.webhookSecret, RAZORPAY_BASE_URL: gateway.url,
    },
  });
  gateway.webhookUrl = `${server.url}${paymentPaths.webhook}`;
  owner = await login(server.url, adminCredentials.userId, adminCredentials.password);
  const db = await server.openDb();
  try {
    kind = await raceKind(db);
  } finally {
    await db.close();
  }
  const set = await owner.fetch(paymentPaths.bookingAmount(kind.modelId), {
    method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ amountPaise }),
  });
  expect(set.status, await set.text()).toBe(200);
}, 180_000);

afterAll(async () => {
  await server?.dispose();
  await gateway?.close();
});

/** A counter booking of the kind and its payment order, as the buyer's /track makes it. */
async function bookedAndOrdered(mobile: string): Promise<{ booking: BookingRecord; order: PaymentOrderAnswer }> {
  const made = await owner.fetch(stockPaths.bookings, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID() },
    body: JSON.stringify({ ...kind, customerName: 'Crash Buyer', mobile }),
  });
  expect(made.status, await made.clone().text()).toBe(201);
  const { booking } = (await made.json()) as { booking: BookingRecord };
  const ordered = await fetch(`${server.url}${paymentPaths.orders}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID() },
    body: JSON.stringify({ reference: booking.reference, mobile }),
  });
  expect(ordered.status, await ordered.clone().text()).toBe(201);
  return { booking, order: (await ordered.json()) as PaymentOrderAnswer };
}

/** The booking's online payments in the ledger: [amount] per entry. */
async function paidOnline(bookingId: number): Promise<number[]> {
  const db = await server.openDb();
  try {
    const { rows } = await db.query<{ amount_paise: string }>(
      `SELECT amount_paise::text FROM ledger_entries WHERE booking_id = $1 AND kind = 'paid_online' ORDER BY id`, [bookingId],
    );
    return rows.map((r) => Number(r.amount_paise));
  } finally {
    await db.close();
  }
}

/** The capture's webhook event for the order, as the gateway made it. */
function capturedEvent(orderId: string) {
  const event = gateway.events.find((e) => e.event === 'payment.captured' && e.body.includes(orderId));
  expect(event, `no payment.captured event for ${orderId}`).toBeDefined();
  return event!;
}

/** Delivers an event; a server that is down answers nothing (0), as the gateway sees it. */
async function deliver(event: ReturnType<typeof capturedEvent>): Promise<number> {
  try {
    return await gateway.deliver(event);
  } catch {
    return 0;
  }
}

describe('SIGKILL between the gateway\'s capture and the ledger', () => {
  it('enters the payment once from the webhook sent again after a restart', async () => {
    const { booking, order } = await bookedAndOrdered('9811066001');
    await gateway.pay(order.orderId);
    const event = capturedEvent(order.orderId);

    // The capture's webhook and the kill at once: it may be entered or not, never half.
    const [firstAnswer] = await Promise.all([deliver(event), server.stop('SIGKILL')]);
    expect([0, 200]).toContain(firstAnswer);
    await server.restart();

    // The gateway sends it again (its delivery failed, or it did not see the answer), twice.
    expect(await deliver(event)).toBe(200);
    expect(await deliver(event)).toBe(200);
    expect(await paidOnline(booking.id)).toEqual([amountPaise]);
  });

  it('enters the payment once from the reconciliation when the webhook never comes', async () => {
    const { booking, order } = await bookedAndOrdered('9811066002');
    await gateway.pay(order.orderId);
    await server.stop('SIGKILL');
    await server.restart();
    expect(await paidOnline(booking.id)).toEqual([]);

    // The reconciliation job's own code on the server's database, on a clock where the order
    // has waited long enough for its webhook; run twice, as two runs of the job would.
    const db = await server.openDb();
    try {
      const provider = createRazorpay({ keyId: gateway.keyId, keySecret: gateway.keySecret, webhookSecret: gateway.webhookSecret, baseUrl: gateway.url });
      const later = new Date(Date.now() + 20 * 60_000);
      const log = createLogger('error');
      expect(await reconcilePendingOrders(db, provider, later, log)).toBe(1);
      expect(await reconcilePendingOrders(db, provider, later, log)).toBe(0);
    } finally {
      await db.close();
    }
    // The webhook arriving after all, days late, changes nothing either.
    expect(await deliver(capturedEvent(order.orderId))).toBe(200);
    expect(await paidOnline(booking.id)).toEqual([amountPaise]);
  });
});
