/**
 * Customers who give only a mobile still hear back (docs/notifications.md "Consent" and
 * "Language"): e-mail is optional on every form that makes a lead, the mobile required;
 * the booking forms' WhatsApp and SMS tick is stored on the lead with its time and exact
 * words, and withdrawn on /track; WhatsApp and SMS go only with consent, also for a message
 * queued before a withdrawal; a Hindi booking's e-mail (HTML and text, with its calendar
 * file), WhatsApp and SMS are in Hindi with the showroom's phone and address as Manage >
 * Site has them. A real SMTP server and provider stand-ins inside the test.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import type { TrackBookingAnswer } from '#contract/appointment-track.ts';
import { enquiryKinds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import { leadPaths } from '#contract/lead-api.ts';
import { defaultTemplates, defaultTemplatesIn, messageApiPaths, type LeadMessageRecord } from '#contract/messages.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { consentPaths, type TrackUpdatesAnswer } from '#contract/track-updates.ts';
import { consentWording, consentWordsMessage } from '#contract/updates-consent.ts';
import { deliverMessage } from '../../server/notifications/deliver-message.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { book } from '../support/appointments.ts';
import { leadOf, storedReference } from '../support/lead-desk.ts';
import { messageQueueSettled } from '../support/message-queue-settled.ts';
import { startProviderStandIn, type ProviderStandIn } from '../support/provider-stand-in.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';

/** Monday 23 Nov 2026, 11:30 IST. */
const clock = new Date('2026-11-23T06:00:00Z');
const publicUrl = 'https://dealer.example';

let inbox: SmtpInbox;
let whatsapp: ProviderStandIn;
let sms: ProviderStandIn;
let app: TestApp;
let owner: AdminSession;
let dealerName = '';

const smsIds = { en: '1107160', hi: '1107260' };

/** WhatsApp and SMS switched on in Manage > Messages, with Hindi SMS templates of their own DLT ids. */
async function setUpChannels(target: TestApp, session: AdminSession): Promise<void> {
  const wa = await call(target, session, messageApiPaths.adminMessageChannel('whatsapp'), {
    method: 'PUT',
    json: { enabled: true, settings: { apiUrl: whatsapp.url, phoneNumberId: '1234567890', accessToken: 'wa-token', language: 'en', languageHi: 'hi' }, templates: defaultTemplates.whatsapp },
  });
  expect(wa.status).toBe(200);
  const ids = (language: 'en' | 'hi') => Object.fromEntries(Object.entries(defaultTemplatesIn[language].sms).map(([event, t]) => [event, { ...t, dltTemplateId: smsIds[language] }]));
  const text = await call(target, session, messageApiPaths.adminMessageChannel('sms'), {
    method: 'PUT',
    json: { enabled: true, settings: { apiUrl: `${sms.url}/send`, apiKey: 'sms-key', senderId: 'GTWHLR', entityId: '1101234567' }, templates: ids('en'), templatesHi: ids('hi') },
  });
  expect(text.status).toBe(200);
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  whatsapp = await startProviderStandIn();
  sms = await startProviderStandIn();
  app = await startTestApp({
    now: () => clock,
    config: { smtpUrl: inbox.url, smtpFrom: 'Showroom <bookings@dealer.example>', publicUrl, messageRetrySeconds: 1, messageAttempts: 3 },
    notifications: {},
  });
  owner = await signedInAdmin(app, 'contact-owner', 'contact test password');
  await setUpChannels(app, owner);
  dealerName = ((await (await app.fetch('/api/site')).json()) as SiteSettings).dealerName;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await inbox?.stop();
  await whatsapp?.close();
  await sms?.close();
});

async function post(target: TestApp, kind: EnquiryKind, body: Record<string, unknown>, id: string = randomUUID()): Promise<{ status: number; id: string; message: string }> {
  const res = await target.fetch(enquiryKinds[kind].path, {
    method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id }, body: JSON.stringify(body),
  });
  return { status: res.status, id, message: ((await res.json()) as { message: string }).message };
}


const messagesOf = async (target: TestApp, session: AdminSession, leadId: string) =>
  (await (await call(target, session, messageApiPaths.leadMessages(leadId))).json()) as LeadMessageRecord[];

const track = async (target: TestApp, reference: string, mobile: string) => {
  const res = await target.fetch(leadPaths.track, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reference, mobile }) });
  return { status: res.status, body: (await res.json()) as TrackBookingAnswer };
};

const withdraw = async (target: TestApp, reference: string, mobile: string) => {
  const res = await target.fetch(consentPaths.trackUpdates, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reference, mobile, action: 'withdraw' }),
  });
  return { status: res.status, body: (await res.json()) as TrackUpdatesAnswer & { message?: string } };
};

const toMobile = (requests: ProviderStandIn['requests'], mobile: string) => requests.filter((r) => r.body.to === `91${mobile}`);

describe('e-mail is optional, the mobile is required', () => {
  // Each form that makes a lead and used to ask for an e-mail: its e-mail field and its mobile field.
  const forms: { kind: EnquiryKind; email: string; mobile: string }[] = [
    { kind: 'product', email: 'emailId', mobile: 'mobileNo' },
    { kind: 'service', email: 'email', mobile: 'contactNumber' },
    { kind: 'contact', email: 'email', mobile: 'contact' },
    { kind: 'amc', email: 'email', mobile: 'contactNumber' },
    { kind: 'warranty', email: 'email', mobile: 'contactNumber' },
    { kind: 'offer', email: 'email', mobile: 'contact' },
  ];

  it.each(forms)('$kind: stored with only a mobile; without the mobile refused at the mobile, nothing stored', async ({ kind, email, mobile }) => {
    const { [email]: _left, ...body } = validBody(kind, 6100 + forms.findIndex((f) => f.kind === kind));
    const stored = await post(app, kind, body);
    expect(stored.status).toBe(201);
    const row = (await app.db.query<{ email: string; mobile: string }>('SELECT email, mobile FROM enquiries WHERE id = $1', [stored.id])).rows[0];
    expect(row).toEqual({ email: '', mobile: body[mobile] });
    const { [mobile]: _mobile, ...noMobile } = body;
    const refused = await post(app, kind, noMobile);
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(mobile);
    expect((await app.db.query('SELECT 1 FROM enquiries WHERE id = $1', [refused.id])).rows).toHaveLength(0);
    const badEmail = await post(app, kind, { ...body, [email]: 'not an address' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.message).toContain(email);
  });

  it('a body queued last week (with its e-mail, no language, no tick) is stored as it was and its e-mail goes', async () => {
    const old = { ...validBody('product', 6200), emailId: 'last.week@example.in' };
    const sent = await post(app, 'product', old);
    expect(sent.status).toBe(201);
    const { rows } = await app.db.query<{ payload: Record<string, unknown>; language: string; updates_consent_at: Date | null }>(
      'SELECT e.payload, l.language, l.updates_consent_at FROM enquiries e JOIN leads l ON l.id = e.id WHERE e.id = $1', [sent.id],
    );
    expect(Object.keys(rows[0]?.payload ?? {})).not.toContain('language');
    expect(Object.keys(rows[0]?.payload ?? {})).not.toContain('updatesConsent');
    expect(rows[0]).toMatchObject({ language: 'en', updates_consent_at: null });
    // Replayed as the outbox does: the same answer, nothing stored again.
    expect((await post(app, 'product', old, sent.id)).status).toBe(201);
    const [mail] = await until(() => inbox.mails.filter((m) => m.to.some((t) => t.includes('last.week@example.in'))), (m) => m.length > 0);
    expect(mail?.subject).toContain(await storedReference(app.db, sent.id));
  });
});

describe('consent to WhatsApp and SMS updates', () => {
  it('is stored on the lead with its time and exact words, shown on /track and to staff', async () => {
    const wording = consentWording('en', dealerName).text;
    const body: Record<string, unknown> = { ...validBody('product', 6300), updatesConsent: wording, language: 'en' };
    const sent = await post(app, 'product', body);
    expect(sent.status).toBe(201);
    const { rows } = await app.db.query<{ updates_consent_at: Date; updates_consent_wording: string }>(
      'SELECT updates_consent_at, updates_consent_wording FROM leads WHERE id = $1', [sent.id],
    );
    expect(rows[0]?.updates_consent_wording).toBe(wording);
    expect(new Date(rows[0]!.updates_consent_at).toISOString()).toBe(clock.toISOString());
    const reference = await storedReference(app.db, sent.id);
    const found = await track(app, reference, String(body.mobileNo));
    expect(found.body.updates).toEqual({ agreedAt: clock.toISOString(), wording, withdrawnAt: null });
    expect((await leadOf(app, owner, sent.id)).updates).toEqual({ agreedAt: clock.toISOString(), wording, withdrawnAt: null });
  });

  it('a Hindi consent is kept in Hindi; words that are not the form\'s are refused at the field and nothing is stored', async () => {
    const hindi = consentWording('hi', dealerName).text;
    const sent = await post(app, 'service', { ...validBody('service', 6301), updatesConsent: hindi, language: 'hi' });
    expect(sent.status).toBe(201);
    expect((await app.db.query('SELECT updates_consent_wording, language FROM leads WHERE id = $1', [sent.id])).rows[0])
      .toEqual({ updates_consent_wording: hindi, language: 'hi' });
    for (const words of ['Yes please', `${hindi} and marketing calls`, consentWording('en', '').text]) {
      const refused = await post(app, 'product', { ...validBody('product', 6302), updatesConsent: words });
      expect(refused.status).toBe(400);
      expect(refused.message).toBe(`updatesConsent: ${consentWordsMessage}`);
      expect((await app.db.query('SELECT 1 FROM enquiries WHERE id = $1', [refused.id])).rows).toHaveLength(0);
    }
    expect((await post(app, 'product', { ...validBody('product', 6303), language: 'fr' })).message).toContain('language');
  });

  it('no consent: a booking with only a mobile gets no WhatsApp or SMS; ticked: both, in English', async () => {
    const n = 6310;
    const noTick = await book(app, { showroomId: 1, date: '2026-11-25', time: '10:00' }, { n, model: 'Shine 100' });
    expect(noTick.status).toBe(201);
    const ticked = await post(app, 'product', {
      ...validBody('product', n + 1), emailId: '', preferredShowroom: 1, preferredDate: '2026-11-25', preferredTime: '10:30', updatesConsent: consentWording('en', dealerName).text,
    });
    expect(ticked.status).toBe(201);
    const sent = await until(() => messagesOf(app, owner, ticked.id), (m) => m.length === 2 && m.every((r) => r.state === 'sent'));
    expect(sent.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
    await messageQueueSettled(app.db);
    expect((await messagesOf(app, owner, noTick.id)).map((m) => m.channel)).toEqual(['email']);
    const unticked = String(validBody('product', n).mobileNo);
    expect(toMobile(whatsapp.requests, unticked)).toHaveLength(0);
    expect(toMobile(sms.requests, unticked)).toHaveLength(0);
    const tickedMobile = String(validBody('product', n + 1).mobileNo);
    expect(toMobile(sms.requests, tickedMobile)[0]?.body.dltTemplateId).toBe(smsIds.en);
    expect((toMobile(whatsapp.requests, tickedMobile)[0]?.body.template as { language: { code: string } }).language.code).toBe('en');
  });

  it('withdrawn on /track: recorded once, on the lead, and no WhatsApp or SMS after it', async () => {
    const body: Record<string, unknown> = {
      ...validBody('product', 6320), emailId: '', preferredShowroom: 3, preferredDate: '2026-11-26', preferredTime: '11:00', updatesConsent: consentWording('en', dealerName).text,
    };
    const sent = await post(app, 'product', body);
    expect(sent.status).toBe(201);
    await until(() => messagesOf(app, owner, sent.id), (m) => m.length === 2 && m.every((r) => r.state === 'sent'));
    const reference = await storedReference(app.db, sent.id);
    const mobile = String(body.mobileNo);
    const before = await leadOf(app, owner, sent.id);
    expect((await withdraw(app, reference, '9000000000')).status).toBe(404);
    const stopped = await withdraw(app, reference, mobile);
    expect(stopped.status).toBe(200);
    expect(stopped.body.updates.withdrawnAt).toBe(clock.toISOString());
    // Again: the same answer, the first time kept.
    expect((await withdraw(app, reference, mobile)).body.updates).toEqual(stopped.body.updates);
    expect((await track(app, reference, mobile)).body.updates?.withdrawnAt).toBe(clock.toISOString());
    // On the lead the desk syncs, with a new change number so every desk takes it.
    const after = await leadOf(app, owner, sent.id);
    expect(after.updates?.withdrawnAt).toBe(clock.toISOString());
    const seq = await app.db.query<{ change_seq: string }>('SELECT change_seq::text FROM leads WHERE id = $1', [sent.id]);
    expect(BigInt(seq.rows[0]!.change_seq)).toBeGreaterThan(0n);
    expect(after.version).toBe(before.version);
    // Staff move the booking: the change would be news, but not by WhatsApp or SMS any more.
    const waBefore = toMobile(whatsapp.requests, mobile).length;
    const change = await call(app, owner, `/api/admin/appointments/${sent.id}/changes`, {
      method: 'POST', json: { type: 'reschedule', date: '2026-11-27', time: '15:00' }, headers: { [idempotencyHeader]: randomUUID() },
    });
    expect(change.status).toBe(201);
    await messageQueueSettled(app.db);
    expect((await messagesOf(app, owner, sent.id)).filter((m) => m.event === 'booking-change')).toHaveLength(0);
    expect(toMobile(whatsapp.requests, mobile)).toHaveLength(waBefore);
  });

  it('a lead without the tick has nothing to withdraw', async () => {
    const sent = await post(app, 'product', validBody('product', 6330));
    const res = await withdraw(app, await storedReference(app.db, sent.id), String(validBody('product', 6330).mobileNo));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This request has no WhatsApp or SMS updates to stop.');
  });
});

describe('a message queued before the customer withdrew', () => {
  let quiet: TestApp;
  let quietOwner: AdminSession;
  beforeAll(async () => {
    // Queued but not sent: this process has no worker.
    quiet = await startTestApp({ now: () => clock, config: { publicUrl, messageAttempts: 3 }, notifications: { worker: false } });
    quietOwner = await signedInAdmin(quiet, 'quiet-owner', 'contact test password');
    await setUpChannels(quiet, quietOwner);
  }, 60_000);
  afterAll(async () => {
    await quiet?.close();
  });

  it('is not sent by WhatsApp or SMS: failed, saying why', async () => {
    const body: Record<string, unknown> = { ...validBody('service', 6340), email: '', updatesConsent: consentWording('en', dealerName).text };
    const sent = await post(quiet, 'service', body);
    expect(sent.status).toBe(201);
    const queued = await messagesOf(quiet, quietOwner, sent.id);
    expect(queued.map((m) => `${m.channel}:${m.state}`).sort()).toEqual(['sms:queued', 'whatsapp:queued']);
    expect((await withdraw(quiet, await storedReference(quiet.db, sent.id), String(body.contactNumber))).status).toBe(200);
    const deps = { db: quiet.db, now: () => clock, attempts: 3, sendLater: () => Promise.resolve(), config: quiet.config };
    for (const m of queued) expect(await deliverMessage(deps, m.id)).toBe('failed');
    const after = await messagesOf(quiet, quietOwner, sent.id);
    expect(after.every((m) => m.state === 'failed' && m.lastError.includes('has not agreed to WhatsApp and SMS updates'))).toBe(true);
    expect(toMobile(whatsapp.requests, String(body.contactNumber))).toHaveLength(0);
    expect(toMobile(sms.requests, String(body.contactNumber))).toHaveLength(0);
  });
});

describe('in the language of the booking, with the showroom as Manage > Site has it', () => {
  const phone = '+91 99100 55123';
  const servicePhone = '+91 99100 55124';
  const address = 'SCO 7, Udyog Vihar Phase 4, Sector 18, Gurugram 122015';

  beforeAll(async () => {
    const current = (await (await call(app, owner, adminApiPaths.adminSite)).json()) as { settings: SiteSettings };
    const settings = structuredClone(current.settings);
    const showroom = settings.showrooms.find((s) => s.id === 2)!;
    Object.assign(showroom, { salesNo: phone, serviceNo: servicePhone, address });
    const saved = await call(app, owner, adminApiPaths.adminSite, { method: 'PUT', json: settings });
    expect(saved.status).toBe(200);
  });

  it('a Hindi test ride: e-mail (HTML and text, with its .ics), WhatsApp and SMS in Hindi, the phone and address from the settings', async () => {
    const email = 'hindi.booking@example.in';
    const body: Record<string, unknown> = {
      ...validBody('product', 6400), emailId: email, preferredShowroom: 2, preferredDate: '2026-11-25', preferredTime: '10:30',
      language: 'hi', updatesConsent: consentWording('hi', dealerName).text,
    };
    const sent = await post(app, 'product', body);
    expect(sent.status).toBe(201);
    const reference = await storedReference(app.db, sent.id);
    const [mail] = await until(() => inbox.mails.filter((m) => m.to.some((t) => t.includes(email))), (m) => m.length > 0);
    expect(mail?.subject).toBe(`आपकी बुकिंग ${reference}: 25 नवंबर 2026 को सुबह 10:30 बजे`);
    expect(mail?.text).toContain('आपकी Shine 100 की टेस्ट राइड बुक हो गई है।');
    expect(mail?.text).toContain(`कहाँ: ${await showroomName(2)}, ${address}`);
    expect(mail?.text).toContain(`फ़ोन: ${phone}`);
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.html).toContain('आपकी Shine 100 की टेस्ट राइड बुक हो गई है।');
    expect(mail?.html).toContain(`<a href="tel:+919910055123">${phone}</a>`);
    expect(mail?.html).toContain(`<a href="${publicUrl}/track?reference=${reference}">`);
    const ics = mail?.parts.find((p) => p.filename === `booking-${reference}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    // Folded at 75 octets (RFC 5545), never inside a Hindi letter.
    for (const line of ics?.body.split('\n') ?? []) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics?.body).not.toContain('\uFFFD');
    const unfolded = ics?.body.replace(/\n /g, '') ?? '';
    expect(unfolded).toContain('DTSTART:20261125T050000Z');
    // iCalendar escapes the commas of the dealer's names and address.
    expect(unfolded).toContain(`SUMMARY;LANGUAGE=hi:${(await showroomName(2)).replace(/,/g, '\\,')} में टेस्ट राइड`);
    expect(unfolded).toContain(`LOCATION;LANGUAGE=hi:${address.replace(/,/g, '\\,')}`);
    expect(unfolded).toContain(`DESCRIPTION;LANGUAGE=hi:संदर्भ संख्या ${reference}। शोरूम का फ़ोन ${phone}।`);
    expect(unfolded).toContain(`UID:${reference}@dealer.example`);
    // Nothing of the showroom as the code first knew it.
    expect(mail?.raw).not.toContain('98110 40011');

    const mobile = String(body.mobileNo);
    const [wa] = await until(() => toMobile(whatsapp.requests, mobile), (r) => r.length > 0);
    const template = wa?.body.template as { language: { code: string }; components: { parameters: { text: string }[] }[] };
    expect(template.language.code).toBe('hi');
    const variables = template.components[0]?.parameters.map((p) => p.text);
    expect(variables?.[2]).toBe('Shine 100 की टेस्ट राइड');
    expect(variables?.[4]).toBe('25 नवंबर 2026 को सुबह 10:30 बजे');
    expect(variables?.[3]).toContain(address);
    expect(variables).toHaveLength(8);
    const [text] = await until(() => toMobile(sms.requests, mobile), (r) => r.length > 0);
    expect(text?.body.dltTemplateId).toBe(smsIds.hi);
    expect(String(text?.body.text)).toContain('आपकी Shine 100 की टेस्ट राइड 25 नवंबर 2026 को सुबह 10:30 बजे के लिए बुक है');
    expect(String(text?.body.text)).toContain(`फ़ोन ${phone}`);
  });

  it("a Hindi service booking names the showroom's service line; an English one stays English, also in HTML", async () => {
    const hiBody = { ...validBody('service', 6411), email: 'hindi.service@example.in', preferredShowroom: 2, bookingDate: '2026-11-25', bookingTime: '12:30', language: 'hi' };
    expect((await post(app, 'service', hiBody)).status).toBe(201);
    const [hiMail] = await until(() => inbox.mails.filter((m) => m.to.some((t) => t.includes('hindi.service@example.in'))), (m) => m.length > 0);
    expect(hiMail?.text).toContain('की सर्विस बुक हो गई है।');
    expect(hiMail?.text).toContain(`फ़ोन: ${servicePhone}`);
    const enBody = { ...validBody('service', 6412), email: 'english.service@example.in', preferredShowroom: 2, bookingDate: '2026-11-25', bookingTime: '13:00', language: 'en' };
    expect((await post(app, 'service', enBody)).status).toBe(201);
    const [enMail] = await until(() => inbox.mails.filter((m) => m.to.some((t) => t.includes('english.service@example.in'))), (m) => m.length > 0);
    expect(enMail?.text).toContain('is booked.');
    expect(enMail?.text).toContain(`Phone: ${servicePhone}`);
    expect(enMail?.html).toContain('<html lang="en">');
    expect(enMail?.html).toContain(`<a href="tel:+919910055124">${servicePhone}</a>`);
    expect(enMail?.parts.find((p) => p.contentType === 'text/calendar')?.body).toContain('SUMMARY;LANGUAGE=en:Service at');
  });
});

async function showroomName(id: number): Promise<string> {
  const settings = (await (await app.fetch('/api/site')).json()) as SiteSettings;
  return settings.showrooms.find((s) => s.id === id)?.name ?? '';
}
