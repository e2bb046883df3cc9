/**
 * Signs in to the admin API the way the panel does (requirements 7.3: POST /api/login ->
 * {token} plus the `session` cookie) and makes authenticated calls: the cookie on every
 * call and the token as X-CSRF-Token on every change.
 */
import { csrfHeader } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';

export interface AdminSession {
  cookie: string;
  token: string;
  /** fetch with the session cookie and CSRF header added. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POST a JSON body with the session (report calls). */
  post(path: string, body: unknown): Promise<Response>;
}

/** The `name=value` pairs of every Set-Cookie, ready for a Cookie header. */
function cookieHeader(res: Response): string {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

export async function login(baseUrl: string, userId: string, password: string): Promise<AdminSession> {
  const res = await fetch(`${baseUrl}${adminApiPaths.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const cookie = cookieHeader(res);
  if (!token || !cookie) throw new Error('login answered without a token or a session cookie');
  const authed = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', cookie);
    headers.set(csrfHeader, token);
    return fetch(`${baseUrl}${path}`, { ...init, headers });
  };
  return {
    cookie,
    token,
    fetch: authed,
    post: (path, body) => authed(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  };
}
