import { expect, type Page } from '@playwright/test';

/**
 * Waits until a service worker controls the page and returns its script URL. A worker's
 * first install fetches the whole precache before it takes control: with three browsers
 * on the two cores that once took over 30 s, and over 60 s on a day the machine ran at
 * half its usual speed (CI, 1 Dec 2026). It is a precondition of the tests that wait for it,
 * not what they measure, so the bound only catches a worker that never takes control; a
 * test that passes spends none of it.
 */
export async function controllingWorker(page: Page): Promise<string> {
  const scriptUrl = () => page.evaluate(() => navigator.serviceWorker?.controller?.scriptURL ?? null);
  await expect.poll(scriptUrl, { message: 'a service worker controls the page', timeout: 150_000 }).not.toBeNull();
  return (await scriptUrl())!;
}
