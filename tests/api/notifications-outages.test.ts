/**
 * Messages survive provider outages (docs/notifications.md "Outages"), through the real
 * queue and workers against a local stand-in of the WhatsApp Cloud API: a provider that
 * hangs (the send times out after MESSAGE_TIMEOUT_SECONDS and is tried again), one that is
 * down for a minute, a 429 whose Retry-After is longer than the backoff, and the retry
 * limit, after which the message stops with the reason on the lead's messages. Each
 * message reaches the provider's "accepted" answer exactly once, whatever came before.
 *
 * The waits are the real code path with a short, injected backoff: MESSAGE_RETRY_SECONDS
 * 1 instead of 15, so the default's first waits (15, 30, 60 s, each up to twice that at
 * random) take 1, 2 and 4 s. No test sleeps: an outage lasts until the queue has failed
 * the message as often as a minute's outage would (three tries), and "nothing more" is
 * counted once the queue holds nothing waiting, running or due for a retry, so a retry
 * however late is seen, and a slow machine only makes a test longer.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { defaultTemplates, messageApiPaths, type LeadMessageRecord } from '#contract/messages.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { startProviderStandIn, type ProviderStandIn, type StandInRequest } from '../support/provider-stand-in.ts';
import { messageQueueSettled } from '../support/message-queue-settled.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';

/** One app with its own WhatsApp stand-in and an owner to read the lead's messages. */
interface Site {
  app: TestApp;
  owner: AdminSession;
  whatsapp: ProviderStandIn;
}

let patient: Site;
let strict: Site;
let mobileCounter = 0;
const optedIn: Map<Site, string[]> = new Map();

async function post(site: Site, kind: 'finance' | 'optin', body: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  const res = await site.app.fetch(enquiryKinds[kind].path, {
    method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id }, body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return id;
}

/** A site whose WhatsApp channel is set up, with `mobiles` opted in and their opt-in confirmations sent. */
async function startSite(name: string, attempts: number, mobiles: number): Promise<Site> {
  const whatsapp = await startProviderStandIn();
  const app = await startTestApp({
    // 2 s for a provider's answer: a hang is given up soon, and a stand-in on this machine
    // answers well within it however busy the machine is (a timed-out 'ok' would be sent twice).
    config: { messageRetrySeconds: 1, messageAttempts: attempts, messageTimeoutSeconds: 2, publicUrl: 'https://dealer.example' }, notifications: {},
  });
  const owner = await signedInAdmin(app, `${name}-owner`, `${name} outage test password`);
  const saved = await call(app, owner, messageApiPaths.adminMessageChannel('whatsapp'), {
    method: 'PUT', json: { enabled: true, settings: { apiUrl: whatsapp.url, phoneNumberId: '1234567890', accessToken: 'wa-token', language: 'en' }, templates: defaultTemplates.whatsapp },
  });
  expect(saved.status).toBe(200);
  const site = { app, owner, whatsapp };
  const list: string[] = [];
  for (let i = 0; i < mobiles; i++) {
    const mobile = String(9_822_000_000 + ++mobileCounter);
    await post(site, 'optin', { ...validBody('optin', 7000 + mobileCounter), mobile, notifications: { all: false, rcs: false, sms: false, obd: false, email: false, whatsapp: true } });
    list.push(mobile);
  }
  // Each opt-in's own confirmation goes first, so the scripts below meet only the enquiries' messages.
  await until(() => whatsapp.requests.length, (n) => n >= mobiles, { giveUpAfterMs: Infinity, everyMs: 100 });
  optedIn.set(site, list);
  return site;
}

beforeAll(async () => {
  // A bound for a hang only: two apps, their queues and six opt-ins take what the machine gives.
  [patient, strict] = await Promise.all([startSite('patient', 8, 4), startSite('strict', 3, 2)]);
}, 900_000);
afterAll(async () => {
  for (const site of [patient, strict]) {
    await site?.app.close();
    await site?.whatsapp.close();
  }
});

/** A finance enquiry from the next opted-in mobile of `site`: its one message goes by WhatsApp. */
async function enquire(site: Site): Promise<string> {
  const mobile = optedIn.get(site)?.shift();
  if (!mobile) throw new Error('no opted-in mobile left');
  return post(site, 'finance', { ...validBody('finance', 7100 + mobileCounter++), contact: mobile, email: '' });
}

async function messageOf(site: Site, leadId: string): Promise<LeadMessageRecord | undefined> {
  const res = await call(site.app, site.owner, messageApiPaths.leadMessages(leadId));
  expect(res.status).toBe(200);
  const [message, ...others] = (await res.json()) as LeadMessageRecord[];
  expect(others).toEqual([]);
  return message;
}

/** What the provider saw of one message (its key goes as biz_opaque_callback_data). */
const triesOf = (site: Site, messageId: string): StandInRequest[] => site.whatsapp.requests.filter((r) => r.body.biz_opaque_callback_data === messageId);

/**
 * Once the queue has nothing left to do, the provider has seen nothing more of the message
 * than `seen`: any retry or second job, however late it was due, has run by then.
 */
async function expectNoMoreTries(site: Site, messageId: string, seen: number): Promise<void> {
  await messageQueueSettled(site.app.db);
  expect(triesOf(site, messageId)).toHaveLength(seen);
}

describe('a provider that hangs', () => {
  it('times out, is tried again, and the message goes once the provider answers, never twice', async () => {
    patient.whatsapp.script('hang');
    const leadId = await enquire(patient);
    const waiting = await until(() => messageOf(patient, leadId), (m) => (m?.attempts ?? 0) >= 1, { giveUpAfterMs: Infinity, everyMs: 100 });
    expect(waiting).toMatchObject({ channel: 'whatsapp', state: 'queued', attempts: 1 });
    expect(waiting?.lastError).toBe('WhatsApp did not answer in time');
    const sent = await until(() => messageOf(patient, leadId), (m) => m?.state === 'sent', { giveUpAfterMs: Infinity, everyMs: 100 });
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, lastError: '' });
    const tries = triesOf(patient, sent!.id);
    expect(tries.map((t) => t.reply)).toEqual(['hang', 'ok']);
    // The second try came after the backoff (at least 1 s) counted from when the first was
    // given up and recorded, not from when it reached the provider (which a busy machine delays).
    expect(tries[1]!.at).toBeGreaterThanOrEqual(Date.parse(waiting!.updatedAt) + 1000);
    await expectNoMoreTries(patient, sent!.id, 2);
  });
});

/** A minute's outage costs two or three tries at the default backoff (docs/notifications.md "Outages"): the most, three. */
const triesInAMinuteDown = 3;

describe('a provider down for a minute', () => {
  it('keeps the message queued with the reason while it is down, and sends it once after', async () => {
    await patient.whatsapp.down();
    let leadId = '';
    try {
      leadId = await enquire(patient);
      // Down until the queue has tried as often as in a minute's outage, or given the message up.
      const failing = await until(() => messageOf(patient, leadId), (m) => !!m && (m.state !== 'queued' || m.attempts >= triesInAMinuteDown), { giveUpAfterMs: Infinity, everyMs: 100 });
      expect(failing?.state).toBe('queued');
      expect(failing?.lastError).toMatch(/^WhatsApp could not be reached/);
    } finally {
      await patient.whatsapp.up();
    }
    const beforeUp = await messageOf(patient, leadId);
    // Down through a minute's tries and never given up.
    expect(beforeUp?.state).toBe('queued');
    const failedTries = beforeUp!.attempts;
    expect(failedTries).toBeGreaterThanOrEqual(triesInAMinuteDown);
    expect(triesOf(patient, beforeUp!.id)).toEqual([]);
    const sent = await until(() => messageOf(patient, leadId), (m) => m?.state === 'sent', { giveUpAfterMs: Infinity, everyMs: 100 });
    expect(sent).toMatchObject({ state: 'sent', lastError: '' });
    expect(sent!.attempts).toBeGreaterThan(failedTries);
    expect(triesOf(patient, sent!.id).map((t) => t.reply)).toEqual(['ok']);
    await expectNoMoreTries(patient, sent!.id, 1);
  }, 180_000);
});

describe('429 Too Many Requests', () => {
  it('waits the Retry-After in seconds, longer than the backoff, then sends once', async () => {
    patient.whatsapp.script('429:4');
    const leadId = await enquire(patient);
    const waiting = await until(() => messageOf(patient, leadId), (m) => (m?.attempts ?? 0) >= 1, { giveUpAfterMs: Infinity, everyMs: 100 });
    expect(waiting?.lastError).toBe('WhatsApp answered 429: Too many requests');
    const sent = await until(() => messageOf(patient, leadId), (m) => m?.state === 'sent', { giveUpAfterMs: Infinity, everyMs: 100 });
    expect(sent).toMatchObject({ state: 'sent', attempts: 2 });
    const tries = triesOf(patient, sent!.id);
    expect(tries.map((t) => t.reply)).toEqual(['429:4', 'ok']);
    // The backoff alone would have tried again after 1 to 2 s.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(3900);
    await expectNoMoreTries(patient, sent!.id, 2);
  });

  it('waits a Retry-After given as an HTTP date', async () => {
    const retryAt = new Date(Date.now() + 5000);
    patient.whatsapp.script(`429:${retryAt.toUTCString()}`);
    const leadId = await enquire(patient);
    const sent = await until(() => messageOf(patient, leadId), (m) => m?.state === 'sent', { giveUpAfterMs: Infinity, everyMs: 100 });
    const tries = triesOf(patient, sent!.id);
    expect(tries.map((t) => t.reply.slice(0, 3))).toEqual(['429', 'ok']);
    // The date has whole seconds: not before the second it names.
    expect(tries[1]!.at).toBeGreaterThanOrEqual(Math.floor(retryAt.getTime() / 1000) * 1000);
    expect(sent?.attempts).toBe(2);
  });
});

describe('the retry limit', () => {
  it('a provider failing every try: failed after MESSAGE_ATTEMPTS (3) tries, the reason on the lead, no fourth try', async () => {
    strict.whatsapp.script('503', '503', '503');
    const leadId = await enquire(strict);
    const failed = await until(() => messageOf(strict, leadId), (m) => m?.state === 'failed', { giveUpAfterMs: Infinity, everyMs: 100 });
    expect(failed).toMatchObject({ state: 'failed', attempts: 3 });
    expect(failed?.lastError).toBe('WhatsApp answered 503: Stand-in failure 503 (gave up after 3 tries)');
    expect(triesOf(strict, failed!.id).map((t) => t.reply)).toEqual(['503', '503', '503']);
    await expectNoMoreTries(strict, failed!.id, 3);
    expect((await messageOf(strict, leadId))?.state).toBe('failed');
  }, 180_000);

  it('a provider hanging on every try: failed with "did not answer in time"', async () => {
    strict.whatsapp.script('hang', 'hang', 'hang');
    const leadId = await enquire(strict);
    const failed = await until(() => messageOf(strict, leadId), (m) => m?.state === 'failed', { giveUpAfterMs: Infinity, everyMs: 100 });
    expect(failed).toMatchObject({ state: 'failed', attempts: 3 });
    expect(failed?.lastError).toBe('WhatsApp did not answer in time (gave up after 3 tries)');
    expect(triesOf(strict, failed!.id).map((t) => t.reply)).toEqual(['hang', 'hang', 'hang']);
    await expectNoMoreTries(strict, failed!.id, 3);
  }, 180_000);
});
