/**
 * The reconciliation report's "amounts differ" row (docs/payments.md "Reconciliation
 * report"), made through the real paths: the gateway captures less than the order asked
 * (the stand-in's part payment of an order), the checkout's handler proves the payment
 * first and the server enters the order's amount, the captured webhook then finds the
 * payment entered. The report puts the difference before the matched payment, with both
 * amounts.
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

  beforeAll(async () => {
    matched = (await paidBooking(world)).paymentId;
    differingBooking = await newBooking(world, world.sales, '9811050002');
    const order = await orderFor(world, differingBooking);
    expect(order.amountPaise).toBe(bookingAmountPaise);
    const paid = await world.gateway.pay(order.orderId, { amountPaise: capturedPaise });
    differing = paid.razorpay_payment_id;
    expect((await postVerify(world, paid)).status).toBe(200);
    const captured = world.gateway.events.find((e) => e.event === 'payment.captured' && e.body.includes(differing));
    expect(captured).toBeDefined();
    expect(await deliverEvent(world, captured!)).toMatchObject({ status: 200 });
  });

  it('keeps the ledger entry the checkout made: one entry of the order amount', async () => {
    const online = (await ledgerOf(world, differingBooking.id)).entries.filter((e) => e.kind === 'paid_online');
    expect(online.map((e) => [e.gatewayPaymentId, e.amountPaise])).toEqual([[differing, bookingAmountPaise]]);
  });

  it('lists it before the matched payment, with the gateway\'s amount and the ledger\'s', async () => {
    const res = await call(world.app, world.manager, reconciliationReport.path, { method: 'POST', json: { fromDate: day, page: 1, limit: 10 } });
    expect(res.status, await res.clone().text()).toBe(200);
    const page = (await res.json()) as ReportPage;
    expect(page.data.map((r) => [r.difference, r.payment_id])).toEqual([
      [reconciliationDifferences.amountDiffers, differing],
      [reconciliationDifferences.matched, matched],
    ]);
    expect(page.data[0]).toMatchObject({
      booking: differingBooking.reference, gateway_amount: String(capturedPaise / 100), ledger_amount: String(bookingAmountPaise / 100),
      gateway_status: 'captured', paid_time: '11:00 am',
    });
    expect(page.data[0]?.order_id).toMatch(/^order_/);
  });
});
