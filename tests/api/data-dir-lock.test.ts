/**
 * One process per embedded database (docs/reliability.md): a second server or the admin
 * command on a DATA_DIR in use refuses in one line with exit code 1 and changes nothing; a
 * lock left by a killed server is taken over; on PostgreSQL the admin command works beside
 * a running server. Real server and admin processes.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockFileName } from '../../server/db/data-dir-lock.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { freePort, runAdminCommand, runServer, startServerProcess, type ChildRun } from '../support/main-process.ts';
import { createScratchDatabase } from '../support/test-db.ts';

const firstPassword = 'start-up-Password-1';
const running: ChildRun[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function signIn(url: string, password: string): Promise<number> {
  return fetch(`${url}${adminApiPaths.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: 'admin', password }),
  }).then((res) => res.status);
}

const inUse = (where: string, pid: number) => `The database in ${where} is in use by the server with pid ${pid}; stop it or set DATABASE_URL`;

describe('one process per embedded data dir', () => {
  let parent: string;
  let dataDir: string;
  let first: ChildRun & { url: string };
  const lockFile = () => join(dataDir, lockFileName);

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'dealer-lock-'));
    cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
    dataDir = join(parent, 'data');
    first = await startServerProcess({ DATA_DIR: dataDir });
    running.push(first);
  }, 300_000);

  it('a second server on the same data dir exits 1 with one line naming the first', async () => {
    // Started from the parent directory with DATA_DIR as an operator would type it.
    const second = runServer({ DATA_DIR: './data', PORT: String(await freePort()) }, parent);
    running.push(second);
    const result = await second.exit;
    expect(result.code).toBe(1);
    expect(result.output.trim()).toBe(inUse('./data', first.pid));
    // Given as an absolute path outside the working directory, it is printed as given.
    const third = await runServer({ DATA_DIR: dataDir, PORT: String(await freePort()) }).exit;
    expect(third.code).toBe(1);
    expect(third.output.trim()).toBe(inUse(dataDir, first.pid));
    // The first server still serves.
    expect((await fetch(`${first.url}${apiPaths.bikes}`)).status).toBe(200);
  }, 300_000);

  it('the admin command refuses while the server runs, and changes nothing', async () => {
    const reset = await runAdminCommand(['reset-password', 'admin'], { DATA_DIR: './data', ADMIN_PASSWORD: 'Changed-Password-2' }, parent).exit;
    expect(reset.code).toBe(1);
    expect(reset.output.trim()).toBe(inUse('./data', first.pid));
    expect(await signIn(first.url, 'Changed-Password-2')).toBe(401);
    expect(await signIn(first.url, firstPassword)).toBe(200);
  }, 300_000);

  it('a lock left by a killed server is taken over; a stopped server leaves none', async () => {
    first.kill('SIGKILL');
    await first.exit;
    const left = JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number; role: string };
    expect(left).toMatchObject({ pid: first.pid, role: 'server' });

    const next = await startServerProcess({ DATA_DIR: dataDir });
    running.push(next);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: next.pid, role: 'server' });
    // The data written before the kill is there.
    expect(await signIn(next.url, firstPassword)).toBe(200);

    next.kill('SIGTERM');
    expect((await next.exit).code).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
    // With no server, the admin command gets the database.
    const reset = await runAdminCommand(['reset-password', 'admin'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Changed-Password-2' }).exit;
    expect(reset.output).toContain('Password of admin "admin" reset');
    expect(reset.code).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  }, 300_000);
});

// PostgreSQL serves many processes: the lock is only for the embedded database.
if (process.env.DATABASE_URL) {
  const baseUrl = process.env.DATABASE_URL;
  describe('on PostgreSQL', () => {
    it('the admin command works beside a running server', async () => {
      const scratch = await createScratchDatabase(baseUrl);
      cleanups.push(scratch.drop);
      const server = await startServerProcess({ DATABASE_URL: scratch.url });
      running.push(server);
      const reset = await runAdminCommand(['reset-password', 'admin'], { DATABASE_URL: scratch.url, ADMIN_PASSWORD: 'Changed-Password-2' }).exit;
      expect(reset.output).toContain('Password of admin "admin" reset');
      expect(reset.code).toBe(0);
      // The running server sees the change at once.
      expect(await signIn(server.url, firstPassword)).toBe(401);
      expect(await signIn(server.url, 'Changed-Password-2')).toBe(200);
      server.kill('SIGTERM');
      expect((await server.exit).code).toBe(0);
    }, 300_000);
  });
}
