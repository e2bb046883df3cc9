/**
 * POST /api/payments/orders under the real per-address budget (server/limits/budgets.ts
 * paymentOrders; docs/reliability.md "Limits per address"): a buyer's few attempts pass;
 * past the budget the answer is 429 with Retry-After and a plain message, nothing is stored
 * and the gateway is not asked; a key whose order is made is answered again whatever the
 * budget and costs nothing. The budgets count on the test's own clock, which moves only
 * when the test says so.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { paymentPaths, type PaymentOrderAnswer } from '#contract/payments.ts';
import type { BookingRecord } from '#contract/stock.ts';
import { defaultBudgets } from '../../server/limits/budgets.ts';
import { newBooking, paymentSnapshot, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';

const { paymentOrders } = defaultBudgets;
const clock = new Date('2026-11-25T05:10:00Z');
let limitsMs = Date.parse('2026-11-25T05:10:00Z');
let world: PaymentsWorld;

beforeAll(async () => {
  world = await startPaymentsWorld('order-limits', () => clock, { limitsClock: () => new Date(limitsMs), requestBudgets: defaultBudgets });
});
afterAll(async () => {
  await world?.close();
});

let addressCounter = 0;
const newAddress = () => `10.88.0.${++addressCounter}`;

function order(booking: BookingRecord, address: string, key: string = randomUUID()): Promise<Response> {
  return world.app.fetch(paymentPaths.orders, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key, 'X-Forwarded-For': address },
    body: JSON.stringify({ reference: booking.reference, mobile: booking.mobile }),
  });
}

describe('payment orders per address', () => {
  it('lets a buyer make a few attempts, then answers 429 + Retry-After without asking the gateway', async () => {
    expect(paymentOrders.burst).toBeGreaterThanOrEqual(3);
    expect(60 / paymentOrders.everySeconds).toBeGreaterThanOrEqual(2);
    const booking = await newBooking(world);
    const address = newAddress();
    const keys: string[] = [];
    for (let i = 0; i < paymentOrders.burst; i += 1) {
      keys.push(randomUUID());
      const res = await order(booking, address, keys[i]);
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const ordersAtGateway = world.gateway.orders.size;
    const snapshot = await paymentSnapshot(world.app);

    const refused = await order(booking, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(paymentOrders.everySeconds));
    expect(((await refused.json()) as { message: string }).message).toBe('Too many payment attempts from your network just now. Please try again in 1 minute.');
    // Refused with a body that is not even valid: the budget answers first.
    expect((await world.app.fetch(paymentPaths.orders, { method: 'POST', headers: { 'X-Forwarded-For': address }, body: 'x' })).status).toBe(429);
    expect(world.gateway.orders.size).toBe(ordersAtGateway);
    expect(await paymentSnapshot(world.app)).toBe(snapshot);

    // A key whose order is made is answered again, over budget too, and costs nothing.
    const again = await order(booking, address, keys[0]);
    expect(again.status).toBe(200);
    const first = (await again.json()) as PaymentOrderAnswer;
    expect(first.orderId).toMatch(/^order_/);
    expect(world.gateway.orders.size).toBe(ordersAtGateway);

    // Another address has its own budget.
    expect((await order(booking, newAddress())).status).toBe(201);

    // Once its time has passed, one more attempt.
    limitsMs += paymentOrders.everySeconds * 1000;
    expect((await order(booking, address)).status).toBe(201);
    expect((await order(booking, address)).status).toBe(429);
    expect(world.gateway.orders.size).toBe(ordersAtGateway + 2);
  });

  it('never counts the replays of a made order', async () => {
    const booking = await newBooking(world);
    const address = newAddress();
    const key = randomUUID();
    expect((await order(booking, address, key)).status).toBe(201);
    for (let i = 0; i < paymentOrders.burst * 3; i += 1) expect((await order(booking, address, key)).status).toBe(200);
    // The whole budget less the first order is still there.
    for (let i = 1; i < paymentOrders.burst; i += 1) expect((await order(booking, address)).status).toBe(201);
    expect((await order(booking, address)).status).toBe(429);
  });
});
