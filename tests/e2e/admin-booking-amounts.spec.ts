/**
 * Manage > Booking amounts (docs/payments.md "Book now") on a portrait tablet: an Owner sets a
 * model's booking amount and its refund rules in both languages (an amount typed with a
 * comma refused at its field), the list says so, and the model's page then offers "Book now"
 * for that amount with the rules; axe, no sideways scroll and 44 px targets at 768 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { stockPaths, type StockKind } from '#contract/stock.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall } from './support/page-admin-api.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const server = serverForFile();

const bookable = async (page: Page) =>
  (await pageAdminCall<{ data: StockKind[] }>(page, server, stockPaths.kinds)).data.find((k) => k.variants.length > 0 && k.colours.length > 1)!;

test('an Owner sets a booking amount and refund rules, and the model page offers Book now for it', async ({ page }) => {
  await logIn(page, server.url);
  const kind = await bookable(page);
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.getByRole('button', { name: 'Manage' }).click();
  await menu.getByRole('link', { name: 'Booking amounts' }).click();
  await page.waitForURL('**/admin/manage/booking-amounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking amounts' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: kind.name, exact: true }) });
  await expect(row).toContainText('Not booked online');
  await audit(page, 'booking amounts at 768', { hard: true });

  await row.getByRole('button', { name: `Edit booking amount of ${kind.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit booking amount' });
  const amount = dialog.getByLabel('Booking amount (₹)');
  await amount.fill('2,000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('2000');
  await dialog.getByLabel('Refund rules (English)').fill('Full refund until a vehicle is allotted.');
  await dialog.getByLabel('Refund rules (Hindi)').fill('गाड़ी आवंटित होने तक पूरा पैसा वापस।');
  await audit(page, 'booking amount dialog at 768', { hard: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('₹2,000');
  await expect(row).toContainText('In English and Hindi');
  await page.setViewportSize({ width: 390, height: 844 });
  await audit(page, 'booking amounts at 390', { hard: true });

  await page.goto(`${server.url}/view-details?bike=${encodeURIComponent(kind.name.replace(/\s+/g, ''))}&lang=en`);
  await page.getByRole('button', { name: 'Book now for ₹2,000' }).click();
  await expect(page.getByRole('dialog', { name: `Book ${kind.name}` }).getByRole('region', { name: 'Refund rules' })).toHaveText(/Full refund until a vehicle is allotted\./);
});
