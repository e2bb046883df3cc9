/**
 * Arbitrary path parameters: the public catalogue reads (/api/bikeView/<x> and the other
 * per-model lists, /api/dealers/<x>), media paths, and, with a session, every admin
 * route that takes an id. Generated text (encoded), raw malformed percent-escapes,
 * traversal attempts, SQL and huge values: never a 5xx; a JSON 404/400 instead.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';

let app: TestApp;
let session: AdminSession;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
  session = await signedInAdmin(app, 'hostile-admin', 'Hostile-Password-1');
});
afterAll(async () => {
  await app?.close();
});

/** Raw segments sent as they are: malformed escapes, traversal, SQL, odd numbers. */
const rawSegments = [
  '%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '%00', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%2F..%2Fserver', '%252e%252e',
  "1'%20OR%201=1%20--", '1;DROP%20TABLE%20enquiries', '-1', '0', '1.5', '1e9', '99999999999999999999', '2147483648',
  '0x10', 'NaN', 'Infinity', 'null', 'undefined', '__proto__', 'constructor', '%F0%9F%8F%8D%EF%B8%8F', 'a'.repeat(5000),
  '00000000-0000-0000-0000-000000000000', 'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
];

const segment = fc.oneof(
  fc.constantFrom(...rawSegments),
  fc.string({ maxLength: 60 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
  fc.integer({ min: -10, max: 2 ** 40 }).map(String),
);

async function expectNo5xx(method: string, path: string, options: { session?: AdminSession; json?: unknown } = {}): Promise<void> {
  const res = options.session
    ? await call(app, options.session, path, { method, ...(options.json !== undefined ? { json: options.json } : {}) })
    : await app.fetch(path, { method });
  const text = await res.text();
  expect(res.status, `${method} ${path.slice(0, 120)} -> ${text.slice(0, 200)}`).toBeLessThan(500);
  if (res.status >= 400 && text) expect(() => JSON.parse(text), `${method} ${path.slice(0, 80)}: a JSON error`).not.toThrow();
}

const publicPaths: ((x: string) => string)[] = [
  (x) => `/api/bikeView/${x}`, (x) => `/api/variants/${x}`, (x) => `/api/bikeFeatures/${x}`, (x) => `/api/bikeAccessories/${x}`,
  (x) => `/api/bikeColours/${x}`, (x) => `/api/360Images/${x}`, (x) => `/api/dealers/${x}`, (x) => `/media/${x}`, (x) => `/media/uploads/${x}`,
];

const adminPaths: { method: string; path: (x: string) => string; json?: unknown }[] = [
  { method: 'PATCH', path: (x) => `/api/managePrice/${x}`, json: { price: 1000 } },
  { method: 'PATCH', path: (x) => `/api/manageAccessories/${x}`, json: { price: 100 } },
  { method: 'DELETE', path: (x) => `/api/deleteOffers/${x}` },
  { method: 'DELETE', path: (x) => `/api/deleteGalleryImg/${x}` },
  { method: 'PATCH', path: (x) => `/api/bikes/${x}/status`, json: { status: 0 } },
  { method: 'PATCH', path: (x) => `/api/scooters/${x}/status`, json: { status: 1 } },
  { method: 'PATCH', path: (x) => `/api/ev/${x}/status`, json: { status: 1 } },
  { method: 'PATCH', path: (x) => `/api/profile/${x}`, json: { userName: 'x', email: 'a@b.co', mobileNo: '9999999999' } },
  { method: 'PATCH', path: (x) => `/api/profile/password/${x}`, json: { oldPassword: 'wrong-one-1', newPassword: 'Another-Pass-2', confirmPassword: 'Another-Pass-2' } },
  { method: 'GET', path: (x) => `/api/resumes/${x}` },
  { method: 'PUT', path: (x) => `/api/admin/onroad-rates/models/${x}`, json: { engineCc: 110, motorKw: null, batteryKwh: null } },
  { method: 'PUT', path: (x) => `/api/admin/onroad-rates/models/${x}/options`, json: { options: [] } },
  { method: 'PUT', path: (x) => `/api/admin/onroad-rates/bands/${x}/ice`, json: { bands: [{ upTo: null, value: 4 }] } },
  { method: 'PUT', path: (x) => `/api/admin/onroad-rates/bands/roadTax/${x}`, json: { bands: [{ upTo: null, value: 4 }] } },
  { method: 'POST', path: (x) => `/api/leads/${x}/events`, json: { id: '6f1c2b3a-1111-4222-8333-944455556666', baseVersion: 0, at: '2026-11-23T10:00:00.000Z', type: 'note', data: { text: 'x' } } },
  { method: 'PATCH', path: (x) => `/api/staff/${x}/status`, json: { active: true } },
];

describe('arbitrary path parameters', () => {
  it.each(publicPaths.map((p) => [p('{x}'), p] as const))('GET %s', async (_label, build) => {
    for (const raw of rawSegments) await expectNo5xx('GET', build(raw));
    await fc.assert(fc.asyncProperty(segment, (x) => expectNo5xx('GET', build(x))), { numRuns: 40 });
  });

  it.each(adminPaths.map((p) => [`${p.method} ${p.path('{x}')}`, p] as const))('%s, signed in', async (_label, route) => {
    for (const raw of rawSegments) await expectNo5xx(route.method, route.path(raw), { session, json: route.json });
    await fc.assert(fc.asyncProperty(segment, (x) => expectNo5xx(route.method, route.path(x), { session, json: route.json })), { numRuns: 30 });
  });

  it('public reads with junk query strings and junk conditional, range and encoding headers', async () => {
    const reads = [apiPaths.images, apiPaths.bikes, apiPaths.scooters, apiPaths.ev, apiPaths.gallery, apiPaths.offers, apiPaths.offlineManifest, apiPaths.onroadRates, '/', '/view-details'];
    const visible = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 120 }).map((v) => v.trim());
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...reads),
        fc.string({ maxLength: 80 }).map(encodeURIComponent),
        fc.record({ 'If-None-Match': visible, 'If-Modified-Since': visible, Range: visible, 'Accept-Encoding': visible, Accept: visible }, { requiredKeys: [] }),
        async (path, query, headers) => {
          const res = await app.fetch(`${path}?${query}=${query}&page[$ne]=1&__proto__[x]=1`, { headers: headers as Record<string, string> });
          await res.arrayBuffer();
          expect(res.status, `${path} ${JSON.stringify(headers)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('admin id routes answer 401 without a session, whatever the id', async () => {
    for (const route of adminPaths) {
      for (const raw of ['1', 'abc', '%zz', "1'--"]) {
        const res = await app.fetch(route.path(raw), { method: route.method, headers: { 'Content-Type': 'application/json' }, ...(route.json ? { body: JSON.stringify(route.json) } : {}) });
        expect(res.status, `${route.method} ${route.path(raw)}`).toBe(401);
      }
    }
    expect((await app.fetch(adminApiPaths.dashboard)).status).toBe(401);
  });
});
