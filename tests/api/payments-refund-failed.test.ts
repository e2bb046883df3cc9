/**
 * A refund the gateway could not send back (docs/payments.md "A refund that fails"): Razorpay
 * answers our refund pending, then sends refund.failed. The refund's status becomes failed,
 * its ledger entry is reversed so the balance shows the money still held, staff see it as
 * needing attention (and may mark it dealt with), the buyer sees it on /track as not
 * completed, and the payment may be refunded again. Redelivered, under another event id,
 * or followed by a late refund.created, it changes nothing; a refund.failed after the refund
 * was processed changes nothing either. A refund whose refund.failed never comes is found
 * failed by the reconciliation job, with the same outcome.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, paymentPaths, type LedgerAnswer } from '#contract/payments.ts';
import { createLogger } from '../../server/log.ts';
import { createRazorpay } from '../../server/payments/razorpay.ts';
import { failedRefundNote } from '../../server/payments/refund-failure.ts';
import { settlePendingRefunds } from '../../server/payments/refund-settle.ts';
import { hmacHex } from '../../server/payments/signatures.ts';
import type { StandInEvent } from '../../server/payments/stand-in-gateway.ts';
import { call } from '../support/admin-session.ts';
import { bookingAmountPaise, deliverEvent, ledgerOf, paidBooking, startPaymentsWorld, trackedBooking, type PaymentsWorld } from '../support/payments.ts';

const clock = new Date('2026-11-30T06:00:00Z');
let world: PaymentsWorld;

beforeAll(async () => {
  world = await startPaymentsWorld('refund-failed', () => clock);
  world.gateway.refundsPending = true;
});
afterAll(async () => {
  await world?.close();
});

/** A pending refund through our refund route: its gateway id and its refund.created event. */
async function pendingRefund(bookingId: number, amountPaise: number): Promise<{ refundId: string; created: StandInEvent }> {
  const res = await call(world.app, world.manager, paymentPaths.refunds(bookingId), { method: 'POST', json: { amountPaise, reason: 'Customer cancelled' } });
  expect(res.status, await res.clone().text()).toBe(201);
  const entry = ((await res.json()) as LedgerAnswer).entries.filter((e) => e.kind === 'refund').at(-1);
  const created = world.gateway.events.at(-1)!;
  expect(created.event).toBe('refund.created');
  return { refundId: entry!.gatewayRefundId!, created };
}

const lastEvent = (kind: StandInEvent['event']): StandInEvent => {
  const event = world.gateway.events.at(-1)!;
  expect(event.event).toBe(kind);
  return event;
};

/** The money tables of one booking, to show that a word changed nothing. */
async function moneyOf(bookingId: number): Promise<string> {
  const { rows } = await world.app.db.query(
    `SELECT (SELECT json_agg(l ORDER BY l.id) FROM ledger_entries l WHERE l.booking_id = $1) AS ledger,
       (SELECT json_agg(s ORDER BY s.gateway_refund_id) FROM gateway_refund_statuses s WHERE s.booking_id = $1) AS statuses,
       (SELECT json_agg(a ORDER BY a.gateway_refund_id) FROM ledger_refunds_needing_attention a WHERE a.booking_id = $1) AS attention`,
    [bookingId],
  );
  return JSON.stringify(rows[0]);
}

describe('a refund that fails at the gateway', () => {
  it('is marked failed, its entry reversed, shown to staff and on /track, and changes nothing when told again', async () => {
    const { booking, paymentId } = await paidBooking(world);
    const { refundId, created } = await pendingRefund(booking.id, 200_000);
    expect(await deliverEvent(world, created)).toEqual({ status: 200, outcome: 'handled' });
    expect((await ledgerOf(world, booking.id)).balancePaise).toBe(bookingAmountPaise - 200_000);

    await world.gateway.failRefund(refundId);
    const failed = lastEvent('refund.failed');
    expect(await deliverEvent(world, failed)).toEqual({ status: 200, outcome: 'handled' });

    const ledger = await ledgerOf(world, booking.id);
    const refund = ledger.entries.find((e) => e.kind === 'refund');
    const reversal = ledger.entries.find((e) => e.kind === 'reversal');
    expect(refund).toMatchObject({ amountPaise: -200_000, gatewayRefundId: refundId, refundStatus: 'failed', reversedById: reversal?.id });
    expect(reversal).toMatchObject({ amountPaise: 200_000, reversesId: refund?.id, note: failedRefundNote, createdBy: 'gateway:refund-failed' });
    // Balanced: the money never went back, so the booking still holds all of it.
    expect(ledger.balancePaise).toBe(bookingAmountPaise);
    expect(ledger.needsAttention).toEqual([{
      reason: 'failed', gatewayRefundId: refundId, gatewayPaymentId: paymentId, amountPaise: 200_000, balancePaise: bookingAmountPaise,
      receivedAt: clock.toISOString(), message: paymentMessages.refundFailedNeedsAttention, dealtWith: null,
    }]);
    // The buyer: the refund stays listed, as not completed, and nothing is shown as given back.
    const track = (await trackedBooking(world, booking)).payment;
    expect(track?.paidPaise).toBe(bookingAmountPaise);
    expect(track?.refunds).toEqual([{ amountPaise: 200_000, status: 'failed', madeAt: clock.toISOString(), settledAt: clock.toISOString() }]);

    // Redelivered, under another event id, and its refund.created arriving late: nothing changes.
    const before = await moneyOf(booking.id);
    expect(await deliverEvent(world, failed)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await deliverEvent(world, failed, `${failed.id}_again`)).toEqual({ status: 200, outcome: 'ignored' });
    expect(await deliverEvent(world, created, `${created.id}_late`)).toEqual({ status: 200, outcome: 'handled' });
    expect(await moneyOf(booking.id)).toBe(before);

    // The payment may be refunded again: the failed refund gave nothing back.
    const again = await pendingRefund(booking.id, 200_000);
    expect(again.refundId).not.toBe(refundId);
    expect((await ledgerOf(world, booking.id)).balancePaise).toBe(bookingAmountPaise - 200_000);

    // Staff mark it dealt with, saying what they did.
    const dealt = await call(world.app, world.manager, paymentPaths.refundDealtWith(refundId), { method: 'POST', json: { note: 'Refunded again the same day' } });
    expect(dealt.status, await dealt.clone().text()).toBe(200);
    expect(((await dealt.json()) as LedgerAnswer).needsAttention[0]?.dealtWith).toMatchObject({ note: 'Refunded again the same day' });
  });

  it('changes nothing when it comes after the refund was processed', async () => {
    const { booking } = await paidBooking(world);
    const { refundId } = await pendingRefund(booking.id, 100_000);
    await world.gateway.processRefund(refundId);
    const processed = lastEvent('refund.processed');
    expect(await deliverEvent(world, processed)).toEqual({ status: 200, outcome: 'handled' });
    const before = await moneyOf(booking.id);
    // The same refund said failed afterwards (signed as the gateway signs): statuses only move forward.
    const body = processed.body.replace('"event":"refund.processed"', '"event":"refund.failed"').replace('"status":"processed"', '"status":"failed"');
    const late = { ...processed, id: `${processed.id}_failed`, event: 'refund.failed' as const, body, signature: hmacHex(world.gateway.webhookSecret, body) };
    expect(await deliverEvent(world, late)).toEqual({ status: 200, outcome: 'ignored' });
    expect(await moneyOf(booking.id)).toBe(before);
    const ledger = await ledgerOf(world, booking.id);
    expect(ledger.entries.filter((e) => e.kind === 'refund').map((e) => e.refundStatus)).toEqual(['processed']);
    expect(ledger.balancePaise).toBe(bookingAmountPaise - 100_000);
    expect(ledger.needsAttention).toEqual([]);
  });

  it('is found failed by the reconciliation job when its webhook never comes', async () => {
    const { booking } = await paidBooking(world);
    const { refundId } = await pendingRefund(booking.id, 150_000);
    await world.gateway.failRefund(refundId);
    const gateway = createRazorpay({ ...world.app.config.razorpay! });
    const later = new Date(clock.getTime() + 20 * 60_000);
    expect(await settlePendingRefunds(world.app.db, gateway, later, createLogger('silent'))).toBe(1);
    expect(await settlePendingRefunds(world.app.db, gateway, later, createLogger('silent'))).toBe(0);
    const ledger = await ledgerOf(world, booking.id);
    expect(ledger.entries.filter((e) => e.kind === 'refund').map((e) => e.refundStatus)).toEqual(['failed']);
    expect(ledger.entries.filter((e) => e.kind === 'reversal').map((e) => e.amountPaise)).toEqual([150_000]);
    expect(ledger.balancePaise).toBe(bookingAmountPaise);
    expect(ledger.needsAttention.map((a) => [a.reason, a.gatewayRefundId])).toEqual([['failed', refundId]]);
    // Its event, delivered after all, finds it known.
    expect(await deliverEvent(world, lastEvent('refund.failed'))).toEqual({ status: 200, outcome: 'ignored' });
  });
});
