/**
 * The server draws the landing screens into their HTML (server/http/screen-render.ts,
 * src/ssr/render-screen.tsx): the real components with the catalogue's answers, which go
 * out beside the markup for the app to take over; the app's scripts start from a small
 * loader once the page has painted. A screen that cannot be drawn goes out as the shell.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BikeDetail, SliderImage, Vehicle } from '#contract/catalogue-types.ts';
import { firstReadsScript } from '#contract/first-reads.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const indexHtml =
  '<!doctype html><html lang="en"><head><title>GT Wheelers</title><script type="module" crossorigin src="/assets/index-aa11.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-bb22.js"><link rel="stylesheet" crossorigin href="/assets/index-cc33.css"></head>' +
  '<body><div id="root"></div></body></html>\n';
const manifest = {
  'index.html': { file: 'assets/index-aa11.js', src: 'index.html', isEntry: true, imports: ['_react-bb22.js'] },
  '_react-bb22.js': { file: 'assets/react-bb22.js' },
  'src/site/home-page.tsx': { file: 'assets/home-page-dd44.js', src: 'src/site/home-page.tsx', isDynamicEntry: true, css: ['assets/home-page-ee55.css'] },
  'src/site/about-page.tsx': { file: 'assets/about-page-a0.js', src: 'src/site/about-page.tsx', isDynamicEntry: true },
  'src/catalogue/bikes-page.tsx': { file: 'assets/bikes-page-a1.js', src: 'src/catalogue/bikes-page.tsx', isDynamicEntry: true },
  'src/catalogue/bike-detail-page.tsx': { file: 'assets/bike-detail-page-ff66.js', src: 'src/catalogue/bike-detail-page.tsx', isDynamicEntry: true },
};
const renderSource = resolve(import.meta.dirname, '../../src/ssr/render-screen.tsx');
// The screens these tests draw, loaded with the render module, before any drawing is
// timed. The built module's chunks load from disk in milliseconds; from the sources, a
// screen's first drawing also compiles its code, which on a slowed machine took longer
// than the 2 s a drawing may take, and the page went out as the shell.
const drawnScreens = ['../../src/site/home-page.tsx', '../../src/catalogue/bikes-page.tsx', '../../src/catalogue/bike-detail-page.tsx'];
const realRenderModule = [
  ...drawnScreens.map((screen) => `import ${JSON.stringify(resolve(import.meta.dirname, screen))};`),
  `export { renderScreen } from ${JSON.stringify(renderSource)};`,
].join('\n');

/** A built front end whose render module is the real one (or, with `module`, the given text). */
function distWith(module = `${realRenderModule}\n`): string {
  const dist = mkdtempSync(join(tmpdir(), 'dealer-dist-render-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, '.ssr'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, '.ssr', 'render-screen.js'), module);
  return dist;
}

const dists: string[] = [];
let app: TestApp;

beforeAll(async () => {
  dists.push(distWith());
  app = await startTestApp({ config: { distDir: dists[0]! } });
});
afterAll(async () => {
  await app?.close();
  for (const dist of dists) rmSync(dist, { recursive: true, force: true });
});

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const page = async (path: string, from: TestApp = app) => {
  const res = await from.fetch(path, { headers: html });
  expect(res.status).toBe(200);
  return res.text();
};
const read = async <T>(path: string) => (await (await app.fetch(path)).json()) as T;
/** The markup inside #root. */
const rootOf = (body: string) => body.slice(body.indexOf('<div id="root">') + 15, body.indexOf('</div><script type="application/json"'));

describe('drawn landing screens', () => {
  it('the bikes listing holds every model and the answer it was drawn from', async () => {
    const bikes = await read<Vehicle[]>('/api/bikes');
    const body = await page('/motorcycle');
    const root = rootOf(body);
    expect(root).toContain('<h1 class="page-title">Motorcycles</h1>');
    expect(root.match(/<article class="card model-card"/g)).toHaveLength(bikes.length);
    expect(root).toContain(`<h2 id="model-${bikes[0]!.id}" class="model-card-name">${bikes[0]!.name}</h2>`);
    expect(root).not.toContain('Loading');
    // With the dealer's details the frame shows (src/lib/site-settings).
    expect(body).toContain(firstReadsScript({ '/api/site': await read('/api/site'), '/api/bikes': bikes }));
    // Drawn from its answer, the page does not also preload the read.
    expect(body).not.toContain('as="fetch"');
  });

  it('the home page holds the slides and three models of each type; the detail page its bike and variants', async () => {
    const [images, bikes, scooters, ev] = await Promise.all([
      read<SliderImage[]>('/api/images'), read<Vehicle[]>('/api/bikes'), read<Vehicle[]>('/api/scooters'), read<Vehicle[]>('/api/ev'),
    ]);
    const home = await page('/');
    expect(rootOf(home)).toContain('Welcome to');
    expect(rootOf(home).match(/class="card home-model"/g)).toHaveLength([bikes, scooters, ev].reduce((n, list) => n + Math.min(3, list.length), 0));
    const site = await read('/api/site');
    expect(home).toContain(firstReadsScript({ '/api/site': site, '/api/images': images, '/api/bikes': bikes, '/api/scooters': scooters, '/api/ev': ev }));

    const detail = await read<BikeDetail>('/api/bikeView/Shine100');
    const variants = await read<unknown[]>('/api/variants/Shine100');
    const body = await page('/view-details?bike=Shine100');
    expect(rootOf(body)).toContain(`<h1 class="page-title">${detail.name}</h1>`);
    expect(body).toContain(firstReadsScript({ '/api/site': site, '/api/bikeView/Shine100': detail, '/api/variants/Shine100': variants }));
  });

  it('draws in the language the address, the cookie or the browser asks for, and remembers an address\'s', async () => {
    const hindi = await app.fetch('/motorcycle?lang=hi', { headers: html });
    expect(hindi.headers.get('set-cookie')).toMatch(/^lang=hi; path=\/; /);
    expect(hindi.headers.get('vary')).toMatch(/Accept-Language/);
    const body = await hindi.text();
    expect(body).toContain('<html lang="hi" dir="ltr">');
    expect(rootOf(body)).toContain('<h1 class="page-title">मोटरसाइकिल</h1>');
    expect(rootOf(await (await app.fetch('/motorcycle', { headers: { ...html, Cookie: 'lang=hi' } })).text())).toContain('मोटरसाइकिल');
    expect(rootOf(await (await app.fetch('/motorcycle', { headers: { ...html, 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' } })).text())).toContain('मोटरसाइकिल');
    // The address wins over the cookie; an unknown language is English.
    expect(rootOf(await (await app.fetch('/motorcycle?lang=en', { headers: { ...html, Cookie: 'lang=hi' } })).text())).toContain('>Motorcycles<');
    expect(await (await app.fetch('/motorcycle?lang=fr', { headers: { ...html, 'Accept-Language': 'fr' } })).text()).toContain('<html lang="en" dir="ltr">');
  });

  it('says the page\'s language in the HTML on a reload or a direct link, before any script runs', async () => {
    // A Hindi visitor's remembered choice (the cookie, no ?lang=) on a drawn and an undrawn page.
    for (const path of ['/motorcycle', '/finance', '/track']) {
      const body = await (await app.fetch(path, { headers: { ...html, Cookie: 'lang=hi' } })).text();
      expect(body.slice(0, body.indexOf('<head>')), path).toBe('<!doctype html><html lang="hi" dir="ltr">');
    }
    // The admin panel is in English, whatever the visitor site's language.
    const admin = await (await app.fetch('/admin/dashboard', { headers: { ...html, Cookie: 'lang=hi', 'Accept-Language': 'hi' } })).text();
    expect(admin).toContain('<html lang="en" dir="ltr">');
  });

  it('the scripts start from the loader after the first paint; the stylesheets apply at once', async () => {
    const body = await page('/');
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).toContain('<script defer src="/start-app.js" data-entry="/assets/index-aa11.js" data-chunks="/assets/react-bb22.js /assets/home-page-dd44.js"></script>');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-ee55.css">');
  });

  it('an unknown bike is drawn loading and carries no answer but the frame\'s: the device asks and shows "not found"', async () => {
    const body = await page('/view-details?bike=NoSuchBike');
    expect(rootOf(body)).toContain('Loading bike details...');
    expect(body).toContain(firstReadsScript({ '/api/site': await read('/api/site') }));
  });

  it('other pages are the shell as built in the visitor\'s language, and the render module is never served', async () => {
    expect(await page('/finance')).toBe(indexHtml.replace('<html lang="en">', '<html lang="en" dir="ltr">'));
    expect(await (await app.fetch('/finance?lang=hi', { headers: html })).text()).toBe(indexHtml.replace('<html lang="en">', '<html lang="hi" dir="ltr">'));
    const res = await app.fetch('/.ssr/render-screen.js');
    expect(await res.text()).not.toContain('renderScreen');
  });
});

describe('a screen that cannot be drawn', () => {
  it('goes out as the shell with its hints when the render module fails, never answers or is missing', async () => {
    const failing = distWith('export async function renderScreen() { throw new Error("cannot draw"); }\n');
    // Ignores the signal it is given: the page must not wait for it beyond the time allowed.
    const silent = distWith('export function renderScreen() { return new Promise(() => {}); }\n');
    const missing = distWith();
    rmSync(join(missing, '.ssr'), { recursive: true });
    dists.push(failing, silent, missing);
    for (const dist of [failing, silent, missing]) {
      const other = await startTestApp({ config: { distDir: dist } });
      try {
        const body = await page('/motorcycle', other);
        expect(body).toContain('<div id="root"></div>');
        expect(body).toContain('<script type="module" crossorigin src="/assets/index-aa11.js">');
        expect(body).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/bikes">');
        expect(body).not.toContain('first-reads');
      } finally {
        await other.close();
      }
    }
  });
});

describe('answers in the page', () => {
  it('cannot end their script element early', () => {
    const text = firstReadsScript({ '/api/bikes': [{ name: '</script><script>alert(1)</script> <!-- \u2028' }] });
    expect(text.match(/<\/script>/g)).toHaveLength(1);
    expect(text).not.toContain('<!--');
    const json = text.slice(text.indexOf('>') + 1, text.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ '/api/bikes': [{ name: '</script><script>alert(1)</script> <!-- \u2028' }] });
  });
});
