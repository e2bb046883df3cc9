/**
 * docs/offline.md: a resume picked offline is kept on the device as a Blob, survives a
 * reload and reaches the server as a multipart upload with its name; an enquiry the
 * server refuses stays visible in the outbox panel for Retry or Discard.
 */
import { expect, test, type Page } from '@playwright/test';
import { enquiryForm } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { queryStopped } from './support/stopped-db.ts';
import { controllingWorker } from './support/service-worker-control.ts';

const server = serverForFile();

async function fillCareer(page: Page, name: string, resume: { name: string; mimeType: string; buffer: Buffer }) {
  await enquiryForm(page).getByLabel('Your name').fill(name);
  await enquiryForm(page).getByLabel('Contact number').fill('9811000021');
  await enquiryForm(page).getByLabel('Email address').fill('career@example.com');
  await enquiryForm(page).getByLabel('Applied position').fill('Sales executive');
  await enquiryForm(page).getByLabel('Resume').setInputFiles(resume);
  await enquiryForm(page).getByRole('button', { name: 'Submit' }).click();
}

test('a resume queued offline survives a reload and arrives once, as a file with its name', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto(`${server.url}/`);
  await controllingWorker(page);
  await context.setOffline(true);
  await server.stop();

  await page.goto(`${server.url}/career`);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
  await fillCareer(page, 'Kiran Shah', { name: 'kiran-resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(/^Saved on this device\. .* Reference given when sent\.$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '1 enquiry waiting to be sent' })).toBeVisible();

  await server.restart();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting to be sent/ })).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText(/^Career application sent$/)).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Career application sent' })).toContainText(/Reference: [2-9A-HJ-NP-Z]{8}/);

  const rows = await queryStopped<{ name: string; original_name: string; size: number }>(
    server,
    `SELECT e.name, f.original_name, f.size FROM enquiries e JOIN files f ON f.id = e.file_id WHERE e.kind = 'career'`,
    [],
    { restart: true },
  );
  expect(rows).toEqual([{ name: 'Kiran Shah', original_name: 'kiran-resume.pdf', size: pdf.length }]);
});

test('a refused enquiry stays in the outbox with the reason, and can be retried or discarded', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${server.url}/career`);
  // Named .pdf but not a PDF: the server checks the bytes and refuses it (a 4xx).
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  await fillCareer(page, 'Not A Pdf', { name: 'resume.pdf', mimeType: 'application/pdf', buffer: png });
  await expect(page.getByText(/^Error: .+/)).toBeVisible();

  const indicator = page.getByRole('button', { name: '1 enquiry waiting to be sent' });
  await expect(indicator).toBeVisible();
  await indicator.click();
  const panel = page.getByRole('dialog', { name: 'Enquiries waiting to be sent' });
  await expect(panel.getByText('Career application', { exact: true })).toBeVisible();
  await expect(panel.getByText(/Not accepted/)).toBeVisible();
  const reason = (await page.getByText(/^Error: .+/).first().textContent())!.replace(/^Error: /, '');
  // The server's reason, after plain words that say what kind of refusal it was.
  const escaped = reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(panel.locator('.outbox-item-error')).toHaveText(new RegExp(`^[A-Z][^:]+: ${escaped}$`));

  // Retry sends it again; the server refuses it again, so it stays.
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByText(/Not accepted/)).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(1);

  // Discard asks first; keeping it changes nothing.
  await panel.getByRole('button', { name: 'Discard' }).click();
  await panel.getByRole('button', { name: 'Keep it' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Discard' }).click();
  await expect(panel.getByText('Discard this enquiry? It cannot be recovered.')).toBeVisible();
  await panel.getByRole('button', { name: 'Yes, discard' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /waiting to be sent/ })).toHaveCount(0);
});
