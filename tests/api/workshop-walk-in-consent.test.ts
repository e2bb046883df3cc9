/**
 * The walk-in job card's updates consent (docs/workshop.md "Messages to the customer"): the booking
 * forms' tick, stored with its words and the time it was received; a walk-in who ticks it
 * hears that approval is needed and that the vehicle is ready on WhatsApp and SMS, one who
 * does not hears nothing, and words not the site's are refused with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '#contract/site-settings.ts';
import { consentWording, consentWordsMessage } from '#contract/updates-consent.ts';
import { workshopPaths } from '#contract/workshop.ts';
import { deliverMessage } from '../../server/notifications/deliver-message.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import type { ProviderStandIn } from '../support/provider-stand-in.ts';
import { startMessagesWorld, type MessagesWorld } from '../support/phone-channels.ts';
import type { TestApp } from '../support/test-app.ts';
import { addLine, advance, openCard, walkIn } from '../support/workshop.ts';

/** Monday 23 Nov 2026, 11:30 IST. */
const clock = new Date('2026-11-23T06:00:00Z');
const smsIds = { en: '1107450', hi: '1107451' };

let whatsapp: ProviderStandIn;
let sms: ProviderStandIn;
let app: TestApp;
let manager: AdminSession;
let site: SiteSettings;

let world: MessagesWorld | undefined;

beforeAll(async () => {
  world = await startMessagesWorld({ now: () => clock, staffPrefix: 'wiconsent', showroom: 2, smsIds, config: { messageAttempts: 3, approvalMessageWaitSeconds: 120 } });
  ({ app, whatsapp, sms, manager, site } = world);
}, 60_000);
afterAll(() => world?.close());

interface QueuedRow { id: string; event: string; channel: string; state: string }
const messagesOfCard = async (id: number) => (await app.db.query<QueuedRow>(
  'SELECT id, event, channel, state FROM customer_messages WHERE job_card_id = $1 ORDER BY created_at, event_key, channel', [id],
)).rows;
/** The worker's clock when the jobs come: after the approval message's wait (120 s). */
const afterWait = new Date(clock.getTime() + 120_000);
const deps = () => ({ db: app.db, now: () => afterWait, attempts: 3, sendLater: () => Promise.resolve(), config: app.config });
const counts = async () => (await app.db.query<{ cards: number; leads: number }>(
  'SELECT (SELECT count(*)::int FROM job_cards) AS cards, (SELECT count(*)::int FROM leads) AS leads',
)).rows[0]!;

describe('a walk-in job card\'s updates consent', () => {
  it('stores the tick with its words and time, and the walk-in hears approval needed and ready', async () => {
    const mobile = '9811045301';
    const wording = consentWording('en', site.dealerName, 'workshop').text;
    const card = await openCard(app, manager, walkIn(mobile, { updatesConsent: wording, registration: 'hr26xx5301' }));
    const { rows } = await app.db.query<{ updates_consent_at: Date; updates_consent_wording: string; mobile: string }>(
      'SELECT l.updates_consent_at, l.updates_consent_wording, l.mobile FROM leads l WHERE l.id = $1', [card.jobCard.appointmentId],
    );
    expect(rows).toEqual([{ updates_consent_at: clock, updates_consent_wording: wording, mobile }]);
    expect(card.jobCard).toMatchObject({ customerName: 'Sunita Devi', mobile, showroomId: 2, model: 'Activa 6G' });

    const withLine = await addLine(app, manager, card.jobCard.id, { labourCode: 'WASH' });
    await advance(app, manager, withLine, ['in_bay', 'final_inspection', 'washing', 'ready']);
    const queued = await messagesOfCard(card.jobCard.id);
    expect(queued.map((m) => `${m.event} ${m.channel} ${m.state}`)).toEqual([
      'job-approval sms queued', 'job-approval whatsapp queued', 'job-ready sms queued', 'job-ready whatsapp queued',
    ]);
    for (const m of queued) expect(await deliverMessage(deps(), m.id)).toBe('sent');
    expect(whatsapp.requests.filter((r) => r.body.to === `91${mobile}`)).toHaveLength(2);
    expect(sms.requests.filter((r) => JSON.stringify(r.body).includes(mobile))).toHaveLength(2);
  });

  it('sends nothing to a walk-in who left it empty, and records no lead for them', async () => {
    const before = await counts();
    const card = await openCard(app, manager, walkIn('9811045302', { updatesConsent: '', registration: 'hr26xx5302' }));
    expect(card.jobCard.appointmentId).toBeNull();
    expect(await counts()).toEqual({ cards: before.cards + 1, leads: before.leads });
    await advance(app, manager, card, ['in_bay', 'final_inspection', 'washing', 'ready']);
    expect(await messagesOfCard(card.jobCard.id)).toEqual([]);
  });

  it('refuses words that are not the site\'s, naming the field, with nothing stored', async () => {
    const before = await counts();
    const res = await call(app, manager, workshopPaths.jobCards, {
      method: 'POST', json: walkIn('9811045303', { updatesConsent: 'Send me anything you like', registration: 'hr26xx5303' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: `updatesConsent: ${consentWordsMessage}` });
    expect(await counts()).toEqual(before);
  });
});
