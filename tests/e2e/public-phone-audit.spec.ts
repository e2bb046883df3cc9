/**
 * Every public page on a 390x844 touch phone, checked with tools nobody here wrote:
 * axe-core (WCAG 2.0/2.1 A and AA) finds no violation, nothing scrolls sideways, and every
 * control a finger can reach is at least 44x44 px. One table (the route table of requirements 2.1
 * plus the navigation's own pages), every route checked, every failure reported.
 */
import { expect, test } from '@playwright/test';
import { audit, auditedScreenBound, standInForThirdParties } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { publicRoutes } from './support/public-routes.ts';

const server = serverForFile({ setupTimeout: 240_000 });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Each route is a step of one test (one page, one service worker).
const routesTimeout = publicRoutes.length * auditedScreenBound;

test.describe('every route', () => {
  // The suite's longest tests (2.5 min each on a loaded 2-core machine), and the file starts
  // late in the run: on one worker, one after the other, they were its last five minutes with
  // the other workers done. Each on a worker of its own (and a server of its own).
  test.describe.configure({ mode: 'parallel' });
  // The pages themselves, with no service worker saving the catalogue meanwhile (the last
  // test keeps the worker: it checks what it shows).
  test.use(withoutServiceWorker);

  test('every public route passes axe, fits the phone and has 44 px targets', async ({ page }) => {
    test.setTimeout(routesTimeout);
    await standInForThirdParties(page);
    for (const [path, heading] of publicRoutes) {
      await test.step(path, async () => {
        await page.goto(server.url + path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
        // Lists, tabs and images arrive after the heading: audit the settled page.
        await page.waitForLoadState('networkidle');
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        await audit(page, path);
      });
    }
  });

  test('every public route in Hindi passes the same checks', async ({ page }) => {
    test.setTimeout(routesTimeout);
    await standInForThirdParties(page);
    for (const [path] of publicRoutes) {
      await test.step(path, async () => {
        await page.goto(`${server.url}${path}${path.includes('?') ? '&' : '?'}lang=hi`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByText(/^Loading|^लोड हो रहा है/)).toHaveCount(0);
        await audit(page, `${path} (hi)`);
      });
    }
  });
});

test('the offline notice and the saved-catalogue status pass the same checks', async ({ page, context }) => {
  test.setTimeout(240_000);
  await standInForThirdParties(page);
  await page.goto(`${server.url}/`);
  // One online visit saves the catalogue; the status line then says so.
  await expect(page.getByRole('status').filter({ hasText: 'Saved: works without internet' })).toBeVisible({ timeout: 150_000 });
  await audit(page, '/ (Saved: works without internet)');
  await context.setOffline(true);
  await page.goto(`${server.url}/motorcycle`);
  await expect(page.getByText("No internet: showing saved bikes")).toBeVisible();
  await audit(page, '/motorcycle (offline)');
  await context.setOffline(false);
  await expect(page.getByText("No internet: showing saved bikes")).toHaveCount(0);
});
