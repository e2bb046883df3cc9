/**
 * Service reminders (docs/workshop.md "Reminders"): from 10:00 IST each insurance, PUC or
 * service falling due 10 and 3 days ahead gets one message per channel its customer can be
 * reached on, in their language, with consent for WhatsApp and SMS; never again on a rerun
 * or the next day; nothing without consent; a missed day made up once; the days as the
 * dealer sets them (Managers and Owners, refused field by field with nothing changed).
 * The run is called with the clock it would have read; the messages wait in the durable
 * queue's table (no queue runs here), and their text is rendered as the sender renders it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import { defaultTemplates, defaultTemplatesIn, fillTemplate, messageApiPaths } from '#contract/messages.ts';
import { serviceHistoryPaths } from '#contract/service-history.ts';
import { reminderPaths, type ReminderSettings } from '#contract/service-reminders.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { notAllowedMessage } from '#contract/staff-roles.ts';
import { consentWording } from '#contract/updates-consent.ts';
import { deliverMessage } from '../../server/notifications/deliver-message.ts';
import { createNotifier } from '../../server/notifications/notifier.ts';
import { messageOfServiceDue } from '../../server/workshop/service-due-message.ts';
import { queueServiceReminders, reminderWindows } from '../../server/workshop/service-reminders.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { startProviderStandIn, type ProviderStandIn } from '../support/provider-stand-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openCard, walkIn } from '../support/workshop.ts';

let clock = new Date('2026-12-01T03:00:00Z');
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;
let sales: AdminSession;
let service: AdminSession;
let dealerName = '';
let smsProvider: ProviderStandIn;
const publicUrl = 'https://dealer.example';

/** Sessions go idle as the clock moves on by days: everyone signs in again. */
async function signInAll(): Promise<void> {
  const again = (who: string) => signIn(app, `rem-${who}`, `rem ${who} password`);
  [owner, manager, sales, service] = [await again('owner'), await again('manager'), await again('sales'), await again('service')];
}

/** IST 10:00 of `day` is 04:30 UTC. */
const istTen = (day: string) => new Date(`${day}T04:30:00Z`);
const run = (at: Date) => queueServiceReminders(app.db, createNotifier(app.config, null), at);

async function enquire(kind: EnquiryKind, body: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  const res = await app.fetch(enquiryKinds[kind].path, {
    method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id }, body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return id;
}

/** A vehicle that visited showroom 2 with this customer, and the renewal dates staff entered. */
async function vehicle(registration: string, mobile: string, dates: { insuranceRenewsOn?: string; pucRenewsOn?: string }, showroomId = 2): Promise<void> {
  const session = showroomId === 2 ? manager : owner;
  await openCard(app, session, walkIn(mobile, { registration, showroomId, model: 'Shine 100' }));
  const res = await call(app, session, serviceHistoryPaths.dates, {
    method: 'POST', json: { registration, soldOn: null, insuranceRenewsOn: dates.insuranceRenewsOn ?? null, pucRenewsOn: dates.pucRenewsOn ?? null },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

interface QueuedMessage { id: string; channel: string; recipient: string; event_key: string; data: Record<string, unknown>; lead_id: string }
const remindersOf = async (registration: string): Promise<QueuedMessage[]> => (await app.db.query<QueuedMessage>(
  `SELECT id, channel, recipient, event_key, data, lead_id FROM customer_messages
    WHERE event = 'service-due' AND data->>'registration' = $1 ORDER BY event_key, channel`, [registration],
)).rows;

const smsIds = { en: '1107160', hi: '1107260' };
const withDltIds = (language: 'en' | 'hi') =>
  Object.fromEntries(Object.entries(defaultTemplatesIn[language].sms).map(([event, t]) => [event, { ...t, dltTemplateId: smsIds[language] }]));

const mobiles = { english: '9811070001', hindi: '9811070002', noConsent: '9811070003', late: '9811070004', newDays: '9811070005' };

beforeAll(async () => {
  smsProvider = await startProviderStandIn();
  app = await startTestApp({ now: () => clock, config: { publicUrl } });
  await createAdmin(app.db, 'rem-owner', 'rem owner password');
  await createAdmin(app.db, 'rem-manager', 'rem manager password', { role: 'manager', showroomId: 2, userName: 'Mohan Manager' });
  await createAdmin(app.db, 'rem-sales', 'rem sales password', { role: 'sales', showroomId: 2 });
  await createAdmin(app.db, 'rem-service', 'rem service password', { role: 'service', showroomId: 3 });
  await signInAll();
  // WhatsApp and SMS on; no queue runs, so the rows wait in the table until a test sends one.
  const wa = await call(app, owner, messageApiPaths.adminMessageChannel('whatsapp'), {
    method: 'PUT', json: { enabled: true, settings: { apiUrl: 'http://127.0.0.1:9/wa', phoneNumberId: '1234567890', accessToken: 'wa-token' }, templates: defaultTemplates.whatsapp },
  });
  expect(wa.status, await wa.clone().text()).toBe(200);
  const sms = await call(app, owner, messageApiPaths.adminMessageChannel('sms'), {
    method: 'PUT',
    json: {
      enabled: true, settings: { apiUrl: `${smsProvider.url}/send`, apiKey: 'sms-key', senderId: 'GTWHLR', entityId: '1101234567' },
      templates: withDltIds('en'), templatesHi: withDltIds('hi'),
    },
  });
  expect(sms.status, await sms.clone().text()).toBe(200);
  dealerName = ((await (await app.fetch('/api/site')).json()) as SiteSettings).dealerName;

  // An English customer who opted in to WhatsApp and SMS; a Hindi one who ticked the booking form's consent; one who never agreed.
  await enquire('optin', { ...validBody('optin'), mobile: mobiles.english, notifications: { all: false, rcs: false, sms: true, obd: false, email: false, whatsapp: true } });
  await enquire('product', { ...validBody('product'), mobileNo: mobiles.hindi, emailId: '', language: 'hi', updatesConsent: consentWording('hi', dealerName).text });
  await enquire('contact', { ...validBody('contact'), contact: mobiles.noConsent, email: '' });
  await vehicle('HR 26 RM 0001', mobiles.english, { insuranceRenewsOn: '2026-12-11' });
  await vehicle('HR 26 RM 0002', mobiles.hindi, { pucRenewsOn: '2026-12-11' });
  await vehicle('HR 26 RM 0003', mobiles.noConsent, { insuranceRenewsOn: '2026-12-11' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await smsProvider?.close();
});

describe('the days before', () => {
  it('reads 10 and 3 until the dealer changes them', async () => {
    const res = await call(app, service, reminderPaths.settings);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ daysBefore: [10, 3], updatedAt: null, updatedBy: null } satisfies ReminderSettings);
  });

  it('covers each day exactly, and a missed run up to two days late, never into the next reminder\'s days', () => {
    expect(reminderWindows([10, 3])).toEqual([
      { daysBefore: 10, mostDaysLeft: 10, fewestDaysLeft: 8 },
      { daysBefore: 3, mostDaysLeft: 3, fewestDaysLeft: 1 },
    ]);
    expect(reminderWindows([3, 2])).toEqual([
      { daysBefore: 3, mostDaysLeft: 3, fewestDaysLeft: 3 },
      { daysBefore: 2, mostDaysLeft: 2, fewestDaysLeft: 1 },
    ]);
  });
});

describe('the daily run', () => {
  it('from 10:00 IST queues each reminder 10 days ahead once, by the channels the customer agreed to', async () => {
    expect(await run(new Date('2026-12-01T04:29:00Z'))).toBe(0);
    expect(await run(istTen('2026-12-01'))).toBe(3);
    const english = await remindersOf('HR 26 RM 0001');
    expect(english.map((m) => [m.channel, m.recipient, m.event_key])).toEqual([
      ['sms', mobiles.english, 'service-due:HR 26 RM 0001:insurance:2026-12-11:10'],
      ['whatsapp', mobiles.english, 'service-due:HR 26 RM 0001:insurance:2026-12-11:10'],
    ]);
    expect(english[0]?.data).toMatchObject({ kind: 'insurance', dueOn: '2026-12-11', daysBefore: 10, language: 'en', showroomId: 2, customerName: 'Sunita Devi' });
    expect(await remindersOf('HR 26 RM 0002')).toHaveLength(2);
    // No consent, no e-mail: nothing to send, and the key is taken so the reruns do not ask again.
    expect(await remindersOf('HR 26 RM 0003')).toEqual([]);
  });

  it('queues nothing again on a rerun, a restart later that day or the next day', async () => {
    const count = async () => Number((await app.db.query<{ n: string }>("SELECT count(*) AS n FROM customer_messages WHERE event = 'service-due'")).rows[0]!.n);
    const before = await count();
    expect(await run(istTen('2026-12-01'))).toBe(0);
    expect(await run(new Date('2026-12-01T16:00:00Z'))).toBe(0);
    expect(await run(istTen('2026-12-02'))).toBe(0);
    expect(await count()).toBe(before);
  });

  it('queues the 3-day reminder once', async () => {
    expect(await run(istTen('2026-12-08'))).toBe(3);
    expect(await run(istTen('2026-12-08'))).toBe(0);
    expect((await remindersOf('HR 26 RM 0001')).map((m) => [m.channel, m.data.daysBefore])).toEqual([['sms', 10], ['whatsapp', 10], ['sms', 3], ['whatsapp', 3]]);
    expect(await remindersOf('HR 26 RM 0003')).toEqual([]);
  });

  it('says what falls due, the date and the showroom\'s service phone, in English and in Hindi', async () => {
    clock = istTen('2026-12-08');
    const site = (await (await app.fetch('/api/site')).json()) as SiteSettings;
    const phone = site.showrooms.find((s) => s.id === 2)!.serviceNo;
    const [english] = await remindersOf('HR 26 RM 0001');
    const en = (await messageOfServiceDue(app.db, english!.data, publicUrl))!;
    expect(fillTemplate(defaultTemplatesIn.en.sms['service-due'].text, en.values))
      .toBe(`Dear Sunita Devi, the insurance renewal of HR 26 RM 0001 falls due on 11 Dec 2026. Call ${phone} to book - ${dealerName}`);
    expect(fillTemplate(defaultTemplatesIn.en.email['service-due'].subject, en.values)).toBe('Due on 11 Dec 2026: insurance renewal of HR 26 RM 0001');

    const [hindi] = await remindersOf('HR 26 RM 0002');
    expect(hindi?.data.language).toBe('hi');
    const hi = (await messageOfServiceDue(app.db, hindi!.data, publicUrl))!;
    expect(hi.language).toBe('hi');
    expect(fillTemplate(defaultTemplatesIn.hi.sms['service-due'].text, hi.values))
      .toBe(`प्रिय Sunita Devi, HR 26 RM 0002 के PUC प्रमाणपत्र के नवीनीकरण की तारीख: 11 दिसंबर 2026। समय तय करने के लिए ${phone} पर फ़ोन करें - ${dealerName}`);
    expect(fillTemplate(defaultTemplatesIn.hi.email['service-due'].body, hi.values)).toContain(`कहाँ: ${site.showrooms.find((s) => s.id === 2)!.name}`);

    // Sent through the queue's own path: the Hindi template and its DLT id reach the provider.
    const hindiSms = (await remindersOf('HR 26 RM 0002')).find((m) => m.channel === 'sms')!;
    const deps = { db: app.db, now: () => clock, attempts: 3, sendLater: () => Promise.resolve(), config: app.config };
    expect(await deliverMessage(deps, hindiSms.id)).toBe('sent');
    const [sent] = smsProvider.requests.filter((r) => r.body.to === `91${mobiles.hindi}`);
    expect(sent?.body.dltTemplateId).toBe(smsIds.hi);
    expect(sent?.body.text).toBe(fillTemplate(defaultTemplatesIn.hi.sms['service-due'].text, hi.values));
  });

  it('makes up a missed day once, and never sends a 10-day reminder in the 3 days before', async () => {
    clock = istTen('2026-12-10');
    await signInAll();
    await vehicle('HR 26 RM 0004', mobiles.english, { pucRenewsOn: '2026-12-20' });
    await vehicle('HR 26 RM 0005', mobiles.english, { pucRenewsOn: '2026-12-15' });
    // The server was down on 10 Dec (10 days before 20 Dec): the run of 11 Dec makes it up.
    await run(istTen('2026-12-11'));
    expect((await remindersOf('HR 26 RM 0004')).map((m) => m.event_key)).toEqual([
      'service-due:HR 26 RM 0004:puc:2026-12-20:10', 'service-due:HR 26 RM 0004:puc:2026-12-20:10',
    ]);
    // 15 Dec was first seen 5 days ahead, 4 days at that run: too late for the 10-day one, too early for the 3-day one.
    expect(await remindersOf('HR 26 RM 0005')).toHaveLength(0);
    await run(istTen('2026-12-12'));
    await run(istTen('2026-12-12'));
    expect(await remindersOf('HR 26 RM 0004')).toHaveLength(2);
    expect((await remindersOf('HR 26 RM 0005')).map((m) => m.data.daysBefore)).toEqual([3, 3]);
    await run(istTen('2026-12-13'));
    expect(await remindersOf('HR 26 RM 0005')).toHaveLength(2);
  });
});

describe('the dealer sets the days', () => {
  it('refuses Sales and Service, and a bad list field by field, changing nothing', async () => {
    clock = istTen('2026-12-14');
    await signInAll();
    for (const who of [sales, service]) {
      const res = await call(app, who, reminderPaths.settings, { method: 'PUT', json: { daysBefore: [7] } });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: notAllowedMessage });
    }
    for (const [daysBefore, message] of [
      [[0], 'daysBefore.0: Please give each reminder as a whole number of days from 1 to 60'],
      [[61], 'daysBefore.0: Please give each reminder as a whole number of days from 1 to 60'],
      [[2.5], 'daysBefore.0: Please give each reminder as a whole number of days from 1 to 60'],
      [[5, 5], 'daysBefore: Each reminder must be on a different day'],
      [[], 'daysBefore: Please give at least one reminder'],
      [[1, 2, 3, 4, 5], 'daysBefore: At most 4 reminders'],
      ['7', 'daysBefore: Please give the days before'],
    ] as const) {
      const res = await call(app, manager, reminderPaths.settings, { method: 'PUT', json: { daysBefore } });
      expect(res.status, JSON.stringify(daysBefore)).toBe(400);
      expect(await res.json()).toMatchObject({ message });
    }
    expect(await (await call(app, manager, reminderPaths.settings)).json()).toMatchObject({ daysBefore: [10, 3], updatedBy: null });
  });

  it('a Manager sets 7 days; the run then reminds 7 days ahead and no longer 10 or 3', async () => {
    const res = await call(app, manager, reminderPaths.settings, { method: 'PUT', json: { daysBefore: [7] } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ daysBefore: [7], updatedAt: clock.toISOString(), updatedBy: 'rem-manager' } satisfies ReminderSettings);
    await vehicle('HR 26 RM 0006', mobiles.english, { insuranceRenewsOn: '2026-12-21', pucRenewsOn: '2026-12-24' });
    await run(istTen('2026-12-14'));
    const queued = await remindersOf('HR 26 RM 0006');
    expect(queued.map((m) => m.event_key)).toEqual(['service-due:HR 26 RM 0006:insurance:2026-12-21:7', 'service-due:HR 26 RM 0006:insurance:2026-12-21:7']);
    // 24 Dec is 10 days ahead: no reminder at 10 any more.
    expect(queued.some((m) => m.data.dueOn === '2026-12-24')).toBe(false);
  });
});
