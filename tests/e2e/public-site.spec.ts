/** requirements 2.3 and 9: home slider and previews, gallery preview, dealer pages and their offline map fallback. */
import { expect, test, type Page } from '@playwright/test';
import type { Dealer, GalleryImage, SliderImage } from '#contract/catalogue-types.ts';
import { appIsLive } from './support/app-live.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

// Requests are watched and held here; the service worker would answer some from its cache.
test.use(withoutServiceWorker);

// A fresh database is migrated and seeded with the whole catalogue first: allow for a busy machine.
const server = serverForFile({ setupTimeout: 240_000 });

/** requirements 9: the slider turns every 5 s. */
const sliderInterval = 5000;

const slider = (page: Page) => page.getByRole('region', { name: 'Featured models' });

test.beforeEach(async ({ page }) => {
  // Third-party maps are not part of what is tested here (and need the internet).
  await page.route(/^https:\/\/(maps\.google|www\.google|www\.youtube)/, (route) => route.abort());
});

test('home: slider with arrows, dots and a 5 s auto-advance; 3 models; about and visit blocks', async ({ page }) => {
  const images = (await (await fetch(`${server.url}/api/images`)).json()) as SliderImage[];
  expect(images.length).toBeGreaterThan(1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/`);
  const slider = page.getByRole('region', { name: 'Featured models' });
  const dots = slider.getByRole('button', { name: /Go to slide/ });
  await expect(dots).toHaveCount(images.length);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await slider.getByRole('button', { name: 'Previous slide' }).click();
  await slider.getByRole('button', { name: 'Previous slide' }).click();
  await expect(dots.last()).toHaveAttribute('aria-current', 'true');
  await dots.first().click();
  // Auto-advance pauses while the pointer is on the slider; move away and wait 5 s.
  await page.mouse.move(5, 880);
  await page.getByRole('link', { name: 'Explore Motorcycles' }).focus();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 7000 });

  // requirements 9's preview of 3 models, for each of the three types.
  const counts = await Promise.all(['/api/bikes', '/api/scooters', '/api/ev'].map(async (path) => ((await (await fetch(server.url + path)).json()) as unknown[]).length));
  await expect(page.locator('.home-model')).toHaveCount(counts.reduce((sum, n) => sum + Math.min(3, n), 0));
  for (const type of ['Motorcycles', 'Scooters', 'Electric']) await expect(page.getByRole('heading', { level: 3, name: type })).toBeVisible();
  await page.getByRole('link', { name: 'KNOW MORE' }).click();
  await expect(page).toHaveURL(`${server.url}/about`);
  await page.goBack();
  const visit = page.getByRole('region', { name: 'Visit Us' });
  await expect(visit).toContainText('09:30 AM to 07:00 PM');
  await expect(visit).toContainText('122003');
  await visit.scrollIntoViewIfNeeded();
  await expect(visit.locator('iframe')).toHaveAttribute('src', /z=14/);
  await expect(visit.locator('iframe')).toHaveAttribute('loading', 'lazy');
});

test('on a phone the home map frame is made, and its code fetched, only when the visitor scrolls near it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The embed's code: what makes the frame and the offline fallback (src/ui/third-party-embed.tsx).
  const mapScripts: string[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const text = await response.text().catch(() => '');
    if (text.includes('embed-frame') && text.includes('embed-fallback')) mapScripts.push(response.url());
  });
  await page.goto(`${server.url}/`);
  await appIsLive(page);
  const visit = page.getByRole('region', { name: 'Visit Us' });
  const box = visit.locator('.embed');
  // Far below the first screen: the reserved box is there, the frame is not.
  expect((await box.boundingBox())!.y).toBeGreaterThan(844 + 600);
  // The observer reports where the box is within a frame or two of the app being live.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))));
  await expect(visit.locator('iframe')).toHaveCount(0);
  expect(mapScripts).toEqual([]);
  const reserved = (await box.boundingBox())!;
  await visit.scrollIntoViewIfNeeded();
  await expect(visit.locator('iframe')).toHaveAttribute('src', /z=14/);
  await expect(visit.locator('iframe')).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => mapScripts.length).toBeGreaterThan(0);
  // The frame came into the reserved box, which kept its size while the code arrived.
  const shown = (await box.boundingBox())!;
  expect([shown.width, shown.height]).toEqual([reserved.width, reserved.height]);
});

test('on a phone the slider, hidden there, does not turn; shown on a wider screen, it does', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/`);
  await appIsLive(page);
  const hiddenSlider = page.getByRole('region', { name: 'Featured models', includeHidden: true });
  await expect(hiddenSlider).toBeHidden();
  const dots = hiddenSlider.getByRole('button', { name: /Go to slide/, includeHidden: true });
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  // From here on time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.clock.runFor(3 * sliderInterval);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(slider(page)).toBeVisible();
  await page.mouse.move(5, 880);
  await page.clock.runFor(sliderInterval + 100);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
});

test('slides are words over a text-free picture: a real, keyboard-reachable link, never under the arrows', async ({ page }) => {
  const slides = (await (await fetch(`${server.url}/api/images`)).json()) as SliderImage[];
  const first = slides[0]!;
  const second = slides[1]!;
  for (const viewport of [
    { width: 1366, height: 800 },
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/`);
    const current = slider(page).getByRole('group', { name: `1 of ${slides.length}` });
    await expect(current.getByRole('heading', { name: first.headline })).toBeVisible();
    // The picture itself carries no words (the seed draws none; screen readers get the text).
    await expect(current.locator('img')).toHaveAttribute('alt', '');
    const picture = await (await fetch(server.url + first.filepath)).text();
    expect(picture).not.toContain('<text');
    // Nothing of the words lies under the arrows or dots.
    const copy = (await current.locator('.hero-copy > *').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) as DOMRect[];
    for (const control of await slider(page).getByRole('button').all()) {
      const c = (await control.boundingBox())!;
      for (const w of copy) {
        const apart = c.x >= w.right || c.x + c.width <= w.left || c.y >= w.bottom || c.y + c.height <= w.top;
        expect(apart, `${viewport.width} px: ${await control.getAttribute('aria-label')} over the words`).toBe(true);
      }
    }
  }

  // Only the slide in view can be reached from the keyboard: Tab lands on its button.
  await page.setViewportSize({ width: 1366, height: 800 });
  await slider(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(slider(page).getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  await expect(slider(page).getByRole('link')).toHaveCount(1);
  const cta = slider(page).getByRole('link', { name: second.ctaLabel });
  await page.getByRole('link', { name: 'HOME' }).focus();
  for (let i = 0; i < 20 && !(await cta.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(cta).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(server.url + second.ctaPath);
});

test('gallery: a grid of images whose preview closes by X, Escape and a click outside', async ({ page }) => {
  const images = (await (await fetch(`${server.url}/api/gallery`)).json()) as GalleryImage[];
  expect(images.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/gallery`);
  const tiles = page.getByRole('button', { name: /Open image/ });
  await expect(tiles).toHaveCount(images.length);
  // 4 columns at 1280 px.
  const columns = await page.locator('.gallery-grid').evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(4);

  await tiles.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toHaveAttribute('src', images[0]!.image_path);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(tiles.first()).toBeFocused();

  await tiles.first().click();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await tiles.first().click();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 360, height: 740 });
  const narrow = await page.locator('.gallery-grid').evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(' ').length);
  expect(narrow).toBe(1);
});

test('dealer pages show the showroom and a map that falls back to an address and link offline', async ({ page, context }) => {
  const dealer = ((await (await fetch(`${server.url}/api/dealers/2`)).json()) as Dealer[])[0]!;
  await page.goto(`${server.url}/dealers/2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dealer.name);
  const main = page.locator('main');
  for (const text of [dealer.address, dealer.sales_no, dealer.service_no, dealer.open_time]) await expect(main).toContainText(text);
  await expect(main.getByRole('link', { name: dealer.email })).toHaveAttribute('href', `mailto:${dealer.email}`);
  const frame = main.locator('iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`${dealer.latitude},${dealer.longitude}&z=14`));
  const box = await main.locator('.embed').boundingBox();

  await context.setOffline(true);
  await expect(frame).toHaveCount(0);
  const maps = main.getByRole('link', { name: 'Open in Maps' });
  await expect(maps).toHaveAttribute('href', new RegExp(`${dealer.latitude},${dealer.longitude}`));
  await expect(main.locator('.embed-fallback')).toContainText(dealer.address);
  // The fallback takes the frame's reserved box: nothing moves.
  expect(await main.locator('.embed').boundingBox()).toEqual(box);
  await context.setOffline(false);
  await expect(main.locator('iframe')).toHaveCount(1);
});

test('dealer pages say Loading... until the data arrives', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/dealers/4', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/dealers/4`);
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pataudi/);
});
