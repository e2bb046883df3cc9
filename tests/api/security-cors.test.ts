/**
 * CORS: only origins listed in config.corsOrigins get Access-Control-Allow-Origin (with
 * credentials); any other origin, including look-alikes and `null`, gets no CORS headers,
 * on simple requests, preflights, admin calls and error answers alike. Pages and built files
 * are not the API: they carry no CORS headers and do not vary on Origin (the service worker
 * matches its saved admin files against pages that ask with an Origin, docs/offline.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';

const allowed = ['https://showroom.example.com', 'http://localhost:5173'];
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false, config: { corsOrigins: allowed } });
});
afterAll(async () => {
  await app?.close();
});

const others = [
  'https://evil.example.net',
  'https://showroom.example.com.evil.net',
  'https://evil-showroom.example.com',
  'http://showroom.example.com',
  'https://showroom.example.com:8443',
  'null',
  'HTTPS://SHOWROOM.EXAMPLE.COM',
];

const calls: [string, string, RequestInit][] = [
  ['public read', apiPaths.bikes, {}],
  ['admin read without a session (401)', adminApiPaths.dashboard, {}],
  ['error answer (404)', '/api/nothing-here', {}],
  ['submission', '/finance', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }],
];

describe('CORS', () => {
  it.each(allowed)('%s is allowed, with credentials, on every kind of answer', async (origin) => {
    for (const [label, path, init] of calls) {
      const headers = new Headers(init.headers);
      headers.set('Origin', origin);
      const res = await app.fetch(path, { ...init, headers });
      expect(res.headers.get('access-control-allow-origin'), label).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials'), label).toBe('true');
      expect(res.headers.get('vary')?.toLowerCase(), label).toContain('origin');
    }
  });

  it.each(others)('%s gets no CORS headers, on requests or preflights', async (origin) => {
    for (const [label, path, init] of calls) {
      const headers = new Headers(init.headers);
      headers.set('Origin', origin);
      const res = await app.fetch(path, { ...init, headers });
      expect(res.headers.get('access-control-allow-origin'), label).toBeNull();
      expect(res.headers.get('access-control-allow-credentials'), label).toBeNull();
    }
    const preflight = await app.fetch('/api/financeReports', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-csrf-token' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a preflight from an allowed origin permits the CSRF and Idempotency-Key headers', async () => {
    const res = await app.fetch('/api/financeReports', {
      method: 'OPTIONS',
      headers: { Origin: allowed[0] as string, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-csrf-token,idempotency-key' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(allowed[0]);
    const allowedHeaders = res.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const h of ['content-type', 'x-csrf-token', 'idempotency-key']) expect(allowedHeaders).toContain(h);
  });

  it.each([
    ['a built file', '/assets/index-fixture.js'],
    ['a page', '/admin/reports/booking'],
    ['the home page', '/'],
  ])('%s is not the API: no CORS headers and no Vary: Origin, whoever asks', async (_label, path) => {
    for (const origin of [allowed[0] as string, 'https://evil.example.net']) {
      const res = await app.fetch(path, { headers: { Origin: origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('vary')?.toLowerCase() ?? '').not.toContain('origin');
    }
  });
});
