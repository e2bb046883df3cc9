/**
 * Sign-in limits that cannot be sidestepped (server/auth/login-throttle.ts, migration 200):
 * a good sign-in forgives only that account's failures, never the address's, so a few
 * wrong guesses on each of two accounts between good sign-ins still reach the address's
 * limit; user ids are unique ignoring case (the limiter folds case), the migration names
 * existing clashes rather than merging them, and staff creation refuses "ADMIN" beside
 * "admin". The server's clock is frozen: the window can never run out during the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { leadPaths } from '#contract/lead-api.ts';
import { loginLimits } from '../../server/auth/login-throttle.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { call, createAdmin, signIn } from '../support/admin-session.ts';
import { createTestDb } from '../support/test-db.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const password = 'Right-Password-1';
const frozen = new Date('2026-11-23T05:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false, now: () => frozen });
  await createAdmin(app.db, 'admin', password);
  await createAdmin(app.db, 'sales', password);
});
afterAll(async () => {
  await app?.close();
});

const signInStatus = async (userId: string, pw: string) =>
  (await app.fetch(adminApiPaths.login, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId, password: pw }) })).status;

describe('sign-in limits per account and per address', () => {
  it('4 wrong guesses then a good sign-in, on two accounts in turn, reach the address limit', async () => {
    let wrongAnswered = 0;
    let refused: { round: number; status: number } | null = null;
    rounds: for (let round = 0; round < 40; round += 1) {
      for (const userId of ['admin', 'sales']) {
        for (let guess = 0; guess < 4; guess += 1) {
          const status = await signInStatus(userId, `wrong-${round}-${guess}`);
          if (status === 429) {
            refused = { round, status };
            break rounds;
          }
          expect(status).toBe(401);
          wrongAnswered += 1;
        }
        expect(await signInStatus(userId, password)).toBe(200);
      }
    }
    expect(refused, `${wrongAnswered} wrong guesses answered without a 429`).not.toBeNull();
    expect(wrongAnswered).toBe(loginLimits.perAddress);
    // The right password from this address is refused too until the window passes.
    expect(await signInStatus('admin', password)).toBe(429);
  });
});

describe('user ids unique ignoring case', () => {
  it('staff creation refuses "ADMIN" beside "admin"', async () => {
    await createAdmin(app.db, 'owner2', password);
    await app.db.query('DELETE FROM login_attempts');
    const owner = await signIn(app, 'owner2', password);
    for (const userId of ['ADMIN', 'Admin', 'SALES']) {
      const res = await call(app, owner, leadPaths.staff, {
        method: 'POST', json: { userId, userName: 'Second Account', mobileNo: '9811040021', showroomId: 3, password: 'first-password-1' },
      });
      expect(res.status, userId).toBe(409);
    }
    const { rows } = await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM admins WHERE lower(user_id) IN ('admin', 'sales')");
    expect(rows[0]?.n).toBe(2);
  });

  it('the migration names ids that differ only in case and merges nothing', async () => {
    const { db, drop } = await createTestDb({ migrate: false });
    try {
      const all = loadMigrations();
      await migrate(db, all.filter((m) => m.version < 200));
      await db.query(`INSERT INTO admins (user_id, password_hash, user_name, city, status, role, expire_date)
        VALUES ('admin', 'x', '', '', 'active', 'owner', '2027-01-01'), ('ADMIN', 'y', '', '', 'active', 'owner', '2027-01-01'), ('Sales', 'z', '', '', 'active', 'owner', '2027-01-01')`);
      await expect(migrate(db, all)).rejects.toThrow(/differ by more than upper and lower case.*'ADMIN', 'admin'/);
      const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM admins ORDER BY user_id');
      expect(rows.map((r) => r.user_id)).toEqual(['ADMIN', 'Sales', 'admin']);
    } finally {
      await drop();
    }
  });
});
