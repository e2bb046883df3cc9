/**
 * Manage > Site on a 768x1024 tablet (docs/site-settings.md): an Owner changes a
 * showroom's sales phone and opening hours, and a 390x844 phone sees them at once on the
 * dealer page and behind the header's Call a showroom; a phone number that is not one is
 * refused at its field in words and nothing is saved; a Sales account has no Site in its
 * menu, and the screen and its API refuse it. axe on each screen.
 */
import { expect, test } from '@playwright/test';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { Dealer } from '#contract/catalogue-types.ts';
import { logIn } from './support/admin-login.ts';
import { audit, standInForThirdParties } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { adminCredentials } from './support/server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);
test.describe.configure({ mode: 'serial' });

const server = serverForFile();
const sales = { userId: 'ravi.sales', password: 'Ravi-pass-2026', name: 'Ravi Kumar' };
const newPhone = '+91 98110 47777';
const newHours = '10:00 AM to 08:30 PM';

async function dealerOne(): Promise<Dealer> {
  const res = await fetch(`${server.url}/api/dealers/1`);
  return ((await res.json()) as Dealer[])[0]!;
}

test('an Owner changes a showroom\'s phone and hours; a bad number is refused; a phone sees the new details', async ({ page, browser }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const before = await dealerOne();
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/site`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible();
  const showroom = page.locator('li.site-showroom').first();
  await expect(showroom.getByRole('heading', { level: 3 })).toContainText(before.name);
  const phone = showroom.getByLabel('Sales phone', { exact: true });
  const hours = showroom.getByLabel('Opening hours', { exact: true });

  // A number that is no phone number: refused at its field, in words, and nothing is saved.
  await phone.fill('12345');
  await hours.fill(newHours);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const message = 'Enter an Indian phone number, like +91 98110 40001 or 0124 456 7890';
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(message);
  await expect(phone).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Not saved: one field needs a change\./ })).toContainText(message);
  await audit(page, 'site: a refused phone number');
  const unchanged = await dealerOne();
  expect([unchanged.sales_no, unchanged.open_time]).toEqual([before.sales_no, before.open_time]);

  await phone.fill(newPhone);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: visitors see the new details now' })).toBeVisible();
  await expect(phone).not.toHaveAttribute('aria-invalid');
  const saved = await dealerOne();
  expect([saved.sales_no, saved.open_time]).toEqual([newPhone, newHours]);

  // A visitor's phone, a browser that never saw the old details.
  const visitor = await browser.newContext({ ...withoutServiceWorker, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phonePage = await visitor.newPage();
  await standInForThirdParties(phonePage);
  await phonePage.goto(`${server.url}/dealers/1`);
  await expect(phonePage.getByRole('heading', { level: 1, name: before.name })).toBeVisible();
  const facts = phonePage.locator('.dealer-facts');
  await expect(facts.getByRole('link', { name: newPhone })).toHaveAttribute('href', 'tel:+919811047777');
  await expect(facts.getByText(newHours, { exact: true })).toBeVisible();
  await expect(facts.getByText(before.sales_no, { exact: true })).toHaveCount(0);
  await phonePage.getByRole('button', { name: 'Call a showroom' }).click();
  const calls = phonePage.getByRole('list', { name: 'Showroom phone numbers' });
  await expect(calls.getByRole('link', { name: `Sales ${newPhone}` })).toBeVisible();
  await expect(calls.getByRole('link', { name: `Sales ${before.sales_no}` })).toHaveCount(0);
  await audit(phonePage, 'dealer page on a phone after a site change');
  await visitor.close();
});

test('a Sales account has no Site in its menu, and the screen and its API refuse it', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(adminCredentials),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${server.url}/api/staff`, {
    method: 'POST',
    headers: { Cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]!, 'X-CSRF-Token': token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: sales.userId, userName: sales.name, mobileNo: '9811040444', role: 'sales', showroomIds: [1], password: sales.password }),
  });
  expect(created.status, await created.text()).toBe(201);

  await logIn(page, server.url, { userId: sales.userId, password: sales.password });
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.getByRole('button', { name: 'Manage' }).click();
  // Their own account is in Manage > Staff.
  await expect(menu.getByRole('link', { name: 'Staff', exact: true })).toBeAttached();
  await expect(menu.getByRole('link', { name: 'Site', exact: true })).toHaveCount(0);

  await page.goto(`${server.url}/admin/manage/site`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not open to your role' })).toBeVisible();
  await expect(page.getByLabel('Sales phone', { exact: true })).toHaveCount(0);
  const read = await page.request.get(`${server.url}${adminApiPaths.adminSite}`);
  expect(read.status()).toBe(403);
  await audit(page, 'site screen refused to Sales');
});
