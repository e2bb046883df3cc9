/**
 * A job card's messages to the customer (docs/workshop.md "Messages to the customer"):
 * "approval needed" queued with the lines that wait for the customer, one per batch and
 * never again for a line already announced; "ready" queued once with the move to Ready; a
 * refused change queues nothing; nothing without consent; the customer's language; each
 * delivered through the WhatsApp and SMS stand-ins and a real SMTP server in the test.
 * The queue runs without a worker, so what is queued stays put until the test sends it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { appointmentPaths } from '#contract/appointment-api.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { consentWording } from '#contract/updates-consent.ts';
import { consentPaths } from '#contract/track-updates.ts';
import { hindiOpeningHours } from '#contract/opening-hours.ts';
import { workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { deliverMessage } from '../../server/notifications/deliver-message.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { storedReference } from '../support/lead-desk.ts';
import type { ProviderStandIn } from '../support/provider-stand-in.ts';
import type { SmtpInbox } from '../support/smtp-inbox.ts';
import { startMessagesWorld, type MessagesWorld } from '../support/phone-channels.ts';
import type { TestApp } from '../support/test-app.ts';
import { addLine, advance, cardPath, moveTo, openCard, walkIn } from '../support/workshop.ts';

/** Monday 23 Nov 2026, 11:30 IST. */
const clock = new Date('2026-11-23T06:00:00Z');
const publicUrl = 'https://dealer.example';
const smsIds = { en: '1107450', hi: '1107451' };

let inbox: SmtpInbox;
let whatsapp: ProviderStandIn;
let sms: ProviderStandIn;
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;
let site: SiteSettings;

let world: MessagesWorld | undefined;

beforeAll(async () => {
  world = await startMessagesWorld({
    now: () => clock, staffPrefix: 'wsmsg', showroom: 2, smsIds, smtpFrom: 'Showroom <service@dealer.example>',
    config: { publicUrl, messageAttempts: 3, approvalMessageWaitSeconds: 120 },
  });
  ({ app, whatsapp, sms, owner, manager, site } = world);
  inbox = world.inbox!;
}, 60_000);
afterAll(() => world?.close());

interface QueuedRow { id: string; event: string; event_key: string; channel: string; state: string; recipient: string; last_error: string }

async function messagesOfCard(id: number): Promise<QueuedRow[]> {
  const { rows } = await app.db.query<QueuedRow>(
    'SELECT id, event, event_key, channel, state, recipient, last_error FROM customer_messages WHERE job_card_id = $1 ORDER BY created_at, event_key, channel', [id],
  );
  return rows;
}

/** The durable jobs of these messages (written in the same transaction as the rows). */
async function jobsOf(ids: readonly string[]): Promise<{ id: string; waits: boolean }[]> {
  const { rows } = await app.db.query<{ id: string; waits: boolean }>(
    "SELECT id::text, start_after > created_on + interval '60 seconds' AS waits FROM pgboss.job WHERE id = ANY($1::uuid[]) ORDER BY id", [ids],
  );
  return rows;
}

/** When an approval message's wait (120 s from `clock`) has passed: its job comes then. */
const afterWait = new Date(clock.getTime() + 120_000);
const deps = (at: Date) => ({ db: app.db, now: () => at, attempts: 3, sendLater: () => Promise.resolve(), config: app.config });
/** Does each message's job, as the worker would at `at`. */
async function deliverAll(rows: readonly QueuedRow[], at = clock): Promise<string[]> {
  const outcomes: string[] = [];
  for (const row of rows) outcomes.push(await deliverMessage(deps(at), row.id));
  return outcomes;
}

/** The customer's opt-in form (/optain) for WhatsApp and SMS, in their language. */
async function optIn(n: number, language: 'en' | 'hi'): Promise<string> {
  const body = { ...validBody('optin', n), language } as Record<string, unknown>;
  const res = await app.fetch(enquiryKinds.optin.path, {
    method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID() }, body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return String(body.mobile);
}

const whatsappTo = (mobile: string) => whatsapp.requests.filter((r) => r.body.to === `91${mobile}`);
const smsTo = (mobile: string) => sms.requests.filter((r) => JSON.stringify(r.body).includes(mobile));
const parametersOf = (request: { body: Record<string, unknown> }) =>
  ((request.body.template as { components: { parameters: { text: string }[] }[] }).components[0]?.parameters ?? []).map((p) => p.text);
const smsText = (request: { body: Record<string, unknown> }) => JSON.stringify(request.body);

describe('approval needed', () => {
  it('is queued with the lines, one message per batch, delivered in English with the items and total', async () => {
    const mobile = await optIn(4501, 'en');
    const card = await openCard(app, manager, walkIn(mobile, { registration: 'hr26xx4501' }));
    const id = card.jobCard.id;
    expect(await messagesOfCard(id)).toEqual([]);

    // Two lines in one sitting: one message per channel, both lines in its batch.
    await addLine(app, manager, id, { labourCode: 'GEN-SERVICE' });
    await addLine(app, manager, id, { labourCode: 'BRAKE-ADJ' });
    const first = await messagesOfCard(id);
    expect(first.map((m) => `${m.event}:${m.channel}:${m.state}`)).toEqual(['job-approval:sms:queued', 'job-approval:whatsapp:queued']);
    expect(new Set(first.map((m) => m.event_key)).size).toBe(1);
    const batch = first[0]!.event_key;
    const { rows: lines } = await app.db.query<{ approval_batch: string }>('SELECT approval_batch FROM estimate_lines WHERE job_card_id = $1 ORDER BY id', [id]);
    expect(lines.map((l) => l.approval_batch)).toEqual([batch, batch]);
    // Its jobs were written with the rows and wait for more lines before they go.
    expect(await jobsOf(first.map((m) => m.id))).toEqual(first.map((m) => ({ id: m.id, waits: true })).sort((a, b) => a.id.localeCompare(b.id)));
    // A job that came before the wait had passed puts the message back, unsent.
    expect(await deliverAll(first)).toEqual(['later', 'later']);
    expect(whatsappTo(mobile)).toHaveLength(0);

    expect(await deliverAll(first, afterWait)).toEqual(['sent', 'sent']);
    const [wa] = whatsappTo(mobile);
    expect(wa?.body.template).toMatchObject({ name: 'workshop_approval_needed', language: { code: 'en' } });
    // name, reference, what, where, when, status, trackLink, dealer.
    const parameters = parametersOf(wa!);
    expect(parameters[1]).toBe(card.jobCard.reference);
    expect(parameters[2]).toBe('service of your Activa 6G (HR 26 XX 4501)');
    // ₹450 + 18 % = ₹531 and ₹100 + 18 % = ₹118.
    expect(parameters[5]).toBe('2 items, ₹649 with GST, wait for your approval');
    expect(parameters[6]).toBe(`${publicUrl}/track?reference=${card.jobCard.reference}`);
    const [text] = smsTo(mobile);
    expect(text?.body.dltTemplateId).toBe(smsIds.en);
    expect(smsText(text!)).toContain(`Your vehicle HR 26 XX 4501: 2 items, ₹649 with GST, wait for your approval. Job card ${card.jobCard.reference}: ${publicUrl}/track?reference=${card.jobCard.reference}`);

    // Work found after the message went: a batch of its own, the lines announced before are not again.
    await addLine(app, manager, id, { labourCode: 'CHAIN-ADJ' });
    const all = await messagesOfCard(id);
    const second = all.filter((m) => m.event_key !== batch);
    expect(second.map((m) => `${m.channel}:${m.state}`)).toEqual(['sms:queued', 'whatsapp:queued']);
    expect(all.filter((m) => m.event_key === batch).every((m) => m.state === 'sent')).toBe(true);
    expect(await deliverAll(second, afterWait)).toEqual(['sent', 'sent']);
    // ₹120 + 18 % = ₹141.60.
    expect(smsText(smsTo(mobile)[1]!)).toContain('1 item, ₹141.60 with GST');
    expect(whatsappTo(mobile)).toHaveLength(2);
    expect(smsTo(mobile)).toHaveLength(2);
  });

  it('a batch decided at the counter before its message went is not sent', async () => {
    const mobile = await optIn(4502, 'en');
    const card = await openCard(app, manager, walkIn(mobile, { registration: 'hr26xx4502' }));
    const answer = await addLine(app, manager, card.jobCard.id, { labourCode: 'WASH' });
    const decided = await call(app, manager, cardPath(workshopPaths.lineDecision, card.jobCard.id, answer.lines[0]!.id), { method: 'POST', json: { decision: 'approved' } });
    expect(decided.status).toBe(200);
    const queued = await messagesOfCard(card.jobCard.id);
    expect(await deliverAll(queued, afterWait)).toEqual(['failed', 'failed']);
    expect((await messagesOfCard(card.jobCard.id)).every((m) => m.last_error === 'Not sent: the customer decided every item before it went')).toBe(true);
    expect(whatsappTo(mobile)).toHaveLength(0);
  });

  it('a refused line queues nothing', async () => {
    const mobile = await optIn(4503, 'en');
    const card = await openCard(app, manager, walkIn(mobile, { registration: 'hr26xx4503' }));
    const delivered = await advance(app, manager, card, ['in_bay', 'final_inspection', 'washing', 'ready', 'delivered']);
    const before = await messagesOfCard(card.jobCard.id);
    const refused = await call(app, manager, cardPath(workshopPaths.lines, delivered.jobCard.id), { method: 'POST', json: { labourCode: 'WASH' } });
    expect(refused.status).toBe(409);
    expect(await messagesOfCard(card.jobCard.id)).toEqual(before);
    expect(before.every((m) => m.event === 'job-ready')).toBe(true);
  });
});

describe('ready', () => {
  it('is queued once, with the move to Ready, and says where, the service phone and the hours', async () => {
    const mobile = await optIn(4510, 'en');
    const card = await openCard(app, manager, walkIn(mobile, { registration: 'hr26xx4510' }));
    const washing = await advance(app, manager, card, ['in_bay', 'final_inspection', 'washing']);
    expect(await messagesOfCard(card.jobCard.id)).toEqual([]);

    // A move refused (someone else's version) queues nothing.
    expect((await moveTo(app, manager, card.jobCard.id, 'ready', washing.jobCard.version - 1)).status).toBe(409);
    expect(await messagesOfCard(card.jobCard.id)).toEqual([]);

    const ready = await advance(app, manager, washing, ['ready']);
    const queued = await messagesOfCard(card.jobCard.id);
    expect(queued.map((m) => `${m.event_key}:${m.channel}`)).toEqual([`job-ready:${card.jobCard.id}:sms`, `job-ready:${card.jobCard.id}:whatsapp`]);
    expect((await jobsOf(queued.map((m) => m.id))).map((j) => j.waits)).toEqual([false, false]);
    // A second move to Ready is refused, and Delivered sends nothing more.
    expect((await moveTo(app, manager, card.jobCard.id, 'ready', ready.jobCard.version)).status).toBe(409);
    await advance(app, manager, ready, ['delivered']);
    expect((await messagesOfCard(card.jobCard.id)).map((m) => m.id)).toEqual(queued.map((m) => m.id));

    expect(await deliverAll(queued)).toEqual(['sent', 'sent']);
    // The job card shows staff what was sent, and when.
    const shown = (await (await call(app, manager, cardPath(workshopPaths.jobCard, card.jobCard.id))).json()) as JobCardAnswer;
    expect(shown.messages.map((m) => `${m.event}:${m.channel}:${m.state}:${m.sentAt}:${m.recipient}`).sort())
      .toEqual([`job-ready:sms:sent:${clock.toISOString()}:${mobile}`, `job-ready:whatsapp:sent:${clock.toISOString()}:${mobile}`]);
    const showroom = site.showrooms.find((s) => s.id === 2)!;
    const [wa] = whatsappTo(mobile);
    expect(wa?.body.template).toMatchObject({ name: 'workshop_vehicle_ready', language: { code: 'en' } });
    const parameters = parametersOf(wa!);
    expect(parameters[3]).toBe(`${showroom.name}, ${showroom.address}`);
    expect(parameters[4]).toBe(showroom.hours);
    expect(parameters[5]).toBe('Ready to collect');
    expect(smsText(smsTo(mobile)[0]!)).toContain(
      `Your vehicle HR 26 XX 4510 is ready to collect at ${showroom.name}, ${showroom.address}. Open ${showroom.hours}. Phone ${showroom.serviceNo}. Job card ${card.jobCard.reference}`,
    );
  });
});

describe('consent', () => {
  it('a walk-in with no opt-in form, or one that ticked neither channel, hears nothing', async () => {
    const optedOut = { ...validBody('optin', 4520), language: 'en', notifications: { all: false, rcs: false, sms: false, obd: false, email: false, whatsapp: false } } as Record<string, unknown>;
    expect((await app.fetch(enquiryKinds.optin.path, {
      method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID() }, body: JSON.stringify(optedOut),
    })).status).toBe(201);
    for (const mobile of ['9811045219', String(optedOut.mobile)]) {
      const card = await openCard(app, manager, walkIn(mobile, { registration: `hr26xx${mobile.slice(-4)}` }));
      await addLine(app, manager, card.jobCard.id, { labourCode: 'WASH' });
      await advance(app, manager, card, ['in_bay', 'final_inspection', 'washing', 'ready']);
      expect(await messagesOfCard(card.jobCard.id)).toEqual([]);
      expect((await app.db.query('SELECT 1 FROM estimate_lines WHERE job_card_id = $1 AND approval_batch IS NOT NULL', [card.jobCard.id])).rows).toEqual([]);
    }
  });

  it('a card from a service booking follows that booking: its tick, its e-mail and its language (Hindi)', async () => {
    const n = 4530;
    const booked = await app.fetch(enquiryKinds.service.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID() },
      body: JSON.stringify({
        ...validBody('service', n), email: 'sunita.hindi@example.in', preferredShowroom: 2, bookingDate: '2026-11-23', bookingTime: '15:00',
        language: 'hi', updatesConsent: consentWording('hi', site.dealerName).text,
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const leadId = ((await app.db.query<{ id: string }>("SELECT id FROM leads WHERE mobile = $1 AND kind = 'service'", [String(validBody('service', n).contactNumber)])).rows[0])!.id;
    const arrived = await call(app, owner, appointmentPaths.changes(leadId), { method: 'POST', json: { type: 'status', status: 'arrived' }, headers: { [idempotencyHeader]: randomUUID() } });
    expect(arrived.status, await arrived.clone().text()).toBe(201);
    const card: JobCardAnswer = await openCard(app, manager, { appointmentId: leadId, model: 'Shine 100', registration: 'hr26xx4530', odometerKm: 8_000, fuel: 'Full', complaints: 'Noise', serviceType: 'paid' });
    await addLine(app, manager, card.jobCard.id, { labourCode: 'OIL-CHANGE' });
    const queued = await messagesOfCard(card.jobCard.id);
    expect(queued.map((m) => m.channel)).toEqual(['email', 'sms', 'whatsapp']);
    expect(queued.find((m) => m.channel === 'email')?.recipient).toBe('sunita.hindi@example.in');
    // Listed with the booking's own messages, under its lead.
    expect((await app.db.query('SELECT 1 FROM customer_messages WHERE lead_id = $1 AND job_card_id IS NULL', [leadId])).rows.length).toBeGreaterThan(0);
    expect(await deliverAll(queued, afterWait)).toEqual(['sent', 'sent', 'sent']);

    const mobile = card.jobCard.mobile;
    const [wa] = whatsappTo(mobile);
    expect(wa?.body.template).toMatchObject({ name: 'workshop_approval_needed', language: { code: 'hi' } });
    // ₹150 + 18 % = ₹177.
    expect(parametersOf(wa!)[5]).toBe('1 काम, GST सहित ₹177, आपकी मंज़ूरी का इंतज़ार');
    const [text] = smsTo(mobile);
    expect(text?.body.dltTemplateId).toBe(smsIds.hi);
    expect(smsText(text!)).toContain(`आपका वाहन HR 26 XX 4530: 1 काम, GST सहित ₹177, आपकी मंज़ूरी का इंतज़ार। जॉब कार्ड ${card.jobCard.reference}`);
    const mail = inbox.mails.find((m) => m.to.some((t) => t.includes('sunita.hindi@example.in')) && m.subject.includes(card.jobCard.reference));
    expect(mail?.subject).toBe(`HR 26 XX 4530: 1 काम आपकी मंज़ूरी का इंतज़ार कर रहे हैं (${card.jobCard.reference})`);

    // Stopped on /track: the ready message goes by e-mail only.
    const stop = await app.fetch(consentPaths.trackUpdates, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference: await storedReference(app.db, leadId), mobile, action: 'withdraw' }),
    });
    expect(stop.status, await stop.clone().text()).toBe(200);
    await advance(app, manager, card, ['in_bay', 'final_inspection', 'washing', 'ready']);
    const ready = (await messagesOfCard(card.jobCard.id)).filter((m) => m.event === 'job-ready');
    expect(ready.map((m) => m.channel)).toEqual(['email']);
    expect(await deliverAll(ready)).toEqual(['sent']);
    const readyMail = inbox.mails.find((m) => m.subject === `आपका वाहन HR 26 XX 4530 तैयार है (${card.jobCard.reference})`);
    expect(readyMail?.text).toContain(`खुला: ${hindiOpeningHours(site.showrooms.find((s) => s.id === 2)!.hours)}`);
    expect(whatsappTo(mobile)).toHaveLength(1);
  });
});
