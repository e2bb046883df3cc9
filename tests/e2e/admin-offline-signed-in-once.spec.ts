/**
 * The admin's first day offline with the production server's own headers: on a fresh
 * browser, staff sign in and, without loading any admin page again, open a screen from the
 * menu; the signal drops and a reload still opens it. The only copy of the admin app's
 * files on the device is then the one the worker saved at sign-in (with its own request,
 * which carries no Origin), while the reloaded page asks for its module scripts with an
 * Origin: the saved files must match it (no `Vary: Origin` on built files, and the worker
 * matches its saved admin screens whatever varied, docs/offline.md "Admin screens").
 * The test waits for the worker's own 'admin-screens-saved' report, never for a delay.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/admin-login.ts';
import { serverForFile } from './support/file-server.ts';
import { collectWorkerReports, waitForAdminScreensSaved } from './support/admin-screens-saved.ts';
import { validBody } from '../faults/support/bodies.ts';

const server = serverForFile();
const customer = 'Rohan Mehta';

test.beforeAll(async () => {
  const res = await fetch(`${server.url}/book-service`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ ...validBody('service'), name: customer }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
});

/** A fresh browser signs in and the worker has saved the admin screens' files. */
async function signInOnAFreshBrowser(page: Page): Promise<void> {
  await collectWorkerReports(page);
  await logIn(page, server.url);
  await waitForAdminScreensSaved(page);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });

async function reloadWithNoSignal(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.reload();
}

test('Booking Report opened from the menu after sign-in opens again offline after a reload', async ({ page }) => {
  await signInOnAFreshBrowser(page);
  await menu(page).getByRole('button', { name: 'Report' }).click();
  await menu(page).getByRole('link', { name: 'Booking Report' }).click();
  await expect(page.getByRole('cell', { name: customer, exact: true })).toBeVisible();

  await reloadWithNoSignal(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Report' })).toBeVisible();
  await expect(page.getByText(/^Offline: data saved at \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: customer, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This screen needs a connection' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'This screen could not be loaded' })).toHaveCount(0);
});

test('a lead opened from the desk after sign-in opens again offline after a reload', async ({ page }) => {
  await signInOnAFreshBrowser(page);
  await menu(page).getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page.getByText('Up to date')).toBeVisible();
  await page.getByRole('link', { name: customer, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: customer })).toBeVisible();

  await reloadWithNoSignal(page);
  await expect(page.getByRole('heading', { level: 1, name: customer })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This screen needs a connection' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'This screen could not be loaded' })).toHaveCount(0);
});
