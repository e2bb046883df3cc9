/**
 * An enquiry that waited on the device leaves a record with the server's reference when it
 * is sent (src/lib/outbox/outbox-sent.ts): the outbox panel and a booking page still open
 * show it. On fake-indexeddb, against a real local HTTP server standing for the API.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox, type Outbox } from '../../src/lib/outbox/outbox.ts';
import { OutboxDb } from '../../src/lib/outbox/outbox-db.ts';
import { sentKeptCount, sentKeptMs, sentRecord } from '../../src/lib/outbox/outbox-sent.ts';
import { submitEnquiryTo } from '../../src/enquiries/kit/submit-enquiry.ts';

interface Answer {
  status: number;
  body?: unknown;
}

let server: Server;
let baseUrl = '';
let script: Answer[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const answer = script.shift() ?? { status: 201, body: { message: 'Stored' } };
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body ?? {}));
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
let clock = Date.parse('2026-11-23T05:00:00Z');

afterEach(async () => {
  script = [];
  for (const o of opened.splice(0)) await o.close();
});

function outboxOn(name: string): Outbox {
  const outbox = createOutbox({ openDb: () => new OutboxDb(name), fetch: (input, init) => fetch(input, init), baseUrl, now: () => clock, random: () => 0.5 });
  opened.push(outbox);
  return outbox;
}
const newDbName = () => `dealer-outbox-sent-test-${++dbCount}`;

const booking = {
  model: 'Activa 6G', enteredModel: '', yearOfPurchase: '2021', serviceType: 'Paid', registrationNumber: 'HR26AB1234',
  bookingDate: '2026-11-24', bookingTime: '10:30', preferredShowroom: 2, name: 'Amit', email: '', contactNumber: '9811040013', message: '',
};

describe('what the outbox sent', () => {
  it('keeps the reference the server gave a booking that waited offline, with the entry it came from', async () => {
    const name = newDbName();
    const outbox = outboxOn(name);
    script = [{ status: 503, body: { message: 'No signal' } }];
    const outcome = await submitEnquiryTo(outbox, 'service', booking);
    expect(outcome.status).toBe('queued');
    const id = outcome.status === 'queued' ? outcome.id : '';
    const db = (await outbox.database())!;
    expect(await sentRecord(db, id)).toBeUndefined();
    const queuedAt = clock;

    clock += 3_600_000;
    script = [{ status: 201, body: { message: 'Booking saved successfully!', id, reference: 'K7QX2MZP' } }];
    expect((await outbox.wake()).sent).toEqual([id]);

    expect(await db.requests.toArray()).toEqual([]);
    expect(await sentRecord(db, id)).toEqual({
      id, kind: 'service', label: 'Service booking', reference: 'K7QX2MZP', createdAt: queuedAt, sentAt: clock,
    });
    // Another tab, or the page after a reload, finds it too.
    const again = new OutboxDb(name);
    expect((await again.sent.get(id))?.reference).toBe('K7QX2MZP');
    again.close();
  });

  it('keeps a record of one sent at once too, and none of a staff change', async () => {
    const outbox = outboxOn(newDbName());
    script = [{ status: 201, body: { message: 'Stored', reference: 'ABCD2345' } }];
    const outcome = await submitEnquiryTo(outbox, 'contact', { name: 'Asha', contact: '9811000000', reason: 'Inquiry', message: 'Hi' });
    expect(outcome).toMatchObject({ status: 'sent', reference: 'ABCD2345' });
    const db = (await outbox.database())!;
    expect((await db.sent.toArray()).map((r) => r.reference)).toEqual(['ABCD2345']);

    const change = await outbox.enqueue({ kind: 'price', label: 'Price change', method: 'PUT', path: '/api/admin/price/1', encoding: 'json', body: { price: 1 }, auth: 'admin' });
    const staff = createOutbox({ openDb: () => db, fetch: (input, init) => fetch(input, init), baseUrl, now: () => clock, csrfToken: () => 'token' });
    script = [{ status: 200, body: { message: 'Saved' } }];
    expect((await staff.flush()).sent).toEqual([change]);
    expect(await db.sent.get(change)).toBeUndefined();
  });

  it('lists the last fortnight and at most the newest twenty', async () => {
    const outbox = outboxOn(newDbName());
    const db = (await outbox.database())!;
    const start = clock;
    for (let i = 0; i < sentKeptCount + 3; i += 1) {
      clock = start + i * 1000;
      script = [{ status: 201, body: { message: 'Stored', reference: `REF${String(i).padStart(5, '0')}` } }];
      await submitEnquiryTo(outbox, 'contact', { name: 'Asha', contact: '9811000000', reason: 'Inquiry', message: `Hi ${i}` });
    }
    const kept = await db.sent.orderBy('sentAt').toArray();
    expect(kept).toHaveLength(sentKeptCount);
    expect(kept[0]!.reference).toBe('REF00003');

    clock = start + sentKeptMs + 30_000;
    script = [{ status: 201, body: { message: 'Stored', reference: 'NEWER234' } }];
    await submitEnquiryTo(outbox, 'contact', { name: 'Asha', contact: '9811000000', reason: 'Inquiry', message: 'Later' });
    // Those sent more than a fortnight before are gone.
    expect((await db.sent.orderBy('sentAt').toArray()).map((r) => r.reference)).toEqual(['NEWER234']);
  });

  it('keeps what waited in a database of the version before, when it opens with the sent list', async () => {
    const name = newDbName();
    const old = new Dexie(name);
    old.version(1).stores({ requests: 'id, createdAt, status, auth' });
    await old.table('requests').add({ id: 'waiting-1', kind: 'contact', label: 'Contact request', createdAt: 1, status: 'pending', auth: 'none' });
    old.close();
    const db = new OutboxDb(name);
    expect((await db.requests.toArray()).map((r) => r.id)).toEqual(['waiting-1']);
    expect(await db.sent.count()).toBe(0);
    db.close();
  });
});
