/**
 * docs/offline.md "Outbox states" in real Chromium: an enquiry the server keeps failing on
 * (here the server is down while the device is online) is tried a few times with growing
 * waits, then shown as stuck with Retry and Discard instead of being retried for ever;
 * Retry sends it once the server is back, and it arrives once.
 */
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { smallTargets } from './support/audit.ts';
import { enquiryForm } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { outboxIds } from './support/outbox.ts';
import { queryStopped } from './support/stopped-db.ts';

const server = serverForFile();

// The page's own outbox, on one open page: no service worker saving the catalogue meanwhile.
test.use(withoutServiceWorker);

test('an enquiry the server keeps failing on is shown as stuck, with Retry that sends it once', async ({ page }) => {
  test.setTimeout(240_000);
  // The page's clock runs as usual but can be moved on, so the backoff's waits (about 5,
  // 10, 20 and 40 s) pass at once instead of in real time.
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/contact`);
  await enquiryForm(page).getByLabel('Name').fill('Meera Joshi');
  await enquiryForm(page).getByLabel('Email').fill('meera@example.com');
  await enquiryForm(page).getByLabel('Contact number').fill('9811000031');
  await enquiryForm(page).getByLabel('Reason').selectOption('Inquiry');
  await enquiryForm(page).getByLabel('Message').fill('Is the Activa in stock?');
  // The device has a signal; the server does not answer.
  await server.stop();
  await enquiryForm(page).getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText(/^Saved on this device\./).last()).toBeVisible();

  const indicator = page.getByRole('button', { name: '1 enquiry waiting to be sent' });
  await indicator.click();
  const panel = page.getByRole('dialog', { name: 'Enquiries waiting to be sent' });
  await expect(panel.getByText('Contact request', { exact: true })).toBeVisible();
  // Five tries in a row fail (waits of about 5, 10, 20 and 40 s between them): stuck. Each
  // round moves the clock past the longest of those waits, so the next try is due at once.
  const stuck = panel.getByText('Not sent yet: the server keeps failing.');
  await expect(async () => {
    await page.clock.fastForward(60_000);
    await expect(stuck).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Discard' })).toBeVisible();
  // The dialog's own checks (the page behind it is audited by the public pages' own tests).
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  expect((await smallTargets(page)).filter((t) => /outbox|"(Retry|Discard|Close)"/.test(t))).toEqual([]);

  // Stuck means no more tries by itself: its attempt count stays where it stopped.
  const attempts = () => page.evaluate(() => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('dealer-outbox');
    open.onerror = () => reject(open.error ?? new Error('no outbox'));
    open.onsuccess = () => {
      const read = open.result.transaction('requests').objectStore('requests').getAll();
      read.onsuccess = () => {
        resolve((read.result as { attempts: number }[])[0]?.attempts ?? -1);
        open.result.close();
      };
    };
  }));
  const stuckAt = await attempts();
  expect(stuckAt).toBeGreaterThanOrEqual(5);
  // Past the longest backoff (5 min) and the page's longest re-check timer (5 min) twice over.
  await page.clock.fastForward(10 * 60_000);
  await page.clock.fastForward(10 * 60_000);
  expect(await attempts()).toBe(stuckAt);

  await server.restart();
  await panel.getByRole('button', { name: 'Retry' }).click();
  // Nothing waits any more; the panel lists it once among what was sent from this phone.
  await expect(panel.getByRole('list', { name: 'Sent from this phone' }).getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(await outboxIds(page)).toEqual([]);
  const rows = await queryStopped<{ n: number }>(server, "SELECT count(*)::int AS n FROM enquiries WHERE kind = 'contact' AND name = 'Meera Joshi'", [], { restart: true });
  expect(rows).toEqual([{ n: 1 }]);
});

test('a Hindi reader finds the waiting enquiry, its state and why it is stuck in Hindi', async ({ page }) => {
  test.setTimeout(240_000);
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/contact`);
  // Read once in Hindi and back, while the server answers: the page has the Hindi words
  // (the outbox's among them, loaded with the form) for when it does not.
  await page.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await enquiryForm(page).getByLabel('Name').fill('Kavita Sharma');
  await enquiryForm(page).getByLabel('Email').fill('kavita@example.com');
  await enquiryForm(page).getByLabel('Contact number').fill('9811000032');
  await enquiryForm(page).getByLabel('Reason').selectOption('Inquiry');
  await enquiryForm(page).getByLabel('Message').fill('Is the Jupiter in stock?');
  await server.stop();
  await enquiryForm(page).getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('button', { name: '1 enquiry waiting to be sent' })).toBeVisible();

  // The form's toast, over the header on a phone, goes after its seconds (on the page's clock).
  await page.clock.fastForward(10_000);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  // The switch redraws the page in Hindi, the outbox's words too.
  await page.getByRole('link', { name: 'हिन्दी' }).click();
  const indicator = page.getByRole('button', { name: '1 पूछताछ भेजे जाने की प्रतीक्षा में' });
  await expect(indicator).toHaveText(/आउटबॉक्स/);
  await indicator.click();
  const panel = page.getByRole('dialog', { name: 'भेजे जाने की प्रतीक्षा में पूछताछ' });
  await expect(panel.getByText('संपर्क अनुरोध', { exact: true })).toBeVisible();
  await expect(panel.getByText('इस डिवाइस पर सेव हैं। इंटरनेट वापस आते ही ये अपने आप भेज दी जाएँगी।')).toBeVisible();
  // When it was made, in the reader's words: '30 नवंबर 2026, सुबह 10:30'.
  await expect(panel.locator('time')).toHaveText(/^\d{1,2} [\u0900-\u097F]+ \d{4}, [\u0900-\u097F]+ \d{1,2}:\d{2}$/);
  const stuck = panel.getByText('अभी भेजी नहीं गई: सर्वर बार-बार विफल हो रहा है।');
  await expect(async () => {
    await page.clock.fastForward(60_000);
    await expect(stuck).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(panel.getByText(/ · अभी भेजी नहीं गई$/)).toBeVisible();
  await expect(panel.getByText('संदर्भ संख्या भेजे जाने पर मिलेगी', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'फिर से भेजें' })).toBeVisible();
  await panel.getByRole('button', { name: 'हटाएँ' }).click();
  await expect(panel.getByText('यह पूछताछ हटाएँ? इसे वापस नहीं लाया जा सकेगा।')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'रहने दें' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await panel.getByRole('button', { name: 'हाँ, हटाएँ' }).click();
  await expect(panel.getByText('कुछ भी प्रतीक्षा में नहीं है।')).toBeVisible();
  expect(await outboxIds(page)).toEqual([]);
  await server.restart();
});
