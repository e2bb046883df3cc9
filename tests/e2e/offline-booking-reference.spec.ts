/**
 * docs/offline.md "After it is sent": a test ride booked with no signal waits on the phone;
 * its confirmation names the model, the day and the time; once the network is back and it is
 * sent, the reference the server gave shows on the page still open and in the outbox panel.
 * Real server, real Chromium, a 390 px phone, axe on each screen.
 */
import { expect, test } from '@playwright/test';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { formatClock, formatIndianDate } from '#contract/ist-date.ts';
import { audit } from './support/audit.ts';
import { enquiryForm, field } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { outboxIds } from './support/outbox.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use({ ...withoutServiceWorker, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Late morning in India: the file's days stay the same days from its first booking to its
// last check, whatever the hour the run starts (support/test-clock.ts).
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ env: clock.serverEnv });
const reference = /[2-9A-HJ-NP-Z]{8}/;

test('a test ride booked offline shows its reference on the page and in the outbox panel once it is sent', async ({ page, context }) => {
  test.setTimeout(120_000);
  const date = clock.istDay(2);
  await page.goto(`${server.url}/text-ride-booking?bike=Shine100`);
  await expect(page.getByRole('heading', { name: 'Shine 100' })).toBeVisible();
  const form = enquiryForm(page);
  await field(form, 'Colour').selectOption({ index: 1 });
  await expect(field(form, 'Colour')).not.toHaveValue('');
  await field(form, 'Preferred showroom').selectOption({ label: 'Sector 18' });
  await field(form, 'Preferred date').fill(date);
  await form.getByRole('radio', { name: formatClock('10:30'), exact: true }).check();
  await field(form, 'Name').fill('Kiran Offline');
  await field(form, 'Contact number').fill('9811040301');
  await form.getByLabel('I agree to the terms and conditions').check();

  await context.setOffline(true);
  await form.getByRole('button', { name: 'SUBMIT' }).click();
  const saved = page.getByRole('region', { name: 'Saved on this phone' });
  await expect(saved).toBeVisible();
  // The model, the day and the time, as the visitor reads them.
  await expect(saved).toContainText('Shine 100');
  await expect(saved).toContainText(`${formatIndianDate(date)}, 10:30 am IST`);
  await expect(saved.locator('.confirmation__reference')).toHaveText('Given when sent');
  const [id] = await outboxIds(page);
  expect(id).toBeTruthy();
  await expect(page.getByRole('button', { name: '1 enquiry waiting to be sent' })).toBeVisible();
  await audit(page, 'test ride saved on the phone');

  await page.getByRole('button', { name: '1 enquiry waiting to be sent' }).click();
  const panel = page.getByRole('dialog', { name: 'Enquiries waiting to be sent' });
  await expect(panel.getByText('Waiting for the network')).toBeVisible();

  await context.setOffline(false);
  // Sent by the page once the network is back: the panel still open lists it with its reference.
  const sent = panel.getByRole('list', { name: 'Sent from this phone' }).getByRole('listitem');
  await expect(sent).toHaveCount(1, { timeout: 30_000 });
  await expect(sent).toContainText(enquiryKinds.product.label);
  await expect(sent).toContainText(new RegExp(`Reference: ${reference.source}`));
  const given = reference.exec((await sent.textContent())!.replace(/^.*Reference: /, ''))![0];
  await expect(panel.getByText('Waiting for the network')).toHaveCount(0);
  await audit(page, 'outbox panel with what was sent');
  expect(await outboxIds(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  const confirmation = page.getByRole('region', { name: 'Sent: we have your request' });
  await expect(confirmation.locator('.confirmation__reference')).toHaveText(given);
  await expect(confirmation).toContainText('Shine 100');
  await expect(confirmation).toContainText(`${formatIndianDate(date)}, 10:30 am IST`);
  await audit(page, 'test ride sent, with its reference');

  // The server stored it under that reference, for the model asked.
  const track = await page.request.post(`${server.url}/api/track`, { data: { reference: given, mobile: '9811040301' } });
  expect(track.status()).toBe(200);
});
