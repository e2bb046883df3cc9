/**
 * Error answers say what went wrong in words and nothing about the inside: no stack
 * frames, no file paths, no SQL or driver text, on every kind of failure (validation,
 * body parsing, size, type, auth, CSRF, not found, method, NUL text, and a database that
 * has gone away, which is a 503 with a message on public and admin routes alike).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createAdmin, signedInAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';

let app: TestApp;
let session: AdminSession;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
  session = await signedInAdmin(app, 'err-admin', 'Error-Password-1');
});
afterAll(async () => {
  await app?.close();
});

/** What must never appear in an answer: stack frames, paths, driver and SQL text. */
const leaks: [string, RegExp][] = [
  ['stack frame', /\n\s*at\s|\bat\s+[\w$.<>]+\s+\(|\bat\s+(async\s+)?\/|node:internal/],
  ['file path', /\/work\/|\/home\/|\/usr\/|node_modules|[\w-]+\.(ts|js|mjs):\d+/],
  ['SQL or driver text', /\b(SELECT|INSERT|UPDATE|DELETE)\b.*\b(FROM|INTO|SET)\b|syntax error at|relation "|violates|SQLSTATE|PGlite|pg-pool|ECONNREFUSED/i],
  ['error class name', /\b(TypeError|ReferenceError|SyntaxError|RangeError|ZodError)\b/],
];

function expectClean(label: string, status: number, text: string): void {
  expect(status, label).toBeGreaterThanOrEqual(400);
  const body = JSON.parse(text) as { message?: unknown };
  expect(typeof body.message, `${label}: a message`).toBe('string');
  expect(String(body.message).length, label).toBeGreaterThan(0);
  for (const [what, pattern] of leaks) expect(text, `${label}: ${what}`).not.toMatch(pattern);
}

const json = (body: string, extra: Record<string, string> = {}) => ({ method: 'POST', headers: { 'Content-Type': 'application/json', ...extra }, body });

describe('error bodies', () => {
  const cases: [string, string, () => RequestInit][] = [
    ['validation', '/finance', () => json('{"model":"not-a-model"}')],
    ['malformed JSON', '/finance', () => json('{"a":')],
    ['JSON that is not an object', '/contact', () => json('[1,2,3]')],
    ['too large', '/finance', () => json(JSON.stringify({ message: 'x'.repeat(400_000) }))],
    ['wrong type', '/finance', () => ({ method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: 'a,b' })],
    ['bad idempotency key', '/finance', () => json('{"model":"activa-6g"}', { 'Idempotency-Key': "'; DROP TABLE enquiries; --" })],
    ['NUL in a field', '/finance', () => json('{"model":"activa-6g","name":"a\\u0000b"}')],
    ['NUL in a path', '/api/bikeView/%00', () => ({})],
    ['undecodable gzip', '/finance', () => ({ method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: 'not gzip' })],
    ['unknown API path', '/api/no-such-thing%2F..%2F..%2Fetc%2Fpasswd', () => ({})],
    ['method not allowed', '/api/bikes', () => ({ method: 'PUT' })],
    ['unknown dealer', '/api/dealers/99999999999999', () => ({})],
    ['admin without a session', adminApiPaths.dashboard, () => ({})],
    ['admin with a forged session', adminApiPaths.dashboard, () => ({ headers: { Cookie: 'session=forged' } })],
    ['admin change without CSRF', '/api/financeReports', () => ({ method: 'POST', headers: { Cookie: session.cookie, 'Content-Type': 'application/json' }, body: '{}' })],
    ['admin malformed JSON', '/api/financeReports', () => json('{', { Cookie: session.cookie, 'X-CSRF-Token': session.csrf })],
    ['admin bad dates', '/api/financeReports', () => json('{"fromDate":"2026-02-30"}', { Cookie: session.cookie, 'X-CSRF-Token': session.csrf })],
    ['admin NUL in a path', '/api/profile/%00', () => json('{"userName":"x"}', { Cookie: session.cookie, 'X-CSRF-Token': session.csrf })],
    ['admin unknown resume', '/api/resumes/not-a-uuid', () => ({ headers: { Cookie: session.cookie } })],
    ['login refused', adminApiPaths.login, () => json('{"userId":"x","password":"y"}')],
  ];

  it.each(cases)('%s', async (label, path, init) => {
    const res = await app.fetch(path, init());
    expectClean(label, res.status, await res.text());
  });
});

describe('error bodies when the database has gone away', () => {
  let broken: TestApp;
  let brokenSession: AdminSession;
  beforeAll(async () => {
    broken = await startTestApp({ seed: false });
    await createAdmin(broken.db, 'gone-admin', 'Gone-Password-1');
    brokenSession = await signIn(broken, 'gone-admin', 'Gone-Password-1');
    await broken.db.close();
  });
  afterAll(async () => {
    // The database is already closed; only the HTTP server and any scratch database remain.
    await broken?.close().catch(() => {});
  });

  it.each([
    ['public read', apiPaths.bikes, () => ({})],
    ['submission', '/finance', () => json('{"model":"activa-6g"}')],
    ['admin report', '/api/financeReports', () => json('{}', { Cookie: brokenSession.cookie, 'X-CSRF-Token': brokenSession.csrf })],
    ['admin read', adminApiPaths.dashboard, () => ({ headers: { Cookie: brokenSession.cookie } })],
  ] as [string, string, () => RequestInit][])('%s: 503 with a message, nothing leaked', async (label, path, init) => {
    const res = await broken.fetch(path, init());
    const text = await res.text();
    expect(res.status, text).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expectClean(label, res.status, text);
  });
});
