/**
 * docs/offline.md "What a first visit downloads": the warm-up saves the catalogue's pages,
 * pictures and every third 360 frame but no e-brochure; a brochure is saved once the visitor opens it,
 * and "What's saved" names it; on a data-saving connection nothing is saved ahead.
 */
import { expect, test, type Page } from '@playwright/test';
import { serverForFile } from './support/file-server.ts';
import { controllingWorker } from './support/service-worker-control.ts';
import type { OfflineManifest, Vehicle } from '#contract/catalogue-types.ts';

const server = serverForFile();

/** Every URL path in this page's caches of the catalogue, per cache. */
const catalogueCaches = (page: Page) =>
  page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith('catalogue-')) continue;
      found[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    }
    return found;
  });

test('the first visit saves the catalogue but no brochure; one opened is saved and listed', async ({ page, context }) => {
  test.setTimeout(240_000);
  const manifest = (await (await page.request.get(`${server.url}/api/offline-manifest`)).json()) as OfflineManifest;
  const bikes = (await (await page.request.get(`${server.url}/api/bikes`)).json()) as Vehicle[];
  const bike = bikes.find((b) => b.specs.document)!;
  const frames = ((await (await page.request.get(`${server.url}/api/360Images/${bike.bikeName}`)).json()) as { images: string }[]).map((f) => f.images);
  expect(frames.length).toBe(36);
  expect(manifest.brochures).toContainEqual({ model: bike.name, url: bike.specs.document });

  await page.goto(`${server.url}/motorcycle`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved: works without internet' })).toBeVisible({ timeout: 150_000 });
  const afterWarmUp = Object.values(await catalogueCaches(page)).flat();
  // The whole catalogue is there with every third 360 frame (the rest once the view is
  // turned online, tests/e2e/offline-frames.spec.ts), and not one brochure.
  expect(afterWarmUp.length).toBeGreaterThanOrEqual(manifest.urls.length);
  expect(frames.filter((f) => afterWarmUp.includes(f))).toEqual(frames.filter((_, i) => i % 3 === 0));
  expect(afterWarmUp.filter((p) => /\.pdf$/i.test(p))).toEqual([]);

  await page.getByRole('button', { name: "What's saved" }).click();
  const panel = page.getByRole('dialog', { name: 'What this phone has saved' });
  await expect(panel.getByText('No e-brochure is saved yet.')).toBeVisible();
  await panel.getByRole('button', { name: /close/i }).click();

  // Opening it (a new tab, or the browser's download of it) goes through the worker, which keeps it.
  const card = page.locator('.model-grid article').filter({ has: page.getByRole('heading', { name: bike.name, exact: true }) });
  const opened = context.waitForEvent('page');
  await card.getByRole('link', { name: 'E-Brochure' }).click();
  await (await opened).close();
  await expect.poll(async () => Object.values(await catalogueCaches(page)).flat().filter((p) => /\.pdf$/i.test(p)), { timeout: 30_000 })
    .toEqual([bike.specs.document]);

  // With no network, the panel names it.
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: "What's saved" }).click();
  await expect(panel.getByRole('list', { name: 'E-brochures saved on this phone' }).getByRole('listitem')).toHaveText([bike.name]);
  await expect(panel.getByText('The bikes, their pictures and 360° views are saved: they open without internet.')).toBeVisible();
});

test('with Save-Data, the first visit saves nothing ahead: only what the visitor opened', async ({ page }) => {
  test.setTimeout(120_000);
  const bikes = (await (await page.request.get(`${server.url}/api/bikes`)).json()) as Vehicle[];
  const frames = ((await (await page.request.get(`${server.url}/api/360Images/${bikes[0]!.bikeName}`)).json()) as { images: string }[]).map((f) => f.images);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  await page.goto(`${server.url}/motorcycle`);
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
  await controllingWorker(page);
  await expect(page.getByRole('status').filter({ hasText: 'Saving only what you open' })).toBeVisible({ timeout: 60_000 });
  // A page opened under the worker is kept: its reads land in the first-run cache.
  await page.goto(`${server.url}/scooters`);
  await expect(page.locator('.model-grid article').first()).toBeVisible();
  await expect.poll(async () => (await catalogueCaches(page))['catalogue-first-run']?.includes('/api/scooters') ?? false).toBe(true);
  const saved = await catalogueCaches(page);
  // No version of the catalogue was filled, and nothing the visitor did not open: no 360 frame.
  expect(Object.keys(saved).filter((name) => name.startsWith('catalogue-v-'))).toEqual([]);
  expect(Object.values(saved).flat().filter((p) => frames.includes(p) || p.startsWith('/api/360Images/'))).toEqual([]);

  await page.getByRole('button', { name: "What's saved" }).click();
  await expect(page.getByRole('dialog', { name: 'What this phone has saved' })
    .getByText('Data saver: only the pages you open are saved, to spare your data.')).toBeVisible();
});
