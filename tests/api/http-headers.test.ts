/**
 * Security headers on every kind of response (API, media, static files, errors), HSTS
 * only over HTTPS, CORS only for configured origins, and compression of text answers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'dealer-dist-'));
const allowedOrigin = 'https://showroom.example.com';
let app: TestApp;
let mediaPath: string;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>GT Wheelers</title>\n');
  app = await startTestApp({ config: { distDir: dist, corsOrigins: [allowedOrigin] } });
  const { rows } = await app.db.query<{ path: string }>(`SELECT path FROM files WHERE visibility = 'media' ORDER BY path LIMIT 1`);
  mediaPath = rows[0]!.path;
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

const expectedCsp =
  "default-src 'self'; img-src 'self' data: blob:; frame-src https://maps.google.com https://www.google.com https://www.youtube-nocookie.com; " +
  "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; " +
  "worker-src 'self'; manifest-src 'self'";

function expectSecurityHeaders(res: Response): void {
  expect(res.headers.get('content-security-policy')).toBe(expectedCsp);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  it('are on API, media, static, SPA and error answers', async () => {
    const answers = [
      await app.fetch('/api/bikes'),
      await app.fetch(mediaPath),
      await app.fetch('/'),
      await app.fetch('/finance', { headers: { Accept: 'text/html' } }),
      await app.fetch('/api/bikeView/NoSuchBike'),
      await app.fetch('/media/nothing.svg'),
      await app.fetch('/finance', { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } }),
      await app.fetch('/contact', { method: 'POST', body: 'x', headers: { 'Content-Type': 'text/plain' } }),
      await app.fetch('/api/bikes', { method: 'DELETE' }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 404, 404, 400, 415, 405]);
    for (const res of answers) expectSecurityHeaders(res);
  });

  it('add Strict-Transport-Security only when the request came over HTTPS', async () => {
    const res = await app.fetch('/api/bikes', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await app.fetch('/api/bikes')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('CORS', () => {
  it('allows a configured origin, with credentials', async () => {
    const res = await app.fetch('/api/bikes', { headers: { Origin: allowedOrigin } });
    expect(res.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers a preflight for a submission with the Idempotency-Key and Submitted-At headers allowed', async () => {
    const res = await app.fetch('/contact', {
      method: 'OPTIONS',
      headers: { Origin: allowedOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key,submitted-at' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    // The outbox sends when the enquiry was made (docs/api-public.md).
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('submitted-at');
  });

  it('gives no CORS headers to any other origin', async () => {
    const res = await app.fetch('/api/bikes', { headers: { Origin: 'https://evil.example.net' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('compression', () => {
  it('answers a hashed asset from the copy the build compressed, and compresses one without a copy itself', async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(dist, '.compressed'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'app-c0ffee12.js'), 'export const from = "the file";\n');
    // The build's copy says something else, so the answer tells where it came from.
    writeFileSync(join(dist, '.compressed', 'app-c0ffee12.js.br'), brotliCompressSync('export const from = "the build";\n'));
    const br = await app.fetch('/assets/app-c0ffee12.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe('export const from = "the build";\n');
    // No gzip copy: compressed from the file itself.
    const gzip = await app.fetch('/assets/app-c0ffee12.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('export const from = "the file";\n');
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const res = await app.fetch('/api/offline-manifest', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(['br', 'gzip']).toContain(res.headers.get('content-encoding'));
    const body = (await res.json()) as { urls: string[] };
    expect(body.urls.length).toBeGreaterThan(10);
  });

  it('sends plain JSON to clients that do not', async () => {
    const res = await app.fetch('/api/offline-manifest', { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
