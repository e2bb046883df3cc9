/**
 * The admin's first day offline (docs/offline.md "Admin screens"): on a new device, staff
 * sign in and open a report, the signal drops and a reload still opens the report, with no
 * second online visit, because the worker saved the admin screens' files at sign-in. A
 * screen that needs the server, opened offline, says so in words and links the screens that
 * open offline; so does the admin area when its own code cannot be fetched.
 */
import { gzipSync } from 'node:zlib';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { audit } from './support/audit.ts';
import { logIn } from './support/admin-login.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { adminScreenFiles, collectWorkerReports, waitForAdminScreensSaved } from './support/admin-screens-saved.ts';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
const names = ['Kavya Sharma', 'Ishaan Verma', 'Meera Gupta'];
/** The leads the enquiries made (a lead's id is its enquiry's Idempotency-Key). */
const leadIds: string[] = [];

test.beforeAll(async () => {
  // A fresh server's start on a busy machine: the bound catches a hang only (support/file-server.ts).
  test.setTimeout(240_000);
  server = await startServer();
  for (const [i, name] of names.entries()) {
    const key = crypto.randomUUID();
    leadIds.push(key);
    const res = await fetch(`${server.url}/finance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({
        name, email: `buyer${i}@example.in`, contact: `9811100${String(100 + i)}`, loanAmount: '60000', model: 'shine-100', message: 'EMI please', agreed: true,
      }),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  }
});

test.afterAll(async () => {
  await server?.dispose();
});

test('first day: sign in, open a report, lose the signal, reload: the report opens', async ({ page, context }) => {
  await collectWorkerReports(page);
  await logIn(page, server.url);
  // The worker saves the admin files as soon as the signed-in app starts, without a second visit.
  const report = await waitForAdminScreensSaved(page);

  // What that cost: every admin file the page had not loaded itself (the export chunks),
  // and the files it had (the admin app) again unless the browser's HTTP cache had them.
  const files = adminScreenFiles().map((url) => {
    const bytes = readFileSync(join('dist', url));
    return { url, bytes: statSync(join('dist', url)).size, gzip: gzipSync(bytes).length };
  });
  const sum = (list: typeof files, key: 'bytes' | 'gzip') => list.reduce((n, f) => n + f[key], 0);
  const notLoadedByPage = files.filter((f) => !f.url.includes('admin-app-'));
  console.log(
    `admin screens saved at sign-in: ${files.length} files, ${Math.round(sum(files, 'bytes') / 1024)} KB (${Math.round(sum(files, 'gzip') / 1024)} KB gzip); ` +
      `bodies the worker fetched: ${Math.round(report.fetchedBytes / 1024)} KB; ` +
      `files the page had not loaded itself (export chunks): ${Math.round(sum(notLoadedByPage, 'bytes') / 1024)} KB (${Math.round(sum(notLoadedByPage, 'gzip') / 1024)} KB gzip)`,
  );

  await page.goto(`${server.url}/admin/reports/finance`);
  await expect(page.getByText('Showing 1 to 3 of 3 entries')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Finance Report' })).toBeVisible();
  await expect(page.getByText(/^Offline: data saved at \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
  for (const name of names) await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

  // A screen that needs the server, opened offline: the words, and the screens that do open.
  await page.goto(`${server.url}/admin/manage/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'This screen needs a connection' })).toBeVisible();
  await expect(page.getByText('This device is offline, and this screen needs the internet to open.')).toBeVisible();
  const offlineLinks = page.getByRole('list', { name: 'Works offline' }).getByRole('link');
  await expect(offlineLinks.getByText('Leads', { exact: true })).toBeVisible();
  await expect(offlineLinks.getByText('Finance Report', { exact: true })).toBeVisible();
  await expect(offlineLinks.getByText('Price', { exact: true })).toBeVisible();
  await expect(offlineLinks.getByText('Staff', { exact: true })).toHaveCount(0);
  await audit(page, 'staff screen offline');

  // One of the links opens its screen from the device.
  await offlineLinks.getByText('Finance Report', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finance Report' })).toBeVisible();
  await expect(page.getByRole('cell', { name: names[0], exact: true })).toBeVisible();

  // Back online, the screen that needed the server opens by itself.
  await page.goto(`${server.url}/admin/manage/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'This screen needs a connection' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'This screen needs a connection' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
});

test('the admin app\'s own code cannot be fetched: the admin words and links, not the generic error page', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/\/assets\/admin-app-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto(`${server.url}/admin/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'This screen could not be loaded' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  const links = page.getByRole('list', { name: 'Works offline' }).getByRole('link');
  await expect(links.getByText('Leads', { exact: true })).toBeVisible();
  await expect(links.getByText('Booking Report', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await audit(page, 'admin code missing');
  await context.close();
});

test('the note box counts its characters against the 2,000 limit', async ({ page }) => {
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/leads/${leadIds[0]}`);
  const note = page.getByRole('textbox', { name: 'Note' });
  await expect(note).toBeVisible();
  await expect(page.getByText('0 of 2,000 characters')).toBeVisible();
  await note.fill('Wants the red one on EMI. '.repeat(60));
  // 1,560 characters typed; the count is the box's description, read with it.
  await expect(page.getByText('1,560 of 2,000 characters')).toBeVisible();
  await expect(note).toHaveAccessibleDescription('1,560 of 2,000 characters');
  // The box takes no more than the limit.
  await note.fill('x'.repeat(2_100));
  await expect(page.getByText('2,000 of 2,000 characters')).toBeVisible();
  await expect(note).toHaveValue('x'.repeat(2_000));
});
