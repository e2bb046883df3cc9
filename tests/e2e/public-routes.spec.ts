/**
 * Every route of the requirements 2.1 table (plus the nav's own pages) renders its heading in the
 * public frame; unknown paths get the not-found page; a route that cannot load shows the
 * router's error page.
 */
import { expect, test } from '@playwright/test';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { publicRoutes } from './support/public-routes.ts';

// A fresh database is migrated and seeded with the whole catalogue first: allow for a busy machine.
const server = serverForFile({ setupTimeout: 240_000 });

// The service worker would answer chunk requests from its cache; these tests watch the network.
test.use(withoutServiceWorker);

test('every public route renders its heading inside the header, top bar and footer', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const [path, heading] of publicRoutes) {
    await page.goto(server.url + path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('.top-bar')).toContainText('09:30 AM to 07:00 PM');
    await expect(page.locator('footer')).toContainText('122003');
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    // requirements 4 quality: each route sets its own title.
    expect(await page.title(), path).toContain('Gurgaon Two Wheelers');
  }
  expect(errors).toEqual([]);
});

test('detail pages take their title from the bike; the 360 view defaults to Unknown', async ({ page }) => {
  await page.goto(`${server.url}/view-details?bike=Shine100`);
  await expect(page.getByRole('tab', { name: 'Shine 100' })).toBeVisible();
  await expect(page).toHaveTitle(/^Shine 100 \|/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toContain('Shine 100');

  // Reached by its address alone, the 360 view names the model, not its key.
  await page.goto(`${server.url}/angle-view?bike=Shine100`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('360° view of the Shine 100');
  await expect(page).toHaveTitle(/^360° view of the Shine 100 \|/);
  await expect(page.getByRole('img', { name: 'Shine 100, angle 1 of 36' })).toBeVisible();
  // A key the catalogue does not know is all there is to name.
  await page.goto(`${server.url}/angle-view?bike=NoSuchBike`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('360° view of the NoSuchBike');

  await page.goto(`${server.url}/angle-view`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('360° view of the Unknown');
  await expect(page.getByText('Loading images...')).toBeVisible();
});

test('an unknown path shows the not-found page in the public frame', async ({ page }) => {
  await page.goto(`${server.url}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('footer')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
});

test('the admin area shows no public header, top bar or footer', async ({ page }) => {
  await page.goto(`${server.url}/admin/login`);
  await expect(page.locator('body')).not.toBeEmpty();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.locator('.top-bar')).toHaveCount(0);
  await expect(page.locator('.site-footer')).toHaveCount(0);
});

test('a screen whose code cannot be loaded shows the router error page', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome to/);
  // The gallery screen is its own chunk, fetched on first visit: make that fetch fail.
  await page.route(/\/assets\/gallery-page-[^/]*\.js$/, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'OTHERS' }).click();
  await page.getByRole('link', { name: 'GALLERY' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page).toHaveTitle(/Unexpected Application Error!/);
});

test('every navigation scrolls back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome to/);
  await page.getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
