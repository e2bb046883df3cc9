/**
 * docs/offline.md "Test ride with no signal": offline before the catalogue was saved, the
 * test-ride page never shows 'Default Bike Name' at ₹0 nor offers a placeholder model or
 * colour: the visitor picks one of the models the phone has (here, the motorcycles listing
 * they opened), or reads that the page needs the internet once.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '#contract/catalogue-types.ts';
import { productColours } from '#contract/options.ts';
import { audit } from './support/audit.ts';
import { enquiryForm, field } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { controllingWorker } from './support/service-worker-control.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const server = serverForFile();

const cacheNames = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('catalogue-')));

test('offline before the catalogue is saved: the visitor picks a saved model, never Default Bike Name at ₹0', async ({ page, context }) => {
  test.setTimeout(180_000);
  const bikes = (await (await page.request.get(`${server.url}/api/bikes`)).json()) as Vehicle[];
  const bike = bikes[bikes.length - 1]!;
  // The catalogue is never saved ahead: the worker cannot read the offline manifest.
  await context.route('**/api/offline-manifest', (route) => route.abort());
  await page.goto(`${server.url}/motorcycle`);
  await controllingWorker(page);
  // Opened again under the worker: the motorcycles listing is kept on the phone.
  await page.reload();
  await expect(page.locator('.model-grid article').first()).toBeVisible();
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/api/bikes', { ignoreVary: true })))).toBe(true);
  expect((await cacheNames(page)).filter((n) => n.startsWith('catalogue-v-'))).toEqual([]);

  await context.setOffline(true);
  await page.goto(`${server.url}/text-ride-booking?bike=${encodeURIComponent(bike.bikeName)}`);
  await expect(page.getByText('No internet: choose the model you want to ride, from those saved on this phone.')).toBeVisible();
  await expect(page.getByText('Default Bike Name')).toHaveCount(0);
  await expect(page.getByText('₹ 0', { exact: true })).toHaveCount(0);
  // No form to send until a model is chosen.
  await expect(enquiryForm(page)).toHaveCount(0);
  const picker = page.getByLabel('Model', { exact: true });
  await expect(picker.locator('option:not([disabled])')).toHaveText(bikes.map((b) => b.name));
  await audit(page, 'offline test ride: choose a model');

  await picker.selectOption({ label: bike.name });
  await expect(page.getByRole('heading', { name: bike.name })).toBeVisible();
  await expect(page.getByText(`₹ ${new Intl.NumberFormat('en-IN').format(bike.price)}`, { exact: true })).toBeVisible();
  const form = enquiryForm(page);
  await expect(field(form, 'Model')).toHaveValue(bike.name);
  // Its colours were never saved: none of the spec's stand-in colours, the showroom settles it.
  const colours = await field(form, 'Colour').locator('option').allTextContents();
  expect(colours.filter((c) => (productColours as readonly string[]).includes(c))).toEqual([]);
  expect(colours).toContain('To choose at the showroom');

  // Nothing saved at all: the page says it needs the signal once.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) if (name.startsWith('catalogue-')) await caches.delete(name);
  });
  await page.goto(`${server.url}/text-ride-booking`);
  await expect(page.getByRole('alert')).toContainText('Connect to the internet once and open this page again');
  await expect(page.getByText('Default Bike Name')).toHaveCount(0);
  await expect(enquiryForm(page)).toHaveCount(0);
});
