/**
 * docs/offline.md: when the catalogue changes, the offline manifest's version changes;
 * the next page start fills a new catalogue cache beside the old one, switches to it and
 * deletes the old, so the device holds exactly one, current, catalogue.
 */
import { expect, test, type Page } from '@playwright/test';
import { serverForFile } from './support/file-server.ts';
import { queryStopped } from './support/stopped-db.ts';
import type { OfflineManifest } from '#contract/catalogue-types.ts';

const server = serverForFile();

const catalogueCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('catalogue-')));

/** What the device would show for /api/bikes with no network: read straight from the cache. */
const cachedBikes = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    const hit = await (await caches.open(name)).match('/api/bikes', { ignoreVary: true });
    return hit ? ((await hit.json()) as { bikeName: string; price: number }[]) : null;
  }, cacheName);

test('a changed catalogue is saved as a new version and the old version is deleted', async ({ page }) => {
  test.setTimeout(240_000);
  const firstManifest = (await (await page.request.get(`${server.url}/api/offline-manifest`)).json()) as OfflineManifest;

  await page.goto(`${server.url}/`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved: works without internet' })).toBeVisible({ timeout: 150_000 });
  const before = await catalogueCaches(page);
  expect(before).toEqual([`catalogue-v-${firstManifest.version}`]);
  const bike = ((await cachedBikes(page, before[0]!)) ?? [])[0]!;
  expect(bike).toBeTruthy();

  // The dealer changes a price while the tablet is away.
  await queryStopped(server, 'UPDATE models SET price = price + 1000 WHERE bike_key = $1', [bike.bikeName], { restart: true });
  const secondManifest = (await (await page.request.get(`${server.url}/api/offline-manifest`)).json()) as OfflineManifest;
  expect(secondManifest.version).not.toBe(firstManifest.version);

  // Admin screens read through the network first: staff see the change at once.
  await page.goto(`${server.url}/admin/login`);
  const fromAdmin = await page.evaluate(async () => (await (await fetch('/api/bikes')).json()) as { bikeName: string; price: number }[]);
  expect(Number(fromAdmin.find((b) => b.bikeName === bike.bikeName)!.price)).toBe(Number(bike.price) + 1000);

  await page.goto(`${server.url}/`);
  await expect.poll(() => catalogueCaches(page), { timeout: 150_000 }).toEqual([`catalogue-v-${secondManifest.version}`]);
  await expect(page.getByRole('status').filter({ hasText: 'Saved: works without internet' })).toBeVisible();
  const updated = (await cachedBikes(page, `catalogue-v-${secondManifest.version}`))!.find((b) => b.bikeName === bike.bikeName)!;
  expect(Number(updated.price)).toBe(Number(bike.price) + 1000);
});
