/**
 * Admin accounts and signed-in calls for the admin API tests: accounts are created with
 * the real password hashing, sessions through the real POST /api/login.
 */
import { hashPassword } from '../../server/auth/password.ts';
import type { Db } from '../../server/db/connect.ts';
import type { StaffRole } from '../../src/contract/staff-roles.ts';
import type { TestApp } from './test-app.ts';

export interface AdminSession {
  /** `session=<token>`, as a browser would send it back. */
  cookie: string;
  /** The CSRF token the login answered. */
  csrf: string;
  setCookie: string;
}

interface AdminFields {
  userName?: string;
  city?: string;
  status?: string;
  /** Owner unless told: most tests are about what an account does, not what it may do. */
  role?: StaffRole;
  showroomId?: number | null;
}

export async function createAdmin(db: Db, userId: string, password: string, fields: AdminFields = {}): Promise<void> {
  await db.query(
    `INSERT INTO admins (user_id, password_hash, user_name, city, status, role, showroom_id, expire_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, DATE '2030-01-31')`,
    [userId, await hashPassword(password), fields.userName ?? '', fields.city ?? '', fields.status ?? 'active',
      fields.role ?? 'owner', fields.showroomId ?? null],
  );
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
