/**
 * The admin shell and the manage and account screens in a real browser against the real
 * server: the responsive sidebar (requirements 2.5, 9), the account table with the password
 * masked, profile and password changes, offers, gallery and accessory prices (requirements 2.5,
 * 5, 8), and the career report's resume download.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { fullCostHashingTimeout } from './support/hashing-wait.ts';
import { adminCredentials } from './support/server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);

test.describe.configure({ mode: 'serial' });

const server = serverForFile();

/** A real 1x1 PNG (the server checks the bytes). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const login = (page: Page, password?: string) => logIn(page, server.url, { password });

test('sidebar: full from 1024 px, a narrow rail naming its groups below, a toggled overlay below 768 px; groups are an accordion', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  const sidebar = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(sidebar.getByText('Manage', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);

  // Accordion: opening Report closes Manage.
  await sidebar.getByRole('button', { name: 'Manage' }).click();
  await expect(sidebar.getByRole('link', { name: 'Accessories Price' })).toBeVisible();
  await sidebar.getByRole('button', { name: 'Report' }).click();
  await expect(sidebar.getByRole('link', { name: 'Opt-In Report' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Accessories Price' })).toBeHidden();
  for (const title of ['Booking Report', 'AMC Report', 'EW Report', 'Finance Report', 'Enquiry Report', 'Offer Report', 'Career Report', 'Joy Club Report', 'Feedback Report', 'Contact Report']) {
    await expect(sidebar.getByRole('link', { name: title })).toBeVisible();
  }

  await page.setViewportSize({ width: 900, height: 800 });
  await expect(sidebar).toBeVisible();
  // The width animates: wait for it to settle. A narrow rail, each group named under its
  // mark (tests/e2e/admin-tablet-audit.spec.ts checks every name fits).
  await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(100);
  await expect(sidebar.locator('.admin-menu-label', { hasText: /^Manage$/ })).toBeVisible();

  await page.setViewportSize({ width: 600, height: 800 });
  await expect(sidebar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar).toBeInViewport();
  await sidebar.getByRole('button', { name: 'My Account' }).click();
  await sidebar.getByRole('link', { name: 'Profile' }).click();
  await page.waitForURL('**/admin/account/profile');
  await expect(sidebar).not.toBeInViewport();

  // The back button returns to the previous screen.
  await page.goBack();
  await page.waitForURL('**/admin/dashboard');
});

test('account: one row, the password masked, status shown as Active/Inactive', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  await page.goto(`${server.url}/admin/manage/account`);
  // Manage > Account is now the first part of Manage > Staff: the old address leads there.
  await page.waitForURL('**/admin/manage/staff');
  const row = page.getByRole('region', { name: 'Your account table' }).locator('table.admin-table tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').first()).toHaveText(adminCredentials.userId);
  await expect(row.locator('td').nth(1)).toHaveText('••••••••');
  await expect(row.locator('td').last()).toHaveText(/^(Active|Inactive)$/);
  await expect(page.getByText(adminCredentials.password)).toHaveCount(0);
  // On a phone both wide tables scroll inside their own regions, never the page.
  await expect(page.getByRole('region', { name: 'Staff accounts table' }).getByRole('row', { name: /^admin/ })).toBeVisible();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await audit(page, 'staff on a phone', { hard: true });
});

test('profile: update name, email and mobile (digits only)', async ({ page }) => {
  await login(page);
  await page.goto(`${server.url}/admin/account/profile`);
  await expect(page.getByLabel('User ID')).toHaveValue(adminCredentials.userId);
  await expect(page.getByLabel('User ID')).toHaveAttribute('readonly', '');
  await page.getByLabel('Name').fill('Rohit Malhotra');
  await page.getByLabel('Email').fill('rohit@gtwheelers.in');
  await page.getByLabel('Mobile').fill('');
  await page.getByLabel('Mobile').pressSequentially('98-110a40077');
  await expect(page.getByLabel('Mobile')).toHaveValue('9811040077');
  await page.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Rohit Malhotra');
  await expect(page.getByLabel('Mobile')).toHaveValue('9811040077');
  await page.goto(`${server.url}/admin/manage/account`);
  await expect(page.getByRole('region', { name: 'Your account table' }).locator('table.admin-table tbody tr')).toContainText('Rohit Malhotra');
});

test('profile: the morning summary by e-mail is on by default, says it needs a saved e-mail address, switched off and on, kept on the server', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  await page.goto(`${server.url}/admin/account/profile`);
  const summary = page.getByRole('checkbox', { name: 'Morning summary by e-mail' });
  await expect(summary).toBeChecked();
  await expect(summary).toHaveAccessibleDescription(/At 9:00 am each day/);
  // Without a saved e-mail address it says plainly that it needs one; saved, where it goes.
  const email = page.getByLabel('Email');
  await email.fill('');
  await page.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(summary).toHaveAccessibleDescription(/It needs an e-mail address: none is saved above, so none is sent\./);
  await email.fill('rohit@gtwheelers.in');
  await expect(summary).toHaveAccessibleDescription(/It needs an e-mail address/);
  await page.getByRole('button', { name: 'UPDATE' }).click();
  await expect(summary).toHaveAccessibleDescription(/It goes to the e-mail address above\.$/);
  // The whole label is the touch target.
  const box = await page.locator('label[for="morning-digest"]').boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await summary.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Morning summary by e-mail is off' })).toBeVisible();
  await page.reload();
  await expect(summary).not.toBeChecked();
  await summary.check();
  await expect(page.getByRole('status').filter({ hasText: 'Morning summary by e-mail is on' })).toBeVisible();
  await page.reload();
  await expect(summary).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('change password: a mismatch makes no call; a wrong current password is refused; success clears the fields', async ({ page }) => {
  // Two changes, each two full-cost hashes (support/hashing-wait.ts).
  test.setTimeout(90_000 + 2 * fullCostHashingTimeout);
  await login(page);
  await page.goto(`${server.url}/admin/account/password`);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/profile/password/')) calls.push(r.method());
  });
  await page.getByLabel('Current Password').fill(adminCredentials.password);
  await page.getByLabel('New Password').fill('new-Password-456');
  await page.getByLabel('Confirm Password').fill('new-Password-457');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('New password and confirm password do not match')).toBeVisible();
  expect(calls).toEqual([]);

  await page.getByLabel('Current Password').fill('wrong-Password-000');
  await page.getByLabel('Confirm Password').fill('new-Password-456');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  await page.getByLabel('Current Password').fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  // A change checks the old password and hashes the new one: two full-cost scrypt runs.
  await expect(page.getByText('Password updated successfully')).toBeVisible({ timeout: fullCostHashingTimeout });
  await expect(page.getByLabel('New Password')).toHaveValue('');

  // The new password works; put the old one back for the other tests.
  await page.evaluate(() => localStorage.clear());
  await login(page, 'new-Password-456');
  await page.goto(`${server.url}/admin/account/password`);
  await page.getByLabel('Current Password').fill('new-Password-456');
  await page.getByLabel('New Password').fill(adminCredentials.password);
  await page.getByLabel('Confirm Password').fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible({ timeout: fullCostHashingTimeout });
});

test('offers: all fields required; add shows on the public offers page; delete asks first', async ({ page }) => {
  await login(page);
  await page.goto(`${server.url}/admin/manage/offers`);
  await page.getByRole('button', { name: 'Add Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Offer' });
  await dialog.getByLabel('Title', { exact: true }).fill('Diwali Dhamaka');
  await dialog.getByRole('button', { name: 'Add Offer' }).click();
  await expect(page.getByText('Please fill all fields')).toBeVisible();

  await dialog.getByLabel('Description', { exact: true }).fill('Flat ₹5,000 off on every scooter this week.');
  await dialog.getByLabel('Image').setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Offer' }).click();
  await expect(page.getByText('Offer Added Successfully!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const card = page.locator('.media-card', { hasText: 'Diwali Dhamaka' });
  await expect(card).toBeVisible();

  const offers = (await (await fetch(`${server.url}/api/getOffers`)).json()) as { title: string }[];
  expect(offers.map((o) => o.title)).toContain('Diwali Dhamaka');

  // Dismissing the confirmation keeps the offer; accepting deletes it.
  page.once('dialog', (d) => void d.dismiss());
  await card.getByRole('button', { name: /Delete/ }).click();
  await expect(card).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await card.getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByText('Offer Deleted Successfully!')).toBeVisible();
  await expect(card).toHaveCount(0);
  const after = (await (await fetch(`${server.url}/api/getOffers`)).json()) as { title: string }[];
  expect(after.map((o) => o.title)).not.toContain('Diwali Dhamaka');
});

test('gallery: upload with a preview, then delete after confirming', async ({ page }) => {
  await login(page);
  await page.goto(`${server.url}/admin/manage/gallery`);
  const before = (await (await fetch(`${server.url}/api/gallery`)).json()) as { id: number }[];
  await page.getByRole('button', { name: 'Add gallery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add gallery' });
  await dialog.getByLabel('Image').setInputFiles({ name: 'showroom.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image uploaded successfully')).toBeVisible();
  const after = (await (await fetch(`${server.url}/api/gallery`)).json()) as { id: number }[];
  expect(after).toHaveLength(before.length + 1);
  const added = after.find((img) => !before.some((b) => b.id === img.id))!;

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `Delete gallery image ${added.id}` }).click();
  await expect(page.getByText('Image deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete gallery image ${added.id}` })).toHaveCount(0);
  const final = (await (await fetch(`${server.url}/api/gallery`)).json()) as { id: number }[];
  expect(final).toHaveLength(before.length);
});

test('accessories price: both fields needed; the new price reaches the public accessories list', async ({ page }) => {
  await login(page);
  await page.goto(`${server.url}/admin/manage/accessories`);
  await page.getByRole('button', { name: 'Update Price' }).click();
  await expect(page.getByText('Please select an accessory and enter a price!')).toBeVisible();

  const select = page.getByLabel('Accessory');
  await expect(select.locator('option').nth(1)).toBeAttached();
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
  await page.getByLabel('Price').fill('2345');
  await page.getByRole('button', { name: 'Update Price' }).click();
  await expect(page.getByText('Price updated successfully!')).toBeVisible();
  await expect(page.getByText('Current price: ₹2,345')).toBeVisible();

  const res = await page.evaluate(async () => (await fetch('/api/manageAccessories', { credentials: 'include' })).json());
  const updated = (res as { id: number; price: number }[]).find((a) => String(a.id) === value);
  expect(Number(updated?.price)).toBe(2345);
});

test('career report: the resume is a download link that works only with the admin session', async ({ page }) => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
  const form = new FormData();
  for (const [k, v] of Object.entries({ name: 'Neha Kapoor', phone: '9811040055', email: 'neha@example.in', address: 'Sector 14', area: 'Gurgaon', position: 'Sales Executive' })) form.append(k, v);
  form.append('resume', new Blob([pdf], { type: 'application/pdf' }), 'neha-cv.pdf');
  const res = await fetch(`${server.url}/api/post-career`, { method: 'POST', body: form, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  expect(res.status, await res.clone().text()).toBeLessThan(300);

  await login(page);
  await page.goto(`${server.url}/admin/reports/career`);
  await expect(page.getByRole('heading', { level: 1, name: 'Career Report' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Download resume of Neha Kapoor' });
  await expect(link).toHaveAttribute('href', /^\/api\/resumes\/[^/]+$/);
  const href = (await link.getAttribute('href'))!;
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');

  // Without the session the file is refused.
  expect((await fetch(`${server.url}${href}`)).status).toBe(401);
});
