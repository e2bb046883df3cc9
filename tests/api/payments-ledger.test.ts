/**
 * A booking's ledger (docs/payments.md "Ledger"): entries are added, never changed or
 * removed (the database refuses both); the balance is their sum; refunds go through the
 * gateway, only by an Owner or Manager, never beyond what was paid online, not even two
 * at once; a reversal undoes one entry once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notAllowedMessage } from '#contract/staff-roles.ts';
import { formatPaise, paymentMessages, paymentPaths, type LedgerAnswer } from '#contract/payments.ts';
import { call } from '../support/admin-session.ts';
import { bookingAmountPaise, paidBooking, ledgerOf, newBooking, paymentSnapshot, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';

const clock = new Date('2026-11-25T05:10:00Z');
let world: PaymentsWorld;

beforeAll(async () => {
  world = await startPaymentsWorld('ledger', () => clock);
});
afterAll(async () => {
  await world?.close();
});


const addEntry = (bookingId: number, json: Record<string, unknown>, session = world.manager) =>
  call(world.app, session, paymentPaths.ledger(bookingId), { method: 'POST', json });
const refund = (bookingId: number, amountPaise: number, session = world.manager) =>
  call(world.app, session, paymentPaths.refunds(bookingId), { method: 'POST', json: { amountPaise, reason: 'Customer cancelled' } });

describe('the ledger', () => {
  it('sums to the balance after payments, counter entries, an adjustment, a refund and a reversal', async () => {
    const { booking } = await paidBooking(world);
    expect((await addEntry(booking.id, { kind: 'counter_cash', amountPaise: 200_000, reference: 'R-101' }, world.sales)).status).toBe(201);
    expect((await addEntry(booking.id, { kind: 'counter_upi', amountPaise: 50_050, reference: '412345678901' }, world.sales)).status).toBe(201);
    expect((await addEntry(booking.id, { kind: 'adjustment', amountPaise: -10_000, note: 'Accessory discount agreed' })).status).toBe(201);
    expect((await refund(booking.id, 100_000)).status).toBe(201);
    const before = await ledgerOf(world, booking.id);
    const cash = before.entries.find((e) => e.kind === 'counter_cash')!;
    const reversed = await addEntry(booking.id, { kind: 'reversal', reversesId: cash.id, note: 'Entered twice' });
    expect(reversed.status).toBe(201);
    const ledger = (await reversed.json()) as LedgerAnswer;
    expect(ledger.entries.map((e) => [e.kind, e.amountPaise])).toEqual([
      ['paid_online', bookingAmountPaise], ['counter_cash', 200_000], ['counter_upi', 50_050], ['adjustment', -10_000], ['refund', -100_000], ['reversal', -200_000],
    ]);
    const { rows } = await world.app.db.query<{ sum: string }>('SELECT sum(amount_paise)::text AS sum FROM ledger_entries WHERE booking_id = $1', [booking.id]);
    expect(ledger.balancePaise).toBe(Number(rows[0]?.sum));
    expect(ledger.balancePaise).toBe(bookingAmountPaise + 50_050 - 10_000 - 100_000);
    expect(formatPaise(ledger.balancePaise)).toBe('₹4,400.50');
    expect(ledger.entries.find((e) => e.id === cash.id)?.reversedById).toBe(ledger.entries.at(-1)?.id);

    // Once reversed is reversed; a reversal is never itself reversed.
    const snapshot = await paymentSnapshot(world.app);
    expect((await addEntry(booking.id, { kind: 'reversal', reversesId: cash.id, note: 'again' })).status).toBe(409);
    expect((await addEntry(booking.id, { kind: 'reversal', reversesId: ledger.entries.at(-1)!.id, note: 'undo' })).status).toBe(409);
    expect(await paymentSnapshot(world.app)).toBe(snapshot);
  });

  it('lets Sales take counter payments but not adjust, reverse or refund', async () => {
    const { booking } = await paidBooking(world);
    const snapshot = await paymentSnapshot(world.app);
    for (const res of [
      await addEntry(booking.id, { kind: 'adjustment', amountPaise: 100, note: 'x' }, world.sales),
      await addEntry(booking.id, { kind: 'reversal', reversesId: 1, note: 'x' }, world.sales),
      await refund(booking.id, 100, world.sales),
    ]) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(notAllowedMessage);
    }
    expect((await addEntry(booking.id, { kind: 'counter_upi', amountPaise: 100 }, world.sales)).status).toBe(400);
    expect(await paymentSnapshot(world.app)).toBe(snapshot);
  });

  it('refuses UPDATE and DELETE of an entry in the database itself', async () => {
    const { booking } = await paidBooking(world);
    const snapshot = await paymentSnapshot(world.app);
    await expect(world.app.db.query('UPDATE ledger_entries SET amount_paise = 1 WHERE booking_id = $1', [booking.id])).rejects.toMatchObject({ code: 'PL001' });
    await expect(world.app.db.query('DELETE FROM ledger_entries WHERE booking_id = $1', [booking.id])).rejects.toMatchObject({ code: 'PL001' });
    // A refund beyond the balance written straight into the table.
    await expect(world.app.db.query(
      "INSERT INTO ledger_entries (booking_id, kind, amount_paise, note, created_by, created_at) VALUES ($1, 'refund', $2, 'x', 'sql', now())",
      [booking.id, -(bookingAmountPaise + 1)],
    )).rejects.toMatchObject({ code: 'PL003' });
    expect(await paymentSnapshot(world.app)).toBe(snapshot);
  });
});

describe('refunds', () => {
  it('refunds through the gateway, and refuses more than was paid online, changing nothing', async () => {
    const { booking, paymentId } = await paidBooking(world);
    await addEntry(booking.id, { kind: 'counter_cash', amountPaise: 300_000 });
    const snapshot = await paymentSnapshot(world.app);
    // The cash is not the gateway's to give back.
    const tooMuch = await refund(booking.id, bookingAmountPaise + 1);
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toMatchObject({ message: paymentMessages.moreThanPaid, errors: [{ field: 'amountPaise' }] });
    expect(await paymentSnapshot(world.app)).toBe(snapshot);
    const ok = await refund(booking.id, 200_000, world.owner);
    expect(ok.status).toBe(201);
    const ledger = (await ok.json()) as LedgerAnswer;
    expect(ledger.entries.at(-1)).toMatchObject({ kind: 'refund', amountPaise: -200_000, gatewayPaymentId: paymentId, note: 'Customer cancelled', createdBy: 'ledger-owner' });
    expect((await refund(booking.id, bookingAmountPaise - 200_000 + 1)).status).toBe(409);
    // The gateway's refund.processed webhook finds the refund entered already.
    expect(await world.gateway.deliver(world.gateway.events.at(-1)!)).toBe(200);
    expect((await ledgerOf(world, booking.id)).entries.filter((e) => e.kind === 'refund')).toHaveLength(1);
  });

  it('lets only one of two refunds sent at once through when both together exceed what was paid', async () => {
    const { booking } = await paidBooking(world);
    const amount = bookingAmountPaise - 100_000;
    const answers = await Promise.all([refund(booking.id, amount, world.owner), refund(booking.id, amount, world.manager)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const ledger = await ledgerOf(world, booking.id);
    expect(ledger.entries.filter((e) => e.kind === 'refund').map((e) => e.amountPaise)).toEqual([-amount]);
    expect(ledger.balancePaise).toBe(100_000);
  });

  it('refuses a refund of a booking paid only at the counter', async () => {
    const booking = await newBooking(world);
    await addEntry(booking.id, { kind: 'counter_cash', amountPaise: bookingAmountPaise });
    const res = await refund(booking.id, 100);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(paymentMessages.notOnline);
  });
});
