/**
 * Roles in the admin panel (docs/roles.md), on a 768 x 1024 tablet: a Sales account's
 * menu offers only what Sales may open, a screen opened by its address without the
 * permission says so in words, and its lead desk holds only its showroom's leads; an
 * Owner changes a role and showrooms in Manage > Staff with only the allowed choices.
 * axe finds no violation on each screen.
 */
import { expect, test } from '@playwright/test';
import { notAllowedMessage } from '#contract/staff-roles.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { adminCredentials } from './support/server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);
test.describe.configure({ mode: 'serial' });

const server = serverForFile({ setupTimeout: 480_000 });
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const sales = { userId: 'asha.sales', password: 'Asha-pass-2026', name: 'Asha Verma' };

/** Signs in over the API as the first admin (an Owner) and answers a caller of the admin API. */
async function ownerApi(): Promise<(path: string, method: string, body?: unknown) => Promise<Response>> {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(adminCredentials),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { token } = (await login.json()) as { token: string };
  return (path, method, body) => fetch(`${server.url}${path}`, {
    method, headers: { Cookie: cookie, 'X-CSRF-Token': token, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });
}

test.beforeAll(async () => {
  const api = await ownerApi();
  const created = await api('/api/staff', 'POST', {
    userId: sales.userId, userName: sales.name, mobileNo: '9811040333', role: 'sales', showroomIds: [2], password: sales.password,
  });
  expect(created.status, await created.text()).toBe(201);
  for (const [i, showroom] of ['2', '4'].entries()) {
    const res = await fetch(`${server.url}/finance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        name: `Showroom ${showroom} Buyer`, email: `buyer${i}@example.in`, contact: `981104020${i}`, loanAmount: '90000', model: 'activa-6g',
        agreed: true, preferredShowroom: showroom, message: 'Please call me',
      }),
    });
    expect(res.status, await res.text()).toBe(201);
  }
});

test('Sales see a menu of what they may open, and a closed screen says so in words', async ({ page }) => {
  await logIn(page, server.url, { userId: sales.userId, password: sales.password });
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu.getByRole('link', { name: 'Leads' })).toBeAttached();
  await expect(menu.getByRole('button', { name: 'Report' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Manage' })).toBeAttached();
  await menu.getByRole('button', { name: 'Manage' }).click();
  for (const hidden of ['Price', 'Accessories Price', 'Bikes', 'Gallery', 'Offer', 'Account', 'On-road rates']) {
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  // Their own account is the first part of Manage > Staff; the staff accounts are not theirs to see.
  await expect(menu.getByRole('link', { name: 'Staff', exact: true })).toBeAttached();
  await audit(page, 'sales menu', { hard: true });
  await page.goto(`${server.url}/admin/manage/account`);
  await page.waitForURL('**/admin/manage/staff');
  await expect(page.getByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your account table' }).getByRole('row', { name: new RegExp(`^${sales.userId.replace('.', '\\.')}`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff accounts' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add account' })).toHaveCount(0);
  await audit(page, 'sales own account', { hard: true });

  for (const path of ['/admin/manage/price', '/admin/manage/site', '/admin/reports/finance']) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not open to your role' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: notAllowedMessage })).toContainText('not open to Sales accounts');
  }
  await expect(page.getByRole('link', { name: 'Go to Leads' })).toBeVisible();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await audit(page, 'not open to your role', { hard: true });
});

test('Sales work the leads of their own showroom only', async ({ page }) => {
  await logIn(page, server.url, { userId: sales.userId, password: sales.password });
  await page.goto(`${server.url}/admin/leads`);
  await expect(page.getByText('Showroom 2 Buyer').first()).toBeVisible();
  await expect(page.getByText('Showroom 4 Buyer')).toHaveCount(0);
  await audit(page, 'sales lead desk', { hard: true });
});

test('an Owner gives a role and showrooms from the allowed choices', async ({ page }) => {
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/staff`);
  const row = page.getByRole('row', { name: new RegExp(`^${sales.userId.replace('.', '\\.')}`) });
  await expect(row).toHaveText(/Sales\s*Sector 18\s*On/);
  await row.getByRole('button', { name: `Change role and showrooms of ${sales.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Role and showrooms of ${sales.name}` });
  await expect(dialog.getByLabel('Role').locator('option')).toHaveText(['Owner', 'Manager', 'Sales', 'Service']);
  await dialog.getByLabel('Role').selectOption('manager');
  await dialog.getByRole('checkbox', { name: 'Sector 18' }).uncheck();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(dialog).toContainText('Sales, Service and Managers need at least one showroom');
  await audit(page, 'edit role dialog', { hard: true });
  await dialog.getByRole('checkbox', { name: 'Sector 18' }).check();
  await dialog.getByRole('checkbox', { name: 'Railway Road' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${sales.name} is now Manager at Sector 18, Railway Road`)).toBeVisible();
  await expect(row).toHaveText(/Manager\s*Sector 18, Railway Road\s*On/);
});
