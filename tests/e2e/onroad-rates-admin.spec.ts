/**
 * Manage > On-road rates on a landscape tablet (1024x768): staff change a fixed charge,
 * the section shows the day of the change, and the public read answers the new figure at
 * once; a refused value shows the server's field message and changes nothing. Axe finds
 * nothing wrong with the screen. Per model: a new price of an optional extra shows in the
 * public quote of that model at once; a refused one shows the server's words at the field.
 */
import { expect, test } from '@playwright/test';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { formatIndianDate } from '#contract/ist-date.ts';
import { anyOf, istDaysSince } from './support/ist-days.ts';
import type { AdminOnroadRates, OnroadRates } from '#contract/onroad-rates.ts';
import { formatRupees } from '../../src/lib/format.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

const server = serverForFile();

test.use(withoutServiceWorker);
test.use({ viewport: { width: 1024, height: 768 } });

/** A name matching `text` literally (option labels hold brackets and dots). */
const labelled = (text: string, start = '') => new RegExp(`${start}${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const publicRates = async (request: import('@playwright/test').APIRequestContext) =>
  (await (await request.get(`${server.url}${apiPaths.onroadRates}`)).json()) as OnroadRates;

test('a fixed charge changed by staff shows in the public read at once; a refused value says why', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/onroad-rates`);
  const charges = page.getByRole('region', { name: 'Fixed charges (₹)' });
  await expect(charges.getByText(/^Changed \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();

  await audit(page, 'On-road rates', { hard: true });

  await charges.getByLabel('Registration fee: Petrol').fill('350');
  // The change is stamped on the server's clock: the day of the save, whichever side of midnight in India.
  const chargesSavedFrom = new Date();
  await charges.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fixed charges saved')).toBeVisible();
  await expect(charges.getByText(new RegExp(`Changed ${anyOf(istDaysSince(chargesSavedFrom).map(formatIndianDate))}`))).toBeVisible();
  const after = await publicRates(page.request);
  expect(after.charges.registration).toMatchObject({ ice: 350 });

  const insurance = page.getByRole('region', { name: 'Insurance' });
  await insurance.getByLabel('GST on insurance (%)').fill('150');
  await insurance.getByRole('button', { name: 'Save' }).click();
  await expect(insurance.getByRole('alert')).toContainText('GST on insurance (%) must be at most 100');
  await expect(insurance.getByLabel('GST on insurance (%)')).toHaveAttribute('aria-invalid', 'true');
  expect((await publicRates(page.request)).settings.insuranceGstPercent?.value).toBe(after.settings.insuranceGstPercent?.value);

  // A subsidy scheme whose last day is before its first is refused with the server's words.
  const subsidies = page.getByRole('region', { name: 'EV subsidies' });
  const first = subsidies.getByRole('group').first();
  await first.getByLabel('Last day, optional').fill('2020-01-01');
  await subsidies.getByRole('button', { name: 'Save' }).click();
  await expect(subsidies.getByRole('alert')).toContainText('The last day must not be before the first');
  // Fixed, it is saved and the public read has it.
  await first.getByLabel('Amount per kWh (₹)').fill('4000');
  await first.getByLabel('Last day, optional').fill('2025-03-31');
  await subsidies.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('EV subsidies saved')).toBeVisible();
  expect((await publicRates(page.request)).subsidies[0]).toMatchObject({ perKwh: 4000, validUntil: '2025-03-31' });
});

test('a model\'s optional extra priced anew shows in its public quote; a refused price says why at the field', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await logIn(page, server.url);
  const admin = (await (await page.request.get(`${server.url}${adminApiPaths.adminOnroadRates}`)).json()) as AdminOnroadRates;
  const model = admin.models.find((m) => m.bikeKey === 'Shine100')!;
  const kitIndex = model.options.findIndex((o) => o.kind === 'accessoryKit');
  const kit = model.options[kitIndex]!;
  const newPrice = kit.price + 1234;

  await page.goto(`${server.url}/admin/manage/onroad-rates`);
  await page.getByRole('combobox', { name: 'Model' }).selectOption({ label: model.name });
  const extras = page.getByRole('region', { name: `Optional extras: ${model.name}` });
  await expect(extras.getByText(/^Changed \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: `Quote details: ${model.name}` }).getByLabel('Engine capacity (cc)')).toHaveValue(String(model.engineCc));

  // The screen with a model open: axe, no sideways scroll and fingertip controls on every screen size.
  for (const viewport of [{ width: 390, height: 844 }, { width: 768, height: 1024 }, { width: 1024, height: 768 }]) {
    await page.setViewportSize(viewport);
    await audit(page, `On-road rates with a model at ${viewport.width}`);
  }

  const kitRow = extras.getByRole('group').nth(kitIndex);
  await expect(kitRow.getByLabel('Kind')).toHaveValue('accessoryKit');
  // Refused: a price of nothing; the server's words stand under the price, and nothing changes.
  await kitRow.getByLabel('Price (₹)').fill('0');
  await extras.getByRole('button', { name: 'Save' }).click();
  await expect(kitRow.getByText('Price must be more than 0')).toBeVisible();
  await expect(kitRow.getByLabel('Price (₹)')).toHaveAttribute('aria-invalid', 'true');
  await expect(kitRow.getByLabel('Price (₹)')).toHaveAccessibleDescription('Price must be more than 0');
  // The toast says it in words, without the server's field path.
  await expect(page.getByText(`Optional extras: ${model.name} could not be saved. Price must be more than 0`)).toBeVisible();
  await expect(page.getByText(/options\.\d/)).toHaveCount(0);
  expect((await publicRates(page.request)).models.Shine100!.options.find((o) => o.id === kit.id)!.price).toBe(kit.price);

  await kitRow.getByLabel('Price (₹)').fill(String(newPrice));
  const extrasSavedFrom = new Date();
  await extras.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Optional extras: ${model.name} saved`)).toBeVisible();
  await expect(extras.getByText(new RegExp(`Changed ${anyOf(istDaysSince(extrasSavedFrom).map(formatIndianDate))}`))).toBeVisible();
  // The choice of model outlives the fresh read after the save.
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue(String(model.id));

  // A buyer's device (its own browser, not the staff tablet whose worker keeps the catalogue it
  // saved): the public quote of the model offers the kit at the new price, and its line carries it once ticked.
  const buyer = await browser.newContext({ ...withoutServiceWorker, viewport: { width: 1024, height: 768 } });
  const shopper = await buyer.newPage();
  await shopper.goto(`${server.url}/view-details?bike=Shine100`);
  await shopper.getByRole('button', { name: 'On-road price' }).click();
  const dialog = shopper.getByRole('dialog', { name: /^On-road price: / });
  const kitName = { name: labelled(kit.label) };
  const kitBox = dialog.getByRole('checkbox', kitName);
  await expect(dialog.locator('.quote-option', { has: shopper.getByRole('checkbox', kitName) })).toContainText(formatRupees(newPrice));
  await kitBox.check();
  await expect(dialog.getByRole('row', { name: labelled(kit.label, '^') })).toContainText(formatRupees(newPrice));
  await buyer.close();
});
