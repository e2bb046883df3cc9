/**
 * The payment reconciliation report (docs/payments.md "Reconciliation report") in real
 * Chromium against the server `npm start` runs without keys (the Razorpay stand-in, which
 * delivers its webhooks): a booking paid through the stand-in's checkout shows as Matched
 * for today (IST), and the CSV export holds it. When the gateway and the ledger disagree
 * (a refund made on the gateway's dashboard that the ledger refuses), the booking's page
 * in Manage > Bookings offers its receipt and the form that marks the refund dealt with.
 * axe, no sideways scroll and 44 px targets at 768 x 1024.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { paymentPaths, type PaymentOrderAnswer } from '#contract/payments.ts';
import { reconciliationDifferences } from '#contract/reports.ts';
import { stockPaths, type BookingRecord, type StockKind } from '#contract/stock.ts';
import { fileBytes, pdfText } from '../support/pdf-files.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall } from './support/page-admin-api.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

// Today in India at 11:00 on the server, its payment stand-in and the page: the payment is
// made on the day the report opens on, whatever the hour.
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ env: clock.serverEnv });

const admin = <T>(page: Page, path: string, method: 'GET' | 'POST' | 'PUT', data?: unknown) => pageAdminCall<T>(page, server, path, data, method);

/** A booking paid online through the stand-in's checkout: its payment id (the webhook enters it in the ledger). */
async function paidOnline(page: Page): Promise<string> {
  return (await paidBooking(page, 'Kavya Rao', '9811040771')).paymentId;
}

async function paidBooking(page: Page, customerName: string, mobile: string): Promise<{ paymentId: string; booking: BookingRecord; gatewayUrl: string }> {
  const kinds = (await admin<{ data: StockKind[] }>(page, stockPaths.kinds, 'GET')).data;
  const kind = kinds.find((k) => k.variants.length > 0 && k.colours.length > 0)!;
  await admin(page, paymentPaths.bookingAmount(kind.id), 'PUT', { amountPaise: 250_000 });
  const { booking } = await admin<{ booking: BookingRecord }>(page, stockPaths.bookings, 'POST', {
    modelId: kind.id, variant: kind.variants[0], colour: kind.colours[0], showroomId: 1, customerName, mobile,
  });
  const ordered = await page.request.post(`${server.url}${paymentPaths.orders}`, {
    headers: { [idempotencyHeader]: crypto.randomUUID() }, data: { reference: booking.reference, mobile: booking.mobile },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = (await ordered.json()) as PaymentOrderAnswer;
  if (order.checkout.kind !== 'stand-in') throw new Error('expected the stand-in');
  const paid = await page.request.post(`${order.checkout.url}/pay`, { form: {} });
  expect(paid.status()).toBe(200);
  const paymentId = /\b(pay_[0-9a-f]{14})\b/.exec(await paid.text())?.[1];
  if (!paymentId) throw new Error('no payment id');
  // Entered once the stand-in's webhook is handled.
  await expect.poll(async () => (await admin<{ entries: unknown[] }>(page, paymentPaths.ledger(booking.id), 'GET')).entries.length).toBe(1);
  return { paymentId, booking, gatewayUrl: new URL(order.checkout.url).origin };
}

test('the reconciliation report shows today\'s payment matched, and exports it as CSV', async ({ page }) => {
  await logIn(page, server.url);
  const paymentId = await paidOnline(page);
  await page.goto(`${server.url}/admin/reports/reconciliation`);
  await expect(page.getByRole('heading', { name: 'Payment Reconciliation' })).toBeVisible();
  await expect(page.getByLabel('Day')).toHaveValue(clock.istDay());
  const row = page.locator('table.report-table tbody tr', { hasText: paymentId });
  await expect(row).toContainText(reconciliationDifferences.matched);
  await expect(row).toContainText('₹2,500');
  await audit(page, 'the reconciliation report at 768 x 1024', { hard: true });

  await page.getByRole('button', { name: 'CSV', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'All matching rows' }).click()]);
  expect(download.suggestedFilename()).toBe('Payment_Reconciliation.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Difference,Payment ID,Booking,Time,At the gateway,In the ledger,Gateway status,Order');
  expect(csv).toMatch(new RegExp(`Matched,${paymentId},BK-\\d{6},\\d{1,2}:\\d{2} [ap]m,"₹2,500","₹2,500",captured,order_\\w+`));
});

test('a booking\'s page gives the receipt of its online payment and marks a refund the ledger refused dealt with', async ({ page }) => {
  await logIn(page, server.url);
  const { paymentId, booking, gatewayUrl } = await paidBooking(page, 'Rohan Kulkarni', '9811040772');
  // ₹2,000 of ₹2,500 given back at the counter, then ₹1,000 refunded on the gateway's own
  // dashboard (the stand-in's refund API with its keys): more than the ledger shows received.
  await admin(page, paymentPaths.ledger(booking.id), 'POST', { kind: 'adjustment', amountPaise: -200_000, note: 'Discount agreed at the counter' });
  const refunded = await page.request.post(`${gatewayUrl}/v1/payments/${paymentId}/refund`, {
    headers: { Authorization: `Basic ${Buffer.from('rzp_test_standin:stand-in key secret').toString('base64')}` }, data: { amount: 100_000 },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);
  const refundId = ((await refunded.json()) as { id: string }).id;
  await expect.poll(async () => (await admin<{ needsAttention: unknown[] }>(page, paymentPaths.ledger(booking.id), 'GET')).needsAttention.length).toBe(1);

  await page.goto(`${server.url}/admin/manage/bookings`);
  await page.getByRole('button', { name: booking.reference }).click();
  const opened = page.getByRole('dialog', { name: `Booking ${booking.reference}` });
  const money = opened.getByRole('region', { name: 'Booking amount' });
  // What went back is not due again (docs/payments.md "What is due"): received, given back and held, nothing due.
  await expect(money).toHaveText(/Booking amount ₹2,500 · Received ₹2,500 · Given back ₹2,000 · Held ₹500(?! · Due)/);
  await expect(money.getByRole('alert')).toContainText(`Refund to look into: ₹1,000 refunded at the gateway (${refundId}, payment ${paymentId})`);
  await audit(page, 'a booking\'s money with a refund to look into at 768 x 1024', { hard: true });

  // The receipt, made in the browser from the ledger's answer.
  const [download] = await Promise.all([page.waitForEvent('download'), money.getByRole('button', { name: /^Download receipt RC-\d{6}$/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-RC-\d{6}\.pdf$/);
  const receipt = pdfText(fileBytes(await download.path())).replace(/\s+/g, ' ');
  for (const expected of ['Payment receipt', booking.reference, 'Rohan Kulkarni', 'Paid online', paymentId, '₹2,500', 'Rupees Two Thousand Five Hundred Only']) expect(receipt).toContain(expected);

  // What was done is asked for, then kept with who and when.
  const form = money.getByRole('form', { name: `Mark refund ${refundId} dealt with` });
  await form.getByRole('button', { name: 'Mark dealt with' }).click();
  await expect(form.getByLabel('What was done')).toHaveAttribute('aria-invalid', 'true');
  await audit(page, 'the dealt-with form asking what was done at 768 x 1024', { hard: true });
  await form.getByLabel('What was done').fill('Customer paid ₹1,000 by cheque; slip to be entered');
  await form.getByRole('button', { name: 'Mark dealt with' }).click();
  await expect(money).toContainText('Refund looked into');
  await expect(money).toContainText(': Customer paid ₹1,000 by cheque; slip to be entered');
  // Who, by name: the first admin's account is named Administrator (server/auth/first-admin.ts).
  await expect(money).toContainText('Dealt with by Administrator on ');
  await expect(money.getByRole('form')).toHaveCount(0);
  await audit(page, 'a booking\'s money with the refund dealt with at 768 x 1024', { hard: true });
});
