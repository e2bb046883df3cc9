/**
 * A refund followed until it is settled (docs/payments.md "Refund status"): the gateway
 * answers our refund `pending` (Razorpay's refund statuses; the stand-in holds it), sends
 * refund.created, and later refund.processed. The ledger enters the refund once, when it
 * is made; its status moves pending -> processed on the webhook and never back, whatever
 * comes twice or late; staff's ledger and the buyer's /track show it. A pending refund
 * whose webhook never comes is read from the gateway once it has waited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPaths, type LedgerAnswer } from '#contract/payments.ts';
import type { BookingRecord } from '#contract/stock.ts';
import type { StandInEvent } from '../../server/payments/stand-in-gateway.ts';
import { createLogger } from '../../server/log.ts';
import { createRazorpay } from '../../server/payments/razorpay.ts';
import { settlePendingRefunds } from '../../server/payments/refund-settle.ts';
import { call } from '../support/admin-session.ts';
import { bookingAmountPaise, deliverEvent, ledgerOf, paidBooking, startPaymentsWorld, trackedBooking, type PaymentsWorld } from '../support/payments.ts';

let clock = new Date('2026-11-30T06:00:00Z');
let world: PaymentsWorld;

beforeAll(async () => {
  world = await startPaymentsWorld('refund-status', () => clock);
  world.gateway.refundsPending = true;
});
afterAll(async () => {
  await world?.close();
});

const refundEntries = (ledger: LedgerAnswer) => ledger.entries.filter((e) => e.kind === 'refund');

describe('a refund the gateway settles later', () => {
  const madeAt = new Date('2026-11-30T06:00:00Z');
  const settledAt = new Date('2026-11-30T06:10:00Z');
  let booking: BookingRecord;
  let refundId: string;
  let created: StandInEvent;
  let processed: StandInEvent;

  beforeAll(async () => {
    booking = (await paidBooking(world)).booking;
    const res = await call(world.app, world.manager, paymentPaths.refunds(booking.id), { method: 'POST', json: { amountPaise: 200_000, reason: 'Customer cancelled' } });
    expect(res.status, await res.clone().text()).toBe(201);
    const refund = refundEntries((await res.json()) as LedgerAnswer)[0];
    refundId = refund!.gatewayRefundId!;
    created = world.gateway.events.at(-1)!;
    expect(created.event).toBe('refund.created');
  });

  it('is entered once when made, pending, and shown so to staff and on /track', async () => {
    expect(await deliverEvent(world, created)).toEqual({ status: 200, outcome: 'handled' });
    const ledger = await ledgerOf(world, booking.id);
    expect(refundEntries(ledger).map((e) => [e.gatewayRefundId, e.amountPaise, e.refundStatus])).toEqual([[refundId, -200_000, 'pending']]);
    expect(ledger.balancePaise).toBe(bookingAmountPaise - 200_000);
    expect((await trackedBooking(world, booking)).payment?.refunds).toEqual([{ amountPaise: 200_000, status: 'pending', madeAt: madeAt.toISOString(), settledAt: null }]);
  });

  it('is processed when the gateway says so, the balance unchanged', async () => {
    clock = settledAt;
    await world.gateway.processRefund(refundId);
    processed = world.gateway.events.at(-1)!;
    expect(processed.event).toBe('refund.processed');
    expect(await deliverEvent(world, processed)).toEqual({ status: 200, outcome: 'handled' });
    const ledger = await ledgerOf(world, booking.id);
    expect(refundEntries(ledger).map((e) => [e.gatewayRefundId, e.amountPaise, e.refundStatus])).toEqual([[refundId, -200_000, 'processed']]);
    expect(ledger.balancePaise).toBe(bookingAmountPaise - 200_000);
    expect((await trackedBooking(world, booking)).payment?.refunds).toEqual([{ amountPaise: 200_000, status: 'processed', madeAt: madeAt.toISOString(), settledAt: settledAt.toISOString() }]);
  });

  it('stays processed after a redelivery, the same refund under another event id, and a late refund.created', async () => {
    clock = new Date('2026-11-30T06:15:00Z');
    expect(await deliverEvent(world, processed)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await deliverEvent(world, processed, 'evt_another_delivery')).toEqual({ status: 200, outcome: 'handled' });
    expect(await deliverEvent(world, created, 'evt_late_created')).toEqual({ status: 200, outcome: 'handled' });
    const ledger = await ledgerOf(world, booking.id);
    expect(refundEntries(ledger).map((e) => [e.gatewayRefundId, e.amountPaise, e.refundStatus])).toEqual([[refundId, -200_000, 'processed']]);
    expect(ledger.balancePaise).toBe(bookingAmountPaise - 200_000);
    expect((await trackedBooking(world, booking)).payment?.refunds).toEqual([{ amountPaise: 200_000, status: 'processed', madeAt: madeAt.toISOString(), settledAt: settledAt.toISOString() }]);
  });

  it('enters processed at once a refund the gateway processes when asked', async () => {
    world.gateway.refundsPending = false;
    const other = (await paidBooking(world)).booking;
    const res = await call(world.app, world.manager, paymentPaths.refunds(other.id), { method: 'POST', json: { amountPaise: 100_000, reason: 'Customer cancelled' } });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(refundEntries((await res.json()) as LedgerAnswer).map((e) => [e.amountPaise, e.refundStatus])).toEqual([[-100_000, 'processed']]);
    expect((await trackedBooking(world, other)).payment?.refunds).toEqual([{ amountPaise: 100_000, status: 'processed', madeAt: clock.toISOString(), settledAt: clock.toISOString() }]);
  });
});

describe('a pending refund whose webhook never comes', () => {
  it('is read from the gateway once it has waited, settled once', async () => {
    world.gateway.refundsPending = true;
    const booking = (await paidBooking(world)).booking;
    const res = await call(world.app, world.manager, paymentPaths.refunds(booking.id), { method: 'POST', json: { amountPaise: 150_000, reason: 'Customer cancelled' } });
    expect(res.status, await res.clone().text()).toBe(201);
    const refundId = refundEntries((await res.json()) as LedgerAnswer)[0]!.gatewayRefundId!;
    const gateway = createRazorpay({ ...world.app.config.razorpay! });
    const log = createLogger('silent');
    const made = clock;
    // Still pending at the gateway: nothing changes.
    expect(await settlePendingRefunds(world.app.db, gateway, new Date(made.getTime() + 20 * 60_000), log)).toBe(0);
    // Processed at the gateway, its event lost.
    await world.gateway.processRefund(refundId);
    expect(await settlePendingRefunds(world.app.db, gateway, new Date(made.getTime() + 5 * 60_000), log)).toBe(0);
    expect(refundEntries(await ledgerOf(world, booking.id)).map((e) => e.refundStatus)).toEqual(['pending']);
    const later = new Date(made.getTime() + 20 * 60_000);
    expect(await settlePendingRefunds(world.app.db, gateway, later, log)).toBe(1);
    expect(await settlePendingRefunds(world.app.db, gateway, later, log)).toBe(0);
    expect(refundEntries(await ledgerOf(world, booking.id)).map((e) => [e.amountPaise, e.refundStatus])).toEqual([[-150_000, 'processed']]);
    expect((await trackedBooking(world, booking)).payment?.refunds).toEqual([{ amountPaise: 150_000, status: 'processed', madeAt: made.toISOString(), settledAt: later.toISOString() }]);
  });
});
