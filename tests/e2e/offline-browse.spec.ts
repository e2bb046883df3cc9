/**
 * docs/offline.md: after one online visit and the 'Saved: works without internet' signal, a showroom
 * tablet browses the catalogue with no network at all: the browser offline AND the
 * server stopped, so nothing can come from anywhere but the device.
 */
import { expect, test, type Page } from '@playwright/test';
import { serverForFile } from './support/file-server.ts';
import { detailLessBikes } from '#contract/api-paths.ts';
import type { Vehicle } from '#contract/catalogue-types.ts';
import { mapsLink, site } from '#contract/site.ts';

const server = serverForFile();

/** Every image the page shows was really loaded (from the device: the server is down). */
async function expectImagesLoaded(page: Page) {
  const broken = await page.evaluate(async () => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('main img, .page img'));
    const results = await Promise.all(
      images.map(async (img) => {
        const src = img.currentSrc || img.src;
        const response = await fetch(src).catch(() => null);
        return response?.ok ? null : src;
      }),
    );
    return { count: images.length, broken: results.filter(Boolean) };
  });
  expect(broken.broken).toEqual([]);
  return broken.count;
}

test('home, listings, detail tabs, 360 view, a dealer and the gallery work with no network', async ({ page, context }) => {
  test.setTimeout(240_000);
  const bikes = (await (await page.request.get(`${server.url}/api/bikes`)).json()) as Vehicle[];
  const bike = bikes.find((b) => !(detailLessBikes as readonly string[]).includes(b.bikeName))!;
  const frameCount = ((await (await page.request.get(`${server.url}/api/360Images/${bike.bikeName}`)).json()) as unknown[]).length;
  expect(frameCount).toBe(36);

  // One online visit: the worker installs, takes the page and saves the catalogue.
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('status').filter({ hasText: /Saving bikes to this phone: \d+%|Saved: works without internet/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Saved: works without internet' })).toBeVisible({ timeout: 150_000 });
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await server.stop();

  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${site.groupName}` })).toBeVisible();
  await expect(page.locator('#home-models-title')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: works without internet' })).toBeVisible();

  await page.goto(`${server.url}/motorcycle`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.model-grid article').first()).toBeVisible();
  expect(await expectImagesLoaded(page)).toBeGreaterThan(0);

  // The detail page reads the bike from the query string when there is no navigation state.
  await page.goto(`${server.url}/view-details?bike=${encodeURIComponent(bike.bikeName)}`);
  const tabs = page.getByRole('tablist');
  await expect(tabs).toBeVisible();
  await expect(page.getByText('Start from ₹')).toBeVisible();
  await page.getByRole('tab', { name: 'SPECIFICATIONS' }).click();
  await expect(page.getByRole('tabpanel').getByText('Body Dimensions')).toBeVisible();
  await page.getByRole('tab', { name: 'COLOURS' }).click();
  await expect(page.getByRole('heading', { name: 'AVAILABLE COLORS' })).toBeVisible();
  await page.getByRole('tab', { name: 'FEATURES' }).click();
  await expect(page.getByRole('tabpanel').locator('img').first()).toBeVisible();
  await page.getByRole('tab', { name: 'ACCESSORIES' }).click();
  await expect(page.getByRole('tabpanel').getByText(/Part No- /).first()).toBeVisible();
  await expect(page.getByText('Loading tab content...')).toHaveCount(0);
  expect(await expectImagesLoaded(page)).toBeGreaterThan(0);

  // 360 view: the catalogue keeps every third frame and the viewer drops frames that fail
  // to load, so offline it turns in 12 steps of 30 degrees, each one loaded.
  await page.goto(`${server.url}/angle-view?bike=${encodeURIComponent(bike.bikeName)}`);
  const stage = page.getByRole('slider');
  await expect(stage).toHaveAttribute('aria-valuemax', String(frameCount / 3), { timeout: 20_000 });
  await stage.focus();
  await page.keyboard.press('ArrowRight');
  await expect(stage).toHaveAttribute('aria-valuenow', '2');
  expect(await expectImagesLoaded(page)).toBeGreaterThan(0);

  // Dealer 2: the map is a third-party embed, so offline it gives way to the address and a link.
  const dealer = site.showrooms[1]!;
  await page.goto(`${server.url}/dealers/2`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(dealer.address).first()).toBeVisible();
  const openInMaps = page.getByRole('link', { name: 'Open in Maps' });
  await expect(openInMaps).toBeVisible();
  await expect(openInMaps).toHaveAttribute('href', mapsLink(dealer.latitude, dealer.longitude));
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.goto(`${server.url}/gallery`);
  await expect(page.getByRole('heading', { level: 1, name: 'IMAGES' })).toBeVisible();
  await expect(page.locator('main img, .page img').first()).toBeVisible();
  expect(await expectImagesLoaded(page)).toBeGreaterThan(1);
});
