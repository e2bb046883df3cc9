/**
 * docs/offline.md "What a first visit downloads": the warm-up keeps every third frame of a
 * 360 view, so with no signal the view turns in 30 degree steps; once the visitor turns a
 * model online, all of its frames are kept and it turns in 10 degree steps offline too,
 * also once the catalogue changes (a new version carries them over, sw/viewed-media.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { serverForFile } from './support/file-server.ts';
import { detailLessBikes } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { AdminVehicle, FrameSet, OfflineManifest, Vehicle } from '#contract/catalogue-types.ts';
import { logIn } from './support/admin-login.ts';
import { pageAdminCall } from './support/page-admin-api.ts';

const server = serverForFile();

/** Every URL path in this page's catalogue caches. */
const savedPaths = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith('catalogue-')) found.push(...(await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname));
    }
    return found;
  });

/** Opens a model's 360 view, checks it turns in `steps` steps and that its last frame is drawn. */
async function turn(page: Page, bike: Vehicle, steps: number): Promise<void> {
  await page.goto(`${server.url}/angle-view?bike=${encodeURIComponent(bike.bikeName)}`);
  const stage = page.getByRole('slider');
  await expect(stage).toHaveAttribute('aria-valuemax', String(steps), { timeout: 30_000 });
  await stage.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(stage).toHaveAttribute('aria-valuenow', String(steps));
  await expect(stage.locator('img')).toHaveJSProperty('complete', true);
  expect(await stage.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/** The two first models with a detail page, and the frame paths of a model's 360 read. */
async function twoModels(page: Page) {
  const bikes = (await (await page.request.get(`${server.url}/api/bikes`)).json()) as Vehicle[];
  const [first, second] = bikes.filter((b) => !(detailLessBikes as readonly string[]).includes(b.bikeName));
  const framesOf = async (bike: Vehicle) =>
    ((await (await page.request.get(`${server.url}/api/360Images/${bike.bikeName}`)).json()) as FrameSet[]).map((f) => f.images);
  return { first: first!, second: second!, framesOf };
}

test('a 360 view turns in 12 steps offline until it is turned online once, then in 36', async ({ page, context }) => {
  test.setTimeout(240_000);
  const { first, second, framesOf } = await twoModels(page);
  const frames = await framesOf(second);
  expect(frames).toHaveLength(36);

  await page.goto(`${server.url}/motorcycle`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved: works without internet' })).toBeVisible({ timeout: 150_000 });
  const saved = await savedPaths(page);
  expect(frames.filter((f) => saved.includes(f))).toEqual(frames.filter((_, i) => i % 3 === 0));

  const view = (bike: Vehicle, steps: number) => turn(page, bike, steps);

  // Offline, both models turn through the frames saved ahead.
  await context.setOffline(true);
  await view(first, 12);
  await view(second, 12);

  // Turned online once, the second model's frames are all kept.
  await context.setOffline(false);
  await view(second, 36);
  await expect.poll(async () => {
    const now = await savedPaths(page);
    return frames.filter((f) => !now.includes(f));
  }, { timeout: 30_000 }).toEqual([]);

  await context.setOffline(true);
  await view(second, 36);
  await view(first, 12);
});

// The last test of the file: it takes a model off the catalogue.
test('a change of the catalogue keeps the frames the visitor turned online, of the models still listed', async ({ page, context }) => {
  test.setTimeout(300_000);
  const { first, second, framesOf } = await twoModels(page);
  const [firstFrames, secondFrames] = [await framesOf(first), await framesOf(second)];
  expect(secondFrames).toHaveLength(36);
  expect(firstFrames.filter((f) => secondFrames.includes(f))).toEqual([]);
  const firstManifest = (await (await page.request.get(`${server.url}/api/offline-manifest`)).json()) as OfflineManifest;

  await page.goto(`${server.url}/motorcycle`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved: works without internet' })).toBeVisible({ timeout: 150_000 });
  // Both models turned online once: all their frames are on the device.
  await turn(page, first, 36);
  await turn(page, second, 36);
  await expect.poll(async () => {
    const now = await savedPaths(page);
    return [...firstFrames, ...secondFrames].filter((f) => !now.includes(f));
  }, { timeout: 30_000 }).toEqual([]);

  // The dealer changes the second model's price and takes the first off the catalogue.
  await logIn(page, server.url);
  await pageAdminCall(page, server, adminApiPaths.price(second.bikeName), { price: Number(second.price) + 1000 }, 'PATCH');
  const listed = await pageAdminCall<AdminVehicle[]>(page, server, adminApiPaths.adminVehicles('bikes'));
  const firstRow = listed.find((v) => v.bikeName === first.name)!;
  await pageAdminCall(page, server, adminApiPaths.vehicleStatus('bikes', firstRow.id), { status: 0 }, 'PATCH');
  const secondManifest = (await (await page.request.get(`${server.url}/api/offline-manifest`)).json()) as OfflineManifest;
  expect(secondManifest.version).not.toBe(firstManifest.version);

  // The device takes the new version; the old one is deleted.
  await page.goto(`${server.url}/`);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('catalogue-'))), { timeout: 150_000 })
    .toEqual([`catalogue-v-${secondManifest.version}`]);
  const saved = await savedPaths(page);
  // Carried over, not listed by the manifest (which saves every third), and nothing of a model gone.
  expect(secondFrames.filter((f) => !saved.includes(f))).toEqual([]);
  expect(secondFrames.filter((f) => !secondManifest.urls.includes(f))).toHaveLength(24);
  expect(firstFrames.filter((f) => saved.includes(f))).toEqual([]);

  // With no signal the model still turns in 36 steps, at the new price.
  await context.setOffline(true);
  await turn(page, second, 36);
  const price = await page.evaluate(async () => (await (await fetch('/api/bikes')).json()) as Vehicle[]);
  expect(Number(price.find((b) => b.bikeName === second.bikeName)!.price)).toBe(Number(second.price) + 1000);
});
