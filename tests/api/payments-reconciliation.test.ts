/**
 * The daily reconciliation report (docs/payments.md "Reconciliation report"): the stand-in
 * gateway's payments list (GET /v1/payments, as Razorpay answers it) against the ledger's
 * online payments of one IST day, differences first, then the matched ones; one more
 * report of the registry, through the same report call (search, pages, Owner and Manager).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationDifferences, reconciliationReport, type ReportPage } from '#contract/reports.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { bookingAmountPaise, newBooking, orderFor, paidBooking, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';

// 30 Nov 2026, 10:30 in India.
const clock = new Date('2026-11-30T05:00:00Z');
const day = '2026-11-30';
let world: PaymentsWorld;

beforeAll(async () => {
  world = await startPaymentsWorld('reconcile', () => clock, { gatewayOnClock: true });
});
afterAll(async () => {
  await world?.close();
});

function report(body: Record<string, unknown>, session: AdminSession = world.manager): Promise<Response> {
  return call(world.app, session, reconciliationReport.path, { method: 'POST', json: body });
}

async function rowsOf(body: Record<string, unknown>): Promise<ReportPage> {
  const res = await report(body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ReportPage;
}

describe('the payment reconciliation report', () => {
  let matched: string;
  let unentered: string;
  let unenteredBooking: string;
  const ledgerOnly = 'pay_notatgateway01';
  let ledgerOnlyBooking: string;

  beforeAll(async () => {
    // Paid and verified: at the gateway and in the ledger.
    matched = (await paidBooking(world)).paymentId;
    // Paid at the gateway, but its webhook never came and the page never returned.
    const booking = await newBooking(world, world.sales, '9811040002');
    unenteredBooking = booking.reference;
    unentered = (await world.gateway.pay((await orderFor(world, booking)).orderId)).razorpay_payment_id;
    // An online payment in the ledger that the gateway never captured (entered by hand at the database).
    const other = await newBooking(world, world.sales, '9811040003');
    ledgerOnlyBooking = other.reference;
    await world.app.db.query(
      `INSERT INTO ledger_entries (booking_id, kind, amount_paise, gateway_payment_id, created_by, created_at) VALUES ($1, 'paid_online', 300000, $2, 'test', $3)`,
      [other.id, ledgerOnly, clock],
    );
  });

  it('lists a payment missing from the ledger first, then a ledger entry with no captured payment, then the matched ones', async () => {
    const page = await rowsOf({ fromDate: day, toDate: day, page: 1, limit: 10 });
    expect(page.totalRecords).toBe(3);
    expect(page.data.map((r) => [r.difference, r.payment_id])).toEqual([
      [reconciliationDifferences.notInLedger, unentered],
      [reconciliationDifferences.notCaptured, ledgerOnly],
      [reconciliationDifferences.matched, matched],
    ]);
    expect(page.data[0]).toMatchObject({ booking: unenteredBooking, gateway_amount: String(bookingAmountPaise / 100), ledger_amount: '', gateway_status: 'captured', paid_time: '10:30 am' });
    expect(page.data[1]).toMatchObject({ booking: ledgerOnlyBooking, gateway_amount: '', ledger_amount: '3000', gateway_status: '' });
    expect(page.data[2]).toMatchObject({ gateway_amount: '5000', ledger_amount: '5000', gateway_status: 'captured' });
    expect(page.data[2]?.order_id).toMatch(/^order_/);
  });

  it('searches and pages like every report; To Date empty is the same day', async () => {
    expect((await rowsOf({ fromDate: day, search: unentered })).data.map((r) => r.payment_id)).toEqual([unentered]);
    const second = await rowsOf({ fromDate: day, page: 2, limit: 2 });
    expect(second).toMatchObject({ totalRecords: 3, totalPages: 2 });
    expect(second.data.map((r) => r.payment_id)).toEqual([matched]);
  });

  it('answers nothing for a day without payments', async () => {
    expect(await rowsOf({ fromDate: '2026-11-29' })).toEqual({ data: [], totalPages: 0, totalRecords: 0 });
  });

  it('asks for one day, named by its field', async () => {
    const none = await report({ fromDate: '' });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toMatch(/^fromDate: /);
    const two = await report({ fromDate: '2026-11-29', toDate: day });
    expect(two.status).toBe(400);
    expect(((await two.json()) as { message: string }).message).toMatch(/^toDate: /);
  });

  it('is for Owners and Managers', async () => {
    expect((await report({ fromDate: day }, world.owner)).status).toBe(200);
    expect((await report({ fromDate: day }, world.sales)).status).toBe(403);
  });
});
