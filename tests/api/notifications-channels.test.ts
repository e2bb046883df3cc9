/**
 * WhatsApp and SMS through Manage > Messages (docs/notifications.md), against local
 * stand-ins of the providers: only to a mobile whose opt-in form ticked the channel; a
 * WhatsApp template message with the placeholders as its variables, an SMS with its DLT
 * template id and the rendered text; a 500 and a 429 with Retry-After are retried and
 * the message arrives once; a channel not configured cannot be switched on; the secret
 * never comes back; a test send answers the provider's reason.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { defaultTemplates, messageApiPaths, type LeadMessageRecord, type MessagesAdminAnswer } from '#contract/messages.ts';
import { defaultTemplatesHi } from '#contract/message-templates-hi.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { storedReference } from '../support/lead-desk.ts';
import { messageQueueSettled } from '../support/message-queue-settled.ts';
import { startProviderStandIn, type ProviderStandIn } from '../support/provider-stand-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';

let app: TestApp;
let owner: AdminSession;
let whatsapp: ProviderStandIn;
let sms: ProviderStandIn;

beforeAll(async () => {
  whatsapp = await startProviderStandIn();
  sms = await startProviderStandIn();
  app = await startTestApp({ config: { messageRetrySeconds: 1, messageAttempts: 4, publicUrl: 'https://dealer.example' }, notifications: {} });
  owner = await signedInAdmin(app, 'channels-owner', 'channels test password');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await whatsapp?.close();
  await sms?.close();
});

/** E-mail provider settings a save accepts while the channel stays off. */
const emailSettings = { host: 'smtp.dealer.example', port: 587, secure: false, user: '', password: '', from: 'Showroom <bookings@dealer.example>' };

async function save(channel: string, body: unknown): Promise<Response> {
  return call(app, owner, messageApiPaths.adminMessageChannel(channel), { method: 'PUT', json: body });
}

async function post(kind: 'finance' | 'optin', body: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  const res = await app.fetch(enquiryKinds[kind].path, {
    method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id }, body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return id;
}


async function messagesOf(leadId: string): Promise<LeadMessageRecord[]> {
  return (await (await call(app, owner, messageApiPaths.leadMessages(leadId))).json()) as LeadMessageRecord[];
}

describe('Manage > Messages', () => {
  it('a channel without its provider settings is off and cannot be switched on', async () => {
    const answer = (await (await call(app, owner, messageApiPaths.adminMessages)).json()) as MessagesAdminAnswer;
    expect(answer.channels.map((c) => [c.channel, c.enabled, c.configured])).toEqual([['email', false, false], ['whatsapp', false, false], ['sms', false, false]]);
    const res = await save('whatsapp', { enabled: true, settings: {}, templates: defaultTemplates.whatsapp });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('Fill in the provider settings');
    const unknown = await save('fax', { enabled: false, settings: {}, templates: {} });
    expect(unknown.status).toBe(404);
    const badPlaceholder = await save('sms', {
      enabled: false, settings: {}, templates: { ...defaultTemplates.sms, enquiry: { dltTemplateId: '1107', text: 'Hello {nmae}' } },
    });
    expect(badPlaceholder.status).toBe(400);
    expect(((await badPlaceholder.json()) as { message: string }).message).toContain('placeholder');
  });

  it('saves WhatsApp and SMS; the secret never comes back and a blank one keeps it', async () => {
    const wa = await save('whatsapp', {
      enabled: true, settings: { apiUrl: whatsapp.url, phoneNumberId: '1234567890', accessToken: 'wa-secret-token', language: 'en' }, templates: defaultTemplates.whatsapp,
    });
    expect(wa.status).toBe(200);
    const smsTemplates = Object.fromEntries(Object.entries(defaultTemplates.sms).map(([event, t], i) => [event, { ...t, dltTemplateId: `110716${i}` }]));
    expect((await save('sms', {
      enabled: true, settings: { apiUrl: `${sms.url}/send`, apiKey: 'sms-secret-key', senderId: 'GTWHLR', entityId: '1101234567' }, templates: smsTemplates,
    })).status).toBe(200);
    // Saved again with the secret left blank: still configured, the token kept.
    expect((await save('whatsapp', {
      enabled: true, settings: { apiUrl: whatsapp.url, phoneNumberId: '1234567890', accessToken: '', language: 'en' }, templates: defaultTemplates.whatsapp,
    })).status).toBe(200);
    const text = await (await call(app, owner, messageApiPaths.adminMessages)).text();
    expect(text).not.toContain('wa-secret-token');
    expect(text).not.toContain('sms-secret-key');
    const answer = JSON.parse(text) as MessagesAdminAnswer;
    expect(answer.channels.find((c) => c.channel === 'whatsapp')).toMatchObject({ enabled: true, configured: true, hasSecret: true });
  });

  it('saves from a screen that knows only the first four events, keeping the later events\' stored templates', async () => {
    // An installed admin app whose Manage > Messages is from before the workshop's messages.
    const firstFour = ['enquiry', 'booking', 'booking-change', 'reminder'] as const;
    const older = (t: Record<string, unknown>) => Object.fromEntries(firstFour.map((e) => [e, t[e]]));
    const edited = { ...defaultTemplates.email['job-ready'], subject: 'Ready: {registration}' };
    expect((await save('email', { enabled: false, settings: emailSettings, templates: { ...defaultTemplates.email, 'job-ready': edited } })).status).toBe(200);
    const res = await save('email', {
      enabled: false, settings: emailSettings, templates: { ...older(defaultTemplates.email), enquiry: { ...defaultTemplates.email.enquiry, subject: 'Thanks, {name}' } },
      templatesHi: older(defaultTemplatesHi.email),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const email = ((await (await call(app, owner, messageApiPaths.adminMessages)).json()) as MessagesAdminAnswer).channels.find((c) => c.channel === 'email');
    expect(email?.templates.enquiry).toMatchObject({ subject: 'Thanks, {name}' });
    expect(email?.templates['job-ready']).toEqual(edited);
    expect(email?.templates['service-due']).toEqual(defaultTemplates.email['service-due']);
    expect(email?.templatesHi['job-approval']).toEqual(defaultTemplatesHi.email['job-approval']);
    // What was sent is still checked as sent: a bad placeholder in a known event is refused.
    const bad = await save('email', { enabled: false, settings: emailSettings, templates: { ...older(defaultTemplates.email), enquiry: { subject: 'Hi {nmae}', body: 'x' } } });
    expect(bad.status).toBe(400);
  });

  it('a test send reaches the provider, and a refusal comes back with its reason', async () => {
    const before = sms.requests.length;
    const ok = await call(app, owner, messageApiPaths.adminMessageTest('sms'), { method: 'POST', json: { to: '98110 40099', event: 'booking' } });
    expect(ok.status).toBe(200);
    expect(sms.requests[before]?.body).toMatchObject({ to: '919811040099', sender: 'GTWHLR', dltTemplateId: '1107161' });
    sms.script('400');
    const refused = await call(app, owner, messageApiPaths.adminMessageTest('sms'), { method: 'POST', json: { to: '9811040099' } });
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { message: string }).message).toContain('Stand-in failure 400');
    const bad = await call(app, owner, messageApiPaths.adminMessageTest('whatsapp'), { method: 'POST', json: { to: 'not-a-number' } });
    expect(bad.status).toBe(400);
  });
});

describe('WhatsApp and SMS to customers', () => {
  it('only to a customer who opted in: a template message and a DLT text, each once, through a 500 and a 429', async () => {
    const mobile = '9811055501';
    await post('optin', { ...validBody('optin', 8001), mobile, notifications: { all: false, rcs: false, sms: true, obd: false, email: false, whatsapp: true } });
    // The opt-in's own confirmation goes first; then the provider fails twice.
    await until(() => whatsapp.requests.filter((r) => r.body.to === `91${mobile}`), (r) => r.length === 1);
    whatsapp.script('500', '429:1');
    const waBefore = whatsapp.requests.length;
    const smsBefore = sms.requests.length;
    const id = await post('finance', { ...validBody('finance', 8002), contact: mobile, email: '' });
    const records = await until(() => messagesOf(id), (m) => m.length > 0 && m.every((r) => r.state === 'sent'));
    const channels = records.filter((r) => r.event === 'enquiry').map((r) => `${r.channel}:${r.state}`).sort();
    expect(channels).toEqual(['sms:sent', 'whatsapp:sent']);
    // The opt-in form had its own confirmation; these are the finance enquiry's.
    const waTries = whatsapp.requests.slice(waBefore).filter((r) => r.body.biz_opaque_callback_data === records.find((m) => m.channel === 'whatsapp')?.id);
    expect(waTries).toHaveLength(3);
    // The 429 asked for 1 s: the next try waited at least that.
    expect((waTries[2]?.at ?? 0) - (waTries[1]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    expect(waTries[2]?.authorization).toBe('Bearer wa-secret-token');
    expect(waTries[2]?.path).toBe('/1234567890/messages');
    const template = waTries[2]?.body.template as { name: string; components: { parameters: { text: string }[] }[] };
    expect(template.name).toBe('enquiry_received');
    expect(template.components[0]?.parameters[1]?.text).toBe(await storedReference(app.db, id));
    const texts = sms.requests.slice(smsBefore).filter((r) => r.body.reference === records.find((m) => m.channel === 'sms')?.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatchObject({ dltTemplateId: '1107160', sender: 'GTWHLR', dltEntityId: '1101234567' });
    expect(String(texts[0]?.body.text)).toContain(`ref ${await storedReference(app.db, id)}`);
  }, 40_000);

  it('nothing by WhatsApp or SMS to a customer who did not opt in, or who opted out later', async () => {
    const never = await post('finance', { ...validBody('finance', 8003), contact: '9811055502', email: '' });
    const mobile = '9811055503';
    await post('optin', { ...validBody('optin', 8004), mobile, notifications: { all: true, rcs: false, sms: false, obd: false, email: false, whatsapp: false } });
    await post('optin', { ...validBody('optin', 8005), mobile, notifications: { all: false, rcs: false, sms: false, obd: false, email: false, whatsapp: false } });
    const optedOut = await post('finance', { ...validBody('finance', 8006), contact: mobile, email: '' });
    await messageQueueSettled(app.db);
    expect(await messagesOf(never)).toEqual([]);
    expect(await messagesOf(optedOut)).toEqual([]);
    const references = [await storedReference(app.db, never), await storedReference(app.db, optedOut)];
    const mentions = (r: { body: Record<string, unknown> }) => references.some((ref) => JSON.stringify(r.body).includes(ref));
    expect(whatsapp.requests.some(mentions)).toBe(false);
    expect(sms.requests.some(mentions)).toBe(false);
  });
});
