/**
 * The studio never loses work to an upload (docs/catalogue.md "Uploads: progress, cancel,
 * publish"): rows added while a colour's photo is still on its way up stay, with their
 * photos, when it answers, also when it answers after the network came back; an upload
 * shows its file's name, its percent and Cancel; the status line counts uploads in flight;
 * Save draft and Publish say why they wait. Each photo upload is held by the test's route
 * until released, so nothing here depends on the machine's speed. Also the Catalogue list:
 * a new model first, with its photo on its card, moved by keyboard, its draft deleted.
 */
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { mediaApiPaths } from '#contract/media-uploads.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { controllingWorker } from './support/service-worker-control.ts';

test.describe.configure({ mode: 'serial' });

const server = serverForFile();

async function cameraJpeg(shade: number): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: shade, g: 90, b: 160 } } }).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Photo uploads whose file name is in `held` wait until `release(name)`; others go at once.
 * `offline(true)` cuts the network (the route sees requests before the browser's offline
 * switch fails them, so it fails them as the network would).
 */
async function holdUploads(context: BrowserContext, held: string[]) {
  const waiting = new Map<string, () => void>();
  const gates = new Map(held.map((name) => [name, new Promise<void>((resolve) => waiting.set(name, resolve))]));
  let cut = false;
  await context.route(`**${mediaApiPaths.images}`, async (route: Route) => {
    if (cut) {
      await route.abort('internetdisconnected');
      return;
    }
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    const name = held.find((n) => body.includes(`filename="${n}"`));
    if (name) await gates.get(name);
    await route.continue();
  });
  return {
    release: (name: string) => waiting.get(name)?.(),
    offline: async (off: boolean) => {
      cut = off;
      await context.setOffline(off);
    },
  };
}

async function newModel(page: Page, name: string): Promise<string> {
  await page.goto(`${server.url}/admin/manage/catalogue`);
  await page.getByRole('button', { name: 'New model' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.waitForURL(/\/admin\/manage\/catalogue\/\d+$/);
  return page.url().split('/').pop()!;
}

async function addColour(page: Page, n: number, colour: string) {
  await page.getByRole('button', { name: 'Add colour' }).click();
  await page.getByLabel(`Colour ${n} name`, { exact: true }).fill(colour);
}

const colourPhoto = (page: Page, n: number) => page.getByRole('img', { name: `Photo of colour ${n}` });

interface SavedDraft { draft: { colours: { name: string; photo: string }[] } }

async function serverColours(page: Page, modelId: string) {
  const view = (await (await page.request.get(`${server.url}/api/admin/catalogue/${modelId}`)).json()) as SavedDraft;
  return view.draft.colours;
}

test('768x1024: two colours added while the first colour\'s photo uploads all stay, with their photos, after save and reload; also when the photo goes up after the network is back', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await logIn(page, server.url);
  const modelId = await newModel(page, 'Upload Test 110');
  await controllingWorker(page, { reloadIfMissed: true });
  await page.reload();
  const bar = page.getByRole('region', { name: 'Draft and publishing' }).locator('.studio-bar-state');
  const uploads = await holdUploads(context, ['red.jpg', 'grey.jpg']);

  await addColour(page, 1, 'Pearl Red');
  await page.getByLabel('Photo of colour 1').setInputFiles({ name: 'red.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(200) });
  await expect(bar).toContainText('1 photo uploading.');
  await expect(page.getByText(/^Uploading red\.jpg: \d{1,3}%$/)).toBeVisible();

  // The next colours, at human pace, while the first photo is still on its way.
  await addColour(page, 2, 'Matte Black');
  await page.getByLabel('Photo of colour 2').setInputFiles({ name: 'black.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(20) });
  await expect(colourPhoto(page, 2)).toBeVisible();
  await addColour(page, 3, 'Sports Blue');
  await page.getByLabel('Photo of colour 3').setInputFiles({ name: 'blue.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(60) });

  uploads.release('red.jpg');
  await expect(bar).not.toContainText('uploading', { timeout: 120_000 });
  for (const [i, colour] of ['Pearl Red', 'Matte Black', 'Sports Blue'].entries()) {
    await expect(page.getByLabel(`Colour ${i + 1} name`, { exact: true })).toHaveValue(colour);
    await expect(colourPhoto(page, i + 1)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  let saved = await serverColours(page, modelId);
  expect(saved.map((c) => c.name)).toEqual(['Pearl Red', 'Matte Black', 'Sports Blue']);
  for (const c of saved) expect(c.photo).toMatch(/^\/media\//);
  const photosBefore = saved.map((c) => c.photo);
  await page.reload();
  for (const [i, colour] of ['Pearl Red', 'Matte Black', 'Sports Blue'].entries()) {
    await expect(page.getByLabel(`Colour ${i + 1} name`, { exact: true })).toHaveValue(colour);
    await expect(colourPhoto(page, i + 1)).toBeVisible();
  }

  // With no signal: a fourth colour's photo waits on the tablet; a fifth colour is added
  // meanwhile. Back online the photo goes up (held, then released), and nothing is lost.
  await uploads.offline(true);
  await addColour(page, 4, 'Silver');
  await page.getByLabel('Photo of colour 4').setInputFiles({ name: 'grey.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(140) });
  await expect(page.getByText('No network: the photo is kept on this tablet')).toBeVisible();
  await addColour(page, 5, 'Candy Green');
  await uploads.offline(false);
  await expect(bar).toContainText('1 photo uploading.');
  await addColour(page, 6, 'Sunset Orange');
  uploads.release('grey.jpg');
  await expect(bar).not.toContainText('uploading', { timeout: 120_000 });
  const names = ['Pearl Red', 'Matte Black', 'Sports Blue', 'Silver', 'Candy Green', 'Sunset Orange'];
  for (const [i, colour] of names.entries()) await expect(page.getByLabel(`Colour ${i + 1} name`, { exact: true })).toHaveValue(colour);
  await expect(colourPhoto(page, 4)).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  saved = await serverColours(page, modelId);
  expect(saved.map((c) => c.name)).toEqual(names);
  expect(saved.slice(0, 3).map((c) => c.photo)).toEqual(photosBefore);
  expect(saved[3]!.photo).toMatch(/^\/media\//);
  expect(saved.slice(4).map((c) => c.photo)).toEqual(['', '']);
});

test('1024x768: uploads show their name, percent and Cancel; the status line counts them; Save draft and Publish say why they wait', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await logIn(page, server.url);
  const modelId = await newModel(page, 'Upload Test 125');
  const bar = page.getByRole('region', { name: 'Draft and publishing' }).locator('.studio-bar-state');
  const uploads = await holdUploads(context, ['front.jpg', 'side.jpg']);

  await page.getByLabel('Main photo').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(100) });
  await addColour(page, 1, 'Pearl Red');
  await page.getByLabel('Photo of colour 1').setInputFiles({ name: 'side.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(180) });
  await expect(bar).toContainText('2 photos uploading.');
  await expect(bar).not.toContainText('Nothing waiting');
  await expect(page.getByText(/^Uploading front\.jpg: \d{1,3}%$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'side.jpg uploaded' })).toBeVisible();
  await audit(page, 'model editor with two uploads in flight');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert')).toHaveText('2 photos uploading: Save draft again once they show, or cancel them.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('alert')).toHaveText('2 photos uploading: Publish again once they show, or cancel them.');

  // Cancel one: it leaves the count and the draft; the other goes on.
  await page.getByRole('button', { name: 'Cancel uploading side.jpg' }).click();
  await expect(bar).toContainText('1 photo uploading.');
  await expect(page.getByText('Upload cancelled: the photo was not added.')).toBeVisible();
  await expect(colourPhoto(page, 1)).toHaveCount(0);
  uploads.release('front.jpg');
  await expect(bar).not.toContainText('uploading', { timeout: 120_000 });
  await expect(page.getByRole('img', { name: 'Main photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(bar).toContainText('Draft saved; not published yet.');
  const view = (await (await page.request.get(`${server.url}/api/admin/catalogue/${modelId}`)).json()) as { draft: { photos: { main: string }; colours: { photo: string }[] } };
  expect(view.draft.photos.main).toMatch(/^\/media\//);
  expect(view.draft.colours[0]!.photo).toBe('');
});

test('390, 768 and 1024 wide: a new model comes first with its photo on its card, moves by keyboard, and its draft is deleted after a confirmation naming it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await logIn(page, server.url);
  await newModel(page, 'Order Test 150');
  await page.getByLabel('Main photo').setInputFiles({ name: 'studio.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(90) });
  await expect(page.getByRole('img', { name: 'Main photo' })).toBeVisible();
  const state = page.getByRole('region', { name: 'Draft and publishing' }).locator('.studio-bar-state');
  await expect(state).not.toContainText('uploading', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  await page.goto(`${server.url}/admin/manage/catalogue`);
  const cards = page.locator('.studio-card');
  await expect(cards.first().getByRole('heading')).toHaveText('Order Test 150');
  for (const [width, height] of [[390, 844], [768, 1024], [1024, 768]] as const) {
    await page.setViewportSize({ width, height });
    const picture = cards.first().locator('img');
    await expect(picture).toBeVisible();
    // The photo keeps the card's picture column: no wider than it, the card no wider than the screen.
    const box = (await picture.boundingBox())!;
    const card = (await cards.first().boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(width <= 560 ? 81 : 121);
    expect(card.x + card.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The text and the buttons never lie over each other (a two-column list at 1024 once squeezed the text under them).
    const text = (await cards.first().locator('.studio-card-text').boundingBox())!;
    const edit = (await cards.first().getByRole('link', { name: 'Edit Order Test 150' }).boundingBox())!;
    expect(text.y + text.height <= edit.y || text.x + text.width <= edit.x).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`catalogue-list-${width}.png`), fullPage: false });
  }
  await audit(page, 'catalogue list with a photo and the order arrows');

  // By keyboard: the arrow keeps the focus as its card moves.
  const second = await cards.nth(1).getByRole('heading').textContent();
  await page.getByRole('button', { name: 'Move Order Test 150 down' }).focus();
  await page.keyboard.press('Enter');
  await expect(cards.nth(1).getByRole('heading')).toHaveText('Order Test 150');
  await expect(cards.first().getByRole('heading')).toHaveText(second!);
  await expect(page.getByRole('button', { name: 'Move Order Test 150 down' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Move Order Test 150 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards.first().getByRole('heading')).toHaveText('Order Test 150');
  await expect(page.getByRole('button', { name: 'Move Order Test 150 up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move Order Test 150 down' })).toBeFocused();

  await page.getByRole('link', { name: 'Edit Order Test 150' }).click();
  await page.getByRole('button', { name: 'Delete draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the draft Order Test 150?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete draft' }).click();
  await page.waitForURL(/\/admin\/manage\/catalogue$/);
  await expect(page.getByRole('status').filter({ hasText: 'Draft deleted: Order Test 150' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Order Test 150' })).toHaveCount(0);
});
