/**
 * The session cookie (docs/security.md): HttpOnly, SameSite=Strict, Path=/, and
 * Secure when the request came over HTTPS or COOKIE_SECURE is set, never otherwise (a
 * plain-HTTP local install must still be able to sign in). Logout clears it the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createAdmin } from '../support/admin-session.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';

let plain: TestApp;
let forcedSecure: TestApp;
beforeAll(async () => {
  plain = await startTestApp({ seed: false });
  forcedSecure = await startTestApp({ seed: false, config: { cookieSecure: true } });
  await createAdmin(plain.db, 'cookie-admin', 'Cookie-Password-1');
  await createAdmin(forcedSecure.db, 'cookie-admin', 'Cookie-Password-1');
});
afterAll(async () => {
  await plain?.close();
  await forcedSecure?.close();
});

function sessionCookie(res: Response): { value: string; attributes: string[] } {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
  expect(cookie, 'a session cookie is set').toBeDefined();
  const [pair, ...attributes] = (cookie as string).split(';').map((s) => s.trim());
  return { value: (pair as string).slice('session='.length), attributes: attributes.map((a) => a.toLowerCase()) };
}

async function signIn(app: TestApp, headers: Record<string, string> = {}): Promise<Response> {
  const res = await app.fetch(adminApiPaths.login, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ userId: 'cookie-admin', password: 'Cookie-Password-1' }),
  });
  expect(res.status).toBe(200);
  return res;
}

describe('session cookie flags', () => {
  it('over plain HTTP: HttpOnly, SameSite=Strict, Path=/, not Secure; a long random token that is not the CSRF token', async () => {
    const res = await signIn(plain);
    const { value, attributes } = sessionCookie(res);
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=strict');
    expect(attributes).toContain('path=/');
    expect(attributes).not.toContain('secure');
    expect(value.length).toBeGreaterThanOrEqual(40);
    const { token } = (await res.json()) as { token: string };
    expect(token).not.toBe(value);
  });

  it('over HTTPS behind a proxy: Secure as well', async () => {
    const { attributes } = sessionCookie(await signIn(plain, { 'X-Forwarded-Proto': 'https' }));
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'secure']));
  });

  it('with COOKIE_SECURE set: Secure even over HTTP', async () => {
    const { attributes } = sessionCookie(await signIn(forcedSecure));
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'secure']));
  });

  it('logout clears the cookie with the same flags and ends the session on the server', async () => {
    const login = await signIn(plain);
    const { value } = sessionCookie(login);
    const { token } = (await login.json()) as { token: string };
    const cookie = `session=${value}`;
    const out = await plain.fetch(adminApiPaths.logout, { method: 'POST', headers: { Cookie: cookie, 'X-CSRF-Token': token } });
    expect(out.status).toBeLessThan(300);
    const cleared = sessionCookie(out);
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/']));
    expect(cleared.attributes.some((a) => a.startsWith('expires=thu, 01 jan 1970') || a === 'max-age=0')).toBe(true);
    expect((await plain.fetch(adminApiPaths.me, { headers: { Cookie: cookie } })).status).toBe(401);
  });
});
