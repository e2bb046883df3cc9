/**
 * docs/offline.md "What a first visit downloads": the warm-up keeps every third frame of a
 * 360 view, so with no signal the view turns in 30 degree steps; once the visitor turns a
 * model online, all of its frames are kept and it turns in 10 degree steps offline too.
 */
import { expect, test, type Page } from '@playwright/test';
import { serverForFile } from './support/file-server.ts';
import { detailLessBikes } from '#contract/api-paths.ts';
import type { FrameSet, Vehicle } from '#contract/catalogue-types.ts';

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

test('a 360 view turns in 12 steps offline until it is turned online once, then in 36', async ({ page, context }) => {
  test.setTimeout(240_000);
  const bikes = (await (await page.request.get(`${server.url}/api/bikes`)).json()) as Vehicle[];
  const [first, second] = bikes.filter((b) => !(detailLessBikes as readonly string[]).includes(b.bikeName));
  const framesOf = async (bike: Vehicle) =>
    ((await (await page.request.get(`${server.url}/api/360Images/${bike.bikeName}`)).json()) as FrameSet[]).map((f) => f.images);
  const frames = await framesOf(second!);
  expect(frames).toHaveLength(36);

  await page.goto(`${server.url}/motorcycle`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved: works without internet' })).toBeVisible({ timeout: 150_000 });
  const saved = await savedPaths(page);
  expect(frames.filter((f) => saved.includes(f))).toEqual(frames.filter((_, i) => i % 3 === 0));

  const view = async (bike: Vehicle, steps: number) => {
    await page.goto(`${server.url}/angle-view?bike=${encodeURIComponent(bike.bikeName)}`);
    const stage = page.getByRole('slider');
    await expect(stage).toHaveAttribute('aria-valuemax', String(steps), { timeout: 30_000 });
    await stage.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(stage).toHaveAttribute('aria-valuenow', String(steps));
    await expect(stage.locator('img')).toHaveJSProperty('complete', true);
    expect(await stage.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  };

  // Offline, both models turn through the frames saved ahead.
  await context.setOffline(true);
  await view(first!, 12);
  await view(second!, 12);

  // Turned online once, the second model's frames are all kept.
  await context.setOffline(false);
  await view(second!, 36);
  await expect.poll(async () => {
    const now = await savedPaths(page);
    return frames.filter((f) => !now.includes(f));
  }, { timeout: 30_000 }).toEqual([]);

  await context.setOffline(true);
  await view(second!, 36);
  await view(first!, 12);
});
