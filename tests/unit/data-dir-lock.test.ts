/**
 * The data-dir lock (server/db/data-dir-lock.ts) in one process: which recorded holders
 * still hold the data, which locks are stale and taken over, and that a release removes
 * only its own lock. The two-process cases are in tests/api/data-dir-lock.test.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DataDirInUseError, displayDataDir, lockDataDir, lockFileName, processStartTime, type LockHolder,
} from '../../server/db/data-dir-lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lock-unit-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const lockPath = () => join(dir, lockFileName);
const writeHolder = (holder: Partial<LockHolder>) =>
  writeFileSync(lockPath(), JSON.stringify({ pid: 1, role: 'server', host: hostname(), started: null, ...holder }));
const holderOnDisk = () => JSON.parse(readFileSync(lockPath(), 'utf8')) as LockHolder;

/** A pid that no process has: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid as number;
}

describe('data-dir lock', () => {
  it('records this process and is released without a trace', () => {
    const lock = lockDataDir(dir, 'server');
    expect(holderOnDisk()).toMatchObject({ pid: process.pid, role: 'server', host: hostname() });
    lock.release();
    expect(existsSync(lockPath())).toBe(false);
    // Released: it can be taken again.
    lockDataDir(dir, 'server').release();
  });

  it('refuses a second lock in the same process', () => {
    const lock = lockDataDir(dir, 'server');
    try {
      expect(() => lockDataDir(dir, 'admin command')).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir, 'admin command')).toThrow(`is in use by the server with pid ${process.pid}`);
    } finally {
      lock.release();
    }
  });

  it('refuses while the recorded process runs, naming it and its role', () => {
    writeHolder({ pid: process.ppid, role: 'admin command', started: processStartTime(process.ppid) });
    expect(() => lockDataDir(dir, 'server')).toThrow(
      `The database in ${dir} is in use by the admin command with pid ${process.ppid}; stop it or set DATABASE_URL`,
    );
    expect(holderOnDisk().pid).toBe(process.ppid);
  });

  it('refuses a lock written on another host: its process cannot be checked', () => {
    // Any pid: on another host it is never looked up.
    writeHolder({ pid: 424242, host: `not-${hostname()}` });
    expect(() => lockDataDir(dir, 'server')).toThrow(DataDirInUseError);
  });

  it('takes over the lock of a process that no longer runs', async () => {
    writeHolder({ pid: await deadPid() });
    const lock = lockDataDir(dir, 'server');
    expect(holderOnDisk().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (other start time)', () => {
    writeHolder({ pid: process.ppid, started: 'not-its-start-time' });
    const lock = lockDataDir(dir, 'server');
    expect(holderOnDisk().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock carrying its own pid that it does not hold (an earlier process, pid reused)', () => {
    writeHolder({ pid: process.pid });
    const lock = lockDataDir(dir, 'server');
    expect(holderOnDisk()).toMatchObject({ pid: process.pid, started: processStartTime(process.pid) });
    lock.release();
  });

  it('takes over a lock file that stays unreadable (a process died while writing it)', () => {
    writeFileSync(lockPath(), '{"pid":');
    const lock = lockDataDir(dir, 'server');
    expect(holderOnDisk().pid).toBe(process.pid);
    lock.release();
  });

  it('a release leaves alone a lock another process has taken since', () => {
    const lock = lockDataDir(dir, 'server');
    writeHolder({ pid: process.ppid, started: processStartTime(process.ppid) });
    lock.release();
    expect(holderOnDisk().pid).toBe(process.ppid);
  });

  it('names the data dir relative to the working directory when inside it', () => {
    expect(displayDataDir(join(process.cwd(), 'data'))).toBe('./data');
    expect(displayDataDir(process.cwd())).toBe('.');
    expect(displayDataDir('/srv/dealer/data')).toBe('/srv/dealer/data');
  });
});
