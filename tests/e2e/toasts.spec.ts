/** requirements 9: toasts are 320 px wide, at least 64 px tall, top-right, and move in 300 ms. */
import { expect, test } from '@playwright/test';
import { audit } from './support/audit.ts';
import { adminCredentials } from './support/server.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);

const server = serverForFile();
test.use({ viewport: { width: 1366, height: 800 } });

test('a toast is 320 px wide at the top right, animates in 300 ms and closes', async ({ page }) => {
  // The one toast outlet serves public and admin screens; a refused login shows one without sending any lead.
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('User ID').fill(adminCredentials.userId);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid credentials' });
  await expect(toast).toBeVisible();
  // A pointer on the toasts holds them (sonner pauses its 5 s timer), as it would for a reader:
  // on a busy machine the checks below took longer than that and the toast had gone.
  await toast.hover();
  // Its laid-out size: the box on screen is scaled while the toast animates in (once 63.99999 px tall).
  const size = await toast.evaluate((el: HTMLElement) => ({ width: el.offsetWidth, height: el.offsetHeight }));
  expect(size.width).toBe(320);
  expect(size.height).toBeGreaterThanOrEqual(64);
  const box = (await toast.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1366 - 60);
  expect(box.y).toBeLessThan(60);
  const durations = await toast.evaluate((el) => getComputedStyle(el).transitionDuration.split(', '));
  expect(durations.slice(0, 3)).toEqual(['0.3s', '0.3s', '0.3s']);
  // Its red text on pale red reads (axe colour contrast) and its close is a fingertip target.
  await audit(page, 'Login with an error toast', { hard: true });

  await toast.getByRole('button', { name: /close/i }).click();
  // Sonner leaves the page 200 ms into the close: well within a second.
  await expect(toast).toHaveCount(0, { timeout: 1000 });
});
