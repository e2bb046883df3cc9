/**
 * The reconciliation report's "amounts differ" row (docs/payments.md "Reconciliation
 * report"): the gateway captures less than the order asked (the stand-in's part payment of
 * an order). The checkout's return now enters what the gateway captured, so such a payment
 * matches; an entry of the order's amount is one made before it did (as the server entered
 * them then: written here straight into the ledger), and the report puts it before the
 * matched payments, with both amounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationDifferences, reconciliationReport, type ReportPage } from '#contract/reports.ts';
import type { BookingRecord } from '#contract/stock.ts';
import { call } from '../support/admin-session.ts';
import { bookingAmountPaise, deliverEvent, ledgerOf, newBooking, orderFor, paidBooking, postVerify, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';

// 30 Nov 2026, 11:00 in India.
const clock = new Date('2026-11-30T05:30:00Z');
const day = '2026-11-30';
let world: PaymentsWorld;

beforeAll(async () => {
  world = await startPaymentsWorld('reconamt', () => clock, { gatewayOnClock: true });
});
afterAll(async () => {
  await world?.close();
});

describe('a payment whose amount at the gateway differs from the ledger', () => {
  const capturedPaise = 400_000;
  let differing: string;
  let differingBooking: BookingRecord;
  let matched: string;
  let shortBooking: BookingRecord;
  let short: string;

  beforeAll(async () => {
    matched = (await paidBooking(world)).paymentId;
    differingBooking = await newBooking(world, world.sales, '9811050002');
    const order = await orderFor(world, differingBooking);
    expect(order.amountPaise).toBe(bookingAmountPaise);
    const paid = await world.gateway.pay(order.orderId, { amountPaise: capturedPaise });
    differing = paid.razorpay_payment_id;
    // Entered at the order's amount, as the checkout's return entered it before it asked the gateway.
    await world.app.db.query(
      `INSERT INTO ledger_entries (booking_id, kind, amount_paise, gateway_payment_id, reference, created_by, created_at) VALUES ($1, 'paid_online', $2, $3, $4, 'gateway:signature', $5)`,
      [differingBooking.id, bookingAmountPaise, differing, order.orderId, clock],
    );
    const captured = world.gateway.events.find((e) => e.event === 'payment.captured' && e.body.includes(differing));
    expect(captured).toBeDefined();
    expect(await deliverEvent(world, captured!)).toMatchObject({ status: 200 });
    // A payment captured short since then is entered at what was captured: it matches.
    shortBooking = await newBooking(world, world.sales, '9811050003');
    const shortOrder = await orderFor(world, shortBooking);
    const shortPaid = await world.gateway.pay(shortOrder.orderId, { amountPaise: capturedPaise });
    short = shortPaid.razorpay_payment_id;
    expect((await postVerify(world, shortPaid)).status).toBe(200);
  });

  it('keeps the ledger entry made first: one entry of the order amount', async () => {
    const online = (await ledgerOf(world, differingBooking.id)).entries.filter((e) => e.kind === 'paid_online');
    expect(online.map((e) => [e.gatewayPaymentId, e.amountPaise])).toEqual([[differing, bookingAmountPaise]]);
    const shortOnline = (await ledgerOf(world, shortBooking.id)).entries.filter((e) => e.kind === 'paid_online');
    expect(shortOnline.map((e) => [e.gatewayPaymentId, e.amountPaise])).toEqual([[short, capturedPaise]]);
  });

  it('lists it before the matched payment, with the gateway\'s amount and the ledger\'s', async () => {
    const res = await call(world.app, world.manager, reconciliationReport.path, { method: 'POST', json: { fromDate: day, page: 1, limit: 10 } });
    expect(res.status, await res.clone().text()).toBe(200);
    const page = (await res.json()) as ReportPage;
    expect(page.data.map((r) => [r.difference, r.payment_id])[0]).toEqual([reconciliationDifferences.amountDiffers, differing]);
    // The payment captured short and entered at what was captured matches, as the whole one does.
    expect(page.data.slice(1).map((r) => [r.difference, r.payment_id, r.ledger_amount]).sort()).toEqual([
      [reconciliationDifferences.matched, matched, String(bookingAmountPaise / 100)],
      [reconciliationDifferences.matched, short, String(capturedPaise / 100)],
    ].sort());
    expect(page.data[0]).toMatchObject({
      booking: differingBooking.reference, gateway_amount: String(capturedPaise / 100), ledger_amount: String(bookingAmountPaise / 100),
      gateway_status: 'captured', paid_time: '11:00 am',
    });
    expect(page.data[0]?.order_id).toMatch(/^order_/);
  });
});
