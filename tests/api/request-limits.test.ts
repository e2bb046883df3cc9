/**
 * Per-address limits of the public submissions (docs/reliability.md), with the real
 * budgets: a scripted burst is answered 429 with Retry-After and stores nothing; the app's
 * own outbox flushing 20 enquiries queued offline is never refused; replays of stored keys
 * never count and are never refused; resumes are limited per address per hour; and the
 * counts live in the database, so two app instances on one database share them.
 * Addresses come from X-Forwarded-For (the test config trusts one proxy).
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBudgets } from '../../server/limits/budgets.ts';
import { enquiryKinds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { createOutbox } from '../../src/lib/outbox/outbox.ts';
import { OutboxDb } from '../../src/lib/outbox/outbox-db.ts';
import { submitEnquiryTo } from '../../src/enquiries/kit/submit-enquiry.ts';
import { validBody, jsonKinds } from '../faults/support/bodies.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const { submissions, applications } = defaultBudgets;

/**
 * The budgets' clock (server/deps.ts limitsClock), shared by both instances: it moves only
 * when a test says so, so no budget refills while a slow machine runs a test.
 */
let clockMs = Date.parse('2026-11-23T05:00:00Z');
const limitsClock = () => new Date(clockMs);

let app: TestApp;
let second: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false, config: { requestBudgets: defaultBudgets }, limitsClock });
  second = await startTestApp({ sharing: app, config: { requestBudgets: defaultBudgets }, limitsClock });
});
afterAll(async () => {
  await second?.close();
  await app?.close();
});

let addressCounter = 0;
/** A fresh client address (one per test, so budgets do not carry over). */
const newAddress = () => `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

/** Lets `seconds` pass for the budgets. */
function passTime(seconds: number): void {
  clockMs += seconds * 1000;
}

function submit(target: TestApp, address: string, kind: EnquiryKind = 'contact', key = randomUUID(), body = validBody(kind)): Promise<Response> {
  return target.fetch(enquiryKinds[kind].path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key, 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

function apply(address: string, key = randomUUID()): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(validBody('career'))) form.append(k, String(v));
  form.append('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
  return app.fetch(enquiryKinds.career.path, { method: 'POST', headers: { [idempotencyHeader]: key, 'X-Forwarded-For': address }, body: form });
}

async function storedCount(keys: string[]): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries WHERE id = ANY($1::uuid[])', [keys]);
  return rows[0]?.n ?? 0;
}

describe('submission limits per address', () => {
  it('a scripted burst gets 429 with Retry-After once the burst is spent, and stores nothing refused', async () => {
    const address = newAddress();
    const keys = Array.from({ length: submissions.burst + 10 }, () => randomUUID());
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (const key of keys) {
      const res = await submit(app, address, 'contact', key);
      statuses.push(res.status);
      if (res.status === 429) refusal ??= res;
      else await res.arrayBuffer();
    }
    expect(statuses.slice(0, submissions.burst)).toEqual(Array(submissions.burst).fill(201));
    expect(statuses.slice(submissions.burst)).toEqual(Array(10).fill(429));
    // One more is due one interval after the burst (less what the burst itself took).
    const retryAfter = Number(refusal?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(submissions.everySeconds);
    expect(await refusal?.json()).toEqual({
      message: 'Too many enquiries from your network just now. Please try again in 1 minute.',
    });
    expect(await storedCount(keys)).toBe(submissions.burst);

    // Another address is not affected; this one gets one more per interval.
    expect((await submit(app, newAddress())).status).toBe(201);
    passTime(submissions.everySeconds);
    expect((await submit(app, address)).status).toBe(201);
    expect((await submit(app, address)).status).toBe(429);
  });

  it('a family sharing a phone sends a few enquiries a minute, for an hour', async () => {
    const address = newAddress();
    for (let minute = 0; minute < 60; minute += 1) {
      for (let i = 0; i < 4; i += 1) {
        const kind = jsonKinds[(minute * 4 + i) % jsonKinds.length]!;
        const res = await submit(app, address, kind);
        expect(res.status, `minute ${minute}, enquiry ${i + 1}`).toBe(201);
      }
      passTime(60);
    }
  }, 180_000);

  it("the app's outbox flushing 20 enquiries queued over a day offline is not refused", async () => {
    const address = newAddress();
    // The proxy adds the client's address; the device is offline until `online` is set.
    let online = false;
    let deviceClock = Date.now();
    const outbox = createOutbox({
      openDb: () => new OutboxDb(`limits-${randomUUID()}`),
      fetch: (input, init) => {
        if (!online) return Promise.reject(new TypeError('Failed to fetch'));
        return fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': address } });
      },
      baseUrl: app.url,
      now: () => deviceClock,
      random: () => 0.5,
    });
    try {
      for (let i = 0; i < 20; i += 1) {
        const kind = jsonKinds[i % jsonKinds.length]!;
        expect((await submitEnquiryTo(outbox, kind, validBody(kind))).status).toBe('queued');
        passTime(3600);
        deviceClock += 3_600_000;
      }
      // Back online; the same phone had just sent 10 more the moment the signal returned.
      online = true;
      for (let i = 0; i < 10; i += 1) expect((await submit(app, address)).status).toBe(201);
      const report = await outbox.flush();
      expect(report.queued).toEqual([]);
      expect(report.refused).toEqual([]);
      expect(report.sent).toHaveLength(20);
      expect(await storedCount(report.sent)).toBe(20);
    } finally {
      await outbox.close();
    }
  });

  it('replays of stored keys never count and are never refused', async () => {
    const address = newAddress();
    const first = Array.from({ length: 10 }, () => ({ key: randomUUID(), body: validBody('finance') }));
    for (const s of first) expect((await submit(app, address, 'finance', s.key, s.body)).status).toBe(201);
    // An outbox resending after lost answers, many times over: the same 201, nothing counted.
    for (let round = 0; round < 5; round += 1) {
      for (const s of first) expect((await submit(app, address, 'finance', s.key, s.body)).status).toBe(201);
    }
    const rest = Array.from({ length: submissions.burst - first.length }, () => ({ key: randomUUID(), body: validBody('finance') }));
    for (const s of rest) expect((await submit(app, address, 'finance', s.key, s.body)).status).toBe(201);
    expect((await submit(app, address, 'finance')).status).toBe(429);
    // With the budget spent, replays are still answered (and still store nothing).
    for (const s of [...first, ...rest]) expect((await submit(app, address, 'finance', s.key, s.body)).status).toBe(201);
    expect(await storedCount([...first, ...rest].map((s) => s.key))).toBe(submissions.burst);
    // A stored key with another body is answered as always (422), and stores nothing.
    expect((await submit(app, address, 'finance', first[0]!.key, validBody('finance'))).status).toBe(422);
    expect(await storedCount([...first, ...rest].map((s) => s.key))).toBe(submissions.burst);
  });

  it('resumes: 3 at once, then one every 20 minutes from one address', async () => {
    const address = newAddress();
    const keys = Array.from({ length: applications.burst }, () => randomUUID());
    for (const key of keys) expect((await apply(address, key)).status).toBe(201);
    const refused = await apply(address);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(applications.everySeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(applications.everySeconds);
    expect(((await refused.json()) as { message: string }).message)
      .toBe('Too many applications from your network just now. Please try again in 20 minutes.');
    // Enquiries from that address are a separate budget.
    expect((await submit(app, address)).status).toBe(201);
    // Within the hour: one more every 20 minutes, never more.
    const accepted: number[] = [];
    for (let minute = 0; minute < 60; minute += 5) {
      passTime(300);
      if ((await apply(address)).status === 201) accepted.push(minute + 5);
    }
    expect(accepted).toEqual([20, 40, 60]);
    expect(await storedCount(keys)).toBe(applications.burst);
    const { rows } = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM enquiries e JOIN files f ON f.id = e.file_id WHERE e.kind = 'career'",
    );
    expect(rows[0]?.n).toBe(applications.burst + 3);
  });

  it('an IPv6 client counts by its /64: other addresses in it share the budget', async () => {
    const prefix = `2001:db8:${(addressCounter++).toString(16)}:1`;
    for (let i = 0; i < submissions.burst; i += 1) expect((await submit(app, `${prefix}::${(i + 1).toString(16)}`)).status).toBe(201);
    expect((await submit(app, `${prefix}:ffff:ffff:ffff:fffe`)).status).toBe(429);
    expect((await submit(app, `2001:db8:${(addressCounter++).toString(16)}:2::1`)).status).toBe(201);
  });

  it('two app instances on one database share the budget', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < submissions.burst + 4; i += 1) {
      const res = await submit(i % 2 === 0 ? app : second, address);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(submissions.burst);
    expect(statuses.slice(submissions.burst)).toEqual([429, 429, 429, 429]);
  });

  it('concurrent submissions from one address are counted exactly', async () => {
    const address = newAddress();
    const statuses = await Promise.all(Array.from({ length: submissions.burst + 15 }, () => submit(app, address).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    })));
    expect(statuses.filter((s) => s === 201)).toHaveLength(submissions.burst);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});
