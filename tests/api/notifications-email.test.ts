/**
 * Customer e-mail through the durable queue (docs/notifications.md), against a real SMTP
 * server inside the test: the confirmation of an enquiry and of a booking (reference,
 * what, where, when, the /track link), queued in the enquiry's own transaction and sent
 * exactly once across a replay, a crash before sending and a restart, and two workers;
 * a mail server that refuses for a while or is down gets the message afterwards; one
 * that refuses the mailbox, or keeps refusing past the limit, leaves the reason on the
 * lead's timeline.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { storedReference } from '../support/lead-desk.ts';
import { messageApiPaths, type LeadMessageRecord } from '#contract/messages.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { book } from '../support/appointments.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createNotifier } from '../../server/notifications/notifier.ts';
import { queueDueReminders } from '../../server/notifications/scheduled-work.ts';
import { messageQueueSettled } from '../support/message-queue-settled.ts';
import { until } from '../support/until.ts';

/** Monday 23 Nov 2026, 11:30 IST. */
const clock = new Date('2026-11-23T06:00:00Z');
const publicUrl = 'https://gurgaontwowheelers.example';

let inbox: SmtpInbox;
let app: TestApp;
let session: AdminSession;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({
    now: () => clock,
    config: { smtpUrl: inbox.url, smtpFrom: 'Gurgaon Two Wheelers <bookings@gurgaontwowheelers.example>', publicUrl, messageRetrySeconds: 1, messageAttempts: 3 },
    notifications: {},
  });
  session = await signedInAdmin(app, 'mira', 'notifications test password');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await inbox?.stop();
});

async function postEnquiry(target: TestApp, kind: 'finance' | 'contact', body: Record<string, unknown>, id: string = randomUUID()): Promise<string> {
  const res = await target.fetch(enquiryKinds[kind].path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return id;
}

async function messagesOf(target: TestApp, leadId: string): Promise<LeadMessageRecord[]> {
  const res = await call(target, session, messageApiPaths.leadMessages(leadId));
  expect(res.status).toBe(200);
  return (await res.json()) as LeadMessageRecord[];
}


const mailsTo = (address: string) => inbox.mails.filter((m) => m.to.some((t) => t.includes(address)));

describe('confirmation e-mail', () => {
  it('an enquiry gets one e-mail with its reference, what was asked, the showroom and the /track link; the timeline says sent', async () => {
    const body: Record<string, unknown> = { ...validBody('finance', 9001), email: 'ravi.finance@example.in', preferredShowroom: 2 };
    const id = await postEnquiry(app, 'finance', body);
    const reference = await storedReference(app.db, id);
    const [mail] = await until(async () => mailsTo('ravi.finance@example.in'), (m) => m.length > 0);
    expect(mail?.subject).toBe(`We have your enquiry: reference ${reference}`);
    expect(mail?.text).toContain(`Dear ${String(body.name)},`);
    expect(mail?.text).toContain('finance enquiry');
    expect(mail?.text).toContain(`Reference: ${reference}`);
    expect(mail?.text).toContain(`${publicUrl}/track?reference=${reference}`);
    expect(mail?.from).toContain('bookings@gurgaontwowheelers.example');
    // The message's key is its Message-ID.
    const [record] = await until(() => messagesOf(app, id), (m) => m[0]?.state === 'sent');
    expect(mail?.messageId).toBe(`<${record?.id}@gurgaontwowheelers.example>`);
    expect(record).toMatchObject({ event: 'enquiry', channel: 'email', recipient: 'ravi.finance@example.in', state: 'sent', attempts: 1, lastError: '' });
  });

  it('a booking gets what, where and when in IST', async () => {
    const res = await book(app, { showroomId: 1, date: '2026-11-25', time: '10:30' }, { model: 'Shine 100' });
    expect(res.status).toBe(201);
    const email = (await app.db.query<{ email: string }>('SELECT email FROM enquiries WHERE id = $1', [res.id])).rows[0]?.email ?? '';
    const [mail] = await until(async () => mailsTo(email), (m) => m.length > 0);
    expect(mail?.subject).toBe(`Your booking ${await storedReference(app.db, res.id)}: 25 Nov 2026 at 10:30 am IST`);
    expect(mail?.text).toContain('Your test ride of the Shine 100 is booked.');
    expect(mail?.text).toContain('When: 25 Nov 2026 at 10:30 am IST');
    expect(mail?.text).toMatch(/Where: .+, .+/);
  });

  it("a staff change of the booking tells the customer; the change's replay tells them nothing more", async () => {
    const res = await book(app, { showroomId: 2, date: '2026-11-26', time: '12:00' });
    expect(res.status).toBe(201);
    const email = (await app.db.query<{ email: string }>('SELECT email FROM enquiries WHERE id = $1', [res.id])).rows[0]?.email ?? '';
    await until(async () => mailsTo(email), (m) => m.length === 1);
    const changeId = randomUUID();
    for (let i = 0; i < 2; i++) {
      const change = await call(app, session, `/api/admin/appointments/${res.id}/changes`, {
        method: 'POST', json: { type: 'reschedule', date: '2026-11-27', time: '15:00' }, headers: { [idempotencyHeader]: changeId },
      });
      expect(change.status).toBe(201);
    }
    const mails = await until(async () => mailsTo(email), (m) => m.length === 2);
    expect(mails[1]?.subject).toBe(`Your booking ${await storedReference(app.db, res.id)} has changed: Booked`);
    expect(mails[1]?.text).toContain('When: 27 Nov 2026 at 3:00 pm IST');
    await messageQueueSettled(app.db);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('a replayed enquiry (same Idempotency-Key) sends nothing again', async () => {
    const body = { ...validBody('contact', 9002), email: 'replay@example.in' };
    const id = await postEnquiry(app, 'contact', body);
    await until(async () => mailsTo('replay@example.in'), (m) => m.length > 0);
    await postEnquiry(app, 'contact', body, id);
    await postEnquiry(app, 'contact', body, id);
    await messageQueueSettled(app.db);
    expect(mailsTo('replay@example.in')).toHaveLength(1);
    expect(await messagesOf(app, id)).toHaveLength(1);
  });

  it('an enquiry refused by validation queues nothing', async () => {
    const before = (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_messages')).rows[0]?.n;
    const res = await app.fetch(enquiryKinds.finance.path, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...validBody('finance', 9003), contact: '12' }),
    });
    expect(res.status).toBe(400);
    const after = (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_messages')).rows[0]?.n;
    expect(after).toBe(before);
  });
});

describe('reminder the day before', () => {
  it("from 18:00 IST the next day's bookings get their reminder, once, whatever the clock does after", async () => {
    const res = await book(app, { showroomId: 3, date: '2026-11-28', time: '11:00' }, { model: 'Shine 100' });
    expect(res.status).toBe(201);
    const email = (await app.db.query<{ email: string }>('SELECT email FROM enquiries WHERE id = $1', [res.id])).rows[0]?.email ?? '';
    await until(async () => mailsTo(email), (m) => m.length === 1);
    const notifier = createNotifier(app.config, app.notifications!.queue.jobs);
    // 27 Nov, 17:59 IST: not yet.
    expect(await queueDueReminders(app.db, notifier, new Date('2026-11-27T12:29:00Z'))).toBe(0);
    // 18:00 IST, then later that evening (a restart, a second server): one reminder.
    expect(await queueDueReminders(app.db, notifier, new Date('2026-11-27T12:30:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await queueDueReminders(app.db, notifier, new Date('2026-11-27T16:00:00Z'))).toBe(0);
    const mails = await until(async () => mailsTo(email), (m) => m.length === 2);
    expect(mails[1]?.subject).toBe('Tomorrow: your test ride of the Shine 100 at 28 Nov 2026 at 11:00 am IST');
    expect(mails[1]?.text).toContain('A reminder of your test ride of the Shine 100 tomorrow.');
    await messageQueueSettled(app.db);
    expect(mailsTo(email)).toHaveLength(2);
  });
});

describe('failures and retries', () => {
  it('a mail server that says "try later" twice gets the message on the third try, once', async () => {
    inbox.refuse(2, '451 Greylisted, try again later');
    const id = await postEnquiry(app, 'contact', { ...validBody('contact', 9010), email: 'greylisted@example.in' });
    const [record] = await until(() => messagesOf(app, id), (m) => m[0]?.state === 'sent');
    expect(record).toMatchObject({ state: 'sent', attempts: 3 });
    expect(mailsTo('greylisted@example.in')).toHaveLength(1);
  });

  it('a mailbox the server refuses (550) is not tried again: failed, with the reason', async () => {
    inbox.refuse(1, '550 No such user here');
    const offered = inbox.offered;
    const id = await postEnquiry(app, 'contact', { ...validBody('contact', 9011), email: 'nobody@example.in' });
    const [record] = await until(() => messagesOf(app, id), (m) => m[0]?.state === 'failed');
    expect(record?.state).toBe('failed');
    expect(record?.attempts).toBe(1);
    expect(record?.lastError).toContain('550');
    await messageQueueSettled(app.db);
    expect(inbox.offered).toBe(offered + 1);
  });

  it('refused past the limit: failed after MESSAGE_ATTEMPTS tries, saying why', async () => {
    inbox.refuse(-1, '451 Mailbox busy');
    try {
      const id = await postEnquiry(app, 'contact', { ...validBody('contact', 9012), email: 'busy@example.in' });
      const [record] = await until(() => messagesOf(app, id), (m) => m[0]?.state === 'failed', { giveUpAfterMs: 30_000 });
      expect(record).toMatchObject({ state: 'failed', attempts: 3 });
      expect(record?.lastError).toMatch(/451 Mailbox busy.*gave up after 3 tries/);
    } finally {
      inbox.refuse(0, '');
    }
  }, 40_000);

  it('a mail server that is down gets the message once it is back', async () => {
    await inbox.stop();
    const id = await postEnquiry(app, 'contact', { ...validBody('contact', 9013), email: 'later@example.in' });
    const waiting = await until(() => messagesOf(app, id), (m) => (m[0]?.attempts ?? 0) >= 1);
    expect(waiting[0]).toMatchObject({ state: 'queued' });
    expect(waiting[0]?.lastError).toContain('could not be reached');
    await inbox.restart();
    const [record] = await until(() => messagesOf(app, id), (m) => m[0]?.state === 'sent');
    expect(record?.state).toBe('sent');
    expect(mailsTo('later@example.in')).toHaveLength(1);
  }, 30_000);
});

describe('crash between queueing and sending', () => {
  it('queued by a process that stopped before sending, sent once by the next one, even with two workers', async () => {
    // A process that queues but does not send (its worker never ran: the crash).
    const first = await startTestApp({
      now: () => clock, config: { smtpUrl: inbox.url, publicUrl, messageRetrySeconds: 1 }, notifications: { worker: false },
    });
    const id = await postEnquiry(first, 'contact', { ...validBody('contact', 9020), email: 'after-crash@example.in' });
    const queued = (await first.db.query<{ state: string }>('SELECT state FROM customer_messages WHERE lead_id = $1', [id])).rows;
    expect(queued).toEqual([{ state: 'queued' }]);
    const jobs = (await first.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'messageId' = (SELECT id::text FROM customer_messages WHERE lead_id = $1)`, [id])).rows;
    expect(jobs[0]?.n).toBe(1);
    await first.notifications?.stop();
    expect(mailsTo('after-crash@example.in')).toHaveLength(0);
    // The restart: two processes with workers on the same database.
    const second = await startTestApp({ now: () => clock, sharing: first, config: { smtpUrl: inbox.url, publicUrl }, notifications: {} });
    const third = await startTestApp({ now: () => clock, sharing: first, config: { smtpUrl: inbox.url, publicUrl }, notifications: {} });
    try {
      await inbox.waitFor(inbox.mails.length + 1);
      await messageQueueSettled(first.db);
      expect(mailsTo('after-crash@example.in')).toHaveLength(1);
      const state = (await first.db.query<{ state: string; attempts: number }>('SELECT state, attempts FROM customer_messages WHERE lead_id = $1', [id])).rows;
      expect(state).toEqual([{ state: 'sent', attempts: 1 }]);
    } finally {
      await third.close();
      await second.close();
      await first.close();
    }
  }, 60_000);
});
