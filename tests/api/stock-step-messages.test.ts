/**
 * A vehicle booking's messages to the customer at each step (docs/stock-and-delivery.md
 * "Messages at each step"): Allotted, Insurance, Registration, Ready, Delivered and Cancelled
 * each queued once per booking in the change's transaction (a durable job beside each row);
 * a value typed again or cleared and typed again, a refused replay and the same vehicle given
 * again queue nothing more, another vehicle does; WhatsApp and SMS only with consent; the
 * customer's language; a step the dealer switched off sends nothing. Delivered through the
 * WhatsApp and SMS stand-ins and a real SMTP server in the test; the queue runs without a
 * worker, so what is queued stays put until the test sends it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { messageApiPaths } from '#contract/messages.ts';
import { stockPaths } from '#contract/stock.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { deliverMessage } from '../../server/notifications/deliver-message.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import type { ProviderStandIn } from '../support/provider-stand-in.ts';
import type { SmtpInbox } from '../support/smtp-inbox.ts';
import { addBooking, addVehicle, changeChecklistItem, completeChecklist, nextVin, stockModel, type StockModel, withVehicleVersion, withVersion } from '../support/stock.ts';
import { startMessagesWorld, type MessagesWorld } from '../support/phone-channels.ts';
import type { TestApp } from '../support/test-app.ts';

/** Monday 23 Nov 2026, 11:30 IST. */
const clock = new Date('2026-11-23T06:00:00Z');
const publicUrl = 'https://dealer.example';
const smsIds = { en: '1107490', hi: '1107491' };

let inbox: SmtpInbox;
let whatsapp: ProviderStandIn;
let sms: ProviderStandIn;
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;
let site: SiteSettings;
let model: StockModel;

let world: MessagesWorld | undefined;

beforeAll(async () => {
  world = await startMessagesWorld({
    now: () => clock, staffPrefix: 'stepmsg', showroom: 2, smsIds, smtpFrom: 'Showroom <sales@dealer.example>', config: { publicUrl, messageAttempts: 3 },
  });
  ({ app, whatsapp, sms, owner, manager, site } = world);
  inbox = world.inbox!;
  model = await stockModel(app);
}, 60_000);
afterAll(() => world?.close());

/** A kind of its own per test (colour and showroom), so no test's vehicle goes to another's booking. */
const kind = (n: number) => ({ modelId: model.id, variant: model.variants[0], colour: model.colours[n % 2], showroomId: 1 + Math.floor(n / 2) });

interface QueuedRow { id: string; event: string; event_key: string; channel: string; recipient: string; lead_id: string }

async function messagesOfBooking(id: number): Promise<QueuedRow[]> {
  const { rows } = await app.db.query<QueuedRow>(
    'SELECT id, event, event_key, channel, recipient, lead_id::text FROM customer_messages WHERE booking_id = $1 ORDER BY created_at, event_key, channel', [id],
  );
  return rows;
}
const eventsOf = (rows: readonly QueuedRow[]) => rows.map((r) => `${r.event}/${r.channel}`);

/** The durable jobs of these messages, written in the same transaction as the rows. */
async function jobsOf(ids: readonly string[]): Promise<string[]> {
  const { rows } = await app.db.query<{ id: string }>('SELECT id::text FROM pgboss.job WHERE id = ANY($1::uuid[]) ORDER BY id', [ids]);
  return rows.map((r) => r.id);
}

const deps = () => ({ db: app.db, now: () => clock, attempts: 3, sendLater: () => Promise.resolve(), config: app.config });
async function deliverAll(rows: readonly QueuedRow[]): Promise<string[]> {
  const outcomes: string[] = [];
  for (const row of rows) outcomes.push(await deliverMessage(deps(), row.id));
  return outcomes;
}

async function postEnquiry(kindName: 'optin' | 'contact', body: Record<string, unknown>): Promise<void> {
  const res = await app.fetch(enquiryKinds[kindName].path, {
    method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID() }, body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** The customer's opt-in form (/optain) for WhatsApp and SMS, in their language. */
async function optIn(n: number, language: 'en' | 'hi'): Promise<string> {
  const body: Record<string, unknown> = { ...validBody('optin', n), language };
  await postEnquiry('optin', body);
  return String(body.mobile);
}

const whatsappTo = (mobile: string) => whatsapp.requests.filter((r) => r.body.to === `91${mobile}`);
const smsTo = (mobile: string) => sms.requests.filter((r) => JSON.stringify(r.body).includes(mobile));
const parametersOf = (request: { body: Record<string, unknown> } | undefined) =>
  ((request?.body.template as { components: { parameters: { text: string }[] }[] }).components[0]?.parameters ?? []).map((p) => p.text);

async function setItem(bookingId: number, key: string, value: string | null): Promise<void> {
  const res = await changeChecklistItem(app, owner, bookingId, key, value);
  expect(res.status, await res.clone().text()).toBe(200);
}
async function step(bookingId: number, json: Record<string, unknown>, status = 200): Promise<void> {
  const res = await call(app, owner, stockPaths.bookingState(bookingId), { method: 'POST', json: await withVersion(app, bookingId, json) });
  expect(res.status, await res.clone().text()).toBe(status);
}

describe('each step of a booking', () => {
  it('is queued once, in the change\'s transaction, and says the step, model, reference, chassis ending, registration, showroom and link', async () => {
    const mobile = await optIn(4901, 'en');
    const vin = nextVin('MBLSM10');
    await addVehicle(app, owner, { ...kind(0), vin });
    const booking = await addBooking(app, owner, { ...kind(0), customerName: 'Asha Verma', mobile });
    expect(booking.state).toBe('allotted');
    const allotted = await messagesOfBooking(booking.id);
    expect(eventsOf(allotted)).toEqual(['vehicle-allotted/sms', 'vehicle-allotted/whatsapp']);
    expect(await jobsOf(allotted.map((r) => r.id))).toEqual(allotted.map((r) => r.id).sort());

    // The policy number typed, corrected, cleared and typed again: one message.
    await setItem(booking.id, 'insurance', 'OG-26-1101-1800-00004901');
    await setItem(booking.id, 'insurance', 'OG-26-1101-1800-00004902');
    await setItem(booking.id, 'insurance', null);
    await setItem(booking.id, 'insurance', 'OG-26-1101-1800-00004901');
    await setItem(booking.id, 'registration', 'hr26xx4901');
    await setItem(booking.id, 'registration', 'HR 26 XX 4901');
    await completeChecklist(app, owner, booking.id);
    await step(booking.id, { state: 'ready' });
    await step(booking.id, { state: 'ready' }, 409); // a replay is refused and queues nothing
    await step(booking.id, { state: 'delivered', date: '2026-11-23' });
    await step(booking.id, { state: 'delivered', date: '2026-11-23' }, 409);
    const rows = await messagesOfBooking(booking.id);
    expect(eventsOf(rows).sort()).toEqual([
      'vehicle-allotted/sms', 'vehicle-allotted/whatsapp', 'vehicle-delivered/sms', 'vehicle-delivered/whatsapp', 'vehicle-insurance/sms',
      'vehicle-insurance/whatsapp', 'vehicle-ready/sms', 'vehicle-ready/whatsapp', 'vehicle-registration/sms', 'vehicle-registration/whatsapp',
    ]);
    expect(await jobsOf(rows.map((r) => r.id))).toHaveLength(10);
    expect(new Set(rows.map((r) => r.recipient))).toEqual(new Set([mobile]));

    expect(await deliverAll(rows)).toEqual(rows.map(() => 'sent'));
    const sent = whatsappTo(mobile);
    expect(sent).toHaveLength(5);
    const byTemplate = (name: string) => sent.find((r) => (r.body.template as { name: string }).name === name);
    const showroom = site.showrooms.find((s) => s.id === 1);
    const allotParams = parametersOf(byTemplate('vehicle_allotted'));
    expect(allotParams).toEqual([
      'Asha Verma', booking.reference, `${model.name} ${model.variants[0]}, ${model.colours[0]}`, `${showroom?.name}, ${showroom?.address}`, '23 Nov 2026',
      `Allotted (chassis ending ${vin.slice(-4)})`, `${publicUrl}/track?reference=${booking.reference}`, site.dealerName,
    ]);
    expect(allotParams.join(' ')).not.toContain(vin);
    expect(parametersOf(byTemplate('vehicle_registered'))[5]).toBe('Registration: HR 26 XX 4901');
    expect(parametersOf(byTemplate('vehicle_insurance_done'))[5]).toBe('Insurance: Done');
    expect(parametersOf(byTemplate('vehicle_ready_for_delivery'))[5]).toBe('Ready for delivery');
    expect(parametersOf(byTemplate('vehicle_delivered'))[5]).toBe('Delivered');
    expect(byTemplate('vehicle_allotted')?.body.template).toMatchObject({ language: { code: 'en' } });
    const texts = smsTo(mobile).map((r) => JSON.stringify(r.body));
    expect(texts).toHaveLength(5);
    expect(texts.find((t) => t.includes('allotted'))).toContain(`chassis ending ${vin.slice(-4)}`);
    expect(texts.find((t) => t.includes('registered'))).toContain('HR 26 XX 4901');
    expect(texts.find((t) => t.includes('ready for delivery'))).toContain(showroom?.salesNo ?? '-');
  });

  it('the same vehicle given again says nothing more; another vehicle is news with its own chassis', async () => {
    const mobile = await optIn(4902, 'en');
    const first = nextVin('MBLSM20');
    const vehicle = await addVehicle(app, owner, { ...kind(1), vin: first });
    const booking = await addBooking(app, owner, { ...kind(1), mobile });
    expect(eventsOf(await messagesOfBooking(booking.id))).toEqual(['vehicle-allotted/sms', 'vehicle-allotted/whatsapp']);

    const status = async (json: Record<string, unknown>) => call(app, owner, stockPaths.vehicleStatus(vehicle.id), { method: 'POST', json: await withVehicleVersion(app, vehicle.id, json) });
    expect((await status({ status: 'blocked', reason: 'damage' })).status).toBe(200); // the booking waits again
    expect((await status({ status: 'in-stock', date: '2026-11-23' })).status).toBe(200); // and takes the same vehicle back
    const again = await messagesOfBooking(booking.id);
    expect(again).toHaveLength(2);

    expect((await status({ status: 'blocked', reason: 'recall' })).status).toBe(200);
    const second = nextVin('MBLSM21');
    await addVehicle(app, owner, { ...kind(1), vin: second });
    const rows = await messagesOfBooking(booking.id);
    expect(eventsOf(rows)).toEqual(['vehicle-allotted/sms', 'vehicle-allotted/whatsapp', 'vehicle-allotted/sms', 'vehicle-allotted/whatsapp']);
    await deliverAll(rows);
    expect(whatsappTo(mobile).map((r) => parametersOf(r)[5]).sort()).toEqual([`Allotted (chassis ending ${first.slice(-4)})`, `Allotted (chassis ending ${second.slice(-4)})`].sort());
  });
});

describe('consent and language', () => {
  it('a customer who has not agreed gets e-mail only, the cancellation too, listed on their lead', async () => {
    const body = validBody('contact', 4903);
    await postEnquiry('contact', body);
    const { rows: leads } = await app.db.query<{ id: string; mobile: string }>("SELECT id::text, mobile FROM leads WHERE kind = 'contact' AND name = $1", [body.name]);
    const lead = leads[0];
    if (!lead) throw new Error('no lead');
    await addVehicle(app, owner, { ...kind(2), vin: nextVin('MBLSM30') });
    const booking = await addBooking(app, owner, { ...kind(2), customerName: String(body.name), mobile: lead.mobile, leadId: lead.id });
    await step(booking.id, { state: 'cancelled', reason: 'Bought elsewhere' });
    const rows = await messagesOfBooking(booking.id);
    expect(eventsOf(rows)).toEqual(['vehicle-allotted/email', 'vehicle-cancelled/email']);
    expect(rows.every((r) => r.lead_id === lead.id && r.recipient === body.email)).toBe(true);

    await deliverAll(rows);
    const mails = (await inbox.waitFor(2)).filter((m) => m.to.join().includes(String(body.email)));
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your .+ is allotted: chassis ending \w{4} \(BK-\d{6}\)$/),
      `Your booking ${booking.reference} is cancelled`,
    ]);
    expect(mails[1]?.text).toContain('was cancelled on 23 Nov 2026');
    expect(whatsappTo(lead.mobile)).toEqual([]);
    expect(smsTo(lead.mobile)).toEqual([]);
    const listed = await call(app, owner, messageApiPaths.leadMessages(lead.id));
    const events = ((await listed.json()) as { event: string }[]).map((m) => m.event).filter((e) => e.startsWith('vehicle-'));
    expect(events.sort()).toEqual(['vehicle-allotted', 'vehicle-cancelled']);
  });

  it('a counter booking with no lead and no opt-in form queues nothing', async () => {
    await addVehicle(app, owner, { ...kind(3), vin: nextVin('MBLSM40') });
    const booking = await addBooking(app, owner, { ...kind(3), mobile: '9811049904' });
    expect(booking.state).toBe('allotted');
    expect(await messagesOfBooking(booking.id)).toEqual([]);
  });

  it('a customer who wrote in Hindi hears in Hindi', async () => {
    const mobile = await optIn(4905, 'hi');
    const vin = nextVin('MBLSM50');
    await addVehicle(app, owner, { ...kind(4), vin });
    const booking = await addBooking(app, owner, { ...kind(4), customerName: 'राधा शर्मा', mobile });
    await setItem(booking.id, 'registration', 'HR 26 XX 4905');
    const rows = await messagesOfBooking(booking.id);
    expect(eventsOf(rows)).toEqual(['vehicle-allotted/sms', 'vehicle-allotted/whatsapp', 'vehicle-registration/sms', 'vehicle-registration/whatsapp']);
    await deliverAll(rows);
    const [allot, registered] = whatsappTo(mobile);
    expect(allot?.body.template).toMatchObject({ name: 'vehicle_allotted', language: { code: 'hi' } });
    expect(parametersOf(allot)[0]).toBe('राधा शर्मा');
    expect(parametersOf(allot)[4]).toBe('23 नवंबर 2026');
    expect(parametersOf(allot)[5]).toBe(`गाड़ी तय हुई (चेसिस नंबर के आख़िरी अंक ${vin.slice(-4)})`);
    expect(parametersOf(registered)[5]).toBe('रजिस्ट्रेशन: HR 26 XX 4905');
    const texts = smsTo(mobile).map((r) => JSON.stringify(r.body));
    expect(texts[0]).toContain(`आपकी ${model.name} ${model.variants[0]}, ${model.colours[0]} तय हो गई: चेसिस नंबर के आख़िरी अंक ${vin.slice(-4)}`);
    expect(texts[0]).toContain(smsIds.hi);
  });
});

describe('the dealer\'s switches', () => {
  it('a step switched off in Manage > Messages sends nothing; the others still go', async () => {
    const path = messageApiPaths.adminVehicleSteps;
    const all = { allotted: true, insurance: true, registration: true, ready: true, delivered: true, cancelled: true };
    expect(await (await call(app, owner, path)).json()).toEqual(all);
    expect((await call(app, manager, path, { method: 'PUT', json: { allotted: false } })).status).toBe(403);
    const bad = await call(app, owner, path, { method: 'PUT', json: { allotted: 'no' } });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('allotted');
    expect((await call(app, owner, path, { method: 'PUT', json: { parked: false } })).status).toBe(400);
    const off = await call(app, owner, path, { method: 'PUT', json: { allotted: false, insurance: false } });
    expect(off.status, await off.clone().text()).toBe(200);
    expect(await off.json()).toEqual({ ...all, allotted: false, insurance: false });
    // A save that names one step keeps the others as they were.
    expect(await (await call(app, owner, path, { method: 'PUT', json: { insurance: true } })).json()).toEqual({ ...all, allotted: false });

    const mobile = await optIn(4906, 'en');
    await addVehicle(app, owner, { ...kind(5), vin: nextVin('MBLSM60') });
    const booking = await addBooking(app, owner, { ...kind(5), mobile });
    expect(booking.state).toBe('allotted');
    expect(await messagesOfBooking(booking.id)).toEqual([]);
    await setItem(booking.id, 'insurance', 'OG-26-1101-1800-00004906');
    expect(eventsOf(await messagesOfBooking(booking.id))).toEqual(['vehicle-insurance/sms', 'vehicle-insurance/whatsapp']);
    expect((await call(app, owner, path, { method: 'PUT', json: all })).status).toBe(200);
  });
});
