/**
 * One process per embedded database (docs/reliability.md). PGlite is PostgreSQL inside
 * the process that opens it, with no shared memory or postmaster between processes: two
 * servers on one DATA_DIR each see only their own writes and together corrupt the files,
 * and an admin command beside a running server changes nothing the server sees. So the
 * opener takes `in-use.lock` in the data dir, created exclusively, holding who it is
 * (pid, role, host, process start time); a second opener refuses with one clear line.
 *
 * A lock left behind by a killed process is taken over: its pid no longer runs, or runs a
 * different process now (another start time: the pid was reused, as after a container
 * restart where the server is pid 1 again). A lock written on another host is never
 * taken over, since its process cannot be checked from here.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';

export const lockFileName = 'in-use.lock';

export interface LockHolder {
  pid: number;
  /** What holds it, as the refusal names it: 'server', 'admin command', 'process'. */
  role: string;
  host: string;
  /** The process start time (Linux /proc, clock ticks since boot), to detect pid reuse. */
  started: string | null;
}

interface DataDirLock {
  release(): void;
}

/** The data dir relative to the working directory when inside it, else its full path. */
export function displayDataDir(dataDir: string): string {
  const rel = relative(process.cwd(), dataDir);
  if (rel === '') return '.';
  return rel.startsWith('..') || isAbsolute(rel) ? dataDir : `./${rel}`;
}

export class DataDirInUseError extends Error {
  readonly holder: LockHolder;
  constructor(dataDir: string, holder: LockHolder) {
    super(`The database in ${displayDataDir(dataDir)} is in use by the ${holder.role} with pid ${holder.pid}; stop it or set DATABASE_URL`);
    this.name = 'DataDirInUseError';
    this.holder = holder;
  }
}

/** Locks held by this process, by lock path: a second open in the same process is refused too. */
const heldHere = new Map<string, LockHolder>();

/** Field 22 of /proc/<pid>/stat (starttime); null where there is no /proc. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (the command) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the recorded holder is a process that still runs (and so still holds the data). */
function holderIsAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  // Our own pid in a lock we do not hold: written by an earlier process with this pid.
  if (holder.pid === process.pid) return false;
  if (!isRunning(holder.pid)) return false;
  const started = processStartTime(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || typeof value.role !== 'string' || typeof value.host !== 'string') return null;
    return { pid: value.pid as number, role: value.role, host: value.host, started: typeof value.started === 'string' ? value.started : null };
  } catch {
    return null;
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The lock file's holder, or 'stale' for a file that stays unreadable (a process that died
 * between creating and writing it), or null when there is no lock file any more.
 */
function currentHolder(path: string): { holder: LockHolder; text: string } | { holder: 'stale'; text: string } | null {
  for (let attempt = 0; ; attempt += 1) {
    const text = readText(path);
    if (text === null) return null;
    const holder = parseHolder(text);
    if (holder) return { holder, text };
    // Being written this very moment (create and write are two steps): look again.
    if (attempt >= 5) return { holder: 'stale', text };
    sleep(20);
  }
}

/**
 * Removes a stale lock, and only that one: it is moved aside first (one mover wins), and if
 * what was moved is not the stale text (another opener took the lock in between), it is put
 * back.
 */
function removeStale(path: string, staleText: string): void {
  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readText(aside) === staleText) return;
    try {
      linkSync(aside, path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') renameSync(aside, path);
    }
  } finally {
    try {
      unlinkSync(aside);
    } catch {
      // already put back by rename
    }
  }
}

/** Takes the data dir's lock for this process, or throws DataDirInUseError naming the holder. */
export function lockDataDir(dataDir: string, role: string): DataDirLock {
  const path = join(dataDir, lockFileName);
  const ownHold = heldHere.get(path);
  if (ownHold) throw new DataDirInUseError(dataDir, ownHold);
  const me: LockHolder = { pid: process.pid, role, host: hostname(), started: processStartTime(process.pid) };
  const text = `${JSON.stringify(me)}\n`;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      writeFileSync(path, text, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const seen = currentHolder(path);
      if (seen === null) continue;
      if (seen.holder !== 'stale' && holderIsAlive(seen.holder)) throw new DataDirInUseError(dataDir, seen.holder);
      removeStale(path, seen.text);
      continue;
    }
    heldHere.set(path, me);
    const releaseOnExit = () => release();
    function release(): void {
      process.off('exit', releaseOnExit);
      if (heldHere.get(path) !== me) return;
      heldHere.delete(path);
      // Only our own lock is removed, never one another process has taken since.
      if (readText(path) === text) {
        try {
          unlinkSync(path);
        } catch {
          // gone already
        }
      }
    }
    // process.exit() (a start-up failure) skips close(): the lock goes anyway.
    process.on('exit', releaseOnExit);
    return { release };
  }
  throw new Error(`Could not take the lock ${path}: it keeps changing hands`);
}
