/**
 * Security headers on every kind of answer: public API JSON, admin JSON (signed in and
 * 401), validation and body-parser errors, 404/405, media, resume downloads, static HTML,
 * hashed assets and SPA routes. CSP with frame-ancestors 'none' and form-action 'self', nosniff, X-Frame-Options
 * and Referrer-Policy always; HSTS exactly when the request came over HTTPS (behind a
 * proxy: X-Forwarded-Proto: https, which the app trusts with app.proxy).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';

const dist = mkdtempSync(join(tmpdir(), 'dealer-sec-dist-'));
let app: TestApp;
let session: AdminSession;
let mediaPath: string;
let resumeUrl: string;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Dealer</title><script type="module" src="/assets/index-abc123.js"></script>\n');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);\n');
  app = await startTestApp({ config: { distDir: dist } });
  session = await signedInAdmin(app, 'sec-admin', 'Security-Password-1');
  mediaPath = (await app.db.query<{ path: string }>("SELECT path FROM files WHERE visibility = 'media' ORDER BY path LIMIT 1")).rows[0]!.path;
  const form = new FormData();
  form.append('name', 'Applicant');
  form.append('phone', '9811000011');
  form.append('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
  const submitted = await app.fetch('/api/post-career', { method: 'POST', body: form });
  expect(submitted.status).toBe(201);
  const report = await call(app, session, '/api/careerReports', { method: 'POST', json: { page: 1, limit: 10 } });
  resumeUrl = ((await report.json()) as { data: { resume_url: string }[] }).data[0]!.resume_url;
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

type Request = [label: string, path: string, init: () => RequestInit, status: number];

const requests: Request[] = [
  ['public API JSON', '/api/bikes', () => ({}), 200],
  ['public API 404', '/api/bikeView/NoSuchBike', () => ({}), 404],
  ['unknown API path', '/api/nothing-here', () => ({}), 404],
  ['method not allowed', '/api/bikes', () => ({ method: 'DELETE' }), 405],
  ['submission accepted', '/contact', () => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'A', email: 'a@b.in', contact: '9876543210', reason: 'Inquiry', message: 'Hi' }) }), 201],
  ['validation error', '/finance', () => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }), 400],
  ['malformed JSON', '/finance', () => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }), 400],
  ['wrong content type', '/finance', () => ({ method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }), 415],
  ['body too large', '/finance', () => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: 'x'.repeat(300_000) }) }), 413],
  ['admin JSON without a session', adminApiPaths.dashboard, () => ({}), 401],
  ['admin JSON signed in', adminApiPaths.dashboard, () => ({ headers: { Cookie: session.cookie } }), 200],
  ['admin validation error', '/api/financeReports', () => ({ method: 'POST', headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrf, 'Content-Type': 'application/json' }, body: '{"page":-1}' }), 400],
  ['admin change without CSRF token', adminApiPaths.price('x'), () => ({ method: 'PATCH', headers: { Cookie: session.cookie, 'Content-Type': 'application/json' }, body: '{"price":1}' }), 403],
  ['login refused', adminApiPaths.login, () => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"userId":"nobody","password":"wrong-password"}' }), 401],
  ['media file', '__media__', () => ({}), 200],
  ['media 404', '/media/nothing.png', () => ({}), 404],
  ['resume download', '__resume__', () => ({ headers: { Cookie: session.cookie } }), 200],
  ['resume without a session', '__resume__', () => ({}), 401],
  ['static HTML', '/', () => ({ headers: { Accept: 'text/html' } }), 200],
  ['SPA route', '/view-details', () => ({ headers: { Accept: 'text/html' } }), 200],
  ['hashed asset', '/assets/index-abc123.js', () => ({}), 200],
  ['missing asset', '/assets/index-missing.js', () => ({}), 404],
];

function resolve(path: string): string {
  if (path === '__media__') return mediaPath;
  if (path === '__resume__') return resumeUrl;
  return path;
}

function expectAlwaysOn(res: Response): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  // Injected markup cannot post a form (and what was typed into it) to another site.
  expect(csp).toContain("form-action 'self'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('security headers on every kind of answer', () => {
  it.each(requests)('%s (over HTTP: no HSTS)', async (_label, path, init, status) => {
    const res = await app.fetch(resolve(path), init());
    expect(res.status).toBe(status);
    expectAlwaysOn(res);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it.each(requests)('%s (over HTTPS behind a proxy: HSTS)', async (_label, path, init, status) => {
    const base = init();
    const headers = new Headers(base.headers);
    headers.set('X-Forwarded-Proto', 'https');
    const res = await app.fetch(resolve(path), { ...base, headers });
    expect(res.status).toBe(status);
    expectAlwaysOn(res);
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });
});

describe('forwarded headers are trusted only behind a configured proxy', () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await startTestApp({ seed: false, config: { trustProxy: false } });
  });
  afterAll(async () => {
    await direct.close();
  });

  it('served directly (TRUST_PROXY unset), a forged X-Forwarded-Proto does not make the request HTTPS', async () => {
    const res = await direct.fetch('/api/images', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
