/**
 * Submissions against the real server process (server/main.ts), on embedded PGlite and,
 * when DATABASE_URL is set, on PostgreSQL too:
 * - 200 concurrent clients (unique keys plus deliberate replays of earlier ones): no 5xx,
 *   and every acknowledged key is stored exactly once with the body that was sent
 *   (docs/offline.md: the Idempotency-Key is the primary key);
 * - the process killed with SIGKILL in the middle of that load and started again on the
 *   same data: every submission acknowledged before the kill is still stored, and the
 *   ones cut off in flight, sent again with their key as the outbox does, are stored once.
 * One server per database serves both, because starting one is the slow part.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRequestLimits } from '../../server/config.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { clients, loadSeconds, replayRatio } from './support/bounds.ts';
import { latencySummary, resendUnacknowledged, runSubmissionLoad, statusSummary, type LoadResult } from './support/submission-load.ts';
import { compare, storedRows } from './support/stored-keys.ts';

const backends = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])] as const;

/** startServer picks PostgreSQL whenever DATABASE_URL is set; hide it for the PGlite run. */
async function startOn(backend: (typeof backends)[number]): Promise<RunningServer> {
  const saved = process.env.DATABASE_URL;
  if (backend === 'pglite') delete process.env.DATABASE_URL;
  try {
    // Thousands of submissions from one address: budgets that refuse none (docs/reliability.md).
    return await startServer({ env: { REQUEST_LIMITS: testRequestLimits } });
  } finally {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
  }
}

/** The rows of the given keys, read with the server stopped (PGlite allows one process). */
async function rowsOf(server: RunningServer, keys: Set<string>) {
  await server.stop();
  const db = await server.openDb();
  try {
    return (await storedRows(db)).filter((r) => keys.has(r.id));
  } finally {
    await db.close();
  }
}

const attemptedKeys = (result: LoadResult) => new Set(result.attempts.map((a) => a.key));

describe.each(backends)('submissions on %s', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startOn(backend);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it(`${clients} concurrent clients for ${loadSeconds} s: no 5xx, every acknowledged key stored exactly once`, async () => {
    const result = await runSubmissionLoad({
      baseUrl: server.url, clients, durationMs: loadSeconds * 1000, kinds: ['finance', 'contact', 'offer', 'product'], replayRatio,
    });
    const summary = statusSummary(result.byStatus);
    console.log(`${backend} load: ${result.attempts.length} submissions in ${result.elapsedMs} ms (${summary}); ${result.acknowledged.size} distinct keys acknowledged; ${latencySummary(result.attempts)}`);

    expect(result.attempts.filter((a) => a.status < 200 || a.status >= 300).slice(0, 5), `statuses: ${summary}`).toEqual([]);
    expect(result.attempts.some((a) => a.replay)).toBe(true);

    const rows = await rowsOf(server, attemptedKeys(result));
    await server.restart();
    const { missing, duplicated } = compare(result.acknowledged.keys(), rows);
    expect(missing).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(rows.length).toBe(result.acknowledged.size);
    for (const row of rows) {
      const sent = result.acknowledged.get(row.id);
      expect(row.kind).toBe(sent?.kind);
      expect(row.payload.name).toBe(sent?.body.name);
    }
  });

  it('SIGKILL mid-load and restart: nothing acknowledged is lost, replays stored once', async () => {
    const durationMs = loadSeconds * 1000;
    let killedAt = 0;
    let restartedAt = 0;
    const crash = (async () => {
      await new Promise((r) => setTimeout(r, durationMs / 2));
      killedAt = Date.now();
      await server.stop('SIGKILL');
      await server.restart();
      restartedAt = Date.now();
    })();
    const result = await runSubmissionLoad({ baseUrl: server.url, clients, durationMs, kinds: ['finance', 'contact'], replayRatio });
    // The load may end before the restart has finished; wait for it either way.
    await crash;
    expect(restartedAt).toBeGreaterThan(killedAt);

    const ackedBeforeKill = new Set(result.attempts.filter((a) => a.status >= 200 && a.status < 300 && a.at < killedAt).map((a) => a.key));
    console.log(`${backend} crash: ${result.attempts.length} submissions (${statusSummary(result.byStatus)}); ${ackedBeforeKill.size} keys acknowledged before the kill; restart took ${restartedAt - killedAt} ms`);
    expect(ackedBeforeKill.size).toBeGreaterThan(0);
    // A crash cuts connections (status 0); it must never turn into a 5xx answer.
    expect(result.attempts.filter((a) => a.status >= 500).slice(0, 5)).toEqual([]);

    // The outbox's part: whatever was not acknowledged is sent again with its key.
    expect(await resendUnacknowledged(server.url, result)).toEqual([]);

    const rows = await rowsOf(server, attemptedKeys(result));
    expect(compare(ackedBeforeKill, rows).missing, 'acknowledged before the kill but not stored').toEqual([]);
    const { missing, duplicated } = compare(result.acknowledged.keys(), rows);
    expect(missing).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(rows.length).toBe(result.acknowledged.size);
  });
});
