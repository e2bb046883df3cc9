/**
 * The app with online payment through the local Razorpay stand-in
 * (server/payments/stand-in-gateway.ts), its webhooks pointed at the app, and the calls
 * the payment tests make: a booking with a booking amount, an order, the checkout's verify.
 */
import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { paymentPaths, type LedgerAnswer, type PaymentOrderAnswer } from '#contract/payments.ts';
import type { BookingTrackAnswer } from '#contract/booking-track.ts';
import { stockPaths, type BookingRecord } from '#contract/stock.ts';
import { startStandInGateway, type StandInEvent, type StandInGateway } from '../../server/payments/stand-in-gateway.ts';
import { call, type AdminSession } from './admin-session.ts';
import { addBooking, signInStockStaff, stockModel, type StockModel, type StockStaff } from './stock.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import type { Logger } from '../../server/log.ts';
import type { Budgets } from '../../server/limits/budgets.ts';
import type { Config } from '../../server/config.ts';

export interface PaymentsWorld extends StockStaff {
  app: TestApp;
  gateway: StandInGateway;
  model: StockModel;
  close(): Promise<void>;
}

/** The booking amount the tests set: ₹5,000. */
export const bookingAmountPaise = 500_000;

/** A logger that keeps its lines, for tests of what the server reports. */
export function keptLog(): Logger & { lines: { level: string; msg: string; data?: Record<string, unknown> }[] } {
  const lines: { level: string; msg: string; data?: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, data?: Record<string, unknown>) => { lines.push({ level, msg, ...(data ? { data } : {}) }); };
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export async function startPaymentsWorld(prefix: string, now: () => Date, options: { autoDeliver?: boolean; log?: Logger; limitsClock?: () => Date; requestBudgets?: Budgets; gatewayOnClock?: boolean; config?: Partial<Config> } = {}): Promise<PaymentsWorld> {
  // gatewayOnClock: the stand-in stamps its payments with the test's clock too.
  const gateway = await startStandInGateway({ autoDeliver: options.autoDeliver ?? false, ...(options.gatewayOnClock ? { now } : {}) });
  const app = await startTestApp({
    now, ...(options.log ? { log: options.log } : {}), ...(options.limitsClock ? { limitsClock: options.limitsClock } : {}),
    config: {
      // As server/main.ts sets up the stand-in: its own checkout pages, test payments.
      razorpay: { keyId: gateway.keyId, keySecret: gateway.keySecret, webhookSecret: gateway.webhookSecret, baseUrl: gateway.url, checkoutUrl: gateway.url },
      ...(options.requestBudgets ? { requestBudgets: options.requestBudgets } : {}),
      ...options.config,
    },
  });
  gateway.webhookUrl = `${app.url}${paymentPaths.webhook}`;
  const staff = await signInStockStaff(app, prefix, 2);
  const model = await stockModel(app);
  const res = await call(app, staff.manager, paymentPaths.bookingAmount(model.id), { method: 'PUT', json: { amountPaise: bookingAmountPaise } });
  expect(res.status, await res.clone().text()).toBe(200);
  return {
    ...staff, app, gateway, model,
    close: async () => {
      await gateway.settled();
      await app.close();
      await gateway.close();
    },
  };
}

export function newBooking(world: PaymentsWorld, session: AdminSession = world.sales, mobile = '9811040001'): Promise<BookingRecord> {
  const { model } = world;
  return addBooking(world.app, session, { modelId: model.id, variant: model.variants[0], colour: model.colours[0], showroomId: 2, mobile });
}

export function postOrder(world: PaymentsWorld, booking: { reference: string; mobile: string }, key: string = randomUUID()): Promise<Response> {
  return world.app.fetch(paymentPaths.orders, {
    method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key }, body: JSON.stringify({ reference: booking.reference, mobile: booking.mobile }),
  });
}

export async function orderFor(world: PaymentsWorld, booking: { reference: string; mobile: string }): Promise<PaymentOrderAnswer> {
  const res = await postOrder(world, booking);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as PaymentOrderAnswer;
}

export function postVerify(world: PaymentsWorld, fields: object): Promise<Response> {
  return world.app.fetch(paymentPaths.verify, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fields) });
}

export async function ledgerOf(world: PaymentsWorld, bookingId: number, session: AdminSession = world.owner): Promise<LedgerAnswer> {
  const res = await call(world.app, session, paymentPaths.ledger(bookingId));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as LedgerAnswer;
}

/** What /track answers the customer for a booking (reference and mobile). */
export async function trackedBooking(world: PaymentsWorld, booking: { reference: string; mobile: string }): Promise<BookingTrackAnswer> {
  const res = await world.app.fetch(stockPaths.track, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reference: booking.reference, mobile: booking.mobile }) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as BookingTrackAnswer;
}

/** Every payment row, to show that a refused request recorded nothing. */
export async function paymentSnapshot(app: TestApp): Promise<string> {
  const { rows } = await app.db.query(
    `SELECT (SELECT json_agg(l ORDER BY l.id) FROM ledger_entries l) AS ledger, (SELECT json_agg(p ORDER BY p.gateway_payment_id) FROM gateway_payments p) AS payments,
       (SELECT json_agg(o ORDER BY o.id) FROM payment_orders o) AS orders, (SELECT count(*) FROM payment_webhook_events) AS events`,
  );
  return JSON.stringify(rows[0]);
}

/** A booking with its booking amount paid online, verified at the checkout. */
export async function paidBooking(world: PaymentsWorld) {
  const booking = await newBooking(world);
  const order = await orderFor(world, booking);
  const paid = await world.gateway.pay(order.orderId);
  const verified = await postVerify(world, paid);
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return { booking, paymentId: paid.razorpay_payment_id };
}

/** A refund made by someone on the gateway's dashboard: straight to its API, not through ours; its refund.processed event. */
export async function dashboardRefund(world: PaymentsWorld, paymentId: string, amountPaise: number): Promise<StandInEvent> {
  const res = await fetch(`${world.gateway.url}/v1/payments/${paymentId}/refund`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from(`${world.gateway.keyId}:${world.gateway.keySecret}`).toString('base64')}` },
    body: JSON.stringify({ amount: amountPaise }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const event = world.gateway.events.at(-1)!;
  expect(event.event).toBe('refund.processed');
  return event;
}

/** Delivers an event as the gateway does; its status and the route's outcome. */
export async function deliverEvent(world: PaymentsWorld, event: StandInEvent, eventId = event.id): Promise<{ status: number; outcome: unknown }> {
  const res = await world.app.fetch(paymentPaths.webhook, {
    method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': event.signature, 'X-Razorpay-Event-Id': eventId }, body: event.body,
  });
  const json = (await res.json()) as { outcome?: unknown };
  return { status: res.status, outcome: json.outcome };
}

/** A paid booking with ₹4,000 given back at the counter, then a ₹2,000 refund at the gateway the ledger refuses: its gateway refund id. */
export async function flaggedRefundOf(world: PaymentsWorld): Promise<{ bookingId: number; gatewayRefundId: string }> {
  const { booking, paymentId } = await paidBooking(world);
  const adjusted = await call(world.app, world.manager, paymentPaths.ledger(booking.id), { method: 'POST', json: { kind: 'adjustment', amountPaise: -400_000, note: 'Discount agreed at the counter' } });
  expect(adjusted.status, await adjusted.clone().text()).toBe(201);
  expect(await deliverEvent(world, await dashboardRefund(world, paymentId, 200_000))).toEqual({ status: 200, outcome: 'needs_attention' });
  const flagged = (await ledgerOf(world, booking.id)).needsAttention[0];
  if (!flagged) throw new Error('no flagged refund');
  return { bookingId: booking.id, gatewayRefundId: flagged.gatewayRefundId };
}
