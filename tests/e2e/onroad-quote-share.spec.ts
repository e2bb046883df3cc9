/**
 * docs/on-road-price.md, Share on a phone (390x844). Without the Web Share API the link
 * `/quote?...` is copied, and opened on a fresh page it shows the same model, variant,
 * ticks, loan and total. Where the API exists, Share hands it the text summary, with the
 * PDF where the device says files can be shared, else with the link.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiPaths } from '#contract/api-paths.ts';
import type { Variant } from '#contract/catalogue-types.ts';
import type { OnroadRates } from '#contract/onroad-rates.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);

const server = serverForFile();
const phone = { width: 390, height: 844 };
// A touch phone, as the public audit checks it.
const phoneContext = { viewport: phone, hasTouch: true, isMobile: true };
test.use(phoneContext);

const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function kitOfShine(page: Page) {
  const rates = (await (await page.request.get(`${server.url}${apiPaths.onroadRates}`)).json()) as OnroadRates;
  const variants = (await (await page.request.get(`${server.url}${apiPaths.variants('Shine100')}`)).json()) as Variant[];
  return { kit: rates.models.Shine100!.options.find((o) => o.kind === 'accessoryKit')!, variants };
}

async function openQuote(page: Page) {
  await page.goto(`${server.url}/view-details?bike=Shine100`);
  await page.getByRole('button', { name: 'On-road price' }).click();
  const dialog = page.getByRole('dialog', { name: /^On-road price: / });
  await expect(dialog.getByTestId('quote-total')).toBeVisible();
  return dialog;
}

test('without Web Share the copied link reopens the same quote on a fresh page', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...phoneContext, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const { kit, variants } = await kitOfShine(page);
  const variant = variants[variants.length - 1]!;
  const dialog = await openQuote(page);
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');

  await dialog.getByLabel('Variant').selectOption(variant.name);
  await dialog.getByRole('checkbox', { name: literally(kit.label) }).check();
  await dialog.getByRole('checkbox', { name: /Buy on a loan/ }).check();
  await dialog.getByLabel('Tenure (months)').fill('24');
  const total = await dialog.getByTestId('quote-total').textContent();
  const emi = await dialog.getByTestId('quote-emi').textContent();

  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link to this quote copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link.startsWith(`${server.url}/quote?`)).toBe(true);

  // Another browser (nothing of the first one's storage): the link alone carries the quote.
  const elsewhere = await browser.newContext(phoneContext);
  const fresh = await elsewhere.newPage();
  await fresh.goto(link);
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(/^On-road price: Shine/);
  await expect(fresh.getByLabel('Variant')).toHaveValue(variant.name);
  await expect(fresh.getByRole('checkbox', { name: literally(kit.label) })).toBeChecked();
  await expect(fresh.getByRole('checkbox', { name: /Buy on a loan/ })).toBeChecked();
  await expect(fresh.getByLabel('Tenure (months)')).toHaveValue('24');
  await expect(fresh.getByTestId('quote-total')).toHaveText(total!);
  await expect(fresh.getByTestId('quote-emi')).toHaveText(emi!);
  await audit(fresh, 'Shared quote page');
  await elsewhere.close();
  await context.close();
});

test('with Web Share, Share sends the summary and the PDF, or the link where files cannot be shared', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const filesAllowed of [true, false]) {
    const context = await browser.newContext(phoneContext);
    // A stand-in share sheet: records what it was given (files by name, type and size).
    await context.addInitScript((allowFiles: boolean) => {
      const shared: unknown[] = [];
      Object.assign(window, { sharedWith: shared });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: ShareData) => allowFiles || !data.files });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push({ ...data, files: data.files?.map((f) => ({ name: f.name, type: f.type, size: f.size })) });
        },
      });
    }, filesAllowed);
    const page = await context.newPage();
    const { kit } = await kitOfShine(page);
    const dialog = await openQuote(page);
    await dialog.getByRole('checkbox', { name: literally(kit.label) }).check();
    const total = (await dialog.getByTestId('quote-total').textContent())!;

    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { sharedWith: unknown[] }).sharedWith.length)).toBe(1);
    const [shared] = await page.evaluate(() => (window as unknown as { sharedWith: unknown[] }).sharedWith) as {
      title: string; text: string; url?: string; files?: { name: string; type: string; size: number }[];
    }[];
    expect(shared!.title).toBe('On-road price quote');
    expect(shared!.text).toMatch(/^On-road price: Shine/);
    expect(shared!.text).toContain(`${kit.label}: Rs. `);
    // The summary writes rupees as 'Rs.' (the PDF's fonts have no ₹): the same figure as the dialog's total.
    expect(shared!.text).toContain(`Total on-road: Rs. ${total.replace('₹', '')}`);
    if (filesAllowed) {
      expect(shared!.files).toEqual([expect.objectContaining({ type: 'application/pdf', name: expect.stringMatching(/^on-road-quote-.+\.pdf$/) })]);
      expect(shared!.files![0]!.size).toBeGreaterThan(1000);
      expect(shared!.url).toBeUndefined();
    } else {
      expect(shared!.files).toBeUndefined();
      expect(shared!.url).toMatch(new RegExp(`^${literally(`${server.url}/quote?`).source}bike=Shine100&variant=.+&options=${kit.id}$`));
    }
    // Nothing copied, no toast: the share sheet took it.
    await expect(page.getByText('Link to this quote copied')).toHaveCount(0);
    await context.close();
  }
});
