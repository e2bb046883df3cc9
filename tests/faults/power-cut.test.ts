/**
 * The default set-up survives a power cut (docs/reliability.md "Durability of the default
 * set-up"): `npm start`'s own PostgreSQL server (no DATABASE_URL) runs with fsync and
 * synchronous commit on, so a commit is on disk before its enquiry is acknowledged. Then
 * the server and its database are killed with SIGKILL together, as a power cut stops
 * them, in the middle of 200 concurrent clients' submissions; after a restart on the same
 * data every acknowledged enquiry is there, and those cut off in flight, sent again with
 * their key as the outbox does, are stored once.
 *
 * A SIGKILL leaves the kernel's page cache alone, so the power cut itself is shown by the
 * settings the live server reports (a commit waits for its WAL flush) and by the WAL
 * flushes counted while the load ran.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRequestLimits } from '../../server/config.ts';
import { clusterDirName } from '../../server/db/embedded-postgres.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { clients, loadSeconds, replayRatio } from './support/bounds.ts';
import { latencySummary, resendUnacknowledged, runSubmissionLoad, statusSummary } from './support/submission-load.ts';
import { compare, storedRows } from './support/stored-keys.ts';

let server: RunningServer;

/** The default: no DATABASE_URL, the embedded PostgreSQL server (the test runs set PGlite for the others). */
async function startDefault(): Promise<RunningServer> {
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  try {
    return await startServer({ env: { EMBEDDED_DATABASE: 'postgres', REQUEST_LIMITS: testRequestLimits } });
  } finally {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
  }
}

/** The postmaster of the server's cluster and every process it started (its backends). */
function databaseProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, clusterDirName, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc').filter((p) => /^\d+$/.test(p)).flatMap((p) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster ? [Number(p)] : [];
    } catch {
      return [];
    }
  });
  return [postmaster, ...children];
}

/** A backend listed a moment ago may have ended since (the WAL count's own connection closes
 *  just before): one already gone is what the cut wants, not a failure. */
function killIfStillRunning(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function walFlushes(): Promise<number> {
  const db = await server.openDb();
  try {
    // PostgreSQL 18 counts WAL fsyncs in pg_stat_io (object 'wal').
    const { rows } = await db.query<{ n: string }>("SELECT coalesce(sum(fsyncs), 0)::text AS n FROM pg_stat_io WHERE object = 'wal'");
    return Number(rows[0]?.n ?? 0);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  server = await startDefault();
}, 300_000);

afterAll(async () => {
  await server?.dispose();
});

describe('the default database (embedded PostgreSQL)', () => {
  it('flushes every commit to disk before it is acknowledged', async () => {
    const db = await server.openDb();
    try {
      const settings = await db.query<{ name: string; setting: string }>(
        "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method') ORDER BY name",
      );
      const byName = Object.fromEntries(settings.rows.map((r) => [r.name, r.setting]));
      expect(byName).toMatchObject({ fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' });
      expect(['fdatasync', 'fsync', 'open_datasync', 'open_sync', 'fsync_writethrough']).toContain(byName.wal_sync_method);
    } finally {
      await db.close();
    }
  });

  it(`SIGKILL of the server and its database under ${clients} clients: every acknowledged enquiry is there after a restart`, async () => {
    const flushesBefore = await walFlushes();
    const durationMs = loadSeconds * 1000;
    let killedAt = 0;
    let restartedAt = 0;
    let flushesAtKill = 0;
    const cut = (async () => {
      await new Promise((r) => setTimeout(r, durationMs / 2));
      flushesAtKill = await walFlushes();
      const victims = databaseProcesses(server.dataDir);
      killedAt = Date.now();
      for (const pid of victims) killIfStillRunning(pid);
      await server.stop('SIGKILL');
      await server.restart();
      restartedAt = Date.now();
    })();
    const result = await runSubmissionLoad({ baseUrl: server.url, clients, durationMs, kinds: ['finance', 'contact'], replayRatio });
    await cut;
    expect(restartedAt).toBeGreaterThan(killedAt);

    const ackedBeforeKill = new Set(result.attempts.filter((a) => a.status >= 200 && a.status < 300 && a.at < killedAt).map((a) => a.key));
    console.log(`default power cut: ${result.attempts.length} submissions (${statusSummary(result.byStatus)}); ${ackedBeforeKill.size} keys acknowledged before the kill; ${flushesAtKill - flushesBefore} WAL flushes; restart took ${restartedAt - killedAt} ms; ${latencySummary(result.attempts.filter((a) => a.at < killedAt))}`);
    expect(ackedBeforeKill.size).toBeGreaterThan(0);
    expect(flushesAtKill).toBeGreaterThan(flushesBefore);
    expect(result.attempts.filter((a) => a.status >= 500).slice(0, 5)).toEqual([]);

    // The outbox's part: whatever was not acknowledged is sent again with its key.
    expect(await resendUnacknowledged(server.url, result)).toEqual([]);

    // Read beside the running server, through its own PostgreSQL.
    const db = await server.openDb();
    const keys = new Set(result.attempts.map((a) => a.key));
    const rows = (await storedRows(db)).filter((r) => keys.has(r.id));
    await db.close();
    expect(compare(ackedBeforeKill, rows).missing, 'acknowledged before the kill but not stored').toEqual([]);
    const { missing, duplicated } = compare(result.acknowledged.keys(), rows);
    expect(missing).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(rows.length).toBe(result.acknowledged.size);
  });
});
