/**
 * A refund made on the gateway's own dashboard, told by its signed refund.processed
 * webhook (docs/payments.md "Refunds the ledger refuses"): entered when the ledger allows
 * it; when it would take the booking's balance below nothing, kept for staff in the
 * ledger's answer, logged at error level once, and answered 200, so the gateway stops
 * sending it. Redelivery, under the same or another event id, changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, paymentPaths, type LedgerAnswer } from '#contract/payments.ts';
import { call } from '../support/admin-session.ts';
import { bookingAmountPaise, dashboardRefund as refundAtGateway, deliverEvent, paidBooking, keptLog, ledgerOf, paymentSnapshot, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';

const clock = new Date('2026-11-25T05:10:00Z');
const log = keptLog();
let world: PaymentsWorld;

beforeAll(async () => {
  world = await startPaymentsWorld('refund-hook', () => clock, { log });
});
afterAll(async () => {
  await world?.close();
});


const dashboardRefund = (paymentId: string, amountPaise: number) => refundAtGateway(world, paymentId, amountPaise);
const deliver = (event: Parameters<typeof deliverEvent>[1], eventId?: string) => deliverEvent(world, event, eventId);

const adjust = (bookingId: number, amountPaise: number) =>
  call(world.app, world.manager, paymentPaths.ledger(bookingId), { method: 'POST', json: { kind: 'adjustment', amountPaise, note: 'Discount agreed at the counter' } });

const errorLines = () => log.lines.filter((l) => l.level === 'error');

describe('a refund made on the gateway dashboard', () => {
  it('is entered in the ledger when the balance allows it', async () => {
    const { booking, paymentId } = await paidBooking(world);
    const event = await dashboardRefund(paymentId, 150_000);
    expect(await deliver(event)).toEqual({ status: 200, outcome: 'handled' });
    const ledger = await ledgerOf(world, booking.id);
    expect(ledger.entries.at(-1)).toMatchObject({ kind: 'refund', amountPaise: -150_000, gatewayPaymentId: paymentId, createdBy: 'gateway:webhook' });
    expect(ledger.balancePaise).toBe(bookingAmountPaise - 150_000);
    expect(ledger.needsAttention).toEqual([]);
  });

  it('is kept for staff, logged once and answered 200 when it would take the ledger below nothing; redelivery changes nothing', async () => {
    const { booking, paymentId } = await paidBooking(world);
    // The ledger shows ₹1,000 received: ₹4,000 was given back as a discount at the counter.
    expect((await adjust(booking.id, -400_000)).status).toBe(201);
    const before = await ledgerOf(world, booking.id);
    expect(before.balancePaise).toBe(100_000);
    const errorsBefore = errorLines().length;

    const event = await dashboardRefund(paymentId, 200_000);
    expect(await deliver(event)).toEqual({ status: 200, outcome: 'needs_attention' });

    const after = await ledgerOf(world, booking.id);
    // The ledger's rule stands: no entry, the balance as it was.
    expect(after.entries).toEqual(before.entries);
    expect(after.balancePaise).toBe(100_000);
    expect(after.needsAttention).toHaveLength(1);
    expect(after.needsAttention[0]).toMatchObject({
      gatewayPaymentId: paymentId, amountPaise: 200_000, balancePaise: 100_000, receivedAt: clock.toISOString(), message: paymentMessages.refundNeedsAttention,
    });
    expect(after.needsAttention[0]?.gatewayRefundId).toMatch(/^rfnd_/);
    // Sales see it too: they see the ledger.
    expect((await ledgerOf(world, booking.id, world.sales)).needsAttention).toEqual(after.needsAttention);
    const logged = errorLines().slice(errorsBefore);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.data).toMatchObject({ bookingId: booking.id, gatewayRefundId: after.needsAttention[0]?.gatewayRefundId, amountPaise: 200_000, balancePaise: 100_000, eventId: event.id });

    // Redelivered, and the same refund under another event id: 200, nothing changed, nothing logged again.
    const snapshot = await paymentSnapshot(world.app);
    expect(await deliver(event)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await paymentSnapshot(world.app)).toBe(snapshot);
    expect(await deliver(event, `${event.id}_again`)).toEqual({ status: 200, outcome: 'needs_attention' });
    const again = (await (await call(world.app, world.owner, paymentPaths.ledger(booking.id))).json()) as LedgerAnswer;
    expect(again.entries).toEqual(before.entries);
    expect(again.needsAttention).toEqual(after.needsAttention);
    expect(errorLines().slice(errorsBefore)).toHaveLength(1);
    const { rows } = await world.app.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_refunds_needing_attention WHERE booking_id = $1', [booking.id]);
    expect(rows[0]?.n).toBe('1');
  });
});
