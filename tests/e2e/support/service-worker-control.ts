import { expect, type Page } from '@playwright/test';

/**
 * Waits until a service worker controls the page and returns its script URL. A worker's
 * first install fetches the whole precache before it takes control: with three browsers
 * on the two cores that once took over 30 s. It is a precondition of the tests that wait
 * for it, not what they measure, so the wait is generous; a test that passes spends none of it.
 */
export async function controllingWorker(page: Page): Promise<string> {
  const scriptUrl = () => page.evaluate(() => navigator.serviceWorker?.controller?.scriptURL ?? null);
  await expect.poll(scriptUrl, { message: 'a service worker controls the page', timeout: 60_000 }).not.toBeNull();
  return (await scriptUrl())!;
}
