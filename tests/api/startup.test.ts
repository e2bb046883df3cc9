/**
 * Starting on an existing database keeps everything (nothing re-migrated or re-seeded),
 * and the server process (server/main.ts) reports start-up failures in one line and
 * shuts down cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { requestListener } from '../../server/http/request-listener.ts';
import { testConfig } from '../../server/config.ts';
import { connect, type Db } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';
import { bundledServerArgs } from '../support/server-bundle.ts';
import { createScratchDatabase } from '../support/test-db.ts';
import { apiPaths, idempotencyHeader } from '#contract/api-paths.ts';

const cleanups: (() => Promise<void> | void)[] = [];
/** A start (and the first one's seed) takes what the machine gives it: this bound only catches a hang. */
const hangMs = 600_000;
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh place for a database: a temporary PGlite DATA_DIR, or a scratch PostgreSQL database. */
async function freshStore(): Promise<{ open: () => Promise<Db>; env: Record<string, string> }> {
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    cleanups.push(scratch.drop);
    return { open: () => connect({ databaseUrl: scratch.url }), env: { DATABASE_URL: scratch.url } };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'dealer-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { open: () => connect({ dataDir }), env: { DATA_DIR: dataDir } };
}

type Store = Awaited<ReturnType<typeof freshStore>>;
/** A migrated and seeded store, closed: made once, shared by the tests that only need one. */
let seeded: Store | undefined;
async function seededStore(): Promise<Store> {
  if (seeded) return seeded;
  const store = await freshStore();
  const db = await store.open();
  await migrate(db);
  await seedIfEmpty(db);
  await db.close();
  seeded = store;
  return store;
}

async function serve(db: Db): Promise<{ url: string; server: Server }> {
  const server = createServer(requestListener(createApp({ db, config: testConfig() })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function stopServing(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

describe('restart on an existing database', () => {
  it('keeps enquiries and catalogue; migrates and seeds nothing the second time', async () => {
    const store = await freshStore();
    const id = crypto.randomUUID();

    const first = await store.open();
    expect((await migrate(first)).length).toBeGreaterThan(0);
    expect(await seedIfEmpty(first)).toBe(true);
    const running = await serve(first);
    const bikesBefore = await (await fetch(`${running.url}${apiPaths.bikes}`)).json();
    const sent = await fetch(`${running.url}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id },
      body: JSON.stringify({ name: 'Ravi', email: 'ravi@example.com', contact: '9811000002', reason: 'Inquiry', message: 'Still there?' }),
    });
    expect(sent.status).toBe(201);
    await stopServing(running.server);
    await first.close();

    const second = await store.open();
    try {
      expect(await migrate(second)).toEqual([]);
      expect(await seedIfEmpty(second)).toBe(false);
      const { rows } = await second.query<{ kind: string; name: string }>('SELECT kind, name FROM enquiries WHERE id = $1', [id]);
      expect(rows).toEqual([{ kind: 'contact', name: 'Ravi' }]);
      const again = await serve(second);
      const bikesAfter = await (await fetch(`${again.url}${apiPaths.bikes}`)).json();
      expect(bikesAfter).toEqual(bikesBefore);
      expect((bikesAfter as unknown[]).length).toBeGreaterThan(0);
      // The replay after a restart is still recognised.
      const replay = await fetch(`${again.url}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id },
        body: JSON.stringify({ name: 'Ravi', email: 'ravi@example.com', contact: '9811000002', reason: 'Inquiry', message: 'Still there?' }),
      });
      expect(replay.status).toBe(201);
      await stopServing(again.server);
    } finally {
      await second.close();
    }
    seeded = store;
  }, hangMs);
});

interface Run {
  exit: Promise<{ code: number | null; output: string }>;
  output: () => string;
  kill: (signal: NodeJS.Signals) => void;
}

/**
 * Runs server/main.ts as `npm start` does, from the run's bundle; with `preload` (modules
 * added to --import), from the sources with tsx instead, so that a preloaded hook sees each
 * of our modules load.
 */
function runMain(env: Record<string, string>, preload: string[] = [], signalOn?: { text: string; signal: NodeJS.Signals }): Run {
  const base = { ...process.env } as Record<string, string>;
  delete base.DATABASE_URL;
  const args = preload.length ? ['--import', 'tsx', ...preload.flatMap((m) => ['--import', m]), 'server/main.ts'] : bundledServerArgs('main');
  const child = spawn(process.execPath, args, {
    env: { ...base, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_USER_ID: 'admin', ADMIN_PASSWORD: 'start-up-Password-1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let signalled = false;
  const read = (d: Buffer) => {
    output += d;
    // Sent in the same turn as the line arrives, not at the next look of a poll.
    if (signalOn && !signalled && output.includes(signalOn.text)) {
      signalled = true;
      child.kill(signalOn.signal);
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exit = new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return { exit, output: () => output, kill: (signal) => child.kill(signal) };
}

/**
 * Waits until the process prints `text`; one that exits first fails at once with its output.
 * A start may take minutes on a busy machine: only the test's own bound (a hang) stops the wait.
 */
async function waitFor(run: Run, text: string): Promise<void> {
  let exited = false;
  void run.exit.then(() => (exited = true));
  while (!run.output().includes(text)) {
    if (exited) throw new Error(`the server exited before "${text}" was printed:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the server process', () => {
  it('refuses a taken port in one line', async () => {
    const store = await seededStore();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const clash = await runMain({ ...store.env, PORT: String(port) }).exit;
      expect(clash.code).toBe(1);
      expect(clash.output.trim().split('\n').at(-1)).toBe(
        `Port ${port} is already in use on 127.0.0.1: stop the other server or set PORT to a free port.`,
      );
      expect(clash.output).not.toMatch(/\n\s+at /);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, hangMs);

  it('serves, then stops cleanly on SIGTERM with exit code 0', async () => {
    const store = await seededStore();
    const port = await freePort();
    const server = runMain({ ...store.env, PORT: String(port) });
    await waitFor(server, `Listening on http://127.0.0.1:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}${apiPaths.bikes}`)).status).toBe(200);
    server.kill('SIGTERM');
    const stopped = await server.exit;
    expect(stopped.code).toBe(0);
    // The data is intact for the next start.
    const db = await store.open();
    try {
      expect(await migrate(db)).toEqual([]);
      expect(await seedIfEmpty(db)).toBe(false);
    } finally {
      await db.close();
    }
  }, hangMs);

  it('stops cleanly on a SIGTERM sent the moment it says Listening', async () => {
    // Work started after "Listening" behind an await left the signal without its handler:
    // the process died of it (exit code null) instead of shutting down.
    const store = await seededStore();
    const port = await freePort();
    const server = runMain({ ...store.env, PORT: String(port) }, [], { text: `Listening on http://127.0.0.1:${port}`, signal: 'SIGTERM' });
    const stopped = await server.exit;
    expect(stopped.output).toContain(`Listening on http://127.0.0.1:${port}`);
    expect(stopped.code, stopped.output).toBe(0);
  }, hangMs);

  it('says in one line when the database cannot be opened', async () => {
    const unreachable = await runMain({ DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/nothing', PORT: String(await freePort()) }).exit;
    expect(unreachable.code).toBe(1);
    expect(unreachable.output.trim()).toMatch(/^Cannot open the PostgreSQL at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/nothing: .*ECONNREFUSED/);
    expect(unreachable.output).not.toContain('secret');

    const file = join(mkdtempSync(join(tmpdir(), 'dealer-file-')), 'not-a-directory');
    writeFileSync(file, 'x');
    cleanups.push(() => rmSync(join(file, '..'), { recursive: true, force: true }));
    const broken = await runMain({ DATA_DIR: file, PORT: String(await freePort()) }).exit;
    expect(broken.code).toBe(1);
    expect(broken.output.trim()).toMatch(new RegExp(`^Cannot open the embedded database in ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
  }, hangMs);

  it('refuses the browser tests\' clock outside NODE_ENV=test in one line, before touching the database', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'dealer-clock-')), 'data');
    cleanups.push(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));
    for (const NODE_ENV of ['production', '']) {
      const refused = await runMain({ NODE_ENV, TEST_CLOCK_START: '2026-12-01T23:58:00+05:30', DATA_DIR: dataDir, PORT: String(await freePort()) }).exit;
      expect(refused.code).toBe(1);
      expect(refused.output.trim()).toBe('TEST_CLOCK_START is for tests only and is refused unless NODE_ENV=test: unset it to run on the real clock.');
      expect(existsSync(dataDir)).toBe(false);
    }
  }, hangMs);
});

describe('the seed on start', () => {
  /** Our modules under server/db/seed/ that a start of server/main.ts loaded (tests/support/record-modules.mjs). */
  async function seedModulesLoadedBy(env: Record<string, string>): Promise<{ seedModules: string[]; output: string }> {
    const dir = mkdtempSync(join(tmpdir(), 'dealer-modules-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'loaded.txt');
    const port = await freePort();
    const server = runMain({ ...env, PORT: String(port), RECORD_MODULES_FILE: file }, ['./tests/support/record-modules.mjs']);
    await waitFor(server, `Listening on http://127.0.0.1:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}${apiPaths.bikes}`)).status).toBe(200);
    server.kill('SIGTERM');
    expect((await server.exit).code).toBe(0);
    const loaded = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
    // The recorder works: the server's own entry was seen.
    expect(loaded.some((url) => url.endsWith('/server/main.ts'))).toBe(true);
    return { seedModules: loaded.filter((url) => url.includes('/server/db/seed/')), output: server.output() };
  }

  it('seeds a fresh database on the first start; a later start does not load the seed or its art', async () => {
    const store = await freshStore();
    const first = await seedModulesLoadedBy(store.env);
    expect(first.output).toContain('Seeded the catalogue, dealers and site images.');
    expect(first.seedModules.some((url) => url.endsWith('/server/db/seed/art/render-3d.ts'))).toBe(true);

    const second = await seedModulesLoadedBy(store.env);
    expect(second.output).not.toContain('Seeded the catalogue');
    // Only the one-query emptiness check is loaded: no renderer, brochure maker or models.
    expect(second.seedModules.map((url) => url.slice(url.indexOf('/server/db/seed/')))).toEqual(['/server/db/seed/seed-needed.ts']);
  }, 2 * hangMs);
});
