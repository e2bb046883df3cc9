/**
 * A listing the device draws itself (after a tap on a link) draws a phone's first screens
 * of cards first and the rest once those are painted, not every card in one long task
 * (docs/decisions/long-tasks-on-a-slow-phone.md); every model is there in the end.
 * The page the server drew keeps every card from the start (server-drawn.spec.ts).
 */
import { expect, test } from '@playwright/test';
import type { Vehicle } from '#contract/catalogue-types.ts';
import { appIsLive } from './support/app-live.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

const server = serverForFile({ setupTimeout: 240_000 });
test.use({ ...withoutServiceWorker, viewport: { width: 390, height: 844 } });

declare global {
  interface Window {
    /** The number of listing cards after each change of the page, in order. */
    cardCounts: number[];
  }
}

test('a listing reached by a tap draws its first four cards, then every model', async ({ page }) => {
  const bikes = (await (await fetch(`${server.url}/api/bikes`)).json()) as Vehicle[];
  expect(bikes.length).toBeGreaterThan(4);
  await page.goto(`${server.url}/`);
  await appIsLive(page);
  // Every change of the page is seen as it is made: React adds a render's cards in one commit.
  await page.evaluate(() => {
    window.cardCounts = [];
    new MutationObserver(() => {
      const count = document.querySelectorAll('.model-grid article').length;
      if (count !== window.cardCounts.at(-1)) window.cardCounts.push(count);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('link', { name: 'Explore Motorcycles' }).click();
  await expect(page.locator('.model-grid article')).toHaveCount(bikes.length);
  const counts = await page.evaluate(() => window.cardCounts.filter((count) => count > 0));
  expect(counts).toEqual([4, bikes.length]);
  // The list says how many models it holds from the first render on.
  await expect(page.getByRole('list', { name: `Motorcycles: ${bikes.length} models` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: bikes.at(-1)!.name, exact: true })).toBeAttached();
});
