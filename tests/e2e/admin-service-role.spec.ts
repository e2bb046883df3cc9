/**
 * A Service account on a 768 x 1024 tablet (docs/roles.md "Service"): signing in leads to
 * the Workshop, not to a dashboard closed to it; the menu offers the Workshop, the
 * workshop's reports and the person's own account only; a lead screen opened by its address says so in words and
 * leads back to the Workshop. axe finds no violation on each screen.
 */
import { expect, test } from '@playwright/test';
import { leadPaths } from '#contract/lead-api.ts';
import { notAllowedMessage } from '#contract/staff-roles.ts';
import { audit } from './support/audit.ts';
import { apiSession } from './support/lead-desk-api.ts';
import { serverForFile } from './support/file-server.ts';
import { adminCredentials } from './support/server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const server = serverForFile({ setupTimeout: 480_000 });
const service = { userId: 'ravi.service', password: 'Ravi-Service-2026', name: 'Ravi Mechanic' };

test.beforeAll(async () => {
  const owner = await apiSession(server.url, adminCredentials.userId, adminCredentials.password);
  const created = await owner.send(leadPaths.staff, 'POST', { userId: service.userId, userName: service.name, mobileNo: '9811090001', role: 'service', showroomIds: [2], password: service.password });
  expect(created.status, await created.text()).toBe(201);
});

test('a Service account sees only the Workshop of the business', async ({ page }) => {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('User ID').fill(service.userId);
  await page.getByLabel('Password', { exact: true }).fill(service.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/admin/workshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu.getByRole('link', { name: 'Workshop' })).toBeAttached();
  for (const hidden of ['Dashboard', 'Leads', 'Appointments']) {
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  // Of the reports, the workshop's only (docs/workshop.md "Reports").
  await menu.getByRole('button', { name: 'Report' }).click();
  await expect(menu.getByRole('link', { name: 'Workshop Revenue', exact: true })).toBeAttached();
  for (const hidden of ['Booking Report', 'Enquiry Report', 'Stock by Model and Colour', 'Payment Reconciliation']) {
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await menu.getByRole('button', { name: 'Manage' }).click();
  // Their own account is the one thing under Manage: no stock, bookings, prices or site.
  await expect(menu.getByRole('link', { name: 'Staff', exact: true })).toBeAttached();
  for (const hidden of ['Stock', 'Bookings', 'Price', 'Catalogue', 'Site', 'Messages', 'Booking amounts']) {
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await audit(page, 'service menu and workshop', { hard: true });

  await page.goto(`${server.url}/admin/leads`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not open to your role' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: notAllowedMessage })).toContainText('not open to Service accounts');
  await audit(page, 'service: leads closed', { hard: true });
  await page.getByRole('link', { name: 'Go to Workshop' }).click();
  await page.waitForURL('**/admin/workshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop' })).toBeVisible();

  // The morning summary is of leads: their profile does not offer an always empty mail.
  await page.goto(`${server.url}/admin/account/profile`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(service.name);
  await expect(page.getByText('Morning summary by e-mail')).toHaveCount(0);
});
