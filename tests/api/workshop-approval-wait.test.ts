/**
 * A job card's approval message keeps its wait on the row (`customer_messages.send_after`,
 * docs/workshop.md "Messages to the customer"), not only on its queue job: a message written
 * by a process without a queue, or whose job is gone (a restore holds no queue jobs), is
 * given a job at the next start that begins when the wait ends on the app's clock, lines
 * added meanwhile join it, a job that comes early is put back, and the message goes once.
 * Time passes on the injected clock; the queue's own start times are read from pgboss.job
 * and made due by the test, never slept through.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { messageApiPaths, type LeadMessageRecord } from '#contract/messages.ts';
import { messageStateText } from '../../src/admin/leads/message-state-text.ts';
import { call } from '../support/admin-session.ts';
import { validBody } from '../faults/support/bodies.ts';
import type { ProviderStandIn } from '../support/provider-stand-in.ts';
import { startMessagesWorld, type MessagesWorld } from '../support/phone-channels.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';
import { addLine, openCard, walkIn } from '../support/workshop.ts';
import { queueMessages } from '../../server/notifications/queue-messages.ts';

/** Monday 23 Nov 2026, 11:30 IST; moved by the tests. */
let clock = new Date('2026-11-23T06:00:00Z');
const at = (iso: string) => (clock = new Date(iso));
const config = { publicUrl: 'https://dealer.example', messageAttempts: 3, approvalMessageWaitSeconds: 120 };

let world: MessagesWorld;
let app: TestApp;
let whatsapp: ProviderStandIn;
let sms: ProviderStandIn;

beforeAll(async () => {
  world = await startMessagesWorld({ now: () => clock, staffPrefix: 'apwait', showroom: 2, smsIds: { en: '1107460', hi: '1107461' }, config });
  ({ app, whatsapp, sms } = world);
}, 60_000);
afterAll(() => world?.close());

async function optIn(n: number): Promise<string> {
  const body = { ...validBody('optin', n), language: 'en' } as Record<string, unknown>;
  const res = await app.fetch(enquiryKinds.optin.path, {
    method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID() }, body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return String(body.mobile);
}

interface Message { id: string; channel: string; state: string; attempts: number; send_after: Date | null }
async function approvalsOf(card: number): Promise<Message[]> {
  const { rows } = await app.db.query<Message>(
    "SELECT id::text, channel, state, attempts, send_after FROM customer_messages WHERE job_card_id = $1 AND event = 'job-approval' ORDER BY channel", [card],
  );
  return rows;
}

interface Job { id: string; state: string; waitSeconds: number }
/** The queue's jobs of these messages, oldest first, with how long after it was written each starts. */
async function jobsOf(messages: readonly Message[]): Promise<Job[]> {
  const { rows } = await app.db.query<Job>(
    `SELECT id::text, state, round(EXTRACT(EPOCH FROM (start_after - created_on)))::int AS "waitSeconds"
       FROM pgboss.job WHERE data->>'messageId' = ANY($1::text[]) ORDER BY created_on, id`,
    [messages.map((m) => m.id)],
  );
  return rows;
}

/** The queue's clock reaching these jobs' start: what the test does instead of sleeping through the wait. */
async function makeDue(jobs: readonly Job[]): Promise<void> {
  await app.db.query("UPDATE pgboss.job SET start_after = now() WHERE id = ANY($1::uuid[]) AND state = 'created'", [jobs.map((j) => j.id)]);
}

/** What the providers were asked to send of these messages (each request carries its message's id). */
const sentOf = (messages: readonly Message[]) => [
  ...whatsapp.requests.filter((r) => messages.some((m) => m.id === r.body.biz_opaque_callback_data)),
  ...sms.requests.filter((r) => messages.some((m) => m.id === r.body.reference)),
];

/** Starts a process with the queue's worker on this database: its start sweeps the messages that have no job. */
const startSender = () => startTestApp({ now: () => clock, sharing: app, config, notifications: {} });

/** Waits until every one of these jobs has been worked (a hang is caught by the test's timeout). */
const worked = (messages: readonly Message[], jobs: readonly Job[]) =>
  until(() => jobsOf(messages), (now) => jobs.every((j) => now.find((n) => n.id === j.id)?.state === 'completed'), { giveUpAfterMs: Infinity });

describe('an approval message whose queue job was never written or is gone', () => {
  it('written by a process without a queue: the next start waits out what is left, lines join it, and it goes once', async () => {
    at('2026-11-23T06:00:00Z');
    const mobile = await optIn(4601);
    // A process that serves requests and runs no queue.
    const noQueue = await startTestApp({ now: () => clock, sharing: app, config });
    try {
      const card = await openCard(noQueue, world.manager, walkIn(mobile, { registration: 'hr26xx4601' }));
      await addLine(noQueue, world.manager, card.jobCard.id, { labourCode: 'GEN-SERVICE' });
      const written = await approvalsOf(card.jobCard.id);
      expect(written.map((m) => `${m.channel}:${m.state}:${m.send_after?.toISOString()}`)).toEqual([
        'sms:queued:2026-11-23T06:02:00.000Z', 'whatsapp:queued:2026-11-23T06:02:00.000Z',
      ]);
      expect(await jobsOf(written)).toEqual([]);

      // A minute later a process with a queue starts: the jobs it gives them wait the minute left.
      at('2026-11-23T06:01:00Z');
      const sender = await startSender();
      try {
        const swept = await jobsOf(written);
        expect(swept.map((j) => `${j.state}:${j.waitSeconds}`)).toEqual(['created:60', 'created:60']);
        // Still gathering: a line found meanwhile joins the same message.
        await addLine(noQueue, world.manager, card.jobCard.id, { labourCode: 'BRAKE-ADJ' });
        expect((await approvalsOf(card.jobCard.id)).map((m) => m.id)).toEqual(written.map((m) => m.id));

        // A job that comes early (its start moved to now) is put back for what is left, nothing sent.
        at('2026-11-23T06:01:30Z');
        await makeDue(swept);
        const afterEarly = await worked(written, swept);
        const putBack = afterEarly.filter((j) => !swept.some((s) => s.id === j.id));
        expect(putBack.map((j) => `${j.state}:${j.waitSeconds}`)).toEqual(['created:30', 'created:30']);
        expect((await approvalsOf(card.jobCard.id)).map((m) => `${m.state}:${m.attempts}`)).toEqual(['queued:0', 'queued:0']);
        expect(sentOf(written)).toEqual([]);

        // The wait has passed: sent once on each channel, with both lines.
        at('2026-11-23T06:02:00Z');
        await makeDue(putBack);
        const sent = await until(() => approvalsOf(card.jobCard.id), (m) => m.every((r) => r.state !== 'queued'), { giveUpAfterMs: Infinity });
        expect(sent.map((m) => `${m.channel}:${m.state}:${m.attempts}`)).toEqual(['sms:sent:1', 'whatsapp:sent:1']);
        await worked(written, putBack);
        expect(sentOf(written)).toHaveLength(2);
        expect(JSON.stringify(sentOf(written))).toContain('2 items, ₹649 with GST, wait for your approval');
      } finally {
        await sender.close();
      }
    } finally {
      await noQueue.close();
    }
  }, 60_000);

  it('its job gone, as a restore leaves it: the next start waits what is left, none once the wait has passed', async () => {
    at('2026-11-23T06:10:00Z');
    const mobiles = [await optIn(4602), await optIn(4603)];
    const cards: number[] = [];
    for (const [i, mobile] of mobiles.entries()) {
      const card = await openCard(app, world.manager, walkIn(mobile, { registration: `hr26xx460${i + 2}` }));
      await addLine(app, world.manager, card.jobCard.id, { labourCode: 'WASH' });
      cards.push(card.jobCard.id);
      // The second card's line comes a minute and a half later.
      at('2026-11-23T06:11:30Z');
    }
    const [early, late] = [await approvalsOf(cards[0]!), await approvalsOf(cards[1]!)];
    // The queue process here runs no worker: the jobs were written with the rows, and then lost.
    expect((await jobsOf([...early, ...late])).map((j) => j.waitSeconds)).toEqual([120, 120, 120, 120]);
    await app.db.query("DELETE FROM pgboss.job WHERE data->>'messageId' = ANY($1::text[])", [[...early, ...late].map((m) => m.id)]);

    // The first card's wait passed while nothing ran; the second's has 30 s left.
    at('2026-11-23T06:13:00Z');
    const sender = await startSender();
    try {
      expect((await jobsOf(early)).map((j) => j.waitSeconds)).toEqual([0, 0]);
      const waiting = await jobsOf(late);
      expect(waiting.map((j) => `${j.state}:${j.waitSeconds}`)).toEqual(['created:30', 'created:30']);
      const first = await until(() => approvalsOf(cards[0]!), (m) => m.every((r) => r.state !== 'queued'), { giveUpAfterMs: Infinity });
      expect(first.map((m) => `${m.state}:${m.attempts}`)).toEqual(['sent:1', 'sent:1']);
      expect(sentOf(early)).toHaveLength(2);
      expect((await approvalsOf(cards[1]!)).map((m) => `${m.state}:${m.attempts}`)).toEqual(['queued:0', 'queued:0']);
      expect(sentOf(late)).toEqual([]);

      at('2026-11-23T06:13:30Z');
      await makeDue(waiting);
      const second = await until(() => approvalsOf(cards[1]!), (m) => m.every((r) => r.state !== 'queued'), { giveUpAfterMs: Infinity });
      expect(second.map((m) => `${m.state}:${m.attempts}`)).toEqual(['sent:1', 'sent:1']);
      await worked(late, waiting);
      expect(sentOf(late)).toHaveLength(2);
    } finally {
      await sender.close();
    }
  }, 60_000);

  it('shows staff when a waiting message will go, on the job card and the lead, until its wait has passed', async () => {
    at('2026-11-23T05:10:00Z');
    const mobile = await optIn(4604);
    // A process without a queue, so the message stays queued whatever the test's pace.
    const noQueue = await startTestApp({ now: () => clock, sharing: app, config });
    try {
      const opened = await openCard(noQueue, world.manager, walkIn(mobile, { registration: 'hr26xx4604' }));
      const card = await addLine(noQueue, world.manager, opened.jobCard.id, { labourCode: 'WASH' });
      const onCard = card.messages.filter((m) => m.event === 'job-approval');
      expect(onCard.map((m) => `${m.channel}:${m.state}:${m.sendAfter}`)).toEqual([
        'sms:queued:2026-11-23T05:12:00.000Z', 'whatsapp:queued:2026-11-23T05:12:00.000Z',
      ]);
      // Monday 10:40 IST: it goes at 10:42 am, and says so.
      expect(onCard.map((m) => messageStateText(m, clock))).toEqual([
        "Waiting until 10:42 am to gather the card's lines", "Waiting until 10:42 am to gather the card's lines",
      ]);

      // The lead's messages say the same; a message that goes at once has no wait.
      const { rows } = await app.db.query<{ lead_id: string }>('SELECT DISTINCT lead_id::text FROM customer_messages WHERE job_card_id = $1', [opened.jobCard.id]);
      expect(rows).toHaveLength(1);
      const res = await call(noQueue, world.manager, messageApiPaths.leadMessages(rows[0]!.lead_id));
      const text = await res.text();
      expect(res.status, text).toBe(200);
      const onLead = JSON.parse(text) as LeadMessageRecord[];
      expect(onLead.filter((m) => m.event === 'job-approval').map((m) => `${m.id}:${m.sendAfter}`)).toEqual(
        expect.arrayContaining(onCard.map((m) => `${m.id}:${m.sendAfter}`)),
      );
      const atOnce = onLead.filter((m) => m.event !== 'job-approval');
      expect(atOnce.length).toBeGreaterThan(0);
      expect(atOnce.every((m) => m.sendAfter === null)).toBe(true);

      // Its wait passed and nothing sent it yet: queued, as any message waiting its turn.
      at('2026-11-23T05:12:00Z');
      expect(onCard.map((m) => messageStateText(m, clock))).toEqual(['Queued, waiting to send', 'Queued, waiting to send']);
    } finally {
      await noQueue.close();
    }
  }, 60_000);
  it('one call queueing events of different waits starts each message\'s job after its own event\'s wait', async () => {
    at('2026-11-23T07:00:00Z');
    const leads: string[] = [];
    for (const n of [4610, 4611]) {
      const mobile = await optIn(n);
      const { rows } = await app.db.query<{ id: string }>('SELECT id::text FROM leads WHERE mobile = $1 ORDER BY created_at DESC LIMIT 1', [mobile]);
      leads.push(rows[0]!.id);
    }
    const causes = [
      { leadId: leads[0]!, event: 'job-approval' as const, eventKey: 'waits:gathering', at: clock, startAfterSeconds: 120 },
      { leadId: leads[1]!, event: 'job-approval' as const, eventKey: 'waits:at-once', at: clock },
    ];
    await app.db.transaction((tx) => queueMessages(tx, causes, { emailFromEnv: false, jobs: app.notifications!.queue.jobs }));
    for (const [eventKey, wait] of [['waits:gathering', 120], ['waits:at-once', 0]] as const) {
      const { rows } = await app.db.query<Message>('SELECT id::text, channel, state, attempts, send_after FROM customer_messages WHERE event_key = $1 ORDER BY channel', [eventKey]);
      expect(rows.map((m) => m.channel), eventKey).toEqual(['sms', 'whatsapp']);
      expect((await jobsOf(rows)).map((j) => j.waitSeconds), eventKey).toEqual([wait, wait]);
    }
  });
});
