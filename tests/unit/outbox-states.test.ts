/**
 * The outbox's states (docs/offline.md "Outbox states") on fake-indexeddb against a real
 * local HTTP server: refused entries leave the sending queue, five failures in a row make
 * an entry stuck, a 401 waits for the author, and admin changes go only with their author.
 */
import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox, type Outbox, type OutboxDeps } from '../../src/lib/outbox/outbox.ts';
import { OutboxDb } from '../../src/lib/outbox/outbox-db.ts';
import { stuckAfterFailures, type NewOutboxRequest } from '../../src/lib/outbox/outbox-entry.ts';
import { problemText, stuckText } from '../../src/lib/outbox/outbox-words.ts';

interface Received {
  path: string;
  body: Record<string, unknown>;
  csrf: string | undefined;
}
let server: Server;
let baseUrl = '';
let received: Received[] = [];
/** Answers by the body's `text`: a text listed here gets that status, everything else 201. */
let answers = new Map<string, { status: number; message: string }>();
let failAll: number | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
      received.push({ path: req.url ?? '', body, csrf: req.headers['x-csrf-token'] as string | undefined });
      const answer = failAll ? { status: failAll, message: 'Database restarting' } : answers.get(String(body.text)) ?? { status: 201, message: 'Stored' };
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: answer.message }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let clock = Date.now();
let dbCount = 0;
const opened: Outbox[] = [];
afterEach(async () => {
  received = [];
  answers = new Map();
  failAll = null;
  for (const o of opened.splice(0)) await o.close();
});

function outboxOn(name: string, extra: Partial<OutboxDeps> = {}): Outbox {
  const outbox = createOutbox({
    openDb: () => new OutboxDb(name),
    fetch: (input, init) => fetch(input, init),
    baseUrl,
    now: () => clock,
    random: () => 0.5,
    csrfToken: () => 'token',
    isOnline: () => true,
    ...extra,
  });
  opened.push(outbox);
  return outbox;
}
const newDbName = () => `dealer-outbox-states-${++dbCount}`;

const leadEvent = (text: string, author?: NewOutboxRequest['author']): NewOutboxRequest => ({
  kind: 'lead-event', label: `Note: ${text}`, method: 'POST', path: '/api/leads/one/events',
  encoding: 'json', body: { type: 'note', text }, auth: 'admin', inOrder: true, ...(author ? { author } : {}),
});

async function statuses(outbox: Outbox) {
  const db = await outbox.database();
  return Object.fromEntries((await db!.requests.toArray()).map((e) => [String(e.body.text), e.status]));
}

/** Flushes at each due time, as the page's timer would, `times` times. */
async function flushWhenDue(outbox: Outbox, times: number) {
  for (let i = 0; i < times; i += 1) {
    const due = await outbox.nextDueAt();
    if (due === null) return;
    clock = Math.max(clock, due);
    await outbox.flush();
  }
}

describe('outbox states', () => {
  it('a refused lead event leaves the sending queue with its reason; the later ones still go, in order', async () => {
    const outbox = outboxOn(newDbName());
    for (const text of ['first', 'broken', 'third', 'fourth']) {
      await outbox.enqueue(leadEvent(text));
      clock += 1;
    }
    answers.set('broken', { status: 400, message: 'text: Please remove the broken character' });
    const report = await outbox.flush();

    expect(received.map((r) => r.body.text)).toEqual(['first', 'broken', 'third', 'fourth']);
    expect(report.sent).toHaveLength(3);
    expect(report.refused).toHaveLength(1);
    expect(await statuses(outbox)).toEqual({ broken: 'failed' });
    const [refused] = await (await outbox.database())!.requests.toArray();
    expect(refused).toMatchObject({ refusedStatus: 400, lastError: 'text: Please remove the broken character' });
    expect(problemText(refused!)).toBe('Some details were not accepted: text: Please remove the broken character');

    // Never again by itself, however long it waits.
    clock += 24 * 60 * 60_000;
    await outbox.flush();
    expect(received).toHaveLength(4);
    expect(await outbox.nextDueAt()).toBeNull();
  });

  it(`is stuck after ${stuckAfterFailures} failures in a row, is not tried again by itself, and Retry starts afresh`, async () => {
    const outbox = outboxOn(newDbName());
    await outbox.enqueue(leadEvent('note'));
    failAll = 503;
    await flushWhenDue(outbox, 20);

    expect(received).toHaveLength(stuckAfterFailures);
    const db = (await outbox.database())!;
    const [entry] = await db.requests.toArray();
    expect(entry).toMatchObject({ status: 'stuck', failures: stuckAfterFailures, lastError: 'Database restarting' });
    expect(problemText(entry!)).toBe(stuckText);
    // The waits between the tries grew: 5 s, 10 s, 20 s, 40 s (at 87.5 % with this random()).
    expect(await outbox.nextDueAt()).toBeNull();
    clock += 24 * 60 * 60_000;
    expect((await outbox.flush()).sent).toEqual([]);
    expect(received).toHaveLength(stuckAfterFailures);

    // Retry: one more send now; a failure then is the first of a new count, not stuck at once.
    const first = await outbox.retry(entry!.id);
    expect(first.queued).toEqual([entry!.id]);
    expect(await db.requests.get(entry!.id)).toMatchObject({ status: 'pending', failures: 1 });
    failAll = null;
    await flushWhenDue(outbox, 1);
    expect(await db.requests.count()).toBe(0);
    expect(received).toHaveLength(stuckAfterFailures + 2);
  });

  it('a stuck lead event holds nothing back: later events go in order', async () => {
    const outbox = outboxOn(newDbName());
    await outbox.enqueue(leadEvent('stuck one'));
    clock += 1;
    failAll = 500;
    await flushWhenDue(outbox, stuckAfterFailures);
    expect(await statuses(outbox)).toEqual({ 'stuck one': 'stuck' });

    failAll = null;
    await outbox.enqueue(leadEvent('later'));
    clock += 1;
    await outbox.enqueue(leadEvent('last'));
    const report = await outbox.flush();
    expect(report.sent).toHaveLength(2);
    expect(received.slice(stuckAfterFailures).map((r) => r.body.text)).toEqual(['later', 'last']);
    expect(await statuses(outbox)).toEqual({ 'stuck one': 'stuck' });
  });

  it('failures while the device says it is offline do not make an entry stuck; back online, a stuck one gets one more try', async () => {
    let online = false;
    const outbox = outboxOn(newDbName(), {
      isOnline: () => online,
      fetch: (input, init) => (online ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    await outbox.enqueue(leadEvent('offline note'));
    await flushWhenDue(outbox, 12);
    const db = (await outbox.database())!;
    expect((await db.requests.toArray())[0]).toMatchObject({ status: 'pending', attempts: 12, failures: 0 });

    // Online, but the server is failing: stuck after five.
    online = true;
    failAll = 502;
    await flushWhenDue(outbox, 10);
    expect((await db.requests.toArray())[0]).toMatchObject({ status: 'stuck', failures: stuckAfterFailures });

    // The network changes again: one more try; still failing, it stays stuck.
    await outbox.wake();
    expect((await db.requests.toArray())[0]).toMatchObject({ status: 'stuck', failures: stuckAfterFailures + 1 });
    failAll = null;
    expect((await outbox.wake()).sent).toHaveLength(1);
    expect(await db.requests.count()).toBe(0);
  });

  it('a 401 keeps admin changes waiting for their author, counting no failure and sending no more with that session', async () => {
    const outbox = outboxOn(newDbName());
    await outbox.enqueue(leadEvent('one'));
    clock += 1;
    await outbox.enqueue({ ...leadEvent('two'), path: '/api/leads/other/events' });
    answers.set('one', { status: 401, message: 'Please sign in' });
    const report = await outbox.flush();
    expect(report.queued).toHaveLength(1);
    expect(received.map((r) => r.body.text)).toEqual(['one']);
    expect(await statuses(outbox)).toEqual({ one: 'pending', two: 'pending' });
    const db = (await outbox.database())!;
    expect((await db.requests.toArray()).map((e) => e.failures ?? 0)).toEqual([0, 0]);
  });

  it('a public enquiry answered 401 is refused like any other 4xx', async () => {
    const outbox = outboxOn(newDbName());
    answers.set('hello', { status: 401, message: 'No' });
    const { result } = await outbox.submit({ kind: 'contact', label: 'Contact', method: 'POST', path: '/contact', encoding: 'json', body: { text: 'hello' } });
    expect(result).toMatchObject({ kind: 'refused', status: 401 });
    expect(await statuses(outbox)).toEqual({ hello: 'failed' });
  });
});

describe('admin changes belong to their author', () => {
  const owner = { id: 'owner', name: 'Owner Singh' };
  const sales = { id: 'sales1', name: 'Sita Sales' };

  it("sends an author's changes only while that author is signed in on the page", async () => {
    let signedIn: string | null = null;
    const name = newDbName();
    const page = outboxOn(name, { signedInAuthor: () => signedIn });
    await page.enqueue(leadEvent('by owner', owner));
    clock += 1;
    await page.enqueue(leadEvent('by sales', sales));

    // Nobody signed in (logged out, changes kept): nothing goes.
    await page.flush();
    expect(received).toEqual([]);

    // Another account: only its own changes go, the owner's wait.
    signedIn = 'sales1';
    clock += 60 * 60_000;
    const asSales = await page.flush();
    expect(received.map((r) => r.body.text)).toEqual(['by sales']);
    expect(asSales.sent).toHaveLength(1);
    expect(await statuses(page)).toEqual({ 'by owner': 'pending' });

    // The service worker (no session at all) never sends admin changes.
    const worker = outboxOn(name, { csrfToken: undefined, signedInAuthor: undefined });
    await worker.flush();
    expect(received).toHaveLength(1);

    // The owner signs in again: sent once, with the page's session.
    signedIn = 'owner';
    await page.flush();
    await page.flush();
    expect(received.map((r) => r.body.text)).toEqual(['by sales', 'by owner']);
    expect(received[1]!.csrf).toBe('token');
    expect(await statuses(page)).toEqual({});
  });

  it('stores the author on the entry', async () => {
    const page = outboxOn(newDbName(), { signedInAuthor: () => null });
    const id = await page.enqueue(leadEvent('note', owner));
    const db = (await page.database())!;
    expect((await db.requests.get(id))!.author).toEqual(owner);
  });
});
