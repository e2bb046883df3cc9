/**
 * Admin accounts (tests/support/test-accounts.ts) and signed-in calls for the admin API
 * tests: sessions through the real POST /api/login.
 */
import type { TestApp } from './test-app.ts';
import { createAdmin } from './test-accounts.ts';

export { createAdmin };

export interface AdminSession {
  /** `session=<token>`, as a browser would send it back. */
  cookie: string;
  /** The CSRF token the login answered. */
  csrf: string;
  setCookie: string;
}

export function login(app: TestApp, userId: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return app.fetch('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ userId, password }),
  });
}

export async function signIn(app: TestApp, userId: string, password: string): Promise<AdminSession> {
  const res = await login(app, userId, password);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  const body = (await res.json()) as { token: string };
  return { cookie, csrf: body.token, setCookie };
}

interface CallOptions {
  method?: string;
  json?: unknown;
  form?: FormData;
  /** Leave out the CSRF header. */
  noCsrf?: boolean;
  headers?: Record<string, string>;
}

/** A call as the admin panel makes it: the cookie, and the CSRF token on every change. */
export function call(app: TestApp, session: AdminSession | null, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (session) headers.Cookie = session.cookie;
  if (session && !options.noCsrf) headers['X-CSRF-Token'] = session.csrf;
  let body: RequestInit['body'];
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  return app.fetch(path, { method: options.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) });
}

/** A new active admin account, signed in: what most admin API test files start from. */
export async function signedInAdmin(app: TestApp, userId: string, password: string): Promise<AdminSession> {
  await createAdmin(app.db, userId, password);
  return signIn(app, userId, password);
}
