/**
 * The lead desk on a tablet (docs/lead-desk.md) in real Chromium against the real
 * server, portrait 768x1024 and landscape 1024x768: a new enquiry shows in Today; call,
 * outcome, Contacted, follow up tomorrow; offline a note and a status change survive a
 * reload and reach the server once each; two tablets offline change one lead's status and
 * the conflict shows and is settled in one tap; axe finds nothing. The timings of a first
 * sync of 5,000 open leads and a delta of 50 changes are a benchmark (bench/desk-sync.ts).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { addStaff, apiSession, storedEvents, submitLead } from './support/lead-desk-api.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { adminCredentials } from './support/server.ts';
import { controllingWorker } from './support/service-worker-control.ts';

test.describe.configure({ mode: 'serial' });

const server = serverForFile({ setupTimeout: 180_000 });
const viewports: { width: number; height: number }[] = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
];

async function openLead(page: Page, name: string): Promise<string> {
  await page.goto(`${server.url}/admin/leads`);
  await page.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.url().split('/').pop()!;
}

const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });

async function changeStatus(page: Page, label: string) {
  await page.getByLabel('New status').selectOption({ label });
  await page.getByRole('button', { name: 'Change status' }).click();
}

for (const viewport of viewports) {
  test(`${viewport.width}x${viewport.height}: Today shows a new lead; call, outcome, Contacted, follow-up; offline work survives a reload and arrives once`, async ({ page, context }) => {
    test.setTimeout(240_000);
    const name = `Kavya Sharma ${viewport.width}`;
    await submitLead(server.url, 'product', { name, model: 'Shine 100' });
    await page.setViewportSize(viewport);
    await logIn(page, server.url);

    // The menu's first group leads to the desk; Today holds the new lead.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Leads' }).click();
    await page.waitForURL('**/admin/leads');
    await expect(page.getByRole('tab', { name: 'Today', selected: true })).toBeVisible();
    await expect(page.getByText('Up to date')).toBeVisible();
    const row = page.getByRole('link', { name, exact: true });
    await expect(row).toBeVisible();
    // Readable: the model's name, the kind in words, the SLA as a word.
    const item = viewport.width >= 1000 ? page.getByRole('row').filter({ has: row }) : page.getByRole('listitem').filter({ has: row });
    await expect(item).toContainText('Shine 100');
    await expect(item).toContainText('Test ride');
    await expect(item).toContainText(/New\s*Reply (due|overdue)/);
    await audit(page, `Today at ${viewport.width}`, { hard: true });

    const leadId = await openLead(page, name);
    // The e-mail address reads on one line, not broken inside a word, at 390 px too.
    for (const width of [390, viewport.width]) {
      await page.setViewportSize({ width, height: viewport.height });
      const lines = await page.locator('.lead-facts dd').filter({ hasText: /@example\.in$/ }).evaluate((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      });
      expect(lines, `e-mail lines at ${width} px`).toBe(1);
    }
    await page.setViewportSize(viewport);
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}\?text=.*Shine%20100/);
    // A tel: link leaves the page on a real tablet; here the click must only ask how it went.
    await page.evaluate(() => document.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
    }));
    await page.getByRole('link', { name: 'Call' }).click();
    const outcome = page.getByRole('dialog', { name: 'How did it go?' });
    await outcome.getByRole('button', { name: 'Reached' }).click();
    await expect(outcome).toHaveCount(0);
    await changeStatus(page, 'Contacted');
    await page.getByRole('button', { name: 'Tomorrow' }).click();
    await expect(timeline(page).getByText('Call: Reached')).toBeVisible();
    await expect(timeline(page).getByText('Status: Contacted')).toBeVisible();
    await expect(timeline(page).getByText(/^Follow up on \d{1,2} [A-Z][a-z]{2} \d{4}, 10:30 am$/)).toBeVisible();
    await expect(timeline(page).locator('.lead-event-meta').first()).toHaveText(/^.+ · \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    await expect(page.getByText(/changes? waiting/)).toHaveCount(0);
    await expect(page.locator('.lead-detail-sub')).toContainText('Contacted');
    await audit(page, `Lead after the call at ${viewport.width}`, { hard: true });

    // Offline: the desk and its lead open from the device after a reload.
    await controllingWorker(page, { reloadIfMissed: true });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await context.setOffline(true);
    await page.getByLabel('Note', { exact: true }).fill('Wants the red one, calls back after 6');
    await page.getByRole('button', { name: 'Add note' }).click();
    await changeStatus(page, 'Test ride booked');
    await expect(page.getByText('2 changes waiting')).toBeVisible();
    await expect(page.locator('.lead-detail-sub')).toContainText('Test ride booked');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('.lead-detail-sub')).toContainText('Test ride booked');
    await expect(timeline(page).getByText('Wants the red one, calls back after 6')).toBeVisible();
    await expect(page.getByText('2 changes waiting')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(/changes? waiting/)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText('Waiting to send')).toHaveCount(0);
    const events = await storedEvents(server.url, leadId);
    expect(events.map((e) => e.type)).toEqual(['call', 'status', 'followup', 'note', 'status']);
    expect(events.map((e) => e.data.status ?? e.data.text ?? e.data.outcome ?? '')).toEqual(['reached', 'contacted', '', 'Wants the red one, calls back after 6', 'test_ride']);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });
}

// Online only, and its route must see the page's own requests: no service worker here.
test.describe('without a service worker', () => {
  test.use(withoutServiceWorker);

  test('1024x768: work the server refuses says why on the lead and can be sent again', async ({ page }) => {
    test.setTimeout(180_000);
    const name = 'Refused Note Verma';
    await submitLead(server.url, 'contact', { name });
    await page.setViewportSize({ width: 1024, height: 768 });
    await logIn(page, server.url);
    const leadId = await openLead(page, name);
    // The server's refusal (a 4xx) stands in for any rule the device did not know of.
    await page.route(`**/api/leads/${leadId}/events`, (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'This lead was closed by the branch manager' }) }), { times: 1 });
    await page.getByLabel('Note', { exact: true }).fill('Asked for the brochure again');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(timeline(page).getByRole('alert')).toContainText('Not accepted: This lead was closed by the branch manager');
    await expect(timeline(page).getByText('Waiting to send')).toHaveCount(0);
    await audit(page, 'Note refused by the server', { hard: true });

    await timeline(page).getByRole('button', { name: 'Send again' }).click();
    await expect(timeline(page).getByRole('alert')).toHaveCount(0, { timeout: 30_000 });
    await expect(timeline(page).getByText('Asked for the brochure again')).toBeVisible();
    await expect(page.getByText(/changes? waiting/)).toHaveCount(0, { timeout: 30_000 });
    const events = await storedEvents(server.url, leadId);
    expect(events.map((e) => [e.type, e.data.text])).toEqual([['note', 'Asked for the brochure again']]);
  });
});

async function tabletOf(browser: Browser, userId: string, password: string, leadName: string) {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/admin/dashboard');
  await openLead(page, leadName);
  await expect(page.getByText('Up to date')).toBeVisible();
  return { context, page };
}

test('two tablets offline change one lead: both kept, the conflict shows and one tap settles it', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await apiSession(server.url, adminCredentials.userId, adminCredentials.password);
  await addStaff(admin, 'arjun', 'Arjun Mehta', 'arjun-Password-1');
  const name = 'Rohan Gupta';
  // At Arjun's showroom: a Sales account sees its own showroom's leads only (docs/roles.md).
  const leadId = await submitLead(server.url, 'product', { name, preferredShowroom: 2 });
  const first = await tabletOf(browser, adminCredentials.userId, adminCredentials.password, name);
  const second = await tabletOf(browser, 'arjun', 'arjun-Password-1', name);

  await first.context.setOffline(true);
  await second.context.setOffline(true);
  await changeStatus(first.page, 'Booked');
  await changeStatus(second.page, 'Test ride booked');
  await expect(first.page.getByText('1 change waiting')).toBeVisible();
  await expect(second.page.getByText('1 change waiting')).toBeVisible();

  await first.context.setOffline(false);
  await expect(first.page.getByText('1 change waiting')).toHaveCount(0, { timeout: 30_000 });
  await second.context.setOffline(false);
  await expect(second.page.getByText('1 change waiting')).toHaveCount(0, { timeout: 30_000 });

  // Arjun's change reached the server last: it stands, and his tablet shows what it overrode.
  const notice = second.page.getByText(/^Status: Changed meanwhile by/);
  await expect(notice).toBeVisible();
  await expect(second.page.locator('.lead-conflict')).toContainText('Changed meanwhile by');
  await expect(second.page.locator('.lead-conflict')).toContainText(': Booked (yours: Test ride booked)');
  await audit(second.page, 'Status conflict', { hard: true });
  // The choice is Arjun's alone, also on the first tablet reloaded with no signal (it keeps its account).
  await first.page.reload();
  await expect(first.page.locator('.lead-detail-sub')).toContainText('Test ride booked');
  await first.context.setOffline(true);
  await first.page.reload();
  await expect(first.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(first.page.locator('.lead-detail-sub')).toContainText('Test ride booked');
  await expect(first.page.locator('.lead-conflict')).toHaveCount(0);
  await first.context.setOffline(false);
  await second.page.getByRole('button', { name: 'Keep theirs: Booked' }).click();
  await expect(second.page.locator('.lead-detail-sub')).toContainText('Booked');
  await expect(second.page.locator('.lead-conflict')).toHaveCount(0, { timeout: 30_000 });
  await expect(second.page.getByText(/changes? waiting/)).toHaveCount(0, { timeout: 30_000 });

  // "No change waiting" can be read before the top bar has counted the new one: wait for the server itself.
  await expect.poll(async () => (await storedEvents(server.url, leadId)).map((e) => e.data.status), { timeout: 30_000 }).toEqual(['booked', 'test_ride', 'booked']);
  await first.page.reload();
  await expect(first.page.locator('.lead-detail-sub')).toContainText('Booked');
  await first.context.close();
  await second.context.close();
});
