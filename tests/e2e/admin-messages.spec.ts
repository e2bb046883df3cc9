/**
 * Manage > Messages and the lead's messages (docs/notifications.md), in real Chromium
 * against the real server on a 768 x 1024 tablet: an Owner sets up e-mail against a real
 * SMTP server inside the test; a port out of range is refused at its field; a test send
 * arrives and the screen says so; at 390 px nothing scrolls sideways; a visitor's enquiry then shows on its lead page as an
 * e-mail sent, with its time in IST; axe finds nothing. The Owner switches a vehicle
 * booking step's message off, and it is still off after a reload. A Sales account has no menu
 * entry and the address alone does not open it.
 */
import { expect, test } from '@playwright/test';
import { leadPaths } from '#contract/lead-api.ts';
import { notAllowedMessage } from '#contract/staff-roles.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { apiSession } from './support/lead-desk-api.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { adminCredentials } from './support/server.ts';

test.use(withoutServiceWorker);

const server = serverForFile({ setupTimeout: 180_000 });

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const sales = { userId: 'ravi.sales', password: 'Ravi-pass-2026', name: 'Ravi Sales' };
let inbox: SmtpInbox;

test.beforeAll(async () => {
  inbox = await startSmtpInbox();
  const owner = await apiSession(server.url, adminCredentials.userId, adminCredentials.password);
  const created = await owner.send(leadPaths.staff, 'POST', { userId: sales.userId, userName: sales.name, mobileNo: '9811040444', role: 'sales', showroomIds: [2], password: sales.password });
  expect(created.status, await created.text()).toBe(201);
});
test.afterAll(async () => {
  await inbox?.stop();
});

test('an Owner sets up e-mail, a bad port is refused at the field, a test arrives, and a lead shows its e-mail', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, server.url);
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.getByRole('button', { name: 'Manage' }).click();
  await menu.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const email = page.getByRole('region', { name: 'E-mail' });
  await expect(email.getByText('Off: not set up yet')).toBeVisible();
  await expect(email.getByText("The customer's name")).toBeVisible();
  await expect(email.getByText('{trackLink}', { exact: true })).toBeVisible();

  await email.getByLabel('Mail server (SMTP host)').fill('127.0.0.1');
  await email.getByLabel('Port', { exact: true }).fill('99999');
  await email.getByLabel('From', { exact: true }).fill('Gurgaon Two Wheelers <bookings@gurgaontwowheelers.example>');
  await email.getByLabel('Send E-mail messages to customers').check();
  await email.getByRole('button', { name: 'Save E-mail' }).click();
  const port = email.getByLabel('Port', { exact: true });
  await expect(port).toHaveAttribute('aria-invalid', 'true');
  await expect(port).toHaveAccessibleDescription(/must be 1 to 65535/);
  await expect(email.getByRole('status').filter({ hasText: 'Not saved' })).toContainText('must be 1 to 65535');
  await audit(page, 'messages screen with a refused port', { hard: true });

  await port.fill(String(inbox.port));
  await email.getByRole('button', { name: 'Save E-mail' }).click();
  await expect(email.getByText('Saved: messages use these settings from now on')).toBeVisible();
  await expect(email.getByText('On: customers get these messages')).toBeVisible();
  await expect(port).not.toHaveAttribute('aria-invalid', 'true');

  await email.getByLabel('Send a test to (e-mail)').fill('owner@gurgaontwowheelers.example');
  await email.getByRole('button', { name: 'Send a test' }).click();
  await expect(email.getByText('Test sent to owner@gurgaontwowheelers.example')).toBeVisible();
  const [testMail] = await inbox.waitFor(1, 15_000);
  expect(testMail?.to.join()).toContain('owner@gurgaontwowheelers.example');
  expect(testMail?.subject).toBe('We have your enquiry: reference TEST0001');
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await audit(page, 'messages screen after a test send', { hard: true });
  // A phone held upright: still one column, nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(email.getByRole('button', { name: 'Send a test' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 768, height: 1024 });

  // A visitor's enquiry now gets its e-mail; the lead page shows it beside the timeline.
  const leadId = crypto.randomUUID();
  const res = await fetch(`${server.url}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': leadId },
    body: JSON.stringify({ name: 'Meera Mail', email: 'meera@example.in', contact: '9811040555', reason: 'Support', message: 'Please call me' }),
  });
  expect(res.status, await res.text()).toBe(201);
  await inbox.waitFor(2, 15_000);
  await page.goto(`${server.url}/admin/leads/${leadId}`);
  const messages = page.getByRole('region', { name: 'Messages to the customer' });
  await expect(messages.getByText('E-mail')).toBeVisible({ timeout: 15_000 });
  await expect(messages).toContainText('Enquiry received');
  await expect(messages).toContainText(/Sent \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)/);
  await expect(messages).toContainText('To meera@example.in');
  await expect(messages).toContainText('1 try');
  await audit(page, 'lead page with its messages', { hard: true });
});

test('an Owner switches a vehicle booking step\'s message off, and it stays off', async ({ page }) => {
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/messages`);
  const steps = page.getByRole('region', { name: 'Vehicle booking steps' });
  const delivered = steps.getByLabel('Delivered', { exact: true });
  await expect(delivered).toBeChecked();
  await expect(steps.getByLabel('Allotted (with the chassis ending)')).toBeChecked();
  await delivered.uncheck();
  await steps.getByRole('button', { name: 'Save steps' }).click();
  await expect(steps.getByRole('status')).toHaveText('Saved: the steps ticked message the customer from now on');
  // Each step's own templates are in every channel's card, folded to a line.
  await expect(page.getByRole('region', { name: 'E-mail' }).locator('summary').filter({ hasText: 'Vehicle booking: delivered' }).first()).toBeVisible();
  await audit(page, 'messages screen with a vehicle booking step switched off', { hard: true });

  await page.reload();
  await expect(steps.getByLabel('Delivered', { exact: true })).not.toBeChecked();
  await expect(steps.getByLabel('Ready for delivery')).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(steps.getByRole('button', { name: 'Save steps' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await audit(page, 'vehicle booking steps on a phone', { hard: true });
});

test('each template is one line to open; a refused one opens by itself at its field', async ({ page }) => {
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/messages`);
  const sms = page.getByRole('region', { name: 'SMS' });
  const english = sms.getByRole('group', { name: 'Templates in English' });
  const booking = english.locator('details').filter({ has: page.locator('summary', { hasText: 'Booking made' }) });
  const text = sms.getByLabel('Registered text (booking made)', { exact: true });
  // Folded: 26 templates of three channels stay a list to scan, not pages of fields.
  await expect(text).toBeHidden();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(12_000);
  await booking.locator('summary').click();
  await expect(text).toBeVisible();
  await text.fill('Booked {reference} for {when}. {nosuchthing}');
  await booking.locator('summary').click();
  await expect(text).toBeHidden();
  // The folded line shows the start of the text.
  await expect(booking.locator('summary')).toContainText('Booked {reference} for {when}.');
  await sms.getByRole('button', { name: 'Save SMS' }).click();
  await expect(sms.getByRole('status').filter({ hasText: /^Not saved: one field needs a change\./ })).toBeVisible();
  await expect(text).toBeVisible();
  await expect(text).toBeFocused();
  await audit(page, 'messages screen with a refused template opened', { hard: true });
});

test('a Sales account has no Messages entry and the address does not open it', async ({ page }) => {
  await logIn(page, server.url, { userId: sales.userId, password: sales.password });
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.getByRole('button', { name: 'Manage' }).click();
  // Their own account is in Manage > Staff.
  await expect(menu.getByRole('link', { name: 'Staff', exact: true })).toBeAttached();
  await expect(menu.getByRole('link', { name: 'Messages', exact: true })).toHaveCount(0);
  await page.goto(`${server.url}/admin/manage/messages`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not open to your role' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: notAllowedMessage })).toBeVisible();
});
