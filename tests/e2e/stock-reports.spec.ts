/**
 * The stock reports (docs/stock-and-delivery.md "Stock reports") in real Chromium against
 * `npm start`'s server with its demo stock: stock by model and colour with its ageing and no
 * dates to choose, exported as CSV; an out-of-turn allotment made through the API shows
 * marked with its reason and today's date as 30 Nov 2026 reads; bookings waiting with their
 * place in the queue and deliveries per day on a phone. axe, no sideways scroll and 44 px
 * targets at 768 x 1024 and 390 x 844.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatIndianDate } from '#contract/ist-date.ts';
import { allotmentTurns, stockAgeingReport } from '#contract/stock-reports.ts';
import { stockPaths, type BookingRecord, type StockKind, type VehicleRecord } from '#contract/stock.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall } from './support/page-admin-api.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use(withoutServiceWorker);
test.use({ hasTouch: true });

// Today in India at 11:00 on the server, the page and here: the allotment's day is the one the
// reports are asked for, whatever the hour; the demo stock, dated by the run's seed, keeps its age.
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ env: clock.serverEnv });
const admin = <T>(page: Page, path: string, method: 'GET' | 'POST', data?: unknown) => pageAdminCall<T>(page, server, path, data, method);
const todayIst = () => clock.istDay();

/** A kind with a vehicle on the floor given to a later booking out of turn: the two bookings' references. */
async function outOfTurn(page: Page, showroomId: number, vin: string): Promise<{ chosen: string; waiting: string }> {
  const kinds = (await admin<{ data: StockKind[] }>(page, stockPaths.kinds, 'GET')).data;
  // The last model: the demo stock fills the first three, whose free vehicles would go to the bookings first.
  const kind = kinds.filter((k) => k.variants.length > 0 && k.colours.length > 0).at(-1)!;
  const of = { modelId: kind.id, variant: kind.variants.at(-1), colour: kind.colours.at(-1), showroomId };
  const { vehicle } = await admin<{ vehicle: VehicleRecord }>(page, stockPaths.vehicles, 'POST', {
    ...of, vin, engineNo: `EN${vin.slice(-4)}`, status: 'in-stock', arrivedOn: todayIst(),
  });
  const book = async (customerName: string, mobile: string) => (await admin<{ booking: BookingRecord }>(page, stockPaths.bookings, 'POST', { ...of, customerName, mobile })).booking;
  const older = await book('Neha Gupta', '9811040771');
  const chosen = await book('Arjun Mehta', '9811040772');
  await admin(page, stockPaths.bookingAllot(chosen.id), 'POST', { vehicleId: vehicle.id, takeFromBookingId: older.id, reason: 'Wedding on Sunday', version: chosen.version });
  return { chosen: chosen.reference, waiting: older.reference };
}

test('stock and allotment reports on a tablet, with a CSV export', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await logIn(page, server.url);
  const { chosen } = await outOfTurn(page, 4, 'MBLREPART00000001');

  await page.goto(`${server.url}/admin/reports/stock-ageing`);
  await expect(page.getByRole('heading', { name: 'Stock by Model and Colour' })).toBeVisible();
  // The stock as it stands: no dates to choose.
  await expect(page.getByLabel('From Date')).toHaveCount(0);
  for (const heading of ['Model', 'Colour', 'In stock', 'In transit', 'Blocked', 'Oldest (days)', '0-30 days', 'Over 90 days']) {
    await expect(page.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  }
  // The demo stock: two on the floor (one for three weeks) and one on its way per kind.
  await expect(page.locator('table.report-table tbody tr').first()).toBeVisible();
  await audit(page, 'stock by model and colour at 768 x 1024', { hard: true });

  await page.getByRole('button', { name: 'CSV', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'All matching rows' }).click()]);
  expect(download.suggestedFilename()).toBe(`${stockAgeingReport.fileBase}.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Model,Variant,Colour,Showroom,In stock,Allotted,In transit,Blocked,Oldest (days),Average (days),0-30 days,31-60 days,61-90 days,Over 90 days');
  expect(csv.trim().split('\n').length).toBeGreaterThan(1);

  await page.goto(`${server.url}/admin/reports/allotments?from=${todayIst()}&to=${todayIst()}`);
  await expect(page.getByRole('heading', { name: 'Allotments' })).toBeVisible();
  await expect(page.getByLabel('From Date')).toHaveValue(todayIst());
  const row = page.locator('table.report-table tbody tr', { hasText: chosen });
  await expect(row).toContainText(allotmentTurns.outOfTurn);
  await expect(row).toContainText('Wedding on Sunday');
  await expect(row).toContainText(formatIndianDate(todayIst()));
  await audit(page, 'allotments at 768 x 1024', { hard: true });
});

test('bookings waiting and deliveries per day on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, server.url);
  const { waiting } = await outOfTurn(page, 3, 'MBLREPART00000002');

  await page.goto(`${server.url}/admin/reports/bookings-waiting`);
  await expect(page.getByRole('heading', { name: 'Bookings Waiting' })).toBeVisible();
  const row = page.locator('table.report-table tbody tr', { hasText: waiting });
  await expect(row).toContainText('Neha Gupta');
  await expect(row).toContainText(formatIndianDate(todayIst()));
  await audit(page, 'bookings waiting at 390 x 844', { hard: true });

  await page.goto(`${server.url}/admin/reports/deliveries`);
  await expect(page.getByRole('heading', { name: 'Deliveries per Day' })).toBeVisible();
  await expect(page.getByText('No deliveries between these dates')).toBeVisible();
  await audit(page, 'deliveries per day at 390 x 844', { hard: true });

  // The note of a table wider than the phone stays in the table's visible box, not off to its right.
  await page.goto(`${server.url}/admin/reports/allotments?from=2025-01-01&to=2025-01-02`);
  const none = page.getByText('No allotments between these dates');
  await expect(none).toBeVisible();
  const box = (await page.locator('.report-table-wrap').boundingBox())!;
  const note = (await none.boundingBox())!;
  expect(note.x).toBeGreaterThanOrEqual(box.x);
  expect(note.x + note.width).toBeLessThanOrEqual(box.x + box.width);
});
