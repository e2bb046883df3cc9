/**
 * The payment reconciliation report (docs/payments.md "Reconciliation report") in real
 * Chromium against the server `npm start` runs without keys (the Razorpay stand-in, which
 * delivers its webhooks): a booking paid through the stand-in's checkout shows as Matched
 * for today (IST), and the CSV export holds it. axe, no sideways scroll and 44 px targets
 * at 768 x 1024.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { paymentPaths, type PaymentOrderAnswer } from '#contract/payments.ts';
import { reconciliationDifferences } from '#contract/reports.ts';
import { stockPaths, type BookingRecord, type StockKind } from '#contract/stock.ts';
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
  const kinds = (await admin<{ data: StockKind[] }>(page, stockPaths.kinds, 'GET')).data;
  const kind = kinds.find((k) => k.variants.length > 0 && k.colours.length > 0)!;
  await admin(page, paymentPaths.bookingAmount(kind.id), 'PUT', { amountPaise: 250_000 });
  const { booking } = await admin<{ booking: BookingRecord }>(page, stockPaths.bookings, 'POST', {
    modelId: kind.id, variant: kind.variants[0], colour: kind.colours[0], showroomId: 1, customerName: 'Kavya Rao', mobile: '9811040771',
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
  return paymentId;
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
