/**
 * The admin panel in a real browser against the real server: login, guard, logout and
 * 401 handling (requirements 4, 6, 8); the generic report screen with paging, debounced search
 * and dates (requirements 2.5, 4); PDF, CSV and print exports (requirements 7.3); local-first reports
 * offline; price and model changes reaching the public site (requirements 2.5).
 */
import { defaultSiteSettings } from '#contract/site-settings.ts';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { bikeKey } from '#contract/api-paths.ts';
import { formatIndianDate } from '#contract/ist-date.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { logIn } from './support/admin-login.ts';
import { withoutServiceWorker, withServiceWorker } from './support/no-service-worker.ts';
import { adminCredentials, startServer, type RunningServer } from './support/server.ts';
import { controllingWorker } from './support/service-worker-control.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use(withoutServiceWorker);

test.describe.configure({ mode: 'serial' });

let server: RunningServer;

const firstNames = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan', 'Shaurya', 'Atharv', 'Advik',
  'Saanvi', 'Ananya', 'Diya', 'Pari', 'Aadhya', 'Kavya', 'Myra', 'Anika', 'Navya', 'Ira', 'Riya', 'Meera',
];
const surnames = ['Sharma', 'Verma', 'Gupta', 'Yadav', 'Chauhan'];
/** 25 finance enquiries with distinct names and loan amounts. */
const customers = firstNames.map((first, i) => ({
  name: `${first} ${surnames[i % surnames.length]}`,
  email: `${first.toLowerCase()}@example.in`,
  contact: `98110${String(10000 + i).slice(-5)}`,
  loanAmount: String(50_000 + i * 1_000),
  model: 'shine-100',
  message: `Finance enquiry ${i + 1}`,
  agreed: true,
}));

// Late morning in India: the enquiries sent at the start are "today's" in the report filter at
// the end, whatever the hour the run starts (support/test-clock.ts).
const clock = testClock(todayInIndiaAt('11:00'));

test.beforeAll(async () => {
  // A fresh server's start on a busy machine: the bound catches a hang only (support/file-server.ts).
  test.setTimeout(240_000);
  server = await startServer({ env: clock.serverEnv });
  for (const c of customers) {
    const res = await fetch(`${server.url}/finance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(c),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  }
});

test.afterAll(async () => {
  await server?.dispose();
});

const login = (page: Page) => logIn(page, server.url, { expectToast: true });

/** Report pages saved on the device, counted with the raw IndexedDB API. */
const savedReportPages = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('dealer-admin-cache');
        open.onerror = () => reject(open.error ?? new Error('The report cache did not open'));
        open.onsuccess = () => {
          const tx = open.result.transaction('pages', 'readonly');
          const count = tx.objectStore('pages').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
          count.onerror = () => reject(count.error ?? new Error('The saved report pages could not be counted'));
        };
      }),
  );

const rowsOf = (page: Page) => page.locator('table.report-table tbody tr');
const firstColumn = (page: Page) => page.locator('table.report-table tbody tr td:first-child');

async function exportFile(page: Page, format: 'PDF' | 'CSV', scope: 'This page' | 'All matching rows'): Promise<Download> {
  await page.getByRole('button', { name: format, exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: scope }).click()]);
  return download;
}

async function csvRows(download: Download): Promise<string[][]> {
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe('Finance Report');
  expect(lines[1]).toMatch(/^"?Data fetched at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m"?$/);
  return Papa.parse<string[]>(lines.slice(3).join('\r\n'), { skipEmptyLines: true }).data;
}

test('login: a wrong password shows the server message; the right one redirects to the dashboard', async ({ page }) => {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('User ID').fill(adminCredentials.userId);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('not-the-password');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

  await password.fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  // The earlier refusal gave way to the success at once, rather than being left to time out.
  expect(await page.getByText('Invalid credentials').count()).toBe(0);
  await page.waitForURL('**/admin/dashboard');
  expect(await page.getByText('Invalid credentials').count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
  for (const card of ['Today Booking', 'Today AMC', 'Today EW', 'Today Enquiry']) await expect(page.getByText(card)).toBeVisible();
  await expect(page.getByText('Admin Panel')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pixel Forge IT Services' })).toHaveAttribute('target', '_blank');
});

test('guard: an admin screen without a token goes to login with a toast', async ({ page }) => {
  await page.goto(`${server.url}/admin/reports/finance`);
  await page.waitForURL('**/admin/login');
  await expect(page.getByText('Please login to access this page')).toBeVisible();
});

test('a 401 from the server (token but no session) really redirects to login', async ({ page }) => {
  await page.goto(`${server.url}/admin/login`);
  await page.evaluate(() => localStorage.setItem('adminToken', 'stale-token'));
  await page.goto(`${server.url}/admin/manage/price`);
  await page.waitForURL('**/admin/login');
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('report: 25 rows page 10/10/5 with Previous/Next and page buttons; URLs are bookmarkable', async ({ page }) => {
  await login(page);
  await page.getByRole('button', { name: 'Report' }).click();
  await page.getByRole('link', { name: 'Finance Report' }).click();
  await page.waitForURL('**/admin/reports/finance');
  await expect(page.getByRole('heading', { level: 1, name: 'Finance Report' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Mobile', 'Email ID', 'Model', 'Loan Amount', 'Preferred Showroom', 'Comment', 'Enq. Date', 'Enq. Time', 'Status', 'Showroom', 'Owner']);
  await expect(page.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.locator('.report-pager').getByRole('button', { name: /^Page / })).toHaveText(['1', '2', '3']);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11 to 20 of 25 entries')).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(page.getByText('Showing 21 to 25 of 25 entries')).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await expect(page).toHaveURL(/page=3/);

  // Every name once across the three pages, and the loan amount with the rupee sign.
  const seen = new Set<string>();
  for (const p of [1, 2, 3]) {
    await page.getByRole('button', { name: `Page ${p}` }).click();
    await expect(page.getByRole('button', { name: `Page ${p}` })).toHaveAttribute('aria-current', 'page');
    await expect(rowsOf(page)).toHaveCount(p === 3 ? 5 : 10);
    for (const name of await firstColumn(page).allTextContents()) seen.add(name);
  }
  expect([...seen].sort()).toEqual(customers.map((c) => c.name).sort());
  await expect(page.locator('td.report-money').first()).toHaveText(/^₹\d{2},\d{3}$/);

  // Bookmarkable: the page in the URL opens that page.
  await page.goto(`${server.url}/admin/reports/finance?page=2`);
  await expect(page.getByText('Showing 11 to 20 of 25 entries')).toBeVisible();
});

test('report: search applies on the server after the pause; SEARCH applies the dates', async ({ page }) => {
  await login(page);
  await page.goto(`${server.url}/admin/reports/finance?page=2`);
  await expect(page.getByText('Showing 11 to 20 of 25 entries')).toBeVisible();
  const kavya = customers.find((c) => c.name.startsWith('Kavya '))!;
  await page.getByRole('searchbox', { name: 'Search' }).fill('Kavya');
  // requirements 9: nothing is applied until typing has paused for 600 ms.
  expect(page.url()).not.toContain('q=');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(firstColumn(page)).toHaveText([kavya.name]);
  await expect(page).toHaveURL(/q=Kavya/);
  await expect(page).not.toHaveURL(/page=/);

  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();

  // A range that ends before the rows were made has none (a fixed past day: "yesterday"
  // would hold the rows when the test runs across midnight in Kolkata).
  await page.getByLabel('From Date').fill('2000-01-01');
  await page.getByLabel('To Date').fill('2000-01-31');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page.getByRole('cell', { name: 'No finance data available' })).toBeVisible();
  await expect(page.getByText('Showing 0 to 0 of 0 entries')).toBeVisible();
  for (const name of ['PDF', 'CSV', 'Print']) await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();

  await page.getByLabel('To Date').fill(clock.istDay());
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();
  await expect(page.getByRole('button', { name: 'PDF', exact: true })).toBeEnabled();
});

test('exports: the PDF holds every row with ₹, the CSV parses to the rows, print shows the table', async ({ page, context }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await login(page);
  await page.goto(`${server.url}/admin/reports/finance`);
  await expect(rowsOf(page)).toHaveCount(10);
  // The export libraries load only when an export starts.
  expect(scripts.filter((p) => /export-|jspdf|papaparse/.test(p))).toEqual([]);
  const shown = await rowsOf(page).evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));

  const pdf = await exportFile(page, 'PDF', 'All matching rows');
  expect(pdf.suggestedFilename()).toBe('finance_report.pdf');
  expect(scripts.some((p) => /\/assets\/export-pdf-/.test(p))).toBe(true);
  const pdfPath = await pdf.path();
  expect(readFileSync(pdfPath).subarray(0, 4).toString()).toBe('%PDF');
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain('Finance Report');
  expect(text).toMatch(/Data fetched at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m/);
  // On the dealer's letterhead, as the on-road quote (src/lib/pdf/letterhead.ts).
  expect(text.slice(0, text.indexOf('Finance Report'))).toContain(`GSTIN ${defaultSiteSettings.gstin}`);
  expect(text.slice(0, text.indexOf('Finance Report'))).toContain(defaultSiteSettings.dealerName);
  for (const c of customers) expect(text).toContain(c.name);
  expect(text).toContain('₹50,000');
  expect(text).toContain('₹74,000');

  const csvPage = await exportFile(page, 'CSV', 'This page');
  expect(csvPage.suggestedFilename()).toBe('finance_report.csv');
  const pageRows = await csvRows(csvPage);
  expect(pageRows[0]).toEqual(['Name', 'Mobile', 'Email ID', 'Model', 'Loan Amount', 'Preferred Showroom', 'Comment', 'Enq. Date', 'Enq. Time', 'Status', 'Showroom', 'Owner']);
  // The CSV keeps the stored values where the screen shows readable ones: the model as stored
  // (the catalogue's spelling: 'shine-100' was sent) and the ISO date ('2026-11-23' for '23 Nov 2026').
  const modelAt = pageRows[0]!.indexOf('Model');
  const dateAt = pageRows[0]!.indexOf('Enq. Date');
  const readable = (row: string[]) => row.map((cell, i) => (i === modelAt ? modelDisplayName(cell) : i === dateAt ? formatIndianDate(cell) : cell));
  for (const row of pageRows.slice(1)) {
    expect(row[modelAt]).toBe('Shine 100');
    expect(row[dateAt]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  expect(shown.every((row) => row[modelAt] === 'Shine 100')).toBe(true);
  expect(pageRows.slice(1).map(readable)).toEqual(shown);

  const csvAll = await exportFile(page, 'CSV', 'All matching rows');
  const allRows = (await csvRows(csvAll)).slice(1);
  expect(allRows).toHaveLength(25);
  expect(allRows.map((r) => r[0]).sort()).toEqual(customers.map((c) => c.name).sort());
  const aarav = allRows.find((r) => r[0] === 'Aarav Sharma');
  expect(aarav?.[4]).toBe('₹50,000');

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name: 'This page' }).click()]);
  await expect(popup.getByRole('heading', { level: 1, name: 'Finance Report' })).toBeVisible();
  await expect(popup.locator('tbody tr')).toHaveCount(10);
  await expect(popup.locator('tbody tr td:first-child')).toHaveText(shown.map((r) => r[0]!));
  await popup.close();
});

test.describe('offline, with the service worker', () => {
  test.use(withServiceWorker);

  test('offline: the saved report still shows with its time and exports from the device', async ({ page, context }) => {
    await login(page);
    await page.goto(`${server.url}/admin/reports/finance`);
    await expect(page.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();
    const page1 = await firstColumn(page).allTextContents();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByText('Showing 11 to 20 of 25 entries')).toBeVisible();
    // An export online first: its code and the font are then on the device.
    await exportFile(page, 'CSV', 'This page');
    await exportFile(page, 'PDF', 'This page');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Page 1' }).click();
    await expect(page.getByText(/^Offline: data saved at \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
    await expect(firstColumn(page)).toHaveText(page1);
    await expect(page.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();

    // Offline, 'All matching rows' is every saved page of this query (pages 1 and 2).
    const csv = await exportFile(page, 'CSV', 'All matching rows');
    const rows = (await csvRows(csv)).slice(1);
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 10).map((r) => r[0])).toEqual(page1);
    const pdf = await exportFile(page, 'PDF', 'This page');
    const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], { encoding: 'utf8' });
    for (const name of page1) expect(text).toContain(name);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect(page.getByText('Showing 21 to 25 of 25 entries')).toBeVisible();
    await expect(page.getByText(/^Offline: data saved at/)).toHaveCount(0);
  });

  test('offline after a reload: the admin app and the saved report open with no network', async ({ page, context }) => {
    await login(page);
    await page.goto(`${server.url}/admin/reports/finance`);
    await expect(page.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();
    // Once the service worker controls the page, a reload puts the admin files in its cache.
    await controllingWorker(page, { reloadIfMissed: true });
    await page.reload();
    await expect(page.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();
    const names = await firstColumn(page).allTextContents();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Finance Report' })).toBeVisible();
    await expect(page.getByText(/^Offline: data saved at \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
    await expect(firstColumn(page)).toHaveText(names);
    await context.setOffline(false);
  });
});

test('logout ends the session, clears local storage and the saved reports', async ({ page }) => {
  await login(page);
  await page.goto(`${server.url}/admin/reports/finance`);
  await expect(rowsOf(page)).toHaveCount(10);
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/admin/login');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await savedReportPages(page)).toBe(0);
  const me = await page.evaluate(async () => (await fetch('/api/me', { credentials: 'include' })).status);
  expect(me).toBe(401);
  await page.goto(`${server.url}/admin/dashboard`);
  await page.waitForURL('**/admin/login');
});

test('a 401 (the session ended elsewhere) clears the saved reports and local storage as logout does', async ({ page }) => {
  await login(page);
  await page.goto(`${server.url}/admin/reports/finance`);
  await expect(rowsOf(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 11 to 20 of 25 entries')).toBeVisible();
  await expect.poll(() => savedReportPages(page)).toBeGreaterThanOrEqual(2);

  // The server ends the session (as an expiry would); the page still holds its token.
  expect(await page.evaluate(async () => (await fetch('/api/logout', { method: 'POST', credentials: 'include' })).status)).toBe(200);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();

  // The next admin call answers 401.
  await page.getByRole('button', { name: 'Page 3' }).click();
  await page.waitForURL('**/admin/login');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expect.poll(() => savedReportPages(page)).toBe(0);
});

test.describe('a price edit offline, with the service worker', () => {
  test.use(withServiceWorker);

  test('a price edit shows on the public detail page; offline it waits as pending and is sent when back online', async ({ page, context }) => {
    await login(page);
    await page.goto(`${server.url}/admin/manage/price`);
    const firstRow = page.locator('table.admin-table tbody tr').first();
    await expect(firstRow.locator('td').nth(1)).not.toBeEmpty();
    const bikeName = (await firstRow.locator('td').nth(1).textContent())!;

    await firstRow.getByRole('button', { name: `Edit Price of ${bikeName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Price' });
    await dialog.getByLabel('Price').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a valid price')).toBeVisible();
    await dialog.getByLabel('Price').fill('123456');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Price updated successfully', { exact: true })).toBeVisible();
    await expect(firstRow).toContainText('₹1,23,456');

    const publicPrice = async () => {
      const detail = await (await fetch(`${server.url}/api/bikeView/${encodeURIComponent(bikeKey(bikeName))}`)).json();
      return Number((Array.isArray(detail) ? detail[0] : detail).bikePrice);
    };
    expect(await publicPrice()).toBe(123456);
    // The public catalogue is served stale-while-revalidate: at the latest a reload shows the new price.
    await expect(async () => {
      await page.goto(`${server.url}/view-details?bike=${encodeURIComponent(bikeKey(bikeName))}`);
      await expect(page.getByText('Start from ₹ 1,23,456/-')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });

    // Offline: the change is queued, marked pending, and sent once the network is back.
    await page.goto(`${server.url}/admin/manage/price`);
    await expect(firstRow).toContainText('₹1,23,456');
    await context.setOffline(true);
    await firstRow.getByRole('button', { name: `Edit Price of ${bikeName}`, exact: true }).click();
    await dialog.getByLabel('Price').fill('99999');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(firstRow).toContainText('₹99,999');
    await expect(firstRow.getByText('pending')).toBeVisible();
    await context.setOffline(false);
    await expect(firstRow.getByText('pending')).toHaveCount(0, { timeout: 20_000 });
    expect(await publicPrice()).toBe(99999);
  });
});

test('deactivating a model removes it from the public listing', async ({ page }) => {
  await login(page);
  await page.goto(`${server.url}/admin/manage/vehicles`);
  const firstRow = page.locator('table.admin-table tbody tr').first();
  await expect(firstRow.locator('td').nth(1)).not.toBeEmpty();
  const name = (await firstRow.locator('td').nth(1).textContent())!;
  const before = (await (await fetch(`${server.url}/api/bikes`)).json()) as { name: string }[];
  expect(before.map((b) => b.name)).toContain(name);

  const active = firstRow.getByRole('checkbox');
  await expect(active).toBeChecked();
  // requirements 4: the row changes once the server has answered, so a plain click (not uncheck()).
  await active.click();
  await expect(page.getByText('Vehicle deactivated successfully')).toBeVisible();
  await expect(active).not.toBeChecked();

  const after = (await (await fetch(`${server.url}/api/bikes`)).json()) as { name: string }[];
  expect(after.map((b) => b.name)).not.toContain(name);
  // The public catalogue is served stale-while-revalidate: at the latest a reload drops the model.
  await expect(async () => {
    await page.goto(`${server.url}/motorcycle`);
    await expect(page.locator('.model-card-name').first()).toBeVisible({ timeout: 3000 });
    await expect(page.locator('.model-card-name', { hasText: new RegExp(`^${name}$`) })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  await page.goto(`${server.url}/admin/manage/vehicles`);
  await firstRow.getByRole('checkbox').click();
  await expect(page.getByText('Vehicle activated successfully')).toBeVisible();
});
