/**
 * `npm run admin -- create|reset-password|activate <userId>` (docs/api-admin.md): the real
 * script, from the run's bundle of the server (tests/support/server-bundle.ts), against its
 * own database (a temporary PGlite DATA_DIR, or a scratch PostgreSQL database when
 * DATABASE_URL is set).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password.ts';
import { connect, type Db } from '../../server/db/connect.ts';
import { runAdminCli, type CliRun } from '../support/run-admin-cli.ts';
import { createScratchDatabase } from '../support/test-db.ts';

let dataDir: string;
let databaseUrl: string | undefined;
let dropScratch: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    databaseUrl = scratch.url;
    dropScratch = scratch.drop;
  }
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await dropScratch?.();
});

function runCli(args: string[], password?: string): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.ADMIN_PASSWORD;
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (password !== undefined) env.ADMIN_PASSWORD = password;
  // stdin is not a terminal here: without ADMIN_PASSWORD the script must say so.
  return runAdminCli(args, env);
}

/** Opens the same database as the script (only while no script runs: PGlite is single-process). */
async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await connect({ databaseUrl, dataDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const hashOf = (db: Db, userId: string) =>
  db.query<{ password_hash: string }>('SELECT password_hash FROM admins WHERE user_id = $1', [userId]).then((r) => r.rows[0]?.password_hash);

describe('admin command line', () => {
  it('creates an admin with a hashed password, once', async () => {
    const first = await runCli(['create', 'boss'], 'first password 1');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Created admin "boss" as Owner.');
    expect(first.stdout).not.toContain('first password 1');
    await withDb(async (db) => {
      const hash = await hashOf(db, 'boss');
      expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('first password 1', hash!)).toBe(true);
      const account = (await db.query<{ status: string; role: string }>(`SELECT status, role FROM admins WHERE user_id = 'boss'`)).rows[0];
      expect(account).toEqual({ status: 'active', role: 'owner' });
    });
    const again = await runCli(['create', 'boss'], 'other password 2');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
    await withDb(async (db) => expect(await verifyPassword('first password 1', (await hashOf(db, 'boss'))!)).toBe(true));
  }, 300_000);

  it('resets a password and ends that admin\'s sessions only', async () => {
    await runCli(['create', 'clerk'], 'clerk password 1');
    await withDb(async (db) => {
      const now = new Date();
      await db.query(
        `INSERT INTO sessions (token_hash, csrf_hash, user_id, created_at, last_seen_at)
         VALUES ('a1', 'c1', 'boss', $1, $1), ('a2', 'c2', 'boss', $1, $1), ('a3', 'c3', 'clerk', $1, $1)`,
        [now],
      );
      await db.query(`INSERT INTO login_attempts (user_key, ip, attempted_at) VALUES ('boss', '10.0.0.1', $1)`, [now]);
    });
    const reset = await runCli(['reset-password', 'boss'], 'second password 2');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Password of admin "boss" reset; 2 session(s) ended.');
    await withDb(async (db) => {
      const hash = (await hashOf(db, 'boss'))!;
      expect(await verifyPassword('second password 2', hash)).toBe(true);
      expect(await verifyPassword('first password 1', hash)).toBe(false);
      const sessions = await db.query<{ user_id: string }>('SELECT user_id FROM sessions ORDER BY user_id');
      expect(sessions.rows.map((r) => r.user_id)).toEqual(['clerk']);
      expect((await db.query(`SELECT 1 FROM login_attempts WHERE user_key = 'boss'`)).rows).toHaveLength(0);
    });
  }, 300_000);

  it('switches an account back on: reset-password does, and so does activate, keeping the password', async () => {
    const statusOf = (db: Db, userId: string) =>
      db.query<{ status: string }>('SELECT status FROM admins WHERE user_id = $1', [userId]).then((r) => r.rows[0]?.status);
    await withDb((db) => db.query(`UPDATE admins SET status = 'inactive' WHERE user_id IN ('boss', 'clerk')`));
    const reset = await runCli(['reset-password', 'boss'], 'third password 3');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('The account was off and is switched on again.');
    const activated = await runCli(['activate', 'clerk']);
    expect([activated.code, activated.stderr]).toEqual([0, '']);
    expect(activated.stdout).toContain('Admin "clerk" is switched on again.');
    await withDb(async (db) => {
      expect([await statusOf(db, 'boss'), await statusOf(db, 'clerk')]).toEqual(['active', 'active']);
      expect(await verifyPassword('clerk password 1', (await hashOf(db, 'clerk'))!)).toBe(true);
    });
    const again = await runCli(['activate', 'clerk']);
    expect(again.stdout).toContain('was already on; nothing changed.');
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/reset-password <userId>\s+set a new password, switch the account back on/);
    expect(help.stdout).toContain('npm run admin -- activate <userId>');
  }, 300_000);

  it('explains what is wrong and changes nothing', async () => {
    const unknown = await runCli(['reset-password', 'ghost'], 'some password 3');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no admin "ghost".');
    const unknownOn = await runCli(['activate', 'ghost']);
    expect([unknownOn.code, unknownOn.stderr.trim()]).toEqual([1, 'There is no admin "ghost".']);

    const noPassword = await runCli(['create', 'newbie']);
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toContain('set ADMIN_PASSWORD');

    const short = await runCli(['create', 'newbie'], 'short');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('The password must be 8 to 128 characters');

    const usage = await runCli(['delete', 'boss'], 'some password 3');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- create <userId>');

    const noUser = await runCli(['create'], 'some password 3');
    expect(noUser.code).toBe(1);
    expect(noUser.stderr).toContain('A user id of 1 to 64 characters');

    await withDb(async (db) => {
      const ids = await db.query<{ user_id: string }>('SELECT user_id FROM admins ORDER BY user_id');
      expect(ids.rows.map((r) => r.user_id)).toEqual(['boss', 'clerk']);
    });
  }, 300_000);
});
