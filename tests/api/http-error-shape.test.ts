/**
 * One error body for every route, public and admin (docs/api-public.md, "Admin API"):
 * `{message}`, plus `errors` on a 400 from schema validation, plus `error` (the same
 * text) on the refusals of the login, profile and password calls, whose screens read it
 * (requirements 7.3, 8). The same failure gets the same text on a public and an admin route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';

let app: TestApp;
let session: AdminSession;
const password = 'Error-Shape-Password-1';

beforeAll(async () => {
  app = await startTestApp();
  await createAdmin(app.db, 'shape', password);
  session = await signIn(app, 'shape', password);
});
afterAll(async () => {
  await app?.close();
});

type Init = () => RequestInit;
const jsonInit = (body: string, headers: Record<string, string> = {}): Init => () => ({
  method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body,
});
const signedIn = (method: string, body: string, contentType = 'application/json'): Init => () => ({
  method, headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrf, 'Content-Type': contentType }, body,
});
const bigImage = (): Init => () => {
  const form = new FormData();
  form.append('title', 't');
  form.append('description', 'd');
  form.append('image', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }), 'big.png');
  return { method: 'POST', headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrf }, body: form };
};

/** [label, path, request, status, the exact keys of the answer, its message (or a pattern)] */
const cases: [string, string, Init, number, string[], string | RegExp][] = [
  ['public validation', '/finance', jsonInit('{"name":"Shape","contact":"9811000000"}'), 400, ['errors', 'message'], 'model: Please select a model'],
  ['public malformed JSON', '/finance', jsonInit('{"a":'), 400, ['message'], 'Malformed JSON body'],
  ['public wrong content type', '/finance', () => ({ method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }), 415, ['message'], 'Content-Type must be application/json'],
  ['public not found', '/api/bikeView/NoSuchBike', () => ({}), 404, ['message'], 'Model not found'],
  ['admin validation', '/api/financeReports', signedIn('POST', '{"page":-1}'), 400, ['errors', 'message'], /^page: /],
  ['admin malformed JSON', '/api/financeReports', signedIn('POST', '{"a":'), 400, ['message'], 'Malformed JSON body'],
  ['admin wrong content type', '/api/financeReports', signedIn('POST', 'page=1', 'application/x-www-form-urlencoded'), 415, ['message'], 'Content-Type must be application/json'],
  ['admin spec text', adminApiPaths.price('Shine 100'), signedIn('PATCH', '{"price":"abc"}'), 400, ['errors', 'message'], 'Please enter a valid price'],
  ['admin not found', adminApiPaths.deleteOffer(999_999), () => ({ method: 'DELETE', headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrf } }), 404, ['message'], 'Offer not found'],
  ['admin file too large', adminApiPaths.createOffer, bigImage(), 413, ['message'], 'image: The file must be at most 5 MB'],
  ['admin without a session', adminApiPaths.profile('shape'), () => ({ method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{}' }), 401, ['message'], 'Unauthorized'],
  ['profile validation', adminApiPaths.profile('shape'), signedIn('PATCH', '{"email":"nope"}'), 400, ['error', 'errors', 'message'], 'email: Please enter a valid email address'],
  ['profile of another user', adminApiPaths.profile('someone-else'), signedIn('PATCH', '{"userName":"x"}'), 404, ['error', 'message'], 'User not found'],
  ['password wrong current', adminApiPaths.password('shape'), signedIn('PATCH', JSON.stringify({ oldPassword: 'wrong-one-1', newPassword: 'Another-Pass-2', confirmPassword: 'Another-Pass-2' })), 400, ['error', 'message'], 'Current password is incorrect'],
  ['login validation', adminApiPaths.login, jsonInit('{"userId":"shape"}'), 400, ['error', 'errors', 'message'], /^password: /],
  ['login malformed JSON', adminApiPaths.login, jsonInit('{"userId":'), 400, ['error', 'message'], 'Malformed JSON body'],
  ['login refused', adminApiPaths.login, jsonInit(JSON.stringify({ userId: 'shape', password: 'not-the-password' })), 401, ['error', 'message'], 'Invalid credentials'],
];

describe('one error body shape', () => {
  it.each(cases)('%s', async (label, path, init, status, keys, message) => {
    const res = await app.fetch(path, init());
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status, JSON.stringify(body)).toBe(status);
    expect(Object.keys(body).sort(), label).toEqual(keys);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    if ('error' in body) expect(body.error).toBe(body.message);
    if ('errors' in body) {
      const errors = body.errors as { field: string; message: string }[];
      expect(errors.length).toBeGreaterThan(0);
      for (const e of errors) expect(Object.keys(e).sort()).toEqual(['field', 'message']);
    }
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
