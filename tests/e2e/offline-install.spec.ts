/**
 * docs/offline.md: the app is installable. Chromium must find the manifest with its
 * icons, a service worker controlling the page, and report no installability errors.
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { fullChromiumLaunchOptions } from './support/chromium.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { site } from '#contract/site.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { controllingWorker, serviceWorkerState } from './support/service-worker-control.ts';

let server: RunningServer;
// Each test waits for a service worker to install (support/service-worker-control.ts
// bounds that at 150 s), the new-version test for two: the bound catches a hang only. Alone
// on a quiet machine they take 5-11 s, under four CPU-bound processes about 30 s, and on a
// day CI's machine ran three times slower the new-version test ran out of 90 s.
test.describe.configure({ timeout: 300_000 });
// A copy of the build, so a test can deploy a new worker without touching dist/.
const distCopy = mkdtempSync(join(tmpdir(), 'dealer-dist-'));

test.beforeAll(async () => {
  // A fresh server's start on a busy machine: the bound catches a hang only (support/file-server.ts).
  test.setTimeout(240_000);
  cpSync(process.env.DIST_DIR ?? 'dist', distCopy, { recursive: true });
  server = await startServer({ env: { DIST_DIR: distCopy } });
});
test.afterAll(async () => {
  await server?.dispose();
  rmSync(distCopy, { recursive: true, force: true });
});

/**
 * A page in a browser profile on disk, removed afterwards: Chromium never offers to
 * install from an incognito context, nor from its headless shell.
 */
async function inProfileOnDisk(options: Parameters<typeof chromium.launchPersistentContext>[1], use: (page: Page) => Promise<void>) {
  const profile = mkdtempSync(join(tmpdir(), 'dealer-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...fullChromiumLaunchOptions, ...options });
  try {
    await use(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

test('the built app is an installable PWA controlled by its service worker', async () => {
  await inProfileOnDisk({}, checkInstallable);
});

test('on a touch phone the install offer arrives without moving the page', async () => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  await inProfileOnDisk(phone, async (page) => {
    // The offer comes once the worker controls the page (checkInstallable ends on it, after a reload).
    await checkInstallable(page);
    const install = page.getByRole('button', { name: 'Install app' });
    const box = await install.boundingBox();
    expect(box && box.height).toBeGreaterThanOrEqual(44);
    // It arrives a moment after the page has painted (or not at all): where the page's
    // content starts must not depend on it, with it and without it.
    const mainTop = () => page.evaluate(() => document.getElementById('main')!.getBoundingClientRect().top);
    const withOffer = await mainTop();
    await install.evaluate((button) => ((button as HTMLElement).style.display = 'none'));
    expect(await mainTop()).toBe(withOffer);
  });
});

/** What tab B asks for: a photo URL no cache holds, so the old worker fetches it. */
const tabBPhoto = '?asked-by-tab-b';

/** Deploys a new version: a changed worker file, which the page's registration then finds. */
async function deployNewVersion(page: Page) {
  appendFileSync(join(distCopy, 'sw.js'), `\n// deployed ${Date.now()}\n`);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

async function checkInstallable(page: Page) {
  await page.goto(`${server.url}/`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const manifest = await (await page.request.get(`${server.url}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({
    name: site.groupName,
    short_name: site.shortName,
    theme_color: '#c8102e',
    background_color: '#ffffff',
    display: 'standalone',
    start_url: '/',
    scope: '/',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const response = await page.request.get(`${server.url}${icon.src}`);
    expect(response.status()).toBe(200);
    const bytes = await response.body();
    // A real PNG of the announced size: the signature, then IHDR width and height.
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    const size = Number(icon.sizes.split('x')[0]);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
  }

  expect(await controllingWorker(page)).toBe(`${server.url}/sw.js`);

  const cdp = await page.context().newCDPSession(page);
  const appManifest = await cdp.send('Page.getAppManifest');
  expect(appManifest.url).toBe(`${server.url}/manifest.webmanifest`);
  expect(appManifest.errors).toEqual([]);
  const installability = await cdp.send('Page.getInstallabilityErrors');
  expect(installability.installabilityErrors).toEqual([]);

  // Chromium offers the install (beforeinstallprompt): the top bar shows our own button.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible({ timeout: 60_000 });
}

test('a new version waits until the visitor chooses Reload, then takes over, even while the catalogue is still saving', async ({ context, page }) => {
  // The first 360 frame the worker's catalogue warm-up fetches does not arrive (a slow
  // line): the warm-up is still running when the visitor chooses Reload. The browser lets
  // a new version in only once the old worker has no event running, so Reload must end
  // that warm-up first. A 360 frame, because the home page never asks for one (and the
  // warm-up saves no brochure): a held photo could be one the page asked the worker for
  // (before the warm-up reached the photos, on a slow machine), and the worker answering
  // it would stay busy for good.
  let releaseFrame!: () => void;
  const frameHeld = new Promise<void>((resolve) => (releaseFrame = resolve));
  const held: string[] = [];
  await context.route(/\/media\/.*\/frame-\d+-[0-9a-f]+\.svg$/, async (route) => {
    if (route.request().serviceWorker() && held.length === 0) {
      held.push(route.request().url());
      await frameHeld;
    }
    await route.continue().catch(() => undefined);
  });
  await page.goto(`${server.url}/`);
  expect(await controllingWorker(page)).toBe(`${server.url}/sw.js`);
  const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(firstWorker).toBe(`${server.url}/sw.js`);

  await deployNewVersion(page);

  // It installs and then waits: the page keeps its old worker until the visitor agrees.
  await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
  // Even a reload, which runs the page again from the old worker, does not let it in:
  // only the visitor's Reload does.
  await page.reload();
  await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

  // The warm-up has reached the frame and waits for it.
  await expect.poll(() => held.length, { timeout: 60_000 }).toBe(1);
  const reloaded = page.waitForEvent('load', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded.catch(async (error: Error) => {
    // Say where the handover stopped: the new version still waiting means the old worker
    // never went idle.
    throw new Error(`${error.message}\nafter Reload: ${await serviceWorkerState(page).catch(() => 'page unreadable')}`);
  });
  await expect
    .poll(() => page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
    }), { timeout: 60_000 })
    .toEqual({ waiting: false, controlled: true });
  await expect(page.getByText('A new version is available')).toHaveCount(0);
  releaseFrame();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('after Reload, a tab opened before the new version takes over starts no catalogue fill that would hold it back', async ({ context, page }) => {
  // Tab A chooses Reload. A photo tab B asked for hangs, so the old worker is still busy
  // and the new version still waits. Tab C, opened meanwhile, asks the old worker to save
  // the catalogue, as every page does at its start: a fill begun now would hold the new
  // version back as the first did. Any offline manifest the old worker asks for after
  // Reload is held, so such a fill would never end.
  const held = { frames: [] as string[], photos: [] as string[], manifests: [] as string[] };
  let holdManifests = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/media\//, async (route) => {
    const url = route.request().url();
    if (route.request().serviceWorker()) {
      // The first warm-up waits on a 360 frame (see the test above); tab B's photo hangs.
      if (url.endsWith(tabBPhoto)) held.photos.push(url);
      else if (/\/frame-\d+-[0-9a-f]+\.svg$/.test(url) && held.frames.length === 0) held.frames.push(url);
      else return route.continue().catch(() => undefined);
      await released;
    }
    await route.continue().catch(() => undefined);
  });
  await context.route(`**${apiPaths.offlineManifest}`, async (route) => {
    if (holdManifests && route.request().serviceWorker()) {
      held.manifests.push(route.request().url());
      await released;
    }
    await route.continue().catch(() => undefined);
  });
  try {
    await page.goto(`${server.url}/`);
    await controllingWorker(page);
    await deployNewVersion(page);
    await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => held.frames.length, { timeout: 60_000 }).toBe(1);

    const tabB = await context.newPage();
    await tabB.goto(`${server.url}/`);
    await expect(tabB.getByText('A new version is available')).toBeVisible({ timeout: 60_000 });
    void tabB.evaluate((url) => fetch(url).catch(() => undefined), `${held.frames[0]}${tabBPhoto}`);
    await expect.poll(() => held.photos.length, { timeout: 60_000 }).toBe(1);

    holdManifests = true;
    const reloaded = page.waitForEvent('load', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Reload' }).click();

    const tabC = await context.newPage();
    await tabC.addInitScript(() => {
      const said: string[] = ((window as Window & { workerSaid?: string[] }).workerSaid = []);
      navigator.serviceWorker.addEventListener('message', (event) => said.push((event.data as { type: string }).type));
    });
    await tabC.goto(`${server.url}/`);
    // The page has asked the old worker to warm once it offers the update (the ask goes out
    // first); a message of its own, sent after, is answered only once that ask was handled.
    await expect(tabC.getByText('A new version is available')).toBeVisible({ timeout: 60_000 });
    expect(await serviceWorkerState(tabC)).toBe('controlled (installing: none, waiting: installed, active: activated)');
    await tabC.evaluate(async () => (await navigator.serviceWorker.ready).active!.postMessage({ type: 'warm-admin' }));
    await expect
      .poll(() => tabC.evaluate(() => (window as Window & { workerSaid?: string[] }).workerSaid), { timeout: 60_000 })
      .toContain('admin-screens-saved');
    expect(held.manifests, 'offline manifests the old worker asked for after Reload').toEqual([]);

    // Tab B's photo arrives: the old worker has nothing left to do, and the new version takes over.
    release();
    await reloaded;
    await expect
      .poll(() => serviceWorkerState(page), { timeout: 60_000 })
      .toBe('controlled (installing: none, waiting: none, active: activated)');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server.url}/sw.js`);
  } finally {
    release();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test('iOS Safari gets Add-to-Home-Screen instructions once, until dismissed', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const hint = page.getByRole('note').filter({ hasText: 'Add to Home Screen' });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('Share');
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    await hint.getByRole('button', { name: 'Dismiss install instructions' }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'Add to Home Screen' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

