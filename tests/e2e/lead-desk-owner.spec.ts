/**
 * Who has a lead, and what its owner hears (docs/lead-desk.md, docs/roles.md "Giving out
 * leads"), on a portrait tablet (768x1024, touch) in real Chromium against the real server:
 * - a Sales tablet takes an unowned lead of its showroom with "Assign to me"; one a
 *   colleague took while the tablet had no signal is refused when it is sent, in words, on
 *   the lead's timeline;
 * - the customer cancels their test ride on /track (a phone, 390 px) and the owner's open
 *   desk says so within seconds; the lead reads "Test ride cancelled" and its timeline
 *   says the customer cancelled.
 * axe, 44 px targets and sideways scroll on each screen.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { leadPaths, type LeadListPage } from '#contract/lead-api.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { deskAnswered } from './support/desk-answered.ts';
import { serverForFile } from './support/file-server.ts';
import { addStaff, apiSession, postLeadEvent, submitLead, submitLeadForReference } from './support/lead-desk-api.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { adminCredentials } from './support/server.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use({ ...withoutServiceWorker, viewport: { width: 768, height: 1024 }, hasTouch: true });
test.describe.configure({ mode: 'serial' });

// Late morning in India: the file's days stay the same days from its first booking to its
// last check, whatever the hour the run starts (support/test-clock.ts).
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ setupTimeout: 240_000, env: clock.serverEnv });
const password = 'Desk-Owner-Password-1';
const owner = () => apiSession(server.url, adminCredentials.userId, adminCredentials.password);

test.beforeAll(async () => {
  const session = await owner();
  // Two salespeople of Sector 18 (showroom 2).
  await addStaff(session, 'asha.rani', 'Asha Rani', password);
  await addStaff(session, 'ravi.kumar', 'Ravi Kumar', password);
});

async function serverLead(name: string) {
  const session = await owner();
  const res = await session.send(`${leadPaths.list}?tab=open&q=${encodeURIComponent(name)}`);
  return ((await res.json()) as LeadListPage).data[0];
}

async function openLead(page: Page, name: string): Promise<void> {
  await page.goto(`${server.url}/admin/leads`);
  await expect(page.getByText('Up to date')).toBeVisible();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const fact = (page: Page, label: string) => page.locator('.lead-facts div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test('a Sales tablet takes an unowned lead with "Assign to me"; one a colleague took meanwhile is refused in words', async ({ page, context }) => {
  test.setTimeout(180_000);
  await submitLead(server.url, 'product', { name: 'Kavya Take', model: 'Shine 100', preferredShowroom: 2 });
  const taken = await submitLead(server.url, 'product', { name: 'Lalit Taken', model: 'Shine 100', preferredShowroom: 2 });
  await logIn(page, server.url, { userId: 'asha.rani', password });

  await openLead(page, 'Kavya Take');
  await expect(fact(page, 'Kind')).toHaveText('Test ride');
  await expect(fact(page, 'Owner')).toHaveText('Nobody');
  const assign = page.getByRole('region', { name: 'Assign' });
  await expect(assign).toContainText('Nobody has this lead yet.');
  // Sales take; they do not give: no owner or showroom choice.
  await expect(assign.getByLabel('Owner')).toHaveCount(0);
  await audit(page, 'a lead Sales may take at 768', { hard: true });
  await assign.getByRole('button', { name: 'Assign to me' }).click();
  await expect(fact(page, 'Owner')).toHaveText('Asha Rani');
  await expect(page.getByRole('region', { name: 'Assign' })).toHaveCount(0);
  await expect(page.locator('.lead-detail-sub')).not.toContainText('Waiting to send', { timeout: 20_000 });
  await expect.poll(async () => (await serverLead('Kavya Take'))?.ownerId, { timeout: 20_000 }).toBe('asha.rani');
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Owner: Asha Rani')).toBeVisible();

  // No signal; meanwhile Ravi takes Lalit from his own tablet.
  await openLead(page, 'Lalit Taken');
  await context.setOffline(true);
  await postLeadEvent(await apiSession(server.url, 'ravi.kumar', password), taken, 0, { type: 'assign', data: { ownerId: 'ravi.kumar' } });
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(fact(page, 'Owner')).toHaveText('Asha Rani');
  await expect(page.locator('.lead-detail-sub')).toContainText('Waiting to send');
  await context.setOffline(false);
  const refusal = page.getByRole('region', { name: 'Timeline' }).getByRole('alert');
  await expect(refusal).toContainText('Not accepted: Ravi Kumar has already taken this lead: ask a manager if it should be yours', { timeout: 30_000 });
  await audit(page, 'a take refused on the timeline at 768', { hard: true });
  page.once('dialog', (dialog) => void dialog.accept());
  await refusal.getByRole('button', { name: 'Discard' }).click();
  await expect(fact(page, 'Owner')).toHaveText('Ravi Kumar', { timeout: 20_000 });
  expect((await serverLead('Lalit Taken'))?.ownerId).toBe('ravi.kumar');
});

async function deskWatching(browser: Browser, userId: string): Promise<Page> {
  const tablet = await browser.newContext({ ...withoutServiceWorker, viewport: { width: 768, height: 1024 }, hasTouch: true });
  const desk = await tablet.newPage();
  await clock.install(desk);
  await logIn(desk, server.url, { userId, password });
  await desk.goto(`${server.url}/admin/leads`);
  // Once this page has asked (its first ask, or the next), what comes next is news to it.
  const asked = deskAnswered(desk);
  await expect(desk.getByText('Up to date')).toBeVisible();
  await asked;
  return desk;
}

test("the customer cancels the test ride on /track: the owner's desk says so within seconds, and so does the lead", async ({ browser }) => {
  test.setTimeout(180_000);
  const day = clock.istDay(2);
  const { id, reference } = await submitLeadForReference(server.url, 'product', {
    name: 'Mohan Cancel', mobileNo: '9811040411', model: 'Shine 100', preferredShowroom: 2, preferredDate: day, preferredTime: '11:00',
  });
  await postLeadEvent(await owner(), id, 0, { type: 'assign', data: { ownerId: 'asha.rani' } });
  const desk = await deskWatching(browser, 'asha.rani');
  const phone = await browser.newContext({ ...withoutServiceWorker, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const track = await phone.newPage();
    await clock.install(track);
    await track.goto(`${server.url}/track?reference=${reference}&mobile=9811040411`);
    await track.getByRole('button', { name: 'Check status' }).click();
    await track.getByRole('button', { name: 'Cancel booking' }).click();
    await track.getByRole('group', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(track.getByText('Your booking is cancelled. The showroom has been told.')).toBeVisible();
    const cancelledAt = Date.now();

    const toast = desk.getByText('Test ride cancelled by the customer: Mohan Cancel', { exact: true });
    await expect(toast).toBeVisible({ timeout: 10_000 });
    console.log(`owner's desk told ${Date.now() - cancelledAt} ms after the customer's answer`);
    await expect(desk.getByText(/^Customer cancelled the test ride · Shine 100 · /)).toBeVisible();
    expect(await desk.title()).toMatch(/^\(1\) /);
    await audit(desk, "the owner's desk with the cancellation", { hard: true });

    await desk.getByRole('button', { name: 'Open', exact: true }).click();
    await desk.waitForURL(`**/admin/leads/${id}`);
    await expect(desk.locator('.lead-detail-sub')).toContainText('Test ride cancelled');
    await expect(fact(desk, 'Next follow-up')).toHaveText(new RegExp(`^${Number(clock.istDay().slice(8))} `));
    const line = desk.getByRole('region', { name: 'Timeline' }).locator('li').filter({ hasText: 'Customer cancelled the test ride' });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Customer cancelled the test ride. Status: Test ride cancelled');
    await expect(line.locator('.lead-event-meta')).toContainText(/^Customer · /);
    await audit(desk, 'the cancelled test ride lead at 768', { hard: true });
  } finally {
    await phone.close();
    await desk.context().close();
  }
});
