/**
 * Every showroom is a full showroom (docs/site-settings.md): an Owner adds a fifth showroom
 * in Manage > Site on a 768x1024 tablet; a visitor's 390x844 phone then offers it in the
 * test-ride form (with its open times) and in the on-road quote's showroom choice, and the
 * site's sentences count no showrooms ("four"). Closed again, it leaves the test-ride form.
 * Real server, real Chromium, axe on each screen.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from './support/admin-login.ts';
import { audit, standInForThirdParties } from './support/audit.ts';
import { enquiryForm, field } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use(withoutServiceWorker);
test.describe.configure({ mode: 'serial' });
// Two devices and nine screens in one story: the time limit only catches a hang.
test.setTimeout(360_000);

// Late morning in India: tomorrow's open times are tomorrow's on the server too, whatever the
// hour the run starts (support/test-clock.ts).
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ setupTimeout: 240_000, env: clock.serverEnv });
const sohna = {
  name: 'Gurgaon Two Wheelers, Sohna Road', label: 'SOHNA ROAD', address: 'SCO 9, Sohna Road, Sector 49, Gurgaon, Haryana 122018',
  salesNo: '+91 98110 40041', serviceNo: '+91 98110 40042', email: 'sohnaroad@gtwheelers.in', latitude: '28.4089', longitude: '77.0421',
};

async function visitorPhone(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...withoutServiceWorker, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await clock.install(page);
  await standInForThirdParties(page);
  return { page, close: () => context.close() };
}

async function saveSite(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: visitors see the new details now' })).toBeVisible();
}

test('a fifth showroom added in Manage > Site is offered for test rides and quotes, and no sentence says "four"', async ({ page, browser }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/site`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible();
  await page.getByRole('button', { name: 'Add showroom' }).click();
  const card = page.locator('li.site-showroom').last();
  await expect(card.getByRole('heading', { level: 3 })).toContainText('New showroom');
  await card.getByLabel('Showroom name', { exact: true }).fill(sohna.name);
  await card.getByLabel('Short name in the menu', { exact: true }).fill(sohna.label);
  await card.getByLabel('Address', { exact: true }).fill(sohna.address);
  await card.getByLabel('Sales phone', { exact: true }).fill(sohna.salesNo);
  await card.getByLabel('Service phone', { exact: true }).fill(sohna.serviceNo);
  await card.getByLabel('E-mail', { exact: true }).fill(sohna.email);
  await card.getByLabel('Map position: latitude', { exact: true }).fill(sohna.latitude);
  await card.getByLabel('Map position: longitude', { exact: true }).fill(sohna.longitude);
  await saveSite(page);
  await expect(card.getByRole('heading', { level: 3 })).toContainText('dealer page /dealers/5');
  await expect(card.getByRole('checkbox', { name: 'Closed' })).not.toBeChecked();
  await audit(page, 'site: a fifth showroom added');

  const visitor = await visitorPhone(browser);
  const phone = visitor.page;
  // The test-ride form offers it, with the open times of its default schedule.
  await phone.goto(`${server.url}/text-ride-booking`);
  const form = enquiryForm(phone);
  const choice = field(form, 'Preferred showroom');
  await expect(choice.locator('option')).toHaveText(['Any showroom', 'Railway Road', 'Sector 18', 'Sector 52A', 'Pataudi', 'Sohna Road']);
  await choice.selectOption({ label: 'Sohna Road' });
  await field(form, 'Preferred date').fill(clock.istDay(1));
  await expect(form.getByRole('radio', { name: '10:00 am', exact: true })).toBeEnabled();
  await audit(phone, 'test-ride form offering a fifth showroom');

  // The on-road quote's showroom choice offers it too.
  await phone.goto(`${server.url}/view-details?bike=Shine100`);
  await phone.getByRole('button', { name: 'On-road price' }).click({ timeout: 30_000 });
  const dialog = phone.getByRole('dialog', { name: /^On-road price: / });
  const showroom = dialog.getByLabel('Showroom', { exact: true });
  await expect(showroom.locator('option', { hasText: sohna.name })).toHaveCount(1);
  await showroom.selectOption({ label: sohna.name });
  await audit(phone, 'on-road quote offering a fifth showroom');

  // No sentence counts the showrooms: footer, home, about, networks, and the pages' descriptions.
  for (const path of ['/', '/about', '/networks', '/dealers/99']) {
    await phone.goto(`${server.url}${path}`);
    await expect(phone.locator('footer')).toContainText('across our showrooms');
    expect(await phone.locator('body').innerText(), path).not.toMatch(/\bfour\b/i);
    expect(await phone.locator('meta[name="description"]').getAttribute('content'), path).not.toMatch(/\bfour\b/i);
  }
  await expect(phone.getByText('We have 5 showrooms:')).toBeVisible();
  await phone.goto(`${server.url}/networks`);
  await expect(phone.getByRole('link', { name: /SOHNA ROAD/ })).toHaveAttribute('href', '/dealers/5');
  await audit(phone, 'networks page with a fifth showroom');

  // Closed: it leaves the visitor's choices and menu.
  await card.getByRole('checkbox', { name: 'Closed' }).check();
  await saveSite(page);
  await expect(card.getByRole('heading', { level: 3 })).toContainText('closed: visitors do not see it');
  await audit(page, 'site: a closed showroom');
  await phone.goto(`${server.url}/text-ride-booking`);
  await expect(field(enquiryForm(phone), 'Preferred showroom').locator('option')).toHaveText(['Any showroom', 'Railway Road', 'Sector 18', 'Sector 52A', 'Pataudi']);
  await phone.goto(`${server.url}/networks`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Our Network' })).toBeVisible();
  await expect(phone.getByRole('link', { name: /SOHNA ROAD/ })).toHaveCount(0);
  await visitor.close();
});
