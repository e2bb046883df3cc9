/**
 * Manage > Catalogue on a showroom tablet (docs/catalogue.md): a model made in the studio
 * with two variants, two colours, specifications and a 36-frame 360 view, previewed and
 * published, then seen on a 390 px phone (listing, detail, Colours tab, 360 view, the
 * test ride's colour list); axe on every screen.
 *
 * Pictures are chosen from the seeded catalogue's files: uploading new ones goes through
 * the photo pipeline's own routes and tests.
 */
import { expect, test, type Page } from '@playwright/test';
import { mediaApiPaths } from '#contract/media-uploads.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { controllingWorker } from './support/service-worker-control.ts';

test.describe.configure({ mode: 'serial' });

const server = serverForFile();
const name = 'Studio Test 125';
const key = 'StudioTest125';

/** A seeded model's pictures, as a dealer would have uploaded them. */
async function seededPictures(page: Page): Promise<{ main: string; colours: string[]; frames: string[] }> {
  const bikes = (await (await page.request.get(`${server.url}/api/bikes`)).json()) as { bikeName: string; image: string }[];
  const seeded = bikes[0]!;
  const colours = (await (await page.request.get(`${server.url}/api/bikeColours/${seeded.bikeName}`)).json()) as { image: string }[];
  const frames = (await (await page.request.get(`${server.url}/api/360Images/${seeded.bikeName}`)).json()) as { images: string }[];
  return { main: seeded.image, colours: colours.map((c) => c.image), frames: frames.map((f) => f.images) };
}

async function fill(page: Page, label: string, value: string, nth = 0) {
  await page.getByLabel(label, { exact: true }).nth(nth).fill(value);
}

test('768x1024: make a model, preview and publish it; a phone sees it at once', async ({ page, browser }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/catalogue`);
  await expect(page.getByRole('heading', { name: 'Manage Catalogue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Shine 100' })).toBeVisible();
  await audit(page, 'catalogue list');

  await page.getByRole('button', { name: 'New model' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.waitForURL(/\/admin\/manage\/catalogue\/\d+$/);
  const modelId = page.url().split('/').pop()!;

  await fill(page, 'Brand', 'Honda');
  await fill(page, 'Engine', '123.94 cc');
  await fill(page, 'Power', '8.04 kW');
  await fill(page, 'Transmission', '5-speed');
  await fill(page, 'Short description', 'Made in the studio for the showroom floor.');
  for (const [i, [variant, price]] of [['Drum', '81500'], ['Disc', '86,000']].entries()) {
    await page.getByRole('button', { name: 'Add variant' }).click();
    await fill(page, `Variant ${i + 1} name`, variant!);
    await page.getByLabel('Ex-showroom price (₹)').nth(i).fill(price!);
  }
  for (const [i, colour] of ['Studio Blue', 'Studio Silver'].entries()) {
    await page.getByRole('button', { name: 'Add colour' }).click();
    await fill(page, `Colour ${i + 1} name`, colour);
  }
  await page.getByRole('button', { name: 'Add Body Dimensions row' }).click();
  await fill(page, 'Label', 'Kerb weight');
  await fill(page, 'Value', '117 kg');

  // A price with a comma is refused at its field, in words, and nothing is published.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert')).toContainText('Variant 2: Enter the ex-showroom price');
  await expect(page.locator('#err-variants\\.1\\.price')).toBeVisible();
  await page.getByLabel('Ex-showroom price (₹)').nth(1).fill('86000');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  // The pictures, as uploaded ones (the upload screens are the photo pipeline's).
  const pictures = await seededPictures(page);
  const csrf = await page.evaluate(() => localStorage.getItem('adminToken') ?? '');
  const view = (await (await page.request.get(`${server.url}/api/admin/catalogue/${modelId}`)).json()) as { draft: Record<string, unknown> & { colours: { photo: string }[] } };
  const withPictures = {
    ...view.draft,
    photos: { main: pictures.main, more: [] },
    colours: view.draft.colours.map((c, i) => ({ ...c, photo: pictures.colours[i] })),
    frames: pictures.frames.slice(0, 36),
  };
  const put = await page.request.put(`${server.url}/api/admin/catalogue/${modelId}`, { data: withPictures, headers: { 'X-CSRF-Token': csrf } });
  expect(put.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Main photo' })).toBeVisible();
  await expect(page.getByRole('slider', { name: `360 view of ${name}` })).toHaveAttribute('aria-valuemax', '36');
  await audit(page, 'model editor (portrait)');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByText('Start from ₹ 81,500/-')).toBeVisible();
  await expect(preview.getByText('Studio Silver')).toBeVisible();
  await expect(preview.getByRole('row', { name: 'Kerb weight 117 kg' })).toBeVisible();
  await audit(page, 'model preview');
  await preview.getByRole('button', { name: /close/i }).first().click();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Visitors see it at once');
  await audit(page, 'publish confirmation');
  await page.getByRole('button', { name: 'Publish now' }).click();
  const result = page.locator('.studio-result');
  await expect(result).toContainText('Published: visitors see it now');
  await expect(result).toContainText(`New motorcycle: ${name}`);
  await expect(page.locator('.studio-state')).toHaveText('Published');

  // A phone sees it at once: listing, detail, Colours tab, 360 view, the test ride's colours.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const visitor = await phone.newPage();
  await visitor.goto(`${server.url}/motorcycle`);
  const card = visitor.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('₹81,500');
  await visitor.goto(`${server.url}/view-details?bike=${key}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await visitor.getByRole('tab', { name: 'COLOURS' }).click();
  await expect(visitor.getByRole('button', { name: 'Studio Blue' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Studio Silver' })).toBeVisible();
  await visitor.getByRole('tab', { name }).click();
  await visitor.getByRole('button', { name: 'BOOK TEST RIDE' }).click();
  await visitor.waitForURL((url) => url.pathname === '/text-ride-booking' && url.searchParams.get('bike') === key);
  const colour = visitor.getByLabel('Colour');
  await expect(colour.locator('option', { hasText: 'Studio Silver' })).toHaveCount(1);
  await expect(colour.locator('option')).toHaveText(['Select colour', 'Studio Blue', 'Studio Silver']);
  await visitor.goto(`${server.url}/angle-view?bike=${key}`);
  await expect(visitor.getByRole('slider', { name: /360 degree view/ })).toHaveAttribute('aria-valuemax', '36');
  await phone.close();
});

/** A real phone-camera-like JPEG, made here so the upload goes through the photo pipeline. */
async function cameraJpeg(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg({ quality: 80 }).toBuffer();
}

test('1024x768: with no signal the half-made model and its chosen photo survive a reload; saving and publishing say the network is missing', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/catalogue`);
  await page.getByRole('button', { name: 'New model' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Offline Draft 150');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.waitForURL(/\/admin\/manage\/catalogue\/\d+$/);
  const editorUrl = page.url();
  const modelId = editorUrl.split('/').pop()!;
  // The service worker keeps the admin app's files once they were loaded with it in control,
  // so the editor itself opens again with no network.
  await controllingWorker(page, { reloadIfMissed: true });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Offline Draft 150' })).toBeVisible();

  await context.setOffline(true);
  await fill(page, 'Brand', 'Hero');
  await fill(page, 'Short description', 'Typed in the showroom with no signal.');
  await page.getByLabel('Main photo').setInputFiles({ name: 'main.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg() });
  await expect(page.getByText('No network: the photo is kept on this tablet')).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert')).toHaveText('No network: your changes are kept on this tablet. Save draft again when you are back online.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('No network: this needs the internet.');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('alert')).toHaveText('No network: publishing needs the internet. Your changes are kept on this tablet.');

  // A reload with no network: everything typed and the chosen photo are still there.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Short description', exact: true })).toHaveValue('Typed in the showroom with no signal.');
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('Hero');
  await expect(page.getByText('Changes kept on this tablet, not yet on the server.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Main photo' })).toBeVisible();
  await expect(page.getByText('Waiting for the network to upload this photo.')).toBeVisible();
  await audit(page, 'model editor offline (landscape)');

  // The list, read online at the start, opens offline from this tablet's copy and says so;
  // a new model needs the server.
  await page.goto(`${server.url}/admin/manage/catalogue`);
  await expect(page.getByRole('status').filter({ hasText: /^No network: showing the list saved on this tablet at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m\.$/ })).toBeVisible();
  for (const model of ['Shine 100', name]) await expect(page.getByRole('link', { name: `Edit ${model}` })).toBeVisible();
  await audit(page, 'catalogue list offline (landscape)');
  await page.getByRole('button', { name: 'New model' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Offline Model 200');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('dialog')).toContainText('No network: making a new model needs the internet.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.goto(editorUrl);
  await expect(page.getByText('Waiting for the network to upload this photo.')).toBeVisible();

  // Back online: the photo uploads by itself, and Save draft sends the rest. On a slow line
  // the upload takes a while: Save draft and Publish pressed meanwhile wait for the photo
  // rather than store the model without it.
  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await context.route(`**${mediaApiPaths.images}`, async (route) => {
    await uploadHeld;
    await route.continue();
  });
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Draft and publishing' }).locator('.studio-bar-state')).toContainText('1 photo uploading.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert')).toHaveText('1 photo uploading: Save draft again once it shows, or cancel it.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('alert')).toHaveText('1 photo uploading: Publish again once it shows, or cancel it.');
  releaseUpload();
  await expect(page.getByRole('region', { name: 'Draft and publishing' }).locator('.studio-bar-state')).not.toContainText('uploading', { timeout: 20_000 });
  await expect(page.getByText('Waiting for the network to upload this photo.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  const saved = (await (await page.request.get(`${server.url}/api/admin/catalogue/${modelId}`)).json()) as { draft: { brand: string; description: string; photos: { main: string } } };
  expect(saved.draft.brand).toBe('Hero');
  expect(saved.draft.description).toBe('Typed in the showroom with no signal.');
  expect(saved.draft.photos.main).toMatch(/^\/media\//);
});

test('768x1024: export the catalogue to one file and import it back after saying what it replaces; a wrong file is refused in words', async ({ page }) => {
  // For a hang only: the whole seeded catalogue is read twice (the question, then the import) and stored.
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/manage/catalogue`);
  const panel = page.getByRole('region', { name: 'Export and import' });
  await expect(panel).toBeVisible();
  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Export catalogue' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = await download.path();

  const input = panel.getByLabel('Import catalogue');
  await input.setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
  await expect(panel.getByRole('alert')).toHaveText('This file is not a catalogue export: choose the .zip file that Export catalogue made');

  // It asks first, naming what it would replace (the file holds this catalogue: every model).
  const latestImport = async () => ((await (await page.request.get(`${server.url}/api/admin/catalogue-import`)).json()) as { job: unknown }).job;
  const before = await latestImport();
  await input.setInputFiles(zipPath);
  const question = panel.getByRole('group', { name: /^This will replace \d+ models: .*Shine 100/ });
  await expect(question).toBeVisible({ timeout: 60_000 });
  await audit(page, 'the import asking before it replaces anything');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(panel.getByRole('status').filter({ hasText: /^Imported/ })).toHaveCount(0);
  expect(await latestImport()).toEqual(before);

  await input.setInputFiles(zipPath);
  await question.getByRole('button', { name: 'Import' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /^Imported \d+ models and 0 files; replaced .*Shine 100/ })).toBeVisible({ timeout: 240_000 });
  await expect(page.getByRole('link', { name: 'Edit Shine 100' })).toBeVisible();
  await audit(page, 'catalogue list after an import');
});
