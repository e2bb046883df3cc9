/**
 * A payment the gateway captured for less than its order (docs/payments.md "A payment of
 * another amount"; the stand-in's part payment of an order). Whichever comes first, the
 * checkout's return (verify) or the captured webhook, the ledger holds what was captured,
 * never the order's amount; the rest stays due; staff see the difference in the booking's
 * ledger. A checkout return the gateway cannot confirm enters nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, type PaymentVerifyAnswer } from '#contract/payments.ts';
import { paymentSignature } from '../../server/payments/signatures.ts';
import type { StandInEvent } from '../../server/payments/stand-in-gateway.ts';
import { bookingAmountPaise, deliverEvent, ledgerOf, newBooking, orderFor, paymentSnapshot, postVerify, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';

const clock = new Date('2026-11-30T06:00:00Z');
let world: PaymentsWorld;

beforeAll(async () => {
  world = await startPaymentsWorld('short-capture', () => clock);
});
afterAll(async () => {
  await world?.close();
});

const capturedEvent = (paymentId: string): StandInEvent => {
  const event = world.gateway.events.find((e) => e.event === 'payment.captured' && e.body.includes(paymentId));
  if (!event) throw new Error(`no captured event of ${paymentId}`);
  return event;
};

async function expectCaptured(bookingId: number, paymentId: string, orderId: string, capturedPaise: number) {
  const ledger = await ledgerOf(world, bookingId);
  expect(ledger.entries.filter((e) => e.kind === 'paid_online').map((e) => [e.gatewayPaymentId, e.amountPaise])).toEqual([[paymentId, capturedPaise]]);
  expect(ledger.balancePaise).toBe(capturedPaise);
  expect(ledger.duePaise).toBe(bookingAmountPaise - capturedPaise);
  expect(ledger.shortfalls).toEqual([{
    gatewayPaymentId: paymentId, orderId, orderAmountPaise: bookingAmountPaise, capturedPaise, receivedAt: clock.toISOString(), message: paymentMessages.capturedOtherAmount,
  }]);
  expect(ledger.receipts.map((r) => r.amountPaise)).toEqual([capturedPaise]);
}

describe('a payment captured for less than its order', () => {
  it('is entered at the captured amount when the checkout returns first, and the webhook after it changes nothing', async () => {
    const booking = await newBooking(world, world.sales, '9811060001');
    const order = await orderFor(world, booking);
    expect(order.amountPaise).toBe(bookingAmountPaise);
    const paid = await world.gateway.pay(order.orderId, { amountPaise: 300_000 });
    const verified = await postVerify(world, paid);
    expect(verified.status, await verified.clone().text()).toBe(200);
    expect((await verified.json()) as PaymentVerifyAnswer).toMatchObject({ amountPaise: 300_000, paymentId: paid.razorpay_payment_id, paid: true });
    await expectCaptured(booking.id, paid.razorpay_payment_id, order.orderId, 300_000);

    expect((await deliverEvent(world, capturedEvent(paid.razorpay_payment_id))).status).toBe(200);
    await expectCaptured(booking.id, paid.razorpay_payment_id, order.orderId, 300_000);
  });

  it('is entered at the captured amount when the webhook comes first, and the checkout after it changes nothing', async () => {
    const booking = await newBooking(world, world.sales, '9811060002');
    const order = await orderFor(world, booking);
    const paid = await world.gateway.pay(order.orderId, { amountPaise: 250_000 });
    expect(await deliverEvent(world, capturedEvent(paid.razorpay_payment_id))).toEqual({ status: 200, outcome: 'counted' });
    await expectCaptured(booking.id, paid.razorpay_payment_id, order.orderId, 250_000);

    const verified = await postVerify(world, paid);
    expect(verified.status, await verified.clone().text()).toBe(200);
    expect(((await verified.json()) as PaymentVerifyAnswer).amountPaise).toBe(250_000);
    await expectCaptured(booking.id, paid.razorpay_payment_id, order.orderId, 250_000);

    // The rest is due and can be paid: an order for what is left.
    expect((await orderFor(world, booking)).amountPaise).toBe(bookingAmountPaise - 250_000);
  });

  it('shows no difference for a payment of the whole amount', async () => {
    const booking = await newBooking(world, world.sales, '9811060003');
    const order = await orderFor(world, booking);
    const paid = await world.gateway.pay(order.orderId);
    expect((await postVerify(world, paid)).status).toBe(200);
    const ledger = await ledgerOf(world, booking.id);
    expect(ledger.balancePaise).toBe(bookingAmountPaise);
    expect(ledger.shortfalls).toEqual([]);
  });

  it('enters nothing when the gateway does not confirm the payment the checkout names', async () => {
    const booking = await newBooking(world, world.sales, '9811060004');
    const order = await orderFor(world, booking);
    const before = await paymentSnapshot(world.app);
    // Signed with the right key, but no such payment at the gateway: what was captured is unknown.
    const paymentId = 'pay_unknown0000001';
    const res = await postVerify(world, { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(world.gateway.keySecret, order.orderId, paymentId) });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message?: string }).message).toBe(paymentMessages.confirming);
    expect(await paymentSnapshot(world.app)).toBe(before);
  });
});
