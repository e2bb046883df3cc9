/**
 * Starts the real server (server/main.ts) on a free port, serving the built app, with a
 * fresh database: a temporary DATA_DIR (its embedded PostgreSQL server, as `npm start`
 * runs by default, or PGlite with EMBEDDED_DATABASE=pglite), or a scratch PostgreSQL
 * database when DATABASE_URL is set. Can be killed (SIGKILL) and started again on the
 * same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Db } from '../../../server/db/connect.ts';
import { clusterDirName, runningPostmaster } from '../../../server/db/embedded-postgres.ts';
import { copyDataDirTemplate, hasDataDirTemplate, templatesEnv } from '../../support/pglite-templates.ts';
import { bundledServerArgs, ensureServerBundle } from '../../support/server-bundle.ts';
import { createScratchDatabase } from '../../support/test-db.ts';

export const adminCredentials = { userId: 'admin', password: 'e2e-Password-123' };

export interface RunningServer {
  url: string;
  port: number;
  /** The server process's id while it runs (0 when stopped), to read its loop thread's CPU time. */
  readonly pid: number;
  /** Stops the process: SIGTERM by default, SIGKILL to simulate a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the server again on the same port and data, with `env` added to its environment. */
  restart(env?: Record<string, string>): Promise<void>;
  /**
   * A connection to the same database: beside the running server on PostgreSQL (its own
   * embedded server's socket, or the scratch database); PGlite only while it is stopped.
   */
  openDb(): Promise<Db>;
  /** Whether openDb reaches the database while the server runs (not PGlite). */
  readonly liveDb: boolean;
  /** Stops the server and removes its data. */
  dispose(): Promise<void>;
  /** Where its embedded database lives (unused with DATABASE_URL). */
  dataDir: string;
}

/** Where a run with a data dir template keeps its servers' data dirs (its teardown sweeps them). */
export const serverDataDirs = (templatesDir: string) => join(templatesDir, 'servers');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Stops the embedded PostgreSQL server of a data dir if it still runs: one whose node
 * process was killed (SIGKILL leaves the postmaster running, as a crash would) and not
 * started again. Fast shutdown (SIGINT), as the server itself stops it.
 */
async function stopLeftPostmaster(dataDir: string): Promise<void> {
  const left = runningPostmaster(join(dataDir, clusterDirName));
  if (!left) return;
  try {
    process.kill(left.pid, 'SIGINT');
  } catch {
    return;
  }
  // Until it has exited (its parent was killed: it is reaped by init, or stays a zombie).
  while (!exited(left.pid)) await sleep(50);
}

function exited(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

/** Stops every postmaster left running in the data dirs under `parent`. */
export async function stopPostmastersUnder(parent: string): Promise<void> {
  if (!existsSync(parent)) return;
  await Promise.all(readdirSync(parent).map((name) => stopLeftPostmaster(join(parent, name))));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** `startSeconds`: how long a start may take before it is given up, 180 s unless given: a hang, not a slow start on a busy machine (a benchmark's loaded machine: longer). */
export async function startServer(options: { env?: Record<string, string>; startSeconds?: number } = {}): Promise<RunningServer> {
  await ensureServerBundle();
  const port = await freePort();
  // Under the run's template dir when there is one, so that its teardown finds them.
  const parent = hasDataDirTemplate() && !process.env.DATABASE_URL ? serverDataDirs(process.env[templatesEnv]!) : tmpdir();
  mkdirSync(parent, { recursive: true, mode: 0o755 });
  const dataDir = mkdtempSync(join(parent, 'dealer-e2e-'));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  // A copy of the run's migrated and seeded data dir, when the run has one.
  if (!scratch) copyDataDirTemplate(dataDir);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_USER_ID: adminCredentials.userId,
    ADMIN_PASSWORD: adminCredentials.password,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...options.env,
  };
  if (!scratch) delete env.DATABASE_URL;
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;

  async function launch() {
    child = spawn(process.execPath, bundledServerArgs('main'), { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const deadline = Date.now() + (options.startSeconds ?? 180) * 1000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        const res = await fetch(`${url}/api/bikes`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not start in time:\n${output}`);
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM') {
    const c = child;
    // A process ended by a signal (SIGKILL) has no exit code, only its signal.
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill(signal);
    });
  }

  async function dispose() {
    await stop();
    // A server last stopped with SIGKILL left its postmaster running.
    if (!scratch) await stopLeftPostmaster(dataDir);
    if (scratch) await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await launch();
  } catch (error) {
    // A server that did not come up in time must not outlive the test that gave up on it.
    await stop('SIGKILL');
    await dispose();
    throw error;
  }
  return {
    url,
    port,
    get pid() {
      return child && child.exitCode === null && child.signalCode === null ? (child.pid ?? 0) : 0;
    },
    stop,
    restart: (more = {}) => {
      Object.assign(env, more);
      return launch();
    },
    openDb: () => connect(scratch ? { databaseUrl: scratch.url } : { dataDir, embedded: env.EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'postgres' }),
    liveDb: Boolean(scratch) || env.EMBEDDED_DATABASE !== 'pglite',
    dispose,
    dataDir,
  };
}
