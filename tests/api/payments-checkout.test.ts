/**
 * A booking amount paid online through the Razorpay stand-in (docs/payments.md): the amount
 * is the server's, an Idempotency-Key answers the same order; a payment counts only with a
 * valid signature or the gateway's own word (webhook, status read), and whichever order
 * they come in, however often, it is one ledger entry.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, paymentPaths, webhookSignatureHeader } from '#contract/payments.ts';
import { call } from '../support/admin-session.ts';
import { reconcilePendingOrders } from '../../server/payments/reconcile.ts';
import { createLogger } from '../../server/log.ts';
import { createRazorpay } from '../../server/payments/razorpay.ts';
import { bookingAmountPaise, ledgerOf, newBooking, orderFor, paymentSnapshot, postOrder, postVerify, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';

const clock = new Date('2026-11-25T05:10:00Z');
let world: PaymentsWorld;

beforeAll(async () => {
  world = await startPaymentsWorld('paycheck', () => clock);
});
afterAll(async () => {
  await world?.close();
});

const paidOnline = async (bookingId: number) => (await ledgerOf(world, bookingId)).entries.filter((e) => e.kind === 'paid_online');

describe('orders', () => {
  it('asks the gateway for the booking amount, and answers the same order for the same Idempotency-Key', async () => {
    const booking = await newBooking(world);
    const key = randomUUID();
    const first = await postOrder(world, booking, key);
    expect(first.status).toBe(201);
    const order = (await first.json()) as { orderId: string; amountPaise: number; keyId: string; reference: string };
    expect(order).toMatchObject({ amountPaise: bookingAmountPaise, keyId: world.gateway.keyId, reference: booking.reference });
    expect(world.gateway.orders.get(order.orderId)).toMatchObject({ amount: bookingAmountPaise, currency: 'INR' });
    const again = await Promise.all([postOrder(world, booking, key), postOrder(world, booking, key)]);
    for (const res of again) {
      expect(res.status).toBe(200);
      expect(((await res.json()) as { orderId: string }).orderId).toBe(order.orderId);
    }
    const other = await newBooking(world);
    const reused = await postOrder(world, other, key);
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as { message: string }).message).toBe(paymentMessages.keyReused);
  });

  it('refuses a wrong mobile, a missing key and an amount in the body, and asks the gateway nothing', async () => {
    const booking = await newBooking(world);
    const orders = world.gateway.orders.size;
    expect((await postOrder(world, { reference: booking.reference, mobile: '9811049999' })).status).toBe(404);
    const noKey = await world.app.fetch(paymentPaths.orders, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reference: booking.reference, mobile: booking.mobile }),
    });
    expect(noKey.status).toBe(400);
    const bad = await world.app.fetch(paymentPaths.orders, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() }, body: JSON.stringify({ reference: 'BK-', mobile: booking.mobile }),
    });
    expect(bad.status).toBe(400);
    expect(world.gateway.orders.size).toBe(orders);
    // An amount sent along is not the server's business: the order is for the booking amount.
    const res = await world.app.fetch(paymentPaths.orders, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ reference: booking.reference, mobile: booking.mobile, amountPaise: 100 }),
    });
    expect(((await res.json()) as { amountPaise: number }).amountPaise).toBe(bookingAmountPaise);
  });
});

describe('booking amounts and the tester\'s checkout page', () => {
  it('takes a booking amount from Managers only, in whole paise of at least ₹1', async () => {
    const path = paymentPaths.bookingAmount(world.model.id);
    expect((await call(world.app, world.sales, path, { method: 'PUT', json: { amountPaise: 100_000 } })).status).toBe(403);
    for (const amountPaise of [99, 100.5, '5000']) {
      expect((await call(world.app, world.manager, path, { method: 'PUT', json: { amountPaise } })).status).toBe(400);
    }
    expect((await call(world.app, world.manager, paymentPaths.bookingAmount(999_999), { method: 'PUT', json: { amountPaise: 100_000 } })).status).toBe(404);
    expect((await ledgerOf(world, (await newBooking(world)).id)).bookingAmountPaise).toBe(bookingAmountPaise);
  });

  it('serves a page with Pay and Fail, whose Pay pays the order at the gateway', async () => {
    const booking = await newBooking(world);
    const order = await orderFor(world, booking);
    const page = await fetch(`${world.gateway.url}/checkout/${order.orderId}`);
    const html = await page.text();
    expect(html).toContain('<button>Pay</button>');
    expect(html).toContain('<button>Fail</button>');
    const paid = await fetch(`${world.gateway.url}/checkout/${order.orderId}/pay`, { method: 'POST' });
    expect(paid.status).toBe(200);
    expect(world.gateway.orders.get(order.orderId)?.status).toBe('paid');
    expect(await world.gateway.deliver(world.gateway.events.at(-1)!)).toBe(200);
    expect(await paidOnline(booking.id)).toHaveLength(1);
  });
});

describe('verify', () => {
  it('refuses a wrong, missing or borrowed signature and records nothing', async () => {
    const booking = await newBooking(world);
    const order = await orderFor(world, booking);
    const paid = await world.gateway.pay(order.orderId);
    const other = await orderFor(world, await newBooking(world));
    const before = await paymentSnapshot(world.app);
    const attempts = [
      { ...paid, razorpay_signature: '0'.repeat(64) },
      { ...paid, razorpay_signature: paid.razorpay_signature.slice(0, 63) },
      { razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id },
      // The signature of a real payment, replayed for another order.
      { ...paid, razorpay_order_id: other.orderId },
    ];
    for (const fields of attempts) {
      const res = await postVerify(world, fields);
      expect(res.status).toBe(400);
    }
    expect(await paymentSnapshot(world.app)).toBe(before);
    expect(await paidOnline(booking.id)).toEqual([]);
  });

  it('counts a verified payment once, however often the handler posts it', async () => {
    const booking = await newBooking(world);
    const order = await orderFor(world, booking);
    const paid = await world.gateway.pay(order.orderId);
    for (let i = 0; i < 2; i += 1) {
      const res = await postVerify(world, paid);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        reference: booking.reference, amountPaise: bookingAmountPaise, paid: true, paymentId: paid.razorpay_payment_id, paidOn: '2026-11-25', testMode: true,
      });
    }
    const ledger = await ledgerOf(world, booking.id);
    expect(ledger).toMatchObject({ balancePaise: bookingAmountPaise, duePaise: 0 });
    expect(ledger.entries).toEqual([expect.objectContaining({ kind: 'paid_online', amountPaise: bookingAmountPaise, gatewayPaymentId: paid.razorpay_payment_id })]);
    // Paid in full: no second order.
    const more = await postOrder(world, booking);
    expect(more.status).toBe(409);
    expect(((await more.json()) as { message: string }).message).toBe(paymentMessages.alreadyPaid);
  });
});

describe('webhooks', () => {
  it('refuses an unsigned or wrongly signed webhook and records nothing', async () => {
    const order = await orderFor(world, await newBooking(world));
    await world.gateway.pay(order.orderId);
    const event = world.gateway.events.at(-1)!;
    const before = await paymentSnapshot(world.app);
    const send = (headers: Record<string, string>, body = event.body) =>
      world.app.fetch(paymentPaths.webhook, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
    expect((await send({})).status).toBe(400);
    expect((await send({ [webhookSignatureHeader]: 'f'.repeat(64) })).status).toBe(400);
    // The body changed by one byte under a real signature.
    expect((await send({ [webhookSignatureHeader]: event.signature }, event.body.replace('"captured"', '"captured" '))).status).toBe(400);
    expect(await paymentSnapshot(world.app)).toBe(before);
  });

  it('makes one entry of a webhook delivered twice, and of one delivered under another event id', async () => {
    const booking = await newBooking(world);
    const order = await orderFor(world, booking);
    await world.gateway.pay(order.orderId);
    const event = world.gateway.events.at(-1)!;
    expect(await world.gateway.deliver(event)).toBe(200);
    expect(await world.gateway.deliver(event)).toBe(200);
    expect(await world.gateway.deliver({ ...event, id: `${event.id}x` })).toBe(200);
    expect(await paidOnline(booking.id)).toHaveLength(1);
  });

  it('makes one entry whether the webhook comes before or after the verify', async () => {
    const early = await newBooking(world);
    const earlyOrder = await orderFor(world, early);
    const earlyPaid = await world.gateway.pay(earlyOrder.orderId);
    expect(await world.gateway.deliver(world.gateway.events.at(-1)!)).toBe(200);
    expect((await postVerify(world, earlyPaid)).status).toBe(200);

    const late = await newBooking(world);
    const lateOrder = await orderFor(world, late);
    const latePaid = await world.gateway.pay(lateOrder.orderId);
    const lateEvent = world.gateway.events.at(-1)!;
    expect((await postVerify(world, latePaid)).status).toBe(200);
    expect(await world.gateway.deliver(lateEvent)).toBe(200);

    for (const b of [early, late]) expect((await paidOnline(b.id)).map((e) => e.amountPaise)).toEqual([bookingAmountPaise]);
  });

  it('counts the payment of a closed checkout page by its webhook; a failed payment counts nothing, even arriving last', async () => {
    const booking = await newBooking(world);
    const order = await orderFor(world, booking);
    await world.gateway.fail(order.orderId);
    const failed = world.gateway.events.at(-1)!;
    await world.gateway.pay(order.orderId);
    const captured = world.gateway.events.at(-1)!;
    expect(await world.gateway.deliver(captured)).toBe(200);
    expect(await world.gateway.deliver(failed)).toBe(200);
    expect((await ledgerOf(world, booking.id)).balancePaise).toBe(bookingAmountPaise);
    expect(await paidOnline(booking.id)).toHaveLength(1);
  });

  it('delivers automatically when the stand-in is told to, signed as Razorpay signs', async () => {
    const booking = await newBooking(world);
    const order = await orderFor(world, booking);
    world.gateway.autoDeliver = true;
    try {
      await world.gateway.pay(order.orderId);
      await world.gateway.settled();
    } finally {
      world.gateway.autoDeliver = false;
    }
    expect(await paidOnline(booking.id)).toHaveLength(1);
  });
});

describe('reconciliation', () => {
  it('settles a pending order whose webhook never came, once it has waited, and only once', async () => {
    const booking = await newBooking(world);
    const order = await orderFor(world, booking);
    await world.gateway.pay(order.orderId);
    const unpaid = await newBooking(world);
    await orderFor(world, unpaid);
    const gateway = createRazorpay({ ...world.app.config.razorpay! });
    const log = createLogger('silent');
    expect(await reconcilePendingOrders(world.app.db, gateway, new Date(clock.getTime() + 5 * 60_000), log)).toBe(0);
    expect(await paidOnline(booking.id)).toEqual([]);
    const later = new Date(clock.getTime() + 20 * 60_000);
    // Earlier tests left orders paid at the gateway that nothing told us of: settled too.
    const waiting = await world.app.db.query<{ gateway_order_id: string }>("SELECT gateway_order_id FROM payment_orders WHERE status = 'created'");
    const paidAtGateway = waiting.rows.filter((r) => world.gateway.orders.get(r.gateway_order_id)?.status === 'paid');
    expect(paidAtGateway.map((r) => r.gateway_order_id)).toContain(order.orderId);
    expect(await reconcilePendingOrders(world.app.db, gateway, later, log)).toBe(paidAtGateway.length);
    expect(await reconcilePendingOrders(world.app.db, gateway, later, log)).toBe(0);
    expect(await paidOnline(booking.id)).toEqual([expect.objectContaining({ amountPaise: bookingAmountPaise, createdBy: 'gateway:status' })]);
    expect((await ledgerOf(world, unpaid.id)).entries).toEqual([]);
    // The webhook arriving after all changes nothing.
    expect(await world.gateway.deliver(world.gateway.events.find((e) => e.body.includes(order.orderId))!)).toBe(200);
    expect(await paidOnline(booking.id)).toHaveLength(1);
  });
});
