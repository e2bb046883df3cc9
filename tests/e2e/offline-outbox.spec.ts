/**
 * docs/architecture.md "One flow, end to end": enquiries made with no network wait in the
 * device's outbox, survive a reload, and reach the database exactly once when the
 * network returns. Driven through the real forms, a real server and real Chromium.
 */
import { expect, test, type Page } from '@playwright/test';
import { enquiryForm } from './support/enquiry-form.ts';
import { outboxIds } from './support/outbox.ts';
import { serverForFile } from './support/file-server.ts';
import { queryStopped } from './support/stopped-db.ts';
import { controllingWorker } from './support/service-worker-control.ts';

const server = serverForFile();

async function submit(page: Page) {
  await enquiryForm(page).getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText(/^Saved on this device\. It will be sent automatically when you're back online\. Reference given when sent\.$/).last()).toBeVisible();
}

test('three enquiries made offline wait on the device, survive a reload and arrive once each', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto(`${server.url}/`);
  await controllingWorker(page);

  await context.setOffline(true);
  await server.stop();

  await page.goto(`${server.url}/contact`);
  await enquiryForm(page).getByLabel('Name').fill('Asha Verma');
  await enquiryForm(page).getByLabel('Email').fill('asha@example.com');
  await enquiryForm(page).getByLabel('Contact number').fill('9811000001');
  await enquiryForm(page).getByLabel('Reason').selectOption('Inquiry');
  await enquiryForm(page).getByLabel('Message').fill('Please call me about the Shine 100.');
  await submit(page);
  await expect(page.getByRole('button', { name: '1 enquiry waiting to be sent' })).toBeVisible();

  await page.goto(`${server.url}/optain`);
  await enquiryForm(page).getByLabel('Registration number').fill('HR26AB1234');
  await enquiryForm(page).getByLabel('Name').fill('Ravi Kumar');
  await enquiryForm(page).getByLabel('Mobile number').fill('9811000002');
  await submit(page);

  await page.goto(`${server.url}/feedback`);
  await enquiryForm(page).getByLabel('Name').fill('Meena Rao');
  await enquiryForm(page).getByLabel('Phone').fill('9811000003');
  await enquiryForm(page).getByLabel('Message').fill('Quick service, thank you.');
  await submit(page);

  const indicator = page.getByRole('button', { name: '3 enquiries waiting to be sent' });
  await expect(indicator).toBeVisible();

  // The panel lists them; Escape closes it.
  await indicator.click();
  const panel = page.getByRole('dialog', { name: 'Enquiries waiting to be sent' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  for (const label of ['Contact request', 'Communication opt-in', 'Feedback']) await expect(panel.getByText(label, { exact: true })).toBeVisible();
  await expect(panel.getByText('Waiting for the network')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  const ids = await outboxIds(page);
  expect(ids).toHaveLength(3);

  await page.reload();
  await expect(page.getByRole('button', { name: '3 enquiries waiting to be sent' })).toBeVisible();
  expect(await outboxIds(page)).toEqual(ids);

  await server.restart();
  await context.setOffline(false);

  // Drained by the 'online' trigger (or Background Sync): the indicator goes away.
  await expect(page.getByRole('button', { name: /waiting to be sent/ })).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText(/^Contact request sent$/)).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Contact request sent' })).toContainText(/Reference: [2-9A-HJ-NP-Z]{8}/);
  expect(await outboxIds(page)).toEqual([]);

  const rows = await queryStopped<{ id: string; kind: string }>(server, 'SELECT id::text AS id, kind FROM enquiries ORDER BY id');
  expect(rows.map((r) => r.id).sort()).toEqual(ids);
  expect(rows.map((r) => r.kind).sort()).toEqual(['contact', 'feedback', 'optin']);
});
