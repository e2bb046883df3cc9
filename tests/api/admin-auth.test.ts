/**
 * Admin sessions, CSRF, login throttling and the own-account routes (requirements 6, 7.3, 8;
 * docs/security.md), on the real app and database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRouter } from '../../server/admin/routes.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { leadDeskRouter } from '../../server/leads/lead-desk-router.ts';
import { leadPaths } from '#contract/lead-api.ts';
import { messageApiPaths } from '#contract/messages.ts';
import { deskAlertPaths } from '#contract/desk-alerts.ts';
import { notificationRouter } from '../../server/notifications/notification-router.ts';
import { ensureFirstAdmin } from '../../server/auth/first-admin.ts';
import { publicAdminPaths } from '../../server/auth/auth-routes.ts';
import { verifyPassword } from '../../server/auth/password.ts';
import { createLogger } from '../../server/log.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, login, signIn, type AdminSession } from '../support/admin-session.ts';

const start = new Date('2026-03-10T06:00:00Z');
let clock = new Date(start);
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

let app: TestApp;
const password = 'correct horse battery';
const otherPassword = 'another long secret';

beforeAll(async () => {
  app = await startTestApp({ seed: false, now: () => clock });
  await createAdmin(app.db, 'staff', password, { userName: 'Staff One', city: '' });
  await createAdmin(app.db, 'other', otherPassword, { userName: 'Other', city: 'Delhi' });
});

afterAll(async () => {
  await app?.close();
});

/** Every route the admin and lead desk routers register, with a concrete path for its parameters. */
function registeredRoutes(): { method: string; path: string }[] {
  const deps = { db: app.db, config: app.config, log: createLogger('silent'), now: () => clock };
  const routes: { method: string; path: string }[] = [];
  for (const router of [adminRouter(deps), leadDeskRouter(deps), notificationRouter(deps)]) {
    for (const layer of router.stack) {
      const methods = layer.methods.filter((m) => m !== 'HEAD');
      const pattern = layer.path;
      if (methods.length === 0 || typeof pattern !== 'string') continue;
      const id = pattern.includes('resumes') ? '00000000-0000-4000-8000-000000000000' : '1';
      const path = pattern.replace(/:userId/g, 'staff').replace(/:bikeName/g, 'Some%20Bike').replace(/:leadId/g, '00000000-0000-4000-8000-000000000000')
        .replace(/:id/g, id).replace(/:schedule/g, 'roadTax').replace(/:powertrain/g, 'ice').replace(/:channel/g, 'sms');
      for (const method of methods) routes.push({ method, path });
    }
  }
  return routes;
}

describe('login', () => {
  it('answers a token and sets a hardened session cookie that is not the token', async () => {
    const res = await login(app, 'staff', password, { 'X-Forwarded-For': '10.0.0.1' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; message: string };
    expect(body.message).toBe('Login successful! Redirecting...');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    expect(cookie.split(';')[0]).not.toBe(`session=${body.token}`);
    // Only digests are stored: neither token appears in the sessions table.
    const stored = await app.db.query<{ token_hash: string; csrf_hash: string }>('SELECT token_hash, csrf_hash FROM sessions');
    const dump = JSON.stringify(stored.rows);
    expect(dump).not.toContain(body.token);
    expect(dump).not.toContain(cookie.split(';')[0]!.slice('session='.length));
  });

  it('marks the cookie Secure over HTTPS (X-Forwarded-Proto)', async () => {
    const res = await login(app, 'staff', password, { 'X-Forwarded-For': '10.0.0.2', 'X-Forwarded-Proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });

  it('gives the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await login(app, 'staff', 'not the password', { 'X-Forwarded-For': '10.0.0.3' });
    const unknown = await login(app, 'nobody', 'not the password', { 'X-Forwarded-For': '10.0.0.3' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { error: 'Invalid credentials', message: 'Invalid credentials' };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an inactive account with the same 401', async () => {
    await createAdmin(app.db, 'retired', password, { status: 'inactive' });
    const res = await login(app, 'retired', password, { 'X-Forwarded-For': '10.0.0.4' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid credentials', message: 'Invalid credentials' });
  });

  it('answers 400 for a missing field or malformed JSON, and stores nothing', async () => {
    const before = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    const missing = await app.fetch('/api/login', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: 'staff' }),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toContain('Please enter your password');
    const malformed = await app.fetch('/api/login', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"userId":',
    });
    expect(malformed.status).toBe(400);
    const after = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('guard', () => {
  it('answers 401 JSON on every non-public admin route without a session', async () => {
    const routes = registeredRoutes().filter((r) => !(publicAdminPaths as readonly string[]).includes(r.path));
    expect(routes.length).toBeGreaterThan(20);
    // The Joy Club report is guarded too (a deliberate fix of requirements 6), and every lead desk and staff route.
    expect(routes.some((r) => r.path === '/api/getJoyClub')).toBe(true);
    // Manage > On-road rates: the read and every table's change.
    for (const path of [
      adminApiPaths.adminOnroadRates, adminApiPaths.adminOnroadBands('roadTax', 'ice'), adminApiPaths.adminOnroadCharges, adminApiPaths.adminOnroadSettings,
      adminApiPaths.adminOnroadSubsidies, adminApiPaths.adminOnroadModel(1), adminApiPaths.adminOnroadOptions(1),
    ]) {
      expect(routes.some((r) => r.path === path), path).toBe(true);
    }
    // The catalogue's uploads (photos, 360 frames, brochures) and Manage > Site's logo.
    for (const path of [adminApiPaths.adminMediaImages, adminApiPaths.adminMediaFrames, adminApiPaths.adminMediaBrochures, adminApiPaths.adminSiteLogo]) {
      expect(routes.some((r) => r.path === path && r.method === 'POST'), path).toBe(true);
    }
    // Manage > Catalogue: the list, a model's draft, publish, hide, unhide, its log; every variant's price.
    for (const path of [
      adminApiPaths.adminCatalogue, adminApiPaths.adminModel(1), adminApiPaths.adminModelPublish(1), adminApiPaths.adminModelHide(1),
      adminApiPaths.adminModelUnhide(1), adminApiPaths.adminModelDraft(1), adminApiPaths.adminModelPublishes(1), adminApiPaths.variantPrice(1),
      adminApiPaths.adminCatalogueExport, adminApiPaths.adminCatalogueImport,
    ]) {
      expect(routes.some((r) => r.path === path), path).toBe(true);
    }
    for (const path of [leadPaths.changes, leadPaths.list, leadPaths.summary, leadPaths.staff, leadPaths.events('00000000-0000-4000-8000-000000000000'), leadPaths.staffStatus('staff')]) {
      expect(routes.some((r) => r.path === path), path).toBe(true);
    }
    // Messages and alerts: a lead's messages, Manage > Messages, the desks' alerts.
    for (const path of [messageApiPaths.adminMessages, messageApiPaths.adminMessageChannel('sms'), messageApiPaths.adminMessageTest('sms'), deskAlertPaths.alerts]) {
      expect(routes.some((r) => r.path === path), path).toBe(true);
    }
    for (const route of routes) expect(route.path, 'every parameter replaced').not.toContain(':');
    for (const route of routes) {
      const res = await app.fetch(route.path, {
        method: route.method,
        headers: { 'Content-Type': 'application/json' },
        ...(route.method === 'GET' ? {} : { body: '{}' }),
      });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(await res.json(), `${route.method} ${route.path}`).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answers 401 for a forged or unknown session cookie', async () => {
    const res = await app.fetch('/api/me', { headers: { Cookie: 'session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a change without the CSRF token (403) and accepts it with the token', async () => {
    const session = await signIn(app, 'staff', password);
    const body = { userName: 'Staff Renamed' };
    const none = await call(app, session, '/api/profile/staff', { method: 'PATCH', json: body, noCsrf: true });
    expect(none.status).toBe(403);
    expect(await none.json()).toEqual({ message: 'Invalid CSRF token' });
    const wrong = await call(app, session, '/api/profile/staff', {
      method: 'PATCH', json: body, noCsrf: true, headers: { 'X-CSRF-Token': 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(403);
    // The cookie value is not the CSRF token.
    const cookieAsToken = await call(app, session, '/api/profile/staff', {
      method: 'PATCH', json: body, noCsrf: true, headers: { 'X-CSRF-Token': session.cookie.slice('session='.length) },
    });
    expect(cookieAsToken.status).toBe(403);
    expect((await app.db.query<{ user_name: string }>(`SELECT user_name FROM admins WHERE user_id = 'staff'`)).rows[0]!.user_name)
      .toBe('Staff One');
    // Report POSTs are checked too.
    const report = await call(app, session, '/api/amcReports', { method: 'POST', json: { page: 1 }, noCsrf: true });
    expect(report.status).toBe(403);
    const ok = await call(app, session, '/api/profile/staff', { method: 'PATCH', json: body });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Profile updated successfully' });
    await call(app, session, '/api/profile/staff', { method: 'PATCH', json: { userName: 'Staff One' } });
  });

  it('refuses every lead desk and staff change without the CSRF token (403), storing nothing', async () => {
    const session = await signIn(app, 'staff', password);
    const changes = registeredRoutes().filter((r) => r.method !== 'GET' && (r.path.startsWith('/api/leads') || r.path.startsWith('/api/staff')));
    expect(changes.length).toBe(4);
    for (const route of changes) {
      const res = await call(app, session, route.path, { method: route.method, json: { active: false }, noCsrf: true });
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect(await res.json()).toEqual({ message: 'Invalid CSRF token' });
    }
    expect((await call(app, session, '/api/me')).status).toBe(200);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const session = await signIn(app, 'staff', password);
    expect((await call(app, session, '/api/me')).status).toBe(200);
    const out = await call(app, session, '/api/logout', { method: 'POST' });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^session=; .*Max-Age=0/);
    const after = await call(app, session, '/api/me');
    expect(after.status).toBe(401);
  });

  it('a new login replaces the session the browser held', async () => {
    const first = await signIn(app, 'staff', password);
    const res = await login(app, 'staff', password, { Cookie: first.cookie, 'X-Forwarded-For': '10.0.0.5' });
    expect(res.status).toBe(200);
    expect((await call(app, first, '/api/me')).status).toBe(401);
  });

  it('expires a session idle for longer than sessionIdleMinutes', async () => {
    const session = await signIn(app, 'staff', password);
    advance(app.config.sessionIdleMinutes - 1);
    expect((await call(app, session, '/api/me')).status).toBe(200);
    // Activity keeps it alive: another nearly-idle period is still fine.
    advance(app.config.sessionIdleMinutes - 1);
    expect((await call(app, session, '/api/me')).status).toBe(200);
    advance(app.config.sessionIdleMinutes + 1);
    const res = await call(app, session, '/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('writes the last-seen time at most once a minute', async () => {
    const session = await signIn(app, 'staff', password);
    const seen = async () => (await app.db.query<{ t: string }>(
      `SELECT max(last_seen_at)::text AS t FROM sessions WHERE user_id = 'staff'`,
    )).rows[0]!.t;
    const atLogin = await seen();
    clock = new Date(clock.getTime() + 30_000);
    expect((await call(app, session, '/api/me')).status).toBe(200);
    expect(await seen()).toBe(atLogin);
    clock = new Date(clock.getTime() + 31_000);
    expect((await call(app, session, '/api/me')).status).toBe(200);
    expect(await seen()).not.toBe(atLogin);
  });

  it('expires any session after sessionAbsoluteHours, however active', async () => {
    const session = await signIn(app, 'staff', password);
    const steps = Math.ceil((app.config.sessionAbsoluteHours * 60) / 20);
    let lastOk = 0;
    for (let i = 1; i <= steps + 1; i += 1) {
      advance(20);
      const res = await call(app, session, '/api/dashboard');
      if (res.status === 200) lastOk = i * 20;
      else {
        expect(res.status).toBe(401);
        break;
      }
    }
    expect(lastOk).toBeLessThan(app.config.sessionAbsoluteHours * 60);
    expect(lastOk).toBeGreaterThanOrEqual(app.config.sessionAbsoluteHours * 60 - 20);
    expect((await call(app, session, '/api/me')).status).toBe(401);
  });
});

describe('throttling', () => {
  it('answers 429 with Retry-After on the 6th attempt for one user id from one address, even with the right password', async () => {
    await createAdmin(app.db, 'target', password);
    const from = { 'X-Forwarded-For': '10.1.0.1' };
    for (let i = 0; i < 5; i += 1) {
      const res = await login(app, 'target', `wrong-${i}`, from);
      expect(res.status).toBe(401);
    }
    const sixth = await login(app, 'TARGET', password, from);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await sixth.json()) as { error: string; message: string };
    expect(body.message).toBe('Too many login attempts. Try again in 15 minutes.');
    expect(body.error).toBe(body.message);
    const right = await login(app, 'target', password, from);
    expect(right.status).toBe(429);
    // Guessing from one address never locks the account for everyone (docs/api-admin.md).
    expect((await login(app, 'target', password, { 'X-Forwarded-For': '10.1.0.100' })).status).toBe(200);
    // After the window the right password works again from that address too.
    advance(16);
    const later = await login(app, 'target', password, from);
    expect(later.status).toBe(200);
  });

  it('answers 429 on the 31st failing attempt from one address', async () => {
    const ip = { 'X-Forwarded-For': '10.2.0.1' };
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(app, `stranger-${i}`, 'whatever-password', ip).then((r) => r.status)),
    );
    expect(results).toEqual(Array(30).fill(401));
    const res = await login(app, 'staff', password, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(((await res.json()) as { message: string }).message).toMatch(/^Too many login attempts\. Try again in \d+ minutes\.$/);
    // Another address is not affected.
    expect((await login(app, 'staff', password, { 'X-Forwarded-For': '10.2.0.2' })).status).toBe(200);
  }, 180_000);
});

describe('own account', () => {
  it('GET /api/me answers the account fields and never the password', async () => {
    const session = await signIn(app, 'staff', password);
    const res = await call(app, session, '/api/me');
    expect(res.status).toBe(200);
    const me = (await res.json()) as Record<string, string>;
    expect(Object.keys(me).sort()).toEqual(
      ['Status', 'city', 'created_date', 'email', 'expire_date', 'mobile_no', 'role', 'showroom_ids', 'user_id', 'user_name'].sort(),
    );
    expect(me).toMatchObject({ user_id: 'staff', user_name: 'Staff One', city: 'N/A', Status: 'Active', expire_date: '2030-01-31', role: 'owner' });
    expect(me.created_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('updates only the own profile; another user is 403 and an unknown one 404', async () => {
    const session = await signIn(app, 'staff', password);
    const ok = await call(app, session, '/api/profile/staff', {
      method: 'PATCH', json: { userName: 'Staff Person', email: 'staff@example.com', mobileNo: '9876543210' },
    });
    expect(ok.status).toBe(200);
    const me = (await (await call(app, session, '/api/me')).json()) as Record<string, string>;
    expect(me).toMatchObject({ user_name: 'Staff Person', email: 'staff@example.com', mobile_no: '9876543210' });

    const other = await call(app, session, '/api/profile/other', { method: 'PATCH', json: { userName: 'Hijacked' } });
    expect(other.status).toBe(403);
    const otherPw = await call(app, session, '/api/profile/password/other', {
      method: 'PATCH', json: { oldPassword: otherPassword, newPassword: 'hijacked-pass', confirmPassword: 'hijacked-pass' },
    });
    expect(otherPw.status).toBe(403);
    expect((await app.db.query<{ user_name: string }>(`SELECT user_name FROM admins WHERE user_id = 'other'`)).rows[0]!.user_name)
      .toBe('Other');

    const unknown = await call(app, session, '/api/profile/ghost', { method: 'PATCH', json: { userName: 'x' } });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('User not found');

    const bad = await call(app, session, '/api/profile/staff', { method: 'PATCH', json: { email: 'not-an-email', mobileNo: 'abc' } });
    expect(bad.status).toBe(400);
    const still = (await (await call(app, session, '/api/me')).json()) as Record<string, string>;
    expect(still.email).toBe('staff@example.com');
  });

  it('password change: wrong current password 400, mismatch 400, success ends other sessions', async () => {
    await createAdmin(app.db, 'changer', password);
    const mine = await signIn(app, 'changer', password);
    const elsewhere = await signIn(app, 'changer', password);

    const wrongOld = await call(app, mine, '/api/profile/password/changer', {
      method: 'PATCH', json: { oldPassword: 'not it at all', newPassword: 'brand new secret', confirmPassword: 'brand new secret' },
    });
    expect(wrongOld.status).toBe(400);
    expect(await wrongOld.json()).toEqual({ message: 'Current password is incorrect', error: 'Current password is incorrect' });

    const mismatch = await call(app, mine, '/api/profile/password/changer', {
      method: 'PATCH', json: { oldPassword: password, newPassword: 'brand new secret', confirmPassword: 'brand new secreT' },
    });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { message: string }).message).toContain('New password and confirm password do not match');

    const ok = await call(app, mine, '/api/profile/password/changer', {
      method: 'PATCH', json: { oldPassword: password, newPassword: 'brand new secret', confirmPassword: 'brand new secret' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Password updated successfully' });
    expect((await call(app, mine, '/api/me')).status).toBe(200);
    expect((await call(app, elsewhere, '/api/me')).status).toBe(401);
    expect((await login(app, 'changer', password, { 'X-Forwarded-For': '10.3.0.1' })).status).toBe(401);
    expect((await login(app, 'changer', 'brand new secret', { 'X-Forwarded-For': '10.3.0.1' })).status).toBe(200);
  });

  it('no admin answer contains a password or its hash', async () => {
    const session = await signIn(app, 'staff', password);
    const hashes = (await app.db.query<{ password_hash: string }>('SELECT password_hash FROM admins')).rows.map((r) => r.password_hash);
    const secrets = [password, otherPassword, ...hashes, ...hashes.map((h) => h.split('$')[5]!)];
    const bodies: string[] = [];
    const fresh = await login(app, 'staff', password, { 'X-Forwarded-For': '10.4.0.1' });
    bodies.push(await fresh.text());
    for (const route of registeredRoutes()) {
      if (route.path === '/api/logout') continue;
      const res = await call(app, session, route.path, { method: route.method, ...(route.method === 'GET' ? {} : { json: {} }) });
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
      bodies.push(await res.text());
    }
    const all = bodies.join('\n');
    expect(all).toContain('staff');
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/password_hash|scrypt\$/);
  });
});

describe('first admin and hashing', () => {
  it('creates the first admin only when none exists, hashed with scrypt', async () => {
    const { createTestDb } = await import('../support/test-db.ts');
    const fresh = await createTestDb();
    try {
      const created = await ensureFirstAdmin(fresh.db);
      expect(created?.userId).toBe('admin');
      expect(created?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      const row = (await fresh.db.query<Record<string, unknown>>(
        `SELECT password_hash, user_name, city, status, expire_date::text AS expire_date,
                ((now() AT TIME ZONE 'Asia/Kolkata') + interval '1 year')::date::text AS year_ahead FROM admins`,
      )).rows;
      expect(row).toHaveLength(1);
      expect(row[0]).toMatchObject({ user_name: 'Administrator', city: 'Gurgaon', status: 'active' });
      expect(row[0]!.expire_date).toBe(row[0]!.year_ahead);
      const hash = row[0]!.password_hash as string;
      expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
      expect(hash).not.toContain(created!.generatedPassword!);
      expect(await verifyPassword(created!.generatedPassword!, hash)).toBe(true);
      expect(await verifyPassword('something else', hash)).toBe(false);
      // A second start changes nothing.
      expect(await ensureFirstAdmin(fresh.db, 'boss', 'another password')).toBeNull();
      expect((await fresh.db.query('SELECT 1 FROM admins')).rows).toHaveLength(1);
    } finally {
      await fresh.drop();
    }
  });

  it('uses ADMIN_USER_ID/ADMIN_PASSWORD when given and prints no password', async () => {
    const { createTestDb } = await import('../support/test-db.ts');
    const fresh = await createTestDb();
    try {
      const created = await ensureFirstAdmin(fresh.db, 'owner', 'configured password');
      expect(created).toEqual({ userId: 'owner' });
      const { password_hash } = (await fresh.db.query<{ password_hash: string }>('SELECT password_hash FROM admins')).rows[0]!;
      expect(await verifyPassword('configured password', password_hash)).toBe(true);
    } finally {
      await fresh.drop();
    }
  });
});

export type { AdminSession };
