/**
 * Staff roles: what exists today becomes Owner, new accounts are Sales unless told, the
 * session carries the role, and a route guarded by a permission refuses a role without
 * it before doing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { notAllowedMessage, roleMay, staffPermissions, staffRoles } from '#contract/staff-roles.ts';
import { call, createAdmin, signIn } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

describe('the roles migration', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
    await migrate(testDb.db, loadMigrations().filter((m) => m.version < 9));
    await testDb.db.query(
      `INSERT INTO admins (user_id, password_hash, user_name, status) VALUES ('old-one', 'x', 'Old One', 'active'), ('old-two', 'x', '', 'inactive')`,
    );
    await migrate(testDb.db);
  }, 300_000);
  afterAll(async () => {
    await testDb?.drop();
  });

  it('makes every existing account an Owner and later ones Sales unless a role is given', async () => {
    await testDb.db.query(`INSERT INTO admins (user_id, password_hash) VALUES ('new-one', 'x')`);
    const { rows } = await testDb.db.query<{ user_id: string; role: string }>('SELECT user_id, role FROM admins ORDER BY user_id');
    expect(rows).toEqual([
      { user_id: 'new-one', role: 'sales' },
      { user_id: 'old-one', role: 'owner' },
      { user_id: 'old-two', role: 'owner' },
    ]);
  });

  it('refuses a role that does not exist', async () => {
    await expect(testDb.db.query(`INSERT INTO admins (user_id, password_hash, role) VALUES ('odd', 'x', 'admin')`)).rejects.toThrow();
  });
});

describe('a permission on a route', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await createAdmin(app.db, 'owner1', 'Owner-Password-1', { role: 'owner' });
    await createAdmin(app.db, 'manager1', 'Manager-Password-1', { role: 'manager', showroomId: 2 });
    await createAdmin(app.db, 'sales1', 'Sales-Password-1', { role: 'sales', showroomId: 3 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('is held as the table says: Owners everything, Managers all but site, roles, backups and the payment keys, Sales leads, appointments, stock and payments taken at the counter, Service the workshop only', () => {
    for (const permission of Object.keys(staffPermissions) as (keyof typeof staffPermissions)[]) {
      expect(roleMay('owner', permission)).toBe(true);
      expect(roleMay('manager', permission)).toBe(!['site', 'roles', 'backups', 'paymentKeys'].includes(permission));
      expect(roleMay('sales', permission)).toBe(['leads', 'appointments', 'stock', 'payments'].includes(permission));
      expect(roleMay('service', permission)).toBe(permission === 'workshop');
    }
    expect(staffRoles).toEqual(['owner', 'manager', 'sales', 'service']);
  });

  it('tells the panel who is signed in and with which role', async () => {
    const sales = await signIn(app, 'sales1', 'Sales-Password-1');
    const me = (await (await call(app, sales, adminApiPaths.me)).json()) as { user_id: string; role: string };
    expect(me).toMatchObject({ user_id: 'sales1', role: 'sales' });
  });

  it('refuses Sales a price change with a readable 403 and changes nothing', async () => {
    const sales = await signIn(app, 'sales1', 'Sales-Password-1');
    const before = await app.db.query('SELECT id, price FROM variants ORDER BY id');
    const listed = await call(app, sales, adminApiPaths.managePrice);
    expect(listed.status).toBe(403);
    expect(await listed.json()).toEqual({ message: notAllowedMessage });
    const changed = await call(app, sales, '/api/managePrice/Shine%20100', { method: 'PATCH', json: { price: 1 } });
    expect(changed.status).toBe(403);
    expect((await app.db.query('SELECT id, price FROM variants ORDER BY id')).rows).toEqual(before.rows);
  });

  it('lets Managers and Owners change prices', async () => {
    for (const [userId, password] of [['manager1', 'Manager-Password-1'], ['owner1', 'Owner-Password-1']] as const) {
      const session = await signIn(app, userId, password);
      const res = await call(app, session, '/api/managePrice/Shine%20100', { method: 'PATCH', json: { price: 70000 } });
      expect(res.status).toBe(200);
    }
  });

  it('applies a role change to a signed-in session at once', async () => {
    const session = await signIn(app, 'manager1', 'Manager-Password-1');
    expect((await call(app, session, adminApiPaths.managePrice)).status).toBe(200);
    await app.db.query(`UPDATE admins SET role = 'sales' WHERE user_id = 'manager1'`);
    expect((await call(app, session, adminApiPaths.managePrice)).status).toBe(403);
  });
});
