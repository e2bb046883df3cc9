/**
 * The app's HTML names the opened landing screen's chunks (server/http/screen-preloads.ts):
 * the browser fetches them beside the main script instead of after it (this build has no
 * render module, so no screen is drawn: tests/api/http-screen-render.test.ts). Chunk names come
 * from the build manifest; what index.html loads already is not repeated. The listings and
 * the detail page also name their main picture, read from the catalogue as the screens read it.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BikeDetail, Vehicle } from '#contract/catalogue-types.ts';
import { pictureSizes } from '#contract/media.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'dealer-dist-hints-'));
const builtHtml = '<!doctype html><html><head><title>GT Wheelers</title><script type="module" crossorigin src="/assets/index-aa11.js"></script></head><body><div id="root"></div></body></html>\n';
/** index.html as a page goes out: in the visit's language (English here), said in the HTML itself. */
const indexHtml = builtHtml.replace('<html>', '<html lang="en" dir="ltr">');
const manifest = {
  'index.html': { file: 'assets/index-aa11.js', src: 'index.html', isEntry: true, imports: ['_react-bb22.js'] },
  '_react-bb22.js': { file: 'assets/react-bb22.js' },
  '_api-cc33.js': { file: 'assets/api-cc33.js', imports: ['_react-bb22.js'] },
  'src/site/home-page.tsx': { file: 'assets/home-page-dd44.js', src: 'src/site/home-page.tsx', isDynamicEntry: true, imports: ['_api-cc33.js', '_react-bb22.js'], css: ['assets/home-page-ee55.css'] },
  'src/catalogue/bike-detail-page.tsx': { file: 'assets/bike-detail-page-ff66.js', src: 'src/catalogue/bike-detail-page.tsx', isDynamicEntry: true, imports: ['_api-cc33.js'] },
  'src/catalogue/bikes-page.tsx': { file: 'assets/bikes-page-a1.js', src: 'src/catalogue/bikes-page.tsx', isDynamicEntry: true },
  'src/catalogue/scooters-page.tsx': { file: 'assets/scooters-page-a2.js', src: 'src/catalogue/scooters-page.tsx', isDynamicEntry: true },
  'src/catalogue/ev-page.tsx': { file: 'assets/ev-page-a3.js', src: 'src/catalogue/ev-page.tsx', isDynamicEntry: true },
};
let app: TestApp;
/** With the seeded catalogue, for the pictures. */
let seeded: TestApp;

beforeAll(async () => {
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), builtHtml);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  app = await startTestApp({ seed: false, config: { distDir: dist } });
  seeded = await startTestApp({ config: { distDir: dist } });
});
afterAll(async () => {
  await app?.close();
  await seeded?.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const page = async (path: string, from: TestApp = app) => {
  const res = await from.fetch(path, { headers: html });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  return res.text();
};

describe('landing screens', () => {
  it('the home page preloads its chunk and the chunks it imports and applies its stylesheet, nothing the entry loads', async () => {
    const body = await page('/');
    expect(body).toBe(
      indexHtml.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/home-page-dd44.js"><link rel="modulepreload" crossorigin href="/assets/api-cc33.js"><link rel="stylesheet" crossorigin href="/assets/home-page-ee55.css"></head>',
      ),
    );
  });

  it('a bike detail page preloads the detail chunk and the read of the bike in its query, as the app makes it', async () => {
    const body = await page('/view-details?bike=Shine%20100');
    expect(body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/bike-detail-page-ff66.js"><link rel="modulepreload" crossorigin href="/assets/api-cc33.js">' +
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/bikeView/Shine%20100"></head>',
    );
    expect(body).not.toContain('home-page');
    // Without a bike the screen reads the spec's default name.
    expect(await page('/view-details')).toContain('href="/api/bikeView/Unknown"></head>');
  });

  it('other routes, and landing screens missing from the manifest, get index.html as built', async () => {
    for (const path of ['/finance', '/about', '/no/such/page']) expect(await page(path)).toBe(indexHtml);
  });

  it('a new build is read again', async () => {
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ ...manifest, 'src/site/about-page.tsx': { file: 'assets/about-page-9999.js', src: 'src/site/about-page.tsx' } }));
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, 'index.html'), later, later);
    expect(await page('/about')).toContain('<link rel="modulepreload" crossorigin href="/assets/about-page-9999.js"></head>');
  });
});

describe('main pictures of landing screens', () => {
  const imageHint = (href: string) => `<link rel="preload" as="image" fetchpriority="high" href="${href}">`;
  const read = async <T>(path: string) => (await (await seeded.fetch(path)).json()) as T;

  it("each listing names its first card's picture, as the card draws it", async () => {
    for (const [path, api] of [['/motorcycle', '/api/bikes'], ['/scooters', '/api/scooters'], ['/ev', '/api/ev']] as const) {
      const [first] = await read<Vehicle[]>(api);
      const expected = first!.image || first!.bikeIcon;
      expect(expected, path).toMatch(/^\/media\//);
      expect(await page(path, seeded), path).toContain(`${imageHint(expected)}<link rel="preload" as="fetch" crossorigin="use-credentials" href="${api}"></head>`);
    }
  });

  it("the detail page names the bike's overview picture; an unknown bike, none", async () => {
    const detail = await read<BikeDetail>('/api/bikeView/Shine100');
    expect(await page('/view-details?bike=Shine100', seeded)).toContain(imageHint(detail.image));
    const unknown = await page('/view-details?bike=NoSuchBike', seeded);
    expect(unknown).not.toContain('as="image"');
    expect(unknown).toContain('href="/api/bikeView/NoSuchBike"></head>');
  });

  it('an uploaded photo is preloaded as its <picture> picks it: the WebP widths for the screen\'s sizes', async () => {
    const key = '0123456789abcdef01234567';
    const uploaded = `/media/img/${key}/1200.jpg`;
    const [first] = await read<Vehicle[]>('/api/bikes');
    await seeded.db.query('UPDATE models SET image = $1 WHERE id = $2', [uploaded, first!.id]);
    try {
      const webp = [320, 480, 768, 1200].map((w) => `/media/img/${key}/${w}.webp ${w}w`).join(', ');
      const hint = (sizes: string) => `<link rel="preload" as="image" fetchpriority="high" type="image/webp" imagesrcset="${webp}" imagesizes="${sizes}">`;
      const detail = await page(`/view-details?bike=${first!.bikeName}`, seeded);
      expect(detail).toContain(hint(pictureSizes.detail));
      expect(await page('/motorcycle', seeded)).toContain(hint(pictureSizes.card));
      expect(detail).not.toContain(`href="${uploaded}"`);
    } finally {
      await seeded.db.query('UPDATE models SET image = $1 WHERE id = $2', [first!.image, first!.id]);
    }
  });

  it('other pages name no picture, and the page goes out when the database cannot be read', async () => {
    for (const path of ['/', '/about', '/finance']) expect(await page(path, seeded)).not.toContain('as="image"');
    const broken = await startTestApp({ config: { distDir: dist } });
    await broken.db.close();
    try {
      const body = await page('/motorcycle', broken);
      expect(body).not.toContain('as="image"');
      expect(body).toContain('<link rel="modulepreload"');
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});
