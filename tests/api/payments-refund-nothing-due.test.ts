/**
 * A refund never makes the booking amount due again (docs/payments.md "What is due"): a
 * booking paid in full online through the stand-in, then ₹500 refunded by a Manager with a
 * reason and settled at the gateway, stays paid on /track with the refund listed and
 * nothing due, and the checkout refuses a new order in words, recording nothing. What is
 * due is the booking amount less what was ever received: a part payment leaves the rest
 * due whatever was refunded, a reversed payment (a mistake) is due again, and a cancelled
 * booking asks for nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, paymentPaths, type LedgerAnswer, type PaymentOrderAnswer } from '#contract/payments.ts';
import { stockPaths } from '#contract/stock.ts';
import { call } from '../support/admin-session.ts';
import { withVersion } from '../support/stock.ts';
import {
  bookingAmountPaise, deliverEvent, ledgerOf, newBooking, orderFor, paidBooking, paymentSnapshot, postOrder, postVerify, startPaymentsWorld, trackedBooking,
  type PaymentsWorld,
} from '../support/payments.ts';

const madeAt = new Date('2026-11-30T06:00:00Z');
const settledAt = new Date('2026-11-30T06:20:00Z');
let clock = madeAt;
let world: PaymentsWorld;

beforeAll(async () => {
  world = await startPaymentsWorld('refund-nothing-due', () => clock);
});
afterAll(async () => {
  await world?.close();
});

/** A Manager's refund through the gateway, held pending by the stand-in, its refund.created delivered: its id. */
async function pendingRefund(bookingId: number, amountPaise: number): Promise<string> {
  world.gateway.refundsPending = true;
  const res = await call(world.app, world.manager, paymentPaths.refunds(bookingId), { method: 'POST', json: { amountPaise, reason: 'Accessory not wanted' } });
  expect(res.status, await res.clone().text()).toBe(201);
  const refundId = ((await res.json()) as LedgerAnswer).entries.find((e) => e.kind === 'refund')!.gatewayRefundId!;
  const created = world.gateway.events.at(-1)!;
  expect(created.event).toBe('refund.created');
  expect(await deliverEvent(world, created)).toEqual({ status: 200, outcome: 'handled' });
  return refundId;
}

async function settle(refundId: string) {
  await world.gateway.processRefund(refundId);
  const processed = world.gateway.events.at(-1)!;
  expect(processed.event).toBe('refund.processed');
  expect(await deliverEvent(world, processed)).toEqual({ status: 200, outcome: 'handled' });
}

describe('a booking paid in full, then part refunded', () => {
  it('stays paid on /track with the refund listed, nothing due, and the checkout refuses a new order in words', async () => {
    clock = madeAt;
    const { booking } = await paidBooking(world);
    const refundId = await pendingRefund(booking.id, 50_000);
    // While the refund is on its way: already nothing due.
    const pending = (await trackedBooking(world, booking)).payment!;
    expect(pending).toMatchObject({ paidPaise: bookingAmountPaise, duePaise: 0, online: false });
    expect(pending.refunds).toEqual([{ amountPaise: 50_000, status: 'pending', madeAt: madeAt.toISOString(), settledAt: null }]);

    clock = settledAt;
    await settle(refundId);
    const payment = (await trackedBooking(world, booking)).payment!;
    expect(payment).toMatchObject({ bookingAmountPaise, paidPaise: bookingAmountPaise, duePaise: 0, online: false, testMode: true });
    expect(payment.refunds).toEqual([{ amountPaise: 50_000, status: 'processed', madeAt: madeAt.toISOString(), settledAt: settledAt.toISOString() }]);
    // The payment's receipt stands: the refund gave some back, it did not undo the payment.
    expect(payment.receipts.map((r) => [r.kind, r.amountPaise])).toEqual([['paid_online', bookingAmountPaise]]);

    // Staff: the ledger still balances to what is held; received, and nothing due.
    const ledger = await ledgerOf(world, booking.id);
    expect(ledger).toMatchObject({ balancePaise: bookingAmountPaise - 50_000, receivedPaise: bookingAmountPaise, duePaise: 0 });
    expect(ledger.entries.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(ledger.balancePaise);

    const before = await paymentSnapshot(world.app);
    const refused = await postOrder(world, booking);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(paymentMessages.paidBeforeRefund);
    expect(await paymentSnapshot(world.app)).toBe(before);
  });

  it('a negative adjustment at the counter (money given back) leaves nothing due either', async () => {
    const { booking } = await paidBooking(world);
    const res = await call(world.app, world.manager, paymentPaths.ledger(booking.id), { method: 'POST', json: { kind: 'adjustment', amountPaise: -100_000, note: 'Discount agreed at the counter' } });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await res.json()) as LedgerAnswer).toMatchObject({ balancePaise: bookingAmountPaise - 100_000, receivedPaise: bookingAmountPaise, duePaise: 0 });
    expect((await trackedBooking(world, booking)).payment).toMatchObject({ paidPaise: bookingAmountPaise, duePaise: 0, online: false });
    expect((await postOrder(world, booking)).status).toBe(409);
  });

  it('lists money given back at the counter on /track beside the gateway refunds, with its IST day; a reversed one is not listed', async () => {
    // Monday 30 Nov 2026: paid and refunded at 11:30 IST, given back at the counter at 11:50.
    clock = madeAt;
    const { booking } = await paidBooking(world);
    const refundId = await pendingRefund(booking.id, 50_000);
    await settle(refundId);
    clock = settledAt;
    const given = await call(world.app, world.manager, paymentPaths.ledger(booking.id), { method: 'POST', json: { kind: 'adjustment', amountPaise: -150_000, note: 'Cash given back for the helmet' } });
    expect(given.status, await given.clone().text()).toBe(201);
    // One entered by mistake and reversed gave nothing back.
    const mistake = await call(world.app, world.manager, paymentPaths.ledger(booking.id), { method: 'POST', json: { kind: 'adjustment', amountPaise: -20_000, note: 'Wrong booking' } });
    expect(mistake.status, await mistake.clone().text()).toBe(201);
    const mistakeId = ((await mistake.json()) as LedgerAnswer).entries.filter((e) => e.kind === 'adjustment').at(-1)!.id;
    const undone = await call(world.app, world.manager, paymentPaths.ledger(booking.id), { method: 'POST', json: { kind: 'reversal', reversesId: mistakeId, note: 'Entered on the wrong booking' } });
    expect(undone.status, await undone.clone().text()).toBe(201);
    // A positive adjustment is money received, not given back.
    const added = await call(world.app, world.manager, paymentPaths.ledger(booking.id), { method: 'POST', json: { kind: 'adjustment', amountPaise: 10_000, note: 'Rounding' } });
    expect(added.status, await added.clone().text()).toBe(201);

    const payment = (await trackedBooking(world, booking)).payment!;
    expect(payment).toMatchObject({ paidPaise: bookingAmountPaise + 10_000, duePaise: 0, online: false });
    expect(payment.refunds).toEqual([{ amountPaise: 50_000, status: 'processed', madeAt: madeAt.toISOString(), settledAt: madeAt.toISOString() }]);
    expect(payment.counterRefunds).toEqual([{ amountPaise: 150_000, on: '2026-11-30' }]);
  });
});

describe('what stays due', () => {
  it('after a part payment and a refund: the booking amount less what was received, and a new order is for that', async () => {
    const booking = await newBooking(world, world.sales, '9811040002');
    const order = await orderFor(world, booking);
    expect((await postVerify(world, await world.gateway.pay(order.orderId, { amountPaise: 200_000 }))).status).toBe(200);
    await settle(await pendingRefund(booking.id, 50_000));
    const payment = (await trackedBooking(world, booking)).payment!;
    expect(payment).toMatchObject({ paidPaise: 200_000, duePaise: bookingAmountPaise - 200_000, online: true });
    expect(payment.refunds.map((r) => [r.amountPaise, r.status])).toEqual([[50_000, 'processed']]);
    const next = await postOrder(world, booking);
    expect(next.status, await next.clone().text()).toBe(201);
    expect(((await next.json()) as PaymentOrderAnswer).amountPaise).toBe(bookingAmountPaise - 200_000);
  });

  it('after a payment entered by mistake and reversed: it was never received, so it is due again', async () => {
    const booking = await newBooking(world, world.sales, '9811040003');
    const cash = await call(world.app, world.sales, paymentPaths.ledger(booking.id), { method: 'POST', json: { kind: 'counter_cash', amountPaise: bookingAmountPaise, reference: 'SLIP-1' } });
    expect(cash.status, await cash.clone().text()).toBe(201);
    expect((await trackedBooking(world, booking)).payment).toMatchObject({ paidPaise: bookingAmountPaise, duePaise: 0 });
    const entryId = ((await cash.json()) as LedgerAnswer).entries[0]!.id;
    const reversed = await call(world.app, world.manager, paymentPaths.ledger(booking.id), { method: 'POST', json: { kind: 'reversal', reversesId: entryId, note: 'Entered on the wrong booking' } });
    expect(reversed.status, await reversed.clone().text()).toBe(201);
    expect((await reversed.json()) as LedgerAnswer).toMatchObject({ balancePaise: 0, receivedPaise: 0, duePaise: bookingAmountPaise });
    expect((await trackedBooking(world, booking)).payment).toMatchObject({ paidPaise: 0, duePaise: bookingAmountPaise, online: true });
  });

  it('a cancelled booking asks for nothing, on /track and in the ledger', async () => {
    const booking = await newBooking(world, world.sales, '9811040004');
    const cancelled = await call(world.app, world.sales, stockPaths.bookingState(booking.id), { method: 'POST', json: await withVersion(world.app, booking.id, { state: 'cancelled', reason: 'changed mind' }) });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect((await trackedBooking(world, booking)).payment).toMatchObject({ paidPaise: 0, duePaise: 0, online: false });
    expect(await ledgerOf(world, booking.id)).toMatchObject({ receivedPaise: 0, duePaise: 0 });
    expect((await postOrder(world, booking)).status).toBe(409);
  });
});
