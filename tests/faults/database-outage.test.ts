/**
 * The database gone for a moment (PostgreSQL only): the API server talks to PostgreSQL
 * through a TCP proxy this test runs, and the proxy is cut and restored. The machine's
 * PostgreSQL cluster is never touched. While cut, the API answers 503 with a message
 * within a few seconds (the offline outbox keeps the enquiry and retries on a 5xx); the
 * process does not crash; when the proxy is back it serves again by itself.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRequestLimits } from '../../server/config.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { createScratchDatabase } from '../support/test-db.ts';
import { connect } from '../../server/db/connect.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { validBody } from './support/bodies.ts';
import { login, type AdminSession } from './support/admin-session.ts';
import { adminCredentials } from '../e2e/support/server.ts';
import { send } from './support/submission-load.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { createOutbox } from '../../src/lib/outbox/outbox.ts';
import { OutboxDb } from '../../src/lib/outbox/outbox-db.ts';
import { submitEnquiryTo } from '../../src/enquiries/kit/submit-enquiry.ts';

const baseUrl = process.env.DATABASE_URL as string;
/** "A few seconds": the pool's connect timeout is 5 s; allow scheduling slack on 2 busy cores. */
const answerWithinMs = 8_000;

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
}

async function getBikes(url: string): Promise<{ status: number; body: { message?: unknown } }> {
  const res = await fetch(`${url}${apiPaths.bikes}`, { signal: AbortSignal.timeout(30_000), headers: { 'Cache-Control': 'no-cache' } });
  const body = (await res.json().catch(() => ({}))) as { message?: unknown };
  return { status: res.status, body };
}

/** Polls until a fresh submission is accepted again; returns how long that took. */
async function recoveryMs(url: string, limitMs: number): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < limitMs) {
    const answer = await send(url, 'finance', randomUUID(), validBody('finance'), 10_000);
    if (answer.status >= 200 && answer.status < 300) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not recovered within ${limitMs} ms`);
}

describe('PostgreSQL unreachable for a moment', () => {
  let proxy: TcpProxy;
  let scratch: { url: string; drop: () => Promise<void> };
  let server: RunningServer;
  let session: AdminSession;

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl);
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(scratch.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startServer({ env: { DATABASE_URL: viaProxy.toString(), REQUEST_LIMITS: testRequestLimits } });
    session = await login(server.url, adminCredentials.userId, adminCredentials.password);
  });

  afterAll(async () => {
    await server?.dispose();
    await proxy?.close();
    await scratch?.drop();
  });

  for (const mode of ['refuse', 'blackhole'] as const) {
    it(`answers 503 with a message while the connection is cut (${mode}) and recovers by itself`, async () => {
      const before = randomUUID();
      const beforeBody = validBody('finance');
      expect((await send(server.url, 'finance', before, beforeBody)).status).toBeLessThan(300);

      await proxy.cut(mode);
      const key = randomUUID();
      const body = validBody('finance');
      const submit = await timed(() => send(server.url, 'finance', key, body, 30_000));
      expect(submit.value.status, submit.value.detail).toBe(503);
      expect(submit.ms).toBeLessThan(answerWithinMs);
      expect(JSON.parse(submit.value.detail ?? '{}').message).toMatch(/\w+/);

      const report = await timed(() => getBikes(server.url));
      // The catalogue may be answered from memory; if it needs the database it is a 503.
      expect([200, 503]).toContain(report.value.status);
      if (report.value.status === 503) expect(String(report.value.body.message)).toMatch(/\w+/);
      expect(report.ms).toBeLessThan(answerWithinMs);

      // An admin call (the session check needs the database too) answers the same way.
      const adminCall = await timed(() => session.post('/api/financeReports', { page: 1, limit: 10 }));
      expect(adminCall.value.status).toBe(503);
      expect(((await adminCall.value.json()) as { message?: string }).message).toMatch(/\w+/);
      expect(adminCall.ms).toBeLessThan(answerWithinMs);

      await proxy.restore();
      const took = await recoveryMs(server.url, 20_000);
      expect((await session.post('/api/financeReports', { page: 1, limit: 10 })).status).toBe(200);
      console.log(`${mode}: 503 in ${Math.round(submit.ms)} ms (admin ${Math.round(adminCall.ms)} ms); serving again ${took} ms after the proxy came back`);

      // The outbox resends the refused submission with the same key: stored once.
      expect((await send(server.url, 'finance', key, body)).status).toBeLessThan(300);
      expect((await send(server.url, 'finance', key, body)).status).toBeLessThan(300);
      const direct = await connect({ databaseUrl: scratch.url, maxConnections: 1 });
      try {
        const rows = await direct.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries WHERE id = ANY($1::uuid[])', [[key, before]]);
        expect(rows.rows[0]?.n).toBe(2);
      } finally {
        await direct.close();
      }
    });
  }

  it("the app's outbox keeps an enquiry submitted during the outage and sends it once when the database is back", async () => {
    let clock = Date.now();
    const outbox = createOutbox({
      openDb: () => new OutboxDb(`dealer-outage-${randomUUID()}`),
      fetch: (input, init) => fetch(input, init),
      baseUrl: server.url,
      now: () => clock,
      random: () => 0.5,
    });
    try {
      await proxy.cut('refuse');
      const body = { ...validBody('contact'), name: 'Outage Customer' };
      const outcome = await submitEnquiryTo(outbox, 'contact', body);
      expect(outcome.status).toBe('queued');
      const db = await outbox.database();
      const [entry] = (await db?.requests.toArray()) ?? [];
      expect(entry).toMatchObject({ status: 'pending', attempts: 1 });

      await proxy.restore();
      await recoveryMs(server.url, 20_000);
      clock += 60 * 60_000; // past any backoff
      expect((await outbox.flush()).sent).toEqual([entry?.id]);
      expect(await db?.requests.count()).toBe(0);
      clock += 60 * 60_000;
      expect((await outbox.flush()).sent).toEqual([]);

      const direct = await connect({ databaseUrl: scratch.url, maxConnections: 1 });
      try {
        const rows = await direct.query<{ n: number }>("SELECT count(*)::int AS n FROM enquiries WHERE id = $1 AND kind = 'contact'", [entry?.id]);
        expect(rows.rows[0]?.n).toBe(1);
      } finally {
        await direct.close();
      }
    } finally {
      await proxy.restore();
      await outbox.close();
    }
  });
});
