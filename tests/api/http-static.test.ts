/**
 * The built PWA served with the API (server/http/static.ts): hashed assets cached for a
 * year, everything else revalidated, app routes (requirements 2.1) answered with index.html while
 * the same paths' POSTs stay API submissions, and a clear page when nothing is built.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'dealer-dist-'));
const indexHtml = '<!doctype html><html><head><title>GT Wheelers</title></head><body><div id="root"></div><script type="module" src="/assets/index-3fa2c1d9.js"></script></body></html>\n';
/** index.html as a page goes out: in the visit's language (English here), said in the HTML itself. */
const servedHtml = indexHtml.replace('<html>', '<html lang="en" dir="ltr">');
let app: TestApp;
let unbuilt: TestApp;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'index-3fa2c1d9.js'), `console.log(${JSON.stringify('x'.repeat(4000))});\n`);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});\n');
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'GT Wheelers', start_url: '/' }));
  app = await startTestApp({ seed: false, config: { distDir: dist } });
  unbuilt = await startTestApp({ seed: false, config: { distDir: join(dist, 'nothing-here') } });
});
afterAll(async () => {
  await app?.close();
  await unbuilt?.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('files', () => {
  it('serves / as index.html, revalidated', async () => {
    const res = await app.fetch('/', { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(servedHtml);
  });

  it('caches hashed assets for a year, compressed', async () => {
    const res = await app.fetch('/assets/index-3fa2c1d9.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('console.log');
  });

  it('revalidates sw.js and the manifest', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
      const res = await app.fetch(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await app.fetch('/manifest.webmanifest')).headers.get('content-type')).toMatch(/manifest\+json/);
  });

  it('answers HEAD without a body', async () => {
    const res = await app.fetch('/assets/index-3fa2c1d9.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('never serves files outside dist', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await app.fetch(path, { headers: html });
      const text = await res.text();
      expect(text).not.toContain('"dependencies"');
    }
  });

  it('answers 404 for a missing asset rather than index.html', async () => {
    const res = await app.fetch('/assets/missing-1234.js', { headers: { Accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });
});

describe('app routes', () => {
  it.each(['/finance', '/view-details', '/dealers/2', '/admin/dashboard', '/extendedWarranty', '/no/such/page'])(
    'answers GET %s with index.html',
    async (path) => {
      const res = await app.fetch(path, { headers: html });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(servedHtml);
    },
  );

  it('keeps POST /finance the finance submission', async () => {
    const res = await app.fetch('/finance', {
      method: 'POST',
      body: JSON.stringify({ name: 'Asha Verma', contact: '9811040001', model: 'shine-100' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe('Finance Enquiry Submitted Successfully!');
  });

  it('never answers /api or /media paths with index.html', async () => {
    for (const path of ['/api/nothing', '/media/nothing.svg']) {
      const res = await app.fetch(path, { headers: html });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/json/);
    }
  });
});

describe('nothing built', () => {
  it('answers a page saying to run npm run build', async () => {
    const res = await unbuilt.fetch('/finance', { headers: html });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('npm run build');
  });

  it('still serves the API', async () => {
    expect((await unbuilt.fetch('/api/bikes')).status).toBe(200);
  });
});
