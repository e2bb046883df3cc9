/** requirements 2.3, 2.4, 4, 5 and 9: listings, EMI calculator, bike detail and the 360 view. */
import { expect, test, type Page } from '@playwright/test';
import type { Variant, Vehicle } from '#contract/catalogue-types.ts';
import type { OnroadRates } from '#contract/onroad-rates.ts';
import sharp from 'sharp';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { csrfHeader } from '#contract/api-paths.ts';
import { mediaWidths } from '#contract/media.ts';
import { bikeLink } from '../../src/lib/detail-link.ts';
import { groupIndian } from '../../src/lib/format.ts';
import { logIn } from './support/admin-login.ts';
import { appIsLive } from './support/app-live.ts';
import { audit, standInForThirdParties } from './support/audit.ts';
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

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

for (const language of ['en', 'hi'] as const) {
  test.describe(`a 390x844 phone in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: language === 'hi' ? 'hi-IN' : 'en-IN' });

    test('the bikes listing is one list: four models or more on the first two screens, each with picture, name, price, View details and Book a test ride', async ({ page }) => {
      await standInForThirdParties(page);
      await page.goto(`${server.url}/motorcycle`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await appIsLive(page);
      const cards = page.locator('.model-grid article');
      await expect(cards).toHaveCount(bikes.length);
      const words = language === 'en' ? { details: 'View details', ride: 'Book a test ride', from: /^From ₹/ } : { details: 'पूरी जानकारी देखें', ride: 'टेस्ट राइड बुक करें', from: /^₹[\d,]+ से शुरू$/ };
      for (let i = 0; i < 4; i++) {
        const model = bikes[i]!;
        const one = card(page, model.name);
        await expect(one.getByRole('heading', { name: model.name })).toBeVisible();
        await expect(one.locator('img')).toBeVisible();
        await expect(one.locator('.model-card-price')).toHaveText(words.from);
        await expect(one.locator('.model-card-price')).toContainText(`₹${groupIndian(model.price)}`);
        await expect(one.getByRole('link', { name: words.details, exact: true })).toBeVisible();
        const ride = one.getByRole('link', { name: words.ride, exact: true });
        const box = (await ride.boundingBox())!;
        expect(box.y + box.height, `${model.name}: its test ride within two screens`).toBeLessThanOrEqual(2 * 844);
      }
      await audit(page, `/motorcycle (${language})`);
    });

    test('the type links and the price filter narrow the list', async ({ page }) => {
      await page.goto(`${server.url}/motorcycle`);
      await appIsLive(page);
      const prices = page.getByRole('group', { name: language === 'en' ? 'Price' : 'क़ीमत' });
      const under = prices.getByRole('button', { name: language === 'en' ? 'Under ₹1 lakh' : '₹1 लाख से कम' });
      await under.click();
      await expect(under).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('.model-grid article')).toHaveCount(bikes.filter((b) => b.price > 0 && b.price < 100_000).length);
      await prices.getByRole('button').first().click();
      await expect(page.locator('.model-grid article')).toHaveCount(bikes.length);
      const scooters = (await (await fetch(`${server.url}/api/scooters`)).json()) as Vehicle[];
      await page.getByRole('navigation', { name: language === 'en' ? 'Model types' : 'मॉडल के प्रकार' }).getByRole('link', { name: language === 'en' ? 'Scooters' : 'स्कूटर' }).click();
      await expect(page).toHaveURL(`${server.url}/scooters`);
      await expect(page.locator('.model-grid article')).toHaveCount(scooters.length);
    });
  });
}

test('a card carries the engine, the brochure, the 360 view and the test ride with its model and price', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/motorcycle`);
  await appIsLive(page);
  const second = bikes[1]!;
  const one = card(page, second.name);
  await expect(one).toContainText(second.specs.engine);
  const brochure = one.getByRole('link', { name: 'E-Brochure' });
  await expect(brochure).toHaveAttribute('href', second.specs.document);
  await expect(brochure).toHaveAttribute('target', '_blank');
  // A brochure may carry an old price: the card says which one is current.
  const note = `Prices in the brochure may be out of date: today's ex-showroom price is ₹${groupIndian(second.price)}`;
  await expect(one.getByText(note)).toBeVisible();
  await expect(brochure).toHaveAccessibleDescription(note);
  await expect(one.getByRole('link', { name: '360° view' })).toHaveAttribute('href', `/angle-view?bike=${second.bikeName}`);
  await one.getByRole('link', { name: 'Book a test ride' }).click();
  // The bike in the address too: the link works before the app runs (server-drawn.spec.ts).
  await expect(page).toHaveURL(`${server.url}/text-ride-booking?bike=${second.bikeName}`);
  await expect(page.getByText(`₹ ${groupIndian(second.price)}`)).toBeVisible();
  await expect(page.getByText(second.name).first()).toBeVisible();
});

test('View details and the 360 view do nothing for XBLADE and CD110DELUXE', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/motorcycle`);
  await appIsLive(page);
  for (const key of ['XBLADE', 'CD110DELUXE']) {
    const model = bikes.find((b) => b.bikeName === key);
    expect(model, key).toBeDefined();
    const one = card(page, model!.name);
    for (const name of ['View details', '360° view']) {
      const button = one.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      // Clicked anyway (as a visitor would): nothing happens.
      await button.click({ force: true });
    }
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(`${server.url}/motorcycle`);
  }
});

test('the EMI calculator starts from the model\'s price and the usual rate, counts months, gives ₹8,791.59 for 1,00,000 at 10% over 12 months and clears on close', async ({ page }) => {
  const bike = bikes[0]!;
  const rates = (await (await fetch(`${server.url}/api/onroad-rates`)).json()) as OnroadRates;
  const usual = rates.settings.usualLoanRatePercent!.value;
  // The typed amount must differ from the price, or clearing could not be told from prefilling.
  expect(bike.price).not.toBe(100000);
  await page.goto(`${server.url}/motorcycle`);
  await appIsLive(page);
  await card(page, bike.name).getByRole('button', { name: 'EMI' }).click();
  const dialog = page.getByRole('dialog', { name: 'EMI CALCULATOR' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Loan Amount (₹)')).toBeFocused();
  await expect(dialog.getByLabel('Loan Amount (₹)')).toHaveValue(String(bike.price));
  await expect(dialog.getByLabel('Interest Rate (% per year)')).toHaveValue(String(usual));

  // requirements 5: runs only when all three are filled.
  await dialog.getByLabel('Loan Amount (₹)').fill('100000');
  await dialog.getByLabel('Interest Rate (% per year)').fill('10');
  await dialog.getByRole('button', { name: 'Calculate' }).click();
  await expect(dialog.getByText(/Monthly EMI/)).toHaveCount(0);

  await dialog.getByLabel('Tenure (months)').fill('12');
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
  await card(page, bike.name).getByRole('button', { name: 'EMI' }).click();
  // requirements 2.4: closing cleared what was typed; it opens again from the model's price and the usual rate.
  await expect(dialog.getByLabel('Loan Amount (₹)')).toHaveValue(String(bike.price));
  await expect(dialog.getByLabel('Interest Rate (% per year)')).toHaveValue(String(usual));
  await expect(dialog.getByLabel('Tenure (months)')).toHaveValue('');
  await expect(dialog.getByText(/Monthly EMI/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Another model: its own price.
  await card(page, bikes[1]!.name).getByRole('button', { name: 'EMI' }).click();
  await expect(dialog.getByLabel('Loan Amount (₹)')).toHaveValue(String(bikes[1]!.price));
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

    // The name is the page heading and the overview tab's label (requirements 2.3), not a third heading.
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

test('on scooters and EV the EMI button goes to the finance page with the model, its calculator open at the price', async ({ page }) => {
  for (const [path, api] of [
    ['/scooters', '/api/scooters'],
    ['/ev', '/api/ev'],
  ]) {
    const models = (await (await fetch(server.url + api!)).json()) as Vehicle[];
    await page.goto(server.url + path);
    await appIsLive(page);
    await card(page, models[0]!.name).getByRole('button', { name: 'EMI' }).click();
    await expect(page).toHaveURL(`${server.url}/finance`);
    expect(await page.evaluate(() => (history.state as { usr?: { bikeName?: string } }).usr?.bikeName)).toBe(models[0]!.name);
    await expect(page.getByRole('dialog', { name: 'EMI CALCULATOR' }).getByLabel('Loan Amount (₹)')).toHaveValue(String(models[0]!.price));
    await page.keyboard.press('Escape');
  }
});

test('bike detail: tabs, specifications, colours, features, accessories', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const bike = bikes[0]!;
  await page.goto(`${server.url}/motorcycle`);
  await appIsLive(page);
  await card(page, bike.name).getByRole('link', { name: 'View details' }).click();
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
  const features = page.getByRole('region', { name: `${bike.name} features` });
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
  const accessories = page.getByRole('region', { name: `${bike.name} accessories` });
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
  // requirements 2.3: the first variant is selected on load.
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
  await expect(page).toHaveURL(`${server.url}/text-ride-booking?bike=${bike.bikeName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a test ride');
  await expect(page.getByText(`₹ ${groupIndian(chosen.price)}`)).toBeVisible();
  await expect(page.getByText(bike.name).first()).toBeVisible();
});

test('the 360 view turns one frame per 10 px of drag and wraps around', async ({ page }) => {
  const bike = bikes[0]!;
  const frames = (await (await fetch(`${server.url}/api/360Images/${bike.bikeName}`)).json()) as { images: string }[];
  await page.goto(`${server.url}/motorcycle`);
  await appIsLive(page);
  await card(page, bike.name).getByRole('link', { name: '360° view' }).click();
  await expect(page).toHaveURL(`${server.url}/angle-view?bike=${bike.bikeName}`);
  // Named as the listing names it, not by its key in the address.
  expect(bike.name).not.toBe(bike.bikeName);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`360° view of the ${bike.name}`);
  const stage = page.getByRole('slider', { name: `360 degree view of the ${bike.name}: drag or use the arrow keys to rotate` });
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

test.describe('pictures on a 390x844 phone at 2x', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });

  test('each model picture comes at the width its slot needs, not a wider one', async ({ page }) => {
    test.setTimeout(150_000);
    // A photo through the real pipeline (every width of src/contract/media.ts), as the first motorcycle's picture.
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 180, g: 30, b: 40 } } }).jpeg().toBuffer();
    await logIn(page, server.url);
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const upload = await page.request.post(`${server.url}${adminApiPaths.adminMediaImages}`, {
      headers: { [csrfHeader]: token ?? '' },
      multipart: { file: { name: 'shine.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { path } = (await upload.json()) as { path: string };
    const first = bikes[0]!;
    const db = await server.openDb();
    try {
      await db.query('UPDATE models SET image = $1 WHERE id = $2', [path, first.id]);
    } finally {
      await db.close();
    }
    const key = path.split('/')[3]!;
    const detail = bikeLink('/view-details', first.bikeName || first.name).to as { pathname: string; search: string };
    for (const [where, address, picture] of [
      ['listing card', '/motorcycle', page.locator('.model-card-picture').first()],
      ['home page model', '/', page.locator('.home-model img').first()],
      ['detail page', `${detail.pathname}${detail.search}`, page.locator('.overview-media img')],
    ] as const) {
      await test.step(where, async () => {
        await page.goto(`${server.url}${address}`);
        await picture.scrollIntoViewIfNeeded();
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== '')).toBe(true);
        const { shown, chosen } = await picture.evaluate((img: HTMLImageElement) => ({ shown: img.getBoundingClientRect().width, chosen: img.currentSrc }));
        expect(chosen, where).toContain(`/media/img/${key}/`);
        // The smallest width made that covers the slot's device pixels.
        const needed = shown * 2;
        const fits = mediaWidths.img.find((w) => w >= needed) ?? mediaWidths.img[mediaWidths.img.length - 1]!;
        expect(Number(/\/(\d+)\.(?:webp|jpg)$/.exec(chosen)?.[1]), `${where}: ${Math.round(shown)} px drawn, ${chosen}`).toBe(fits);
      });
    }
  });
});
