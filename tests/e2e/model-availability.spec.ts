/**
 * docs/stock-and-delivery.md "Availability" on a model's page: each showroom's delivery band
 * for the chosen variant and colour, in English and in Hindi, from the demo stock; with no
 * network, the answer last kept on the device with its time. axe, sideways scroll and
 * touch targets at 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Vehicle } from '#contract/catalogue-types.ts';
import { formatIstClock } from '#contract/ist-date.ts';
import { showroomPlaceIn, type SiteSettings } from '#contract/site-settings.ts';
import type { AvailabilityAnswer } from '#contract/stock.ts';
import { seedDemoStock } from '../../server/db/seed/seed-stock.ts';
import { audit, standInForThirdParties } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker, withServiceWorker } from './support/no-service-worker.ts';
import { controllingWorker } from './support/service-worker-control.ts';

const server = serverForFile({ setupTimeout: 240_000 });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * The demo stock a new installation gets (the browser tests' shared data has none), and the
 * first model (the demo stock has it at every showroom) with a showroom that has one of its
 * first variant and colour on the floor.
 */
async function demoStock(page: Page) {
  const db = await server.openDb();
  try {
    await seedDemoStock(db);
  } finally {
    await db.close();
  }
  const [bike] = (await (await page.request.get(`${server.url}/api/bikes`)).json()) as Vehicle[];
  const answer = (await (await page.request.get(`${server.url}/api/stock/availability?model=${bike!.id}`)).json()) as AvailabilityAnswer;
  const site = (await (await page.request.get(`${server.url}/api/site`)).json()) as SiteSettings;
  const first = answer.rows[0]!;
  const row = answer.rows.find((r) => r.variant === first.variant && r.colour === first.colour && r.band === 'days-2-3')!;
  expect(row, 'demo stock has a vehicle on the floor').toBeTruthy();
  return { bike: bike!, place: showroomPlaceIn(site.showrooms, row.showroomId) };
}

const section = (page: Page) => page.getByRole('region', { name: /When can I get it\?|यह मुझे कब मिल सकती है\?/ });

test.describe('online', () => {
  test.use(withoutServiceWorker);

  test('the model page shows the demo stock band for a showroom in English and in Hindi', async ({ page }) => {
    test.setTimeout(120_000);
    await standInForThirdParties(page);
    const { bike, place } = await demoStock(page);

    await page.goto(`${server.url}/view-details?bike=${bike.bikeName}`);
    const english = section(page).getByRole('listitem').filter({ hasText: `In stock at ${place}` });
    await expect(english).toContainText('Delivery in 2-3 days');
    await audit(page, 'model availability, English');

    await page.goto(`${server.url}/view-details?bike=${bike.bikeName}&lang=hi`);
    const hindi = section(page).getByRole('listitem').filter({ hasText: `${place} में स्टॉक में` });
    await expect(hindi).toContainText('2-3 दिन में डिलीवरी');
    await expect(section(page)).not.toContainText('Delivery in');
    await audit(page, 'model availability, Hindi');
  });
});

test.describe('offline', () => {
  test.use(withServiceWorker);

  test('after going offline and reloading, the page shows the last known answer with its time', async ({ page, context }) => {
    test.setTimeout(240_000);
    await standInForThirdParties(page);
    const { bike, place } = await demoStock(page);
    const path = `${server.url}/view-details?bike=${bike.bikeName}`;

    await page.goto(path);
    await controllingWorker(page);
    // The model's page itself opens offline once the catalogue is saved (docs/offline.md).
    await expect(page.getByRole('status').filter({ hasText: 'Saved: works without internet' })).toBeVisible({ timeout: 150_000 });
    const answered = page.waitForResponse((r) => r.url().includes('/api/stock/availability') && r.status() === 200);
    await page.reload();
    const answer = (await (await answered).json()) as AvailabilityAnswer;
    await expect(section(page).getByRole('listitem').filter({ hasText: `In stock at ${place}` })).toContainText('Delivery in 2-3 days');
    await expect(section(page)).not.toContainText('as of');

    await context.setOffline(true);
    await page.reload();
    await expect(section(page)).toContainText(`No connection: the last known times, as of ${formatIstClock(answer.computedAt)}.`);
    await expect(section(page).getByRole('listitem').filter({ hasText: `In stock at ${place}` })).toContainText('Delivery in 2-3 days');
    await audit(page, 'model availability, offline');
  });
});
