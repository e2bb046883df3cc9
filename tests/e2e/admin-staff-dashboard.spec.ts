/**
 * Staff accounts, the dashboard's lead figures and a readable report, in a real browser:
 * at 1024 x 768 an admin adds an account and switches it off (its open session ends); the
 * dashboard's lead cards count the new enquiries and link into the desk; at 768 x 1024
 * portrait a report shows human headings, dates and models and never scrolls the page
 * sideways. axe finds no violation on each screen.
 */
import { expect, test, type Locator } from '@playwright/test';
import { logIn } from './support/admin-login.ts';
import { audit, minTarget } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { fullCostHashingTimeout } from './support/hashing-wait.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);

test.describe.configure({ mode: 'serial' });

const server = serverForFile();
const landscape = { width: 1024, height: 768 };
const portrait = { width: 768, height: 1024 };

test.use({ viewport: landscape, hasTouch: true });

/** How many lines a cell's text takes (one client rect per line box). */
function lineCount(cell: Locator): Promise<number> {
  return cell.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

test.beforeAll(async () => {
  for (const [i, name] of ['Venkataraghavan Subramaniam', 'Meenakshi Sundareswaran'].entries()) {
    const res = await fetch(`${server.url}/finance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        name, email: `customer${i}@example.in`, contact: `981104010${i}`, loanAmount: '125000', model: 'activa-6g', agreed: true,
        preferredShowroom: '2', message: 'Please call me in the evening after six; I would like to know the down payment and the EMI for 24 months.',
      }),
    });
    expect(res.status, await res.text()).toBe(201);
  }
});

test('the dashboard keeps its four cards and adds the desk figures and the funnel', async ({ page }) => {
  await logIn(page, server.url);
  for (const label of ['Today Booking', 'Today AMC', 'Today EW', 'Today Enquiry']) await expect(page.getByText(label, { exact: true })).toBeVisible();
  const newToday = page.getByRole('link', { name: /^New today/ });
  await expect(newToday).toHaveText(/New today\s*2$/);
  await expect(newToday).toHaveAttribute('href', '/admin/leads?tab=today&status=new');
  await expect(page.getByRole('link', { name: /^Due today/ })).toHaveText(/Due today\s*0$/);
  await expect(page.getByRole('link', { name: /^Overdue/ })).toHaveText(/Overdue\s*0$/);
  await expect(page.getByRole('link', { name: /^SLA breached/ })).toHaveText(/SLA breached\s*\d+$/);
  const funnel = page.getByRole('region', { name: 'Sales funnel, last 30 days' });
  await expect(funnel.getByRole('row', { name: /^Sector 18/ })).toHaveText(/Sector 18\s*2\s*0\s*0\s*0\s*0\s*0%/);
  await audit(page, 'dashboard', { hard: true });
});

test('staff: an admin adds an account, which signs in; switched off, its session ends', async ({ page, browser }) => {
  // The new account's password is hashed, then checked at its sign-in, at full cost.
  test.setTimeout(90_000 + 2 * fullCostHashingTimeout);
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  // The signed-in person's own account comes first; the staff accounts below it.
  await expect(page.getByRole('region', { name: 'Your account table' }).getByRole('row', { name: /^admin/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Staff accounts table' }).getByRole('row', { name: /^admin/ })).toBeVisible();
  await audit(page, 'staff list', { hard: true });

  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  // An empty form names each problem at its field.
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog.getByText('User ID is 3 to 32 letters, digits, dots, dashes or underscores')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await audit(page, 'add account with errors', { hard: true });
  await dialog.getByLabel('User ID').fill('ravi.sales');
  await dialog.getByLabel('Name').fill('Ravi Kumar');
  await dialog.getByLabel('Mobile number').fill('9811040222');
  await dialog.getByRole('checkbox', { name: 'Sector 18' }).check();
  await dialog.getByLabel('First password').fill('Ravi-pass-2026');
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByText('Ravi Kumar can now sign in as ravi.sales')).toBeVisible({ timeout: fullCostHashingTimeout });
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: /^ravi\.sales/ });
  await expect(row).toHaveText(/ravi\.sales\s*Ravi Kumar\s*9811040222\s*Sales\s*Sector 18\s*On/);

  // The new account signs in on another tablet.
  const other = await browser.newContext({ viewport: landscape });
  const tablet = await other.newPage();
  await tablet.goto(`${server.url}/admin/login`);
  await tablet.getByLabel('User ID').fill('ravi.sales');
  await tablet.getByLabel('Password', { exact: true }).fill('Ravi-pass-2026');
  await tablet.getByRole('button', { name: 'Login', exact: true }).click();
  await tablet.waitForURL('**/admin/dashboard', { timeout: fullCostHashingTimeout });

  const toggle = row.getByRole('switch', { name: 'Ravi Kumar can sign in' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const box = await toggle.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(minTarget);
  expect(box!.height).toBeGreaterThanOrEqual(minTarget);
  await toggle.click();
  const confirm = page.getByRole('dialog', { name: 'Switch off Ravi Kumar?' });
  await expect(confirm).toContainText('signed out on every device');
  await audit(page, 'switch-off confirmation', { hard: true });
  await confirm.getByRole('button', { name: 'Switch off' }).click();
  await expect(page.getByText('Ravi Kumar is switched off and signed out')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(row).toContainText('Off');

  // Its session is gone: the next screen it opens sends it to the login.
  await tablet.goto(`${server.url}/admin/manage/staff`);
  await tablet.waitForURL('**/admin/login');
  await other.close();
});

test('a report at 768 portrait reads well: human headings, dates and models, no sideways page', async ({ page }) => {
  await page.setViewportSize(portrait);
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/reports/finance`);
  const table = page.getByRole('region', { name: 'Finance Report table' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Meenakshi Sundareswaran');
  for (const heading of ['Name', 'Mobile', 'Email ID', 'Model', 'Loan Amount', 'Preferred Showroom', 'Status', 'Showroom', 'Owner']) {
    await expect(table.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  }
  const cells = firstRow.getByRole('cell');
  const headings = await table.getByRole('columnheader').allTextContents();
  const cell = (heading: string) => cells.nth(headings.indexOf(heading));
  await expect(cell('Model')).toHaveText('Activa 6G');
  await expect(cell('Enq. Date')).toHaveText(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
  await expect(cell('Status')).toHaveText('New');
  await expect(cell('Preferred Showroom')).toHaveText('Sector 18');
  // The mobile number and the date stay on one line; the name breaks only between its words.
  expect(await lineCount(cell('Mobile'))).toBe(1);
  expect(await lineCount(cell('Enq. Date'))).toBe(1);
  expect(await lineCount(cell('Name'))).toBeLessThanOrEqual(2);
  expect(await cell('Name').evaluate((el) => getComputedStyle(el).overflowWrap)).toBe('normal');
  expect((await firstRow.boundingBox())!.height).toBeLessThan(240);

  // The table scrolls inside its own box; the page does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(portrait.width);
  expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  // The status filter uses staff words and narrows the rows on the server.
  const status = page.getByRole('combobox', { name: /^Status/ });
  await expect(status.locator('option')).toHaveText(['Any status', 'New', 'Contacted', 'Test ride booked', 'Test ride cancelled', 'Booked', 'Delivered', 'Lost']);
  await status.selectOption({ label: 'Contacted' });
  await expect(page).toHaveURL(/status=contacted/);
  await expect(table).toContainText('No finance data available');
  await status.selectOption({ label: 'New' });
  await expect(table.getByRole('row')).toHaveCount(3);

  // Export buttons are full touch targets.
  for (const name of ['PDF', 'CSV', 'Print']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(minTarget);
    expect(box!.width, name).toBeGreaterThanOrEqual(minTarget);
  }

  await page.setViewportSize(landscape);
  await audit(page, 'finance report', { hard: true });
});
