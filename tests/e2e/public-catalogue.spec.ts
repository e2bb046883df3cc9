/** spec 2.3, 2.4, 4, 5 and 9: listings, EMI calculator, bike detail and the 360 view. */
import { expect, test, type Page } from '@playwright/test';
import type { Variant, Vehicle } from '../../src/contract/catalogue-types.ts';
import { groupIndian } from '../../src/lib/format.ts';
import { appIsLive } from './support/app-live.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);

let server: RunningServer;
let bikes: Vehicle[];

test.beforeAll(async () => {
  // A fresh database is migrated and seeded with the whole catalogue first: allow for a busy machine.
  test.setTimeout(240_000);
  server = await startServer();
  bikes = (await (await fetch(`${server.url}/api/bikes`)).json()) as Vehicle[];
});
test.afterAll(async () => {
  await server?.dispose();
});

const carousel = (page: Page) => page.getByRole('region', { name: 'Motorcycles models' });
const previous = (page: Page) => carousel(page).getByRole('button', { name: 'Previous', exact: true });
const next = (page: Page) => carousel(page).getByRole('button', { name: 'Next', exact: true });

for (const [width, size] of [
  [360, 1],
  [768, 2],
  [1280, 6],
] as const) {
  test(`the bikes listing shows ${size} per page at ${width} px and disables the ends`, async ({ page }) => {
    expect(bikes.length).toBeGreaterThan(size);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/motorcycle`);
    const cards = carousel(page).locator('.carousel-item');
    await expect(cards).toHaveCount(size);
    await expect(cards.first()).toContainText(bikes[0]!.name);
    // spec 2.3: the first model is preselected.
    await expect(cards.first().getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: bikes[0]!.name })).toBeVisible();
    await expect(previous(page)).toBeDisabled();

    const pages = Math.ceil(bikes.length / size);
    for (let p = 1; p < pages; p++) {
      await expect(next(page)).toBeEnabled();
      await next(page).click();
    }
    await expect(next(page)).toBeDisabled();
    await expect(previous(page)).toBeEnabled();
    await expect(cards).toHaveCount(bikes.length - (pages - 1) * size);
    await expect(cards.last()).toContainText(bikes[bikes.length - 1]!.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('a selected model shows its engine, power and transmission and the brochure link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/motorcycle`);
  const second = bikes[1]!;
  await carousel(page).getByRole('button', { name: second.name }).click();
  const panel = page.getByRole('article');
  await expect(panel.getByRole('heading', { name: second.name })).toBeVisible();
  await expect(panel).toContainText(second.specs.engine);
  await expect(panel).toContainText(second.specs.power);
  await expect(panel).toContainText(second.specs.transmission);
  const brochure = panel.getByRole('link', { name: 'E-Brochure' });
  await expect(brochure).toHaveAttribute('href', second.specs.document);
  await expect(brochure).toHaveAttribute('target', '_blank');
});

test('View Details and Angle View do nothing for XBLADE and CD110DELUXE', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/motorcycle`);
  for (const key of ['XBLADE', 'CD110DELUXE']) {
    const model = bikes.find((b) => b.bikeName === key);
    expect(model, key).toBeDefined();
    const card = carousel(page).getByRole('button', { name: model!.name });
    while (!(await card.isVisible())) await next(page).click();
    await card.click();
    const panel = page.getByRole('article');
    await expect(panel.getByRole('heading', { name: model!.name })).toBeVisible();
    for (const name of ['View Details', 'Angle View']) {
      const button = panel.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      // Clicked anyway (as a visitor would): nothing happens.
      await button.click({ force: true });
    }
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(`${server.url}/motorcycle`);
  }
});

test('the EMI calculator starts from the model\'s price, gives ₹8,791.59 for 1,00,000 at 10% over 1 year and clears on close', async ({ page }) => {
  const bike = bikes[0]!;
  // The typed amount must differ from the price, or clearing could not be told from prefilling.
  expect(bike.price).not.toBe(100000);
  await page.goto(`${server.url}/motorcycle`);
  await page.getByRole('article').getByRole('button', { name: 'EMI' }).click();
  const dialog = page.getByRole('dialog', { name: 'EMI CALCULATOR' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Loan Amount (₹)')).toBeFocused();
  await expect(dialog.getByLabel('Loan Amount (₹)')).toHaveValue(String(bike.price));

  // spec 5: runs only when all three are filled.
  await dialog.getByLabel('Loan Amount (₹)').fill('100000');
  await dialog.getByLabel('Interest Rate (% per year)').fill('10');
  await dialog.getByRole('button', { name: 'Calculate' }).click();
  await expect(dialog.getByText(/Monthly EMI/)).toHaveCount(0);

  await dialog.getByLabel('Tenure (years)').fill('1');
  await dialog.getByRole('button', { name: 'Calculate' }).click();
  // Indian grouping, to the paisa.
  await expect(dialog.getByText('Monthly EMI: ₹8,791.59')).toBeVisible();
  await expect(dialog).toContainText('Total Interest: ₹5,499.06');
  await expect(dialog).toContainText('Total Payable: ₹1,05,499.06');

  // Focus stays inside the dialog.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('article').getByRole('button', { name: 'EMI' }).click();
  // spec 2.4: closing cleared what was typed; it opens again from the model's price.
  await expect(dialog.getByLabel('Loan Amount (₹)')).toHaveValue(String(bike.price));
  await expect(dialog.getByLabel('Interest Rate (% per year)')).toHaveValue('');
  await expect(dialog.getByLabel('Tenure (years)')).toHaveValue('');
  await expect(dialog.getByText(/Monthly EMI/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Another model: its own price.
  await page.setViewportSize({ width: 1280, height: 900 });
  await carousel(page).getByRole('button', { name: bikes[1]!.name }).click();
  await page.getByRole('article').getByRole('button', { name: 'EMI' }).click();
  await expect(dialog.getByLabel('Loan Amount (₹)')).toHaveValue(String(bikes[1]!.price));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A finger's horizontal swipe across the carousel, through Chromium's own touch input. */
  async function swipe(page: Page, direction: 'left' | 'right') {
    const box = (await carousel(page).locator('.carousel-track').boundingBox())!;
    const y = box.y + box.height / 2;
    const [from, to] = direction === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
    for (let i = 1; i <= 6; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * i) / 6, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  const details = (page: Page) => page.getByRole('article');
  const cards = (page: Page) => carousel(page).locator('.carousel-item');

  test('Previous, Next and a swipe change the selected model, and the details follow', async ({ page }) => {
    await page.goto(`${server.url}/motorcycle`);
    await expect(cards(page)).toHaveCount(1);
    await expect(details(page).getByRole('heading', { name: bikes[0]!.name })).toBeVisible();

    await next(page).click();
    await expect(cards(page).first()).toContainText(bikes[1]!.name);
    await expect(cards(page).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(details(page).getByRole('heading', { name: bikes[1]!.name })).toBeVisible();
    await expect(details(page)).toContainText(bikes[1]!.specs.engine);

    await swipe(page, 'left');
    await expect(cards(page).first()).toContainText(bikes[2]!.name);
    await expect(details(page).getByRole('heading', { name: bikes[2]!.name })).toBeVisible();

    await swipe(page, 'right');
    await swipe(page, 'right');
    await expect(cards(page).first()).toContainText(bikes[0]!.name);
    await expect(details(page).getByRole('heading', { name: bikes[0]!.name })).toBeVisible();
    await expect(previous(page)).toBeDisabled();

    // One picture of the model: the card's. The details' own is hidden on a phone and costs
    // no download: it is the card's picture, which the page fetched once. (Whether the hidden
    // copy counts as loaded depends on the browser's image cache, so that is not the measure.)
    await expect(page.locator('main img:visible')).toHaveCount(1);
    const shown = await page.locator('main img:visible').evaluate((img: HTMLImageElement) => img.src);
    expect(await page.locator('.model-panel-media img').evaluate((img: HTMLImageElement) => img.src)).toBe(shown);
    expect(await page.evaluate((src) => performance.getEntriesByName(src, 'resource').length, shown)).toBe(1);
    // The EMI calculator opens at the model in view.
    await next(page).click();
    await details(page).getByRole('button', { name: 'EMI' }).click();
    await expect(page.getByRole('dialog').getByLabel('Loan Amount (₹)')).toHaveValue(String(bikes[1]!.price));
  });
});

test.describe('bike detail on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows price, BOOK TEST RIDE and EMI without scrolling, every tab in view and the name twice at most', async ({ page }) => {
    const bike = bikes[0]!;
    const variants = (await (await fetch(`${server.url}/api/variants/${bike.bikeName}`)).json()) as Variant[];
    await page.goto(`${server.url}/view-details?bike=${bike.bikeName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bike.name);
    const onFirstScreen = async (name: string, box: { x: number; y: number; width: number; height: number } | null) => {
      expect(box, name).not.toBeNull();
      expect(box!.y, `${name} below the top`).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, `${name} on the first screen`).toBeLessThanOrEqual(844);
      expect(box!.x + box!.width, `${name} inside the width`).toBeLessThanOrEqual(390);
    };
    const price = page.getByText(`₹${groupIndian(variants[0]!.price)}`, { exact: true });
    await onFirstScreen('price', await price.boundingBox());
    await onFirstScreen('BOOK TEST RIDE', await page.getByRole('button', { name: 'BOOK TEST RIDE' }).boundingBox());
    await onFirstScreen('EMI', await page.getByRole('button', { name: 'EMI', exact: true }).boundingBox());
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const tab of await page.getByRole('tab').all()) await onFirstScreen(`tab ${await tab.textContent()}`, await tab.boundingBox());

    // The name is the page heading and the overview tab's label (spec 2.3), not a third heading.
    const shown = await page.locator('main').evaluate((main, name) => {
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      let count = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement!;
        if (node.textContent?.trim().toLowerCase() === name.toLowerCase() && el.checkVisibility()) count++;
      }
      return count;
    }, bike.name);
    expect(shown).toBe(2);

    // EMI starts from the selected variant's price; the bar keeps up with the choice.
    const chosen = variants[1]!;
    await page.getByRole('button', { name: /Variant/ }).click();
    await page.getByRole('option', { name: `${chosen.name} - ₹${groupIndian(chosen.price)}` }).click();
    await expect(page.getByText(`₹${groupIndian(chosen.price)}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'EMI', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'EMI CALCULATOR' }).getByLabel('Loan Amount (₹)')).toHaveValue(String(chosen.price));
  });
});

test('on scooters and EV the EMI button goes to the finance page with the model', async ({ page }) => {
  for (const [path, api] of [
    ['/scooters', '/api/scooters'],
    ['/ev', '/api/ev'],
  ]) {
    const models = (await (await fetch(server.url + api!)).json()) as Vehicle[];
    await page.goto(server.url + path);
    await expect(page.getByRole('article').getByRole('heading', { name: models[0]!.name })).toBeVisible();
    await page.getByRole('article').getByRole('button', { name: 'EMI' }).click();
    await expect(page).toHaveURL(`${server.url}/finance`);
    expect(await page.evaluate(() => (history.state as { usr?: { bikeName?: string } }).usr?.bikeName)).toBe(models[0]!.name);
  }
});

test('bike detail: tabs, specifications, colours, features, accessories', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const bike = bikes[0]!;
  await page.goto(`${server.url}/motorcycle`);
  await page.getByRole('article').getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(`${server.url}/view-details?bike=${bike.bikeName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bike.name);

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([bike.name, 'SPECIFICATIONS', 'COLOURS', 'FEATURES', 'ACCESSORIES']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`Start from ₹ ${groupIndian(bike.price)}/-`)).toBeVisible();

  // Arrow keys move between tabs, once the app runs (the page arrived drawn by the server; keys are not kept before).
  await appIsLive(page);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toBeFocused();
  const panel = page.getByRole('tabpanel');
  const body = panel.getByRole('button', { name: 'Body Dimensions' });
  const engine = panel.getByRole('button', { name: 'Engine' });
  await expect(panel.getByRole('button')).toHaveText([
    /Body Dimensions/,
    /Engine/,
    /Transmission/,
    /Tyres & Brakes/,
    /Frame & Suspension/,
    /Electricals/,
  ]);
  await expect(body).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('rowheader', { name: 'Ground Clearance' })).toBeVisible();
  await engine.click();
  await expect(engine).toHaveAttribute('aria-expanded', 'true');
  await expect(body).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('rowheader', { name: 'Ground Clearance' })).toBeHidden();
  await engine.click();
  await expect(engine).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('tab', { name: 'COLOURS' }).click();
  const colours = page.getByRole('tabpanel');
  await expect(colours.getByRole('heading', { name: 'AVAILABLE COLORS' })).toBeVisible();
  const thumbs = colours.locator('.colour-thumb');
  await expect(thumbs.first()).toBeVisible();
  expect(await thumbs.count()).toBeGreaterThan(1);
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false');
  // Hovered the way a mouse would, once the picture is steady and nothing covers it.
  const large = colours.locator('.magnifier');
  await large.hover();
  const box = (await large.boundingBox())!;
  await large.hover({ position: { x: box.width / 2 + 5, y: box.height / 2 + 5 } });
  await expect(colours.locator('.magnifier-glass')).toBeVisible();
  await expect(colours.locator('.magnifier-glass')).toHaveCSS('width', '150px');

  await page.getByRole('tab', { name: 'FEATURES' }).click();
  const features = page.getByRole('region', { name: `${bike.bikeName} features` });
  const dots = features.getByRole('button', { name: /Go to slide/ });
  await expect(dots.first()).toBeVisible();
  const count = await dots.count();
  expect(count).toBeGreaterThan(1);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await features.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(dots.last()).toHaveAttribute('aria-current', 'true');
  await features.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  await page.getByRole('tab', { name: 'ACCESSORIES' }).click();
  const accessories = page.getByRole('region', { name: `${bike.bikeName} accessories` });
  await expect(accessories.getByText(/^Part No- \S+/)).toBeVisible();
  await expect(accessories.getByText(/^Price- ₹[\d,]+ \/-$/)).toBeVisible();

  // The ?bike= address alone brings the page back after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bike.name);
});

test('BOOK TEST RIDE carries the chosen variant and its price to the product enquiry', async ({ page }) => {
  const bike = bikes[0]!;
  const variants = (await (await fetch(`${server.url}/api/variants/${bike.bikeName}`)).json()) as Variant[];
  expect(variants.length).toBeGreaterThan(1);
  const chosen = variants[1]!;
  await page.goto(`${server.url}/view-details?bike=${bike.bikeName}`);
  const dropdown = page.getByRole('button', { name: /Variant/ });
  // spec 2.3: the first variant is selected on load.
  await expect(dropdown).toContainText(`${variants[0]!.name} - ₹${groupIndian(variants[0]!.price)}`);
  await dropdown.click();
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option')).toHaveCount(variants.length);
  await list.getByRole('option', { name: `${chosen.name} - ₹${groupIndian(chosen.price)}` }).click();
  await expect(list).toBeHidden();
  await expect(dropdown).toContainText(chosen.name);

  // Outside click closes the list.
  await dropdown.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('listbox')).toBeHidden();

  await page.getByRole('button', { name: 'BOOK TEST RIDE' }).click();
  await expect(page).toHaveURL(`${server.url}/text-ride-booking`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PRODUCT ENQUIRY');
  await expect(page.getByText(`₹ ${groupIndian(chosen.price)}`)).toBeVisible();
  await expect(page.getByText(bike.name).first()).toBeVisible();
});

test('the 360 view turns one frame per 10 px of drag and wraps around', async ({ page }) => {
  const bike = bikes[0]!;
  const frames = (await (await fetch(`${server.url}/api/360Images/${bike.bikeName}`)).json()) as { images: string }[];
  await page.goto(`${server.url}/motorcycle`);
  await page.getByRole('article').getByRole('link', { name: 'Angle View' }).click();
  await expect(page).toHaveURL(`${server.url}/angle-view?bike=${bike.bikeName}`);
  const stage = page.getByRole('slider', { name: /360 degree view/ });
  await expect(stage).toBeVisible();
  const img = stage.locator('img');
  const first = await img.getAttribute('src');
  expect(first).toBe(frames[0]!.images);
  await expect(stage).toHaveAttribute('aria-valuemax', String(frames.length));

  const box = (await stage.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 6 });
  await page.mouse.up();
  await expect(img).not.toHaveAttribute('src', first!);
  await expect(img).toHaveAttribute('src', frames[3]!.images);

  // Back past the first frame: wraps to the last ones.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 40, y, { steps: 8 });
  await page.mouse.up();
  await expect(img).toHaveAttribute('src', frames[frames.length - 1]!.images);

  // Moving without a button pressed does nothing.
  await page.mouse.move(x + 100, y, { steps: 5 });
  await expect(img).toHaveAttribute('src', frames[frames.length - 1]!.images);

  await stage.focus();
  await page.keyboard.press('ArrowRight');
  await expect(img).toHaveAttribute('src', frames[0]!.images);
});
