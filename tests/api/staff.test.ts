/**
 * Staff accounts (docs/api-admin.md): the list never shows a password, a new account
 * signs in with its first password, and switching an account off ends its sessions at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPaths, type StaffRecord } from '#contract/lead-api.ts';
import { verifyPassword } from '../../server/auth/password.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, login, signIn, type AdminSession } from '../support/admin-session.ts';

let app: TestApp;
let owner: AdminSession;
const password = 'owner password 1';

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  await createAdmin(app.db, 'owner', password, { userName: 'Showroom Owner' });
  owner = await signIn(app, 'owner', password);
});
afterAll(async () => {
  await app?.close();
});

const newStaff = { userId: 'meena.s', userName: 'Meena Sharma', mobileNo: '9811040021', showroomId: 3, password: 'first-password-1' };

describe('staff accounts', () => {
  it('adds an account that signs in with its first password, stored only as a scrypt hash', async () => {
    const res = await call(app, owner, leadPaths.staff, { method: 'POST', json: newStaff });
    expect(res.status).toBe(201);
    const created = (await res.json()) as StaffRecord;
    expect(created).toEqual({
      userId: 'meena.s', userName: 'Meena Sharma', mobileNo: '9811040021', showroomId: 3, showroomIds: [3], role: 'sales', active: true,
      createdAt: expect.any(String),
    });
    const { rows } = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM admins WHERE user_id = $1', ['meena.s']);
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(newStaff.password, rows[0]!.password_hash)).toBe(true);
    expect((await login(app, 'meena.s', newStaff.password, { 'X-Forwarded-For': '10.3.0.1' })).status).toBe(200);
  });

  it('lists every account without a password or hash', async () => {
    const res = await call(app, owner, leadPaths.staff);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/scrypt|password/i);
    const staff = JSON.parse(text) as StaffRecord[];
    expect(staff.map((s) => s.userId)).toEqual(['meena.s', 'owner']);
    for (const s of staff) expect(Object.keys(s).sort()).toEqual(['active', 'createdAt', 'mobileNo', 'role', 'showroomId', 'showroomIds', 'userId', 'userName']);
  });

  it('refuses a taken user id (409) and bad fields (400), storing nothing', async () => {
    const taken = await call(app, owner, leadPaths.staff, { method: 'POST', json: { ...newStaff, password: 'another-password' } });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: 'userId: This user ID is already taken' });
    const fresh = { ...newStaff, userId: 'fresh.one' };
    for (const bad of [
      { ...fresh, userId: 'ab' }, { ...fresh, userId: 'has space' }, { ...fresh, userName: ' ' },
      { ...fresh, mobileNo: '98110' }, { ...fresh, showroomId: 7 }, { ...fresh, password: 'short' }, {},
    ]) {
      const res = await call(app, owner, leadPaths.staff, { method: 'POST', json: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admins');
    expect(rows[0]!.n).toBe(2);
  });

  it('switching an account off ends its sessions at once; switching it on lets it sign in again', async () => {
    const meena = await signIn(app, 'meena.s', newStaff.password);
    expect((await call(app, meena, '/api/me')).status).toBe(200);
    const off = await call(app, owner, leadPaths.staffStatus('meena.s'), { method: 'PATCH', json: { active: false } });
    expect(off.status).toBe(200);
    expect(((await off.json()) as StaffRecord).active).toBe(false);
    expect((await call(app, meena, '/api/me')).status).toBe(401);
    const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sessions WHERE user_id = 'meena.s'`);
    expect(rows[0]!.n).toBe(0);
    expect((await login(app, 'meena.s', newStaff.password, { 'X-Forwarded-For': '10.3.0.2' })).status).toBe(401);
    const on = await call(app, owner, leadPaths.staffStatus('meena.s'), { method: 'PATCH', json: { active: true } });
    expect(((await on.json()) as StaffRecord).active).toBe(true);
    expect((await login(app, 'meena.s', newStaff.password, { 'X-Forwarded-For': '10.3.0.3' })).status).toBe(200);
  });

  it('nobody can switch themselves off; unknown accounts are 404, bad bodies 400', async () => {
    const self = await call(app, owner, leadPaths.staffStatus('owner'), { method: 'PATCH', json: { active: false } });
    expect(self.status).toBe(400);
    expect(await self.json()).toMatchObject({ message: 'You cannot switch off your own account' });
    expect((await call(app, owner, '/api/me')).status).toBe(200);
    expect((await call(app, owner, leadPaths.staffStatus('nobody'), { method: 'PATCH', json: { active: false } })).status).toBe(404);
    expect((await call(app, owner, leadPaths.staffStatus('meena.s'), { method: 'PATCH', json: { active: 'no' } })).status).toBe(400);
    expect((await call(app, owner, leadPaths.staffStatus('meena.s'), { method: 'PATCH', json: { active: false }, noCsrf: true })).status).toBe(403);
  });
});
