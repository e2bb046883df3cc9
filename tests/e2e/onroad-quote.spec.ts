/**
 * docs/on-road-price.md on a phone with no signal: after one online visit, a buyer
 * opens a model, sees the itemised on-road price with an option ticked, downloads the
 * PDF (its text holds the total), and asks for the price; the lead waits on the device
 * and, once back online, arrives exactly once with the same total, unflagged.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { apiPaths } from '#contract/api-paths.ts';
import type { Variant } from '#contract/catalogue-types.ts';
import { quoteOnroad } from '#contract/onroad-quote.ts';
import type { OnroadRates } from '#contract/onroad-rates.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { outboxIds } from './support/outbox.ts';
import { queryStopped } from './support/stopped-db.ts';
import { controllingWorker } from './support/service-worker-control.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

// Today in India at 11:00 on the server, the page and here: the rates in force are the same
// day's for the quote expected here, the page's and the server's check, whatever the hour.
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ env: clock.serverEnv });
// A touch phone, as the public audit checks it: its controls grow to fingertip size.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const grouped = (n: number) => new Intl.NumberFormat('en-IN').format(n);

test('offline on a phone: quote with an option, PDF, and the lead arrives once with the same total', async ({ page, context }) => {
  test.setTimeout(300_000);
  const rates = (await (await page.request.get(`${server.url}${apiPaths.onroadRates}`)).json()) as OnroadRates;
  const variants = (await (await page.request.get(`${server.url}${apiPaths.variants('Shine100')}`)).json()) as Variant[];
  const model = rates.models.Shine100!;
  const kit = model.options.find((o) => o.kind === 'accessoryKit')!;
  const expected = quoteOnroad({ model, exShowroom: variants[0]!.price, rates, ticked: [kit.id], financed: false, on: clock.istDay() });
  if (!expected.ok) throw new Error(expected.error);
  const total = expected.quote.total;

  // One online visit: the worker installs and saves the catalogue and the rates.
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved: works without internet' })).toBeVisible({ timeout: 150_000 });
  // The worker controls the page once its precache (the app's code, jsPDF with it) is complete.
  await controllingWorker(page);
  await context.setOffline(true);
  await server.stop();

  await page.goto(`${server.url}/view-details?bike=Shine100`);
  await page.getByRole('button', { name: 'On-road price' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: /^On-road price: / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Ex-showroom/ })).toBeVisible();
  await expect(dialog.getByText(/^Rates as of \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await dialog.getByRole('checkbox', { name: new RegExp(kit.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
  await expect(dialog.getByTestId('quote-total')).toHaveText(`₹${grouped(total)}`);
  await expect(dialog.getByRole('row', { name: new RegExp(`^${kit.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toBeVisible();

  // The dialog fits the phone, axe finds nothing wrong with it and its controls take a fingertip.
  await audit(page, 'On-road price dialog offline', { hard: true });

  // EMI: the loan is the total less 10% down; the monthly figure shows to the paisa.
  await dialog.getByRole('checkbox', { name: /Buy on a loan/ }).check();
  await expect(dialog.getByTestId('quote-emi')).toHaveText(/^₹[\d,]+\.\d{2}$/);
  await dialog.getByRole('checkbox', { name: /Buy on a loan/ }).uncheck();
  await expect(dialog.getByTestId('quote-total')).toHaveText(`₹${grouped(total)}`);

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download quote' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^on-road-quote-.+\.pdf$/);
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain(`Total on-road`);
  // Offline before any PDF was made, the quote's font was never fetched: jsPDF's own
  // Helvetica writes it, with 'Rs.' for '₹' (onroad-quote-letterhead.spec.ts has the ₹).
  expect(text).toContain(`Rs. ${grouped(total)}`);
  expect(text).toMatch(/reference Q-[0-9A-F]{8}/);

  await dialog.getByRole('button', { name: 'Get this price from the showroom' }).click();
  await dialog.getByLabel('Your name').fill('Kavita Sharma');
  await dialog.getByLabel('Mobile number').fill('9811000042');
  await dialog.getByLabel('Email').fill('kavita@example.com');
  await dialog.getByLabel('Colour').selectOption('Black with Red Stripes');
  await dialog.getByRole('button', { name: 'Send to the showroom' }).click();
  await expect(dialog.getByText(/^Saved on this device\. It will be sent automatically when you're back online\. Reference given when sent\.$/)).toBeVisible();
  const ids = await outboxIds(page);
  expect(ids).toHaveLength(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await server.restart();
  await context.setOffline(false);
  await expect.poll(() => outboxIds(page), { timeout: 60_000 }).toEqual([]);

  const rows = await queryStopped<{ id: string; quote: { total: number; differs: boolean; options: number[]; variant: string } }>(
    server, "SELECT id::text AS id, quote FROM enquiries WHERE kind = 'product'",
  );
  expect(rows.map((r) => r.id)).toEqual(ids);
  expect(rows[0]!.quote).toMatchObject({ total, differs: false, options: [kit.id], variant: variants[0]!.name });
});
