import 'fake-indexeddb/auto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox, type Outbox, type OutboxDeps } from '../../src/lib/outbox/outbox.ts';
import { OutboxDb } from '../../src/lib/outbox/outbox-db.ts';
import { submitEnquiryTo } from '../../src/enquiries/kit/submit-enquiry.ts';
import { backoffBaseMs } from '../../src/lib/outbox/outbox-backoff.ts';
import { until } from '../support/until.ts';

// A real local HTTP server stands for the API: it records every request and answers
// what the test scripts (one answer per request, then 200).
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
interface Answer {
  status: number;
  body?: unknown;
  delayMs?: number;
  headers?: Record<string, string>;
}

let server: Server;
let baseUrl = '';
let received: Received[] = [];
let script: Answer[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const answer = script.shift() ?? { status: 200, body: { message: 'Stored' } };
      setTimeout(() => {
        res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
        res.end(JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let dbCount = 0;
const opened: Outbox[] = [];
let clock = Date.now();

afterEach(async () => {
  received = [];
  script = [];
  for (const o of opened.splice(0)) await o.close();
});

/** A fresh database name per test; `same` reopens it as a new instance (another tab, a reload). */
function outboxOn(name: string, extra: Partial<OutboxDeps> = {}): Outbox {
  const outbox = createOutbox({
    openDb: () => new OutboxDb(name),
    fetch: (input, init) => fetch(input, init),
    baseUrl,
    now: () => clock,
    random: () => 0.5,
    ...extra,
  });
  opened.push(outbox);
  return outbox;
}
const newDbName = () => `dealer-outbox-test-${++dbCount}`;

async function entriesOf(outbox: Outbox) {
  const db = await outbox.database();
  return db!.requests.toArray();
}

const contact = { name: 'Asha', email: 'asha@example.com', contact: '9811000000', reason: 'Inquiry', message: 'Call me' };

describe('outbox', () => {
  it('writes the enquiry, sends it once with its id as Idempotency-Key, then deletes it', async () => {
    const outbox = outboxOn(newDbName());
    script = [{ status: 201, body: { message: 'Contact request submitted successfully!', reference: 'K7QX2MZP' } }];
    const outcome = await submitEnquiryTo(outbox, 'contact', contact);

    expect(outcome).toMatchObject({ status: 'sent', message: 'Contact request submitted successfully!' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/contact');
    const key = String(request!.headers['idempotency-key']);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // The reference is the server's answer's (docs/security.md), unrelated to the key.
    expect(outcome.status === 'sent' && outcome.reference).toBe('K7QX2MZP');
    expect(JSON.parse(request!.body.toString())).toEqual(contact);
    expect(await entriesOf(outbox)).toEqual([]);
  });

  it('keeps an entry after a 5xx with backoff, then sends it once when due', async () => {
    const outbox = outboxOn(newDbName());
    script = [{ status: 503, body: { message: 'Database restarting' } }];
    const outcome = await submitEnquiryTo(outbox, 'amc', { name: 'Ravi' });
    expect(outcome.status).toBe('queued');

    const [entry] = await entriesOf(outbox);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Database restarting' });
    expect(entry!.nextAttemptAt - clock).toBeGreaterThanOrEqual(backoffBaseMs * 0.75);

    // Not due yet: a flush sends nothing.
    expect((await outbox.flush()).sent).toEqual([]);
    expect(received).toHaveLength(1);

    clock += backoffBaseMs;
    expect((await outbox.flush()).sent).toEqual([entry!.id]);
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['idempotency-key']).toBe(entry!.id);
    // Sent later, it still says when it was made: a booking date is checked against that day.
    expect(received[1]!.headers['submitted-at']).toBe(new Date(entry!.createdAt).toISOString());
    expect(received[0]!.headers['submitted-at']).toBe(received[1]!.headers['submitted-at']);
    expect(await entriesOf(outbox)).toEqual([]);

    clock += 10 * 60_000;
    await outbox.flush();
    expect(received).toHaveLength(2);
  });

  it('doubles the wait after each further failure', async () => {
    const outbox = outboxOn(newDbName());
    script = [{ status: 500 }, { status: 502 }];
    await submitEnquiryTo(outbox, 'finance', { name: 'A' });
    const first = (await entriesOf(outbox))[0]!;
    // random() is 0.5: 87.5 % of the planned wait.
    expect(first.nextAttemptAt - clock).toBe(Math.round(backoffBaseMs * 0.875));
    clock = first.nextAttemptAt;
    await outbox.flush();
    const second = (await entriesOf(outbox))[0]!;
    expect(second.attempts).toBe(2);
    expect(second.nextAttemptAt - clock).toBe(Math.round(2 * backoffBaseMs * 0.875));
  });

  it('keeps a 4xx as failed with the server reason, never retries it by itself, and Retry sends it', async () => {
    const outbox = outboxOn(newDbName());
    script = [{ status: 400, body: { message: 'email: Invalid email address' } }];
    const outcome = await submitEnquiryTo(outbox, 'contact', contact);
    expect(outcome).toMatchObject({ status: 'refused', message: 'email: Invalid email address' });

    const [entry] = await entriesOf(outbox);
    expect(entry).toMatchObject({ status: 'failed', lastError: 'email: Invalid email address' });

    clock += 60 * 60_000;
    await outbox.flush();
    await outbox.flush();
    expect(received).toHaveLength(1);
    expect(await outbox.nextDueAt()).toBeNull();

    const report = await outbox.retry(entry!.id);
    expect(report.sent).toEqual([entry!.id]);
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['idempotency-key']).toBe(entry!.id);
    expect(await entriesOf(outbox)).toEqual([]);
  });

  it('queues while offline and sends when the network returns', async () => {
    let online = false;
    const outbox = outboxOn(newDbName(), {
      // The network, which is outside our control: unreachable until `online`.
      fetch: (input, init) => (online ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    const first = await submitEnquiryTo(outbox, 'offer', { name: 'B', email: 'b@example.com', contact: '9', agree: true });
    const second = await submitEnquiryTo(outbox, 'optin', { registration: 'HR26', name: 'C', mobile: '9' });
    expect(first.status).toBe('queued');
    expect(second.status).toBe('queued');
    expect((await entriesOf(outbox)).map((e) => e.lastError)).toEqual(['No connection', 'No connection']);

    clock += backoffBaseMs;
    const stillOffline = await outbox.flush();
    // The first failure stops the flush: the others would fail the same way.
    expect(stillOffline.queued).toHaveLength(1);
    expect(received).toHaveLength(0);

    online = true;
    clock += 60 * 60_000;
    const report = await outbox.flush();
    expect(report.sent).toHaveLength(2);
    expect(received.map((r) => r.path).sort()).toEqual(['/offer', '/opt-in']);
    expect(await entriesOf(outbox)).toEqual([]);
  });

  it('back online, wake sends what waited at once, however far its backoff had grown; failed entries stay failed', async () => {
    let online = false;
    const outbox = outboxOn(newDbName(), {
      // The device knows it is offline (navigator.onLine), so these failures never make it stuck.
      isOnline: () => online,
      fetch: (input, init) => (online ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    expect((await submitEnquiryTo(outbox, 'offer', { name: 'B', email: 'b@example.com', contact: '9', agree: true })).status).toBe('queued');
    // Offline for a while: each due attempt fails and the wait doubles.
    for (let i = 0; i < 5; i += 1) {
      clock = (await outbox.nextDueAt())!;
      await outbox.flush();
    }
    const [backedOff] = await entriesOf(outbox);
    expect(backedOff!.attempts).toBe(6);
    expect(backedOff!.nextAttemptAt - clock).toBeGreaterThan(60_000);

    online = true;
    script = [{ status: 400, body: { message: 'name: Please enter your name' } }];
    const refused = await submitEnquiryTo(outbox, 'contact', contact);
    expect(refused.status).toBe('refused');

    // The online event: nothing is due by the clock, yet the waiting entry goes now.
    const report = await outbox.wake();
    expect(report.sent).toEqual([backedOff!.id]);
    expect(received.filter((r) => r.path === '/offer')).toHaveLength(1);
    // The refused one waits for a person (Retry), not for the network.
    expect((await entriesOf(outbox)).map((e) => e.status)).toEqual(['failed']);
  });

  it('sends each entry exactly once when two flushes (two tabs) run at the same time', async () => {
    const name = newDbName();
    const tabA = outboxOn(name);
    const tabB = outboxOn(name);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(await tabA.enqueue({ kind: 'contact', label: 'Contact request', method: 'POST', path: '/contact', encoding: 'json', body: { i } }));
    }
    script = ids.map(() => ({ status: 200, delayMs: 20 }));
    const reports = await Promise.all([tabA.flush(), tabB.flush(), tabA.flush()]);

    const sent = reports.flatMap((r) => r.sent).sort();
    expect(sent).toEqual([...ids].sort());
    const keys = received.map((r) => String(r.headers['idempotency-key'])).sort();
    expect(keys).toEqual([...ids].sort());
    expect(await entriesOf(tabB)).toEqual([]);
  });

  it('serialises flushes with a Web Lock where one is given', async () => {
    const name = newDbName();
    let holders = 0;
    let maxHolders = 0;
    let queue = Promise.resolve();
    // A lock manager standing for navigator.locks (exclusive, in request order).
    const locks = {
      request: ((_name: string, callback: () => Promise<unknown>) => {
        const run = queue.then(async () => {
          holders++;
          maxHolders = Math.max(maxHolders, holders);
          try {
            return await callback();
          } finally {
            holders--;
          }
        });
        queue = run.then(() => undefined, () => undefined);
        return run;
      }) as unknown as LockManager['request'],
    };
    const outbox = outboxOn(name, { locks });
    for (let i = 0; i < 3; i++) {
      await outbox.enqueue({ kind: 'feedback', label: 'Feedback', method: 'POST', path: '/api/feedBack', encoding: 'json', body: { i } });
    }
    script = [{ status: 200, delayMs: 10 }, { status: 200, delayMs: 10 }, { status: 200, delayMs: 10 }];
    await Promise.all([outbox.flush(), outbox.flush()]);
    expect(maxHolders).toBe(1);
    expect(received).toHaveLength(3);
  });

  it('keeps a file as a Blob and sends it as multipart with its name', async () => {
    const name = newDbName();
    let online = false;
    const deps: Partial<OutboxDeps> = {
      fetch: (input, init) => (online ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))),
    };
    const outbox = outboxOn(name, deps);
    const resume = new File(['%PDF-1.4 my resume'], 'asha-resume.pdf', { type: 'application/pdf' });
    const fields = { name: 'Asha', phone: '9811000000', email: 'asha@example.com', address: 'Gurgaon', area: 'Sector 18', position: 'Sales' };
    const outcome = await submitEnquiryTo(outbox, 'career', fields, resume);
    expect(outcome.status).toBe('queued');

    const [stored] = await entriesOf(outbox);
    const file = stored!.body.resume as { name: string; type: string; blob: Blob };
    expect(file.blob).toBeInstanceOf(Blob);
    expect(file).toMatchObject({ name: 'asha-resume.pdf', type: 'application/pdf' });

    online = true;
    clock += 60_000;
    await outbox.flush();
    expect(received).toHaveLength(1);
    const request = received[0]!;
    expect(request.path).toBe('/api/post-career');
    const parsed = await new Response(new Uint8Array(request.body), { headers: { 'Content-Type': String(request.headers['content-type']) } }).formData();
    const sentFile = parsed.get('resume') as File;
    expect(sentFile.name).toBe('asha-resume.pdf');
    expect(sentFile.type).toBe('application/pdf');
    expect(await sentFile.text()).toBe('%PDF-1.4 my resume');
    expect(parsed.get('name')).toBe('Asha');
    expect(parsed.get('position')).toBe('Sales');
  });

  it('survives a reload between queueing and sending, and sends once', async () => {
    const name = newDbName();
    const before = outboxOn(name);
    const id = await before.enqueue({ kind: 'service', label: 'Service booking', method: 'POST', path: '/book-service', encoding: 'json', body: { name: 'D' } });
    await before.close();

    const after = outboxOn(name);
    expect((await entriesOf(after)).map((e) => e.id)).toEqual([id]);
    await after.flush();
    await after.flush();
    expect(received.map((r) => r.headers['idempotency-key'])).toEqual([id]);
    expect(await entriesOf(after)).toEqual([]);
  });

  it('reclaims an entry whose sender died mid-send once its lease expires', async () => {
    const name = newDbName();
    // The first tab's request never gets an answer (the tab was closed mid-send).
    const dying = outboxOn(name, { fetch: () => new Promise<Response>(() => {}), leaseMs: 60_000 });
    void submitEnquiryTo(dying, 'warranty', { name: 'E', email: 'e@example.com', contactNumber: '9' });
    const survivor = outboxOn(name);
    // However long the first tab takes to store its entry (a hang is the test's timeout).
    const entries = await until(() => entriesOf(survivor), (e) => e.length > 0, { giveUpAfterMs: Infinity, everyMs: 10 });
    expect(entries[0]).toMatchObject({ status: 'sending', attempts: 1 });

    await survivor.flush();
    expect(received).toHaveLength(0);

    clock += 60_001;
    await survivor.flush();
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['idempotency-key']).toBe(entries[0]!.id);
    expect(await entriesOf(survivor)).toEqual([]);
  });

  it('leaves admin entries to a sender that can read the CSRF token, and sends it at send time', async () => {
    const name = newDbName();
    const worker = outboxOn(name); // like the service worker: no csrfToken function
    let token = 'old-token';
    const page = outboxOn(name, { csrfToken: () => token });
    const id = await page.enqueue({
      kind: 'admin-price', label: 'Price change', method: 'PATCH', path: '/api/managePrice/Shine%20100', encoding: 'json', body: { price: 81000 }, auth: 'admin',
    });
    await worker.flush();
    expect(received).toHaveLength(0);

    token = 'fresh-token';
    await page.flush();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'PATCH', path: '/api/managePrice/Shine%20100' });
    expect(received[0]!.headers['x-csrf-token']).toBe('fresh-token');
    expect(received[0]!.headers['idempotency-key']).toBe(id);
  });

  it('sends changes to one resource in the order they were made, so the last one wins', async () => {
    const outbox = outboxOn(newDbName(), { csrfToken: () => 'token' });
    const change = (price: number) => ({
      kind: 'admin-price', label: 'Price of Shine 100', method: 'PATCH' as const, path: '/api/managePrice/Shine%20100',
      encoding: 'json' as const, body: { price }, auth: 'admin' as const,
    });
    const first = await outbox.enqueue(change(81000));
    clock += 1;
    const second = await outbox.enqueue(change(82000));
    clock += 1;
    const other = await outbox.enqueue({ ...change(1), path: '/api/managePrice/SP%20125' });

    // The first change meets a 5xx: the second must not overtake it; another path may go.
    script = [{ status: 503 }];
    const report = await outbox.flush();
    expect(report.queued).toEqual([first]);
    expect(report.sent).toEqual([other]);
    expect(received.map((r) => JSON.parse(r.body.toString()).price)).toEqual([81000, 1]);

    clock += 60 * 60_000;
    const later = await outbox.flush();
    expect(later.sent).toEqual([first, second]);
    expect(received.map((r) => JSON.parse(r.body.toString()).price)).toEqual([81000, 1, 81000, 82000]);
  });

  it('keeps a 429 waiting (never refused) until the Retry-After has passed, holding the later events of that lead', async () => {
    const outbox = outboxOn(newDbName(), { csrfToken: () => 'token' });
    const note = (text: string) => ({
      kind: 'lead-event', label: 'Note', method: 'POST' as const, path: '/api/leads/one/events',
      encoding: 'json' as const, body: { text }, auth: 'admin' as const, inOrder: true,
    });
    const first = await outbox.enqueue(note('first'));
    clock += 1;
    const second = await outbox.enqueue(note('second'));
    const message = 'This lead has had 30 changes in the last minute: try again in 40 seconds.';
    script = [{ status: 429, body: { message }, headers: { 'Retry-After': '40' } }];
    const report = await outbox.flush();
    expect(report.queued).toEqual([first]);
    expect(received).toHaveLength(1);
    expect((await entriesOf(outbox)).map((e) => e.status)).toEqual(['pending', 'pending']);
    const waiting = (await entriesOf(outbox)).find((e) => e.id === first)!;
    expect(waiting).toMatchObject({ status: 'pending', lastError: message });
    // The server's 40 s, not the first backoff of about 5 s.
    expect(waiting.nextAttemptAt - clock).toBe(40_000);

    clock += 39_000;
    expect((await outbox.flush()).sent).toEqual([]);
    expect(received).toHaveLength(1);
    clock += 1_000;
    expect((await outbox.flush()).sent).toEqual([first, second]);
    expect(received.map((r) => JSON.parse(r.body.toString()).text)).toEqual(['first', 'first', 'second']);
  });

  it('keeps the order of changes made within one millisecond, whatever their ids', async () => {
    // Ids chosen so that sorting by id would reverse the order the changes were made in.
    const ids = ['c-first', 'b-second', 'a-third'];
    const outbox = outboxOn(newDbName(), { csrfToken: () => 'token', newId: () => ids.shift()! });
    for (const status of ['contacted', 'test-ride', 'booked']) {
      await outbox.enqueue({
        kind: 'lead-event', label: 'Lead event', method: 'POST', path: '/api/leads/one/events',
        encoding: 'json', body: { status }, auth: 'admin', inOrder: true,
      });
    }
    const report = await outbox.flush();
    expect(report.sent).toEqual(['c-first', 'b-second', 'a-third']);
    expect(received.map((r) => JSON.parse(r.body.toString()).status)).toEqual(['contacted', 'test-ride', 'booked']);
  });

  it('gives a large upload time for its size before anyone may take it over', async () => {
    const name = newDbName();
    const never = outboxOn(name, { fetch: () => new Promise<Response>(() => {}) });
    const big = new File([new Uint8Array(4 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    void submitEnquiryTo(never, 'career', { name: 'F' }, big);
    void submitEnquiryTo(never, 'contact', contact);
    const reader = outboxOn(name);
    const entries = await until(() => entriesOf(reader), (e) => e.length >= 2, { giveUpAfterMs: Infinity, everyMs: 10 });
    const lease = (kind: string) => entries.find((e) => e.kind === kind)!.leaseUntil - clock;
    expect(lease('contact')).toBe(60_000);
    // 4 MiB at 16 kB/s: about 262 s more than the 60 s lease of a plain request.
    expect(lease('career')).toBe(60_000 + Math.ceil((4 * 1024 * 1024) / 16));
  });
});
