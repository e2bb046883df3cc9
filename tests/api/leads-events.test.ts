/**
 * POST /api/leads/{id}/events on the real app and database (docs/lead-desk.md): the
 * status rule of each group, idempotency by event id, the author and the clamped time,
 * owner checks, the conflict flag with its settling, and events on one lead arriving at
 * once applied one after another.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPaths, type LeadEventAnswer } from '#contract/lead-api.ts';
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import { leadGroups, newStatus, type LeadGroup } from '#contract/lead-statuses.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { eventBody, leadOf, postEvent, recordEvent, submitEnquiry } from '../support/lead-desk.ts';

const start = new Date('2026-11-23T05:00:00Z');
let clock = new Date(start);
let app: TestApp;
let asha: AdminSession;
let ravi: AdminSession;
const password = 'lead desk password';

beforeAll(async () => {
  // Sessions outlive the clock jumps of the time tests.
  app = await startTestApp({ seed: false, now: () => clock, config: { sessionIdleMinutes: 24 * 60 } });
  await createAdmin(app.db, 'asha', password, { userName: 'Asha Rani' });
  await createAdmin(app.db, 'ravi', password, { userName: 'Ravi Kumar' });
  await createAdmin(app.db, 'gone', password, { userName: 'Former Staff', status: 'inactive' });
  asha = await signIn(app, 'asha', password);
  ravi = await signIn(app, 'ravi', password);
});
afterAll(async () => {
  await app?.close();
});

async function storedEvents(leadId: string): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_events WHERE lead_id = $1', [leadId]);
  return rows[0]!.n;
}

async function refused(leadId: string, body: Record<string, unknown>, status: number, message: RegExp, session = asha): Promise<void> {
  const before = await leadOf(app, session, leadId);
  const events = await storedEvents(leadId);
  const res = await postEvent(app, session, leadId, body);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(((await res.json()) as { message: string }).message).toMatch(message);
  expect(await storedEvents(leadId)).toBe(events);
  expect(await leadOf(app, session, leadId)).toEqual(before);
}

const groupKinds: Record<LeadGroup, EnquiryKind> = { sales: 'product', service: 'service', other: 'contact' };

describe('status rule per group', () => {
  it.each(Object.entries(groupKinds))('%s leads move to any status of their group but New', async (group, kind) => {
    const statuses = leadGroups[group as LeadGroup].statuses;
    const leadId = await submitEnquiry(app, kind);
    let version = 0;
    for (const target of statuses.filter((s) => s.id !== newStatus)) {
      const data = target.needsReason ? { status: target.id, reason: 'price' as const } : { status: target.id };
      const { lead, event } = await recordEvent(app, asha, leadId, { type: 'status', data }, version);
      version += 1;
      expect(lead.status).toBe(target.id);
      expect(lead.version).toBe(version);
      expect(event.version).toBe(version);
      expect(lead.closedAt === null).toBe(target.open);
      expect(lead.closeReason).toBe(target.needsReason ? 'price' : null);
    }
    await refused(leadId, eventBody({ type: 'status', data: { status: newStatus } }, version), 400, /cannot be moved back to New/);
    const otherGroup = (['sales', 'service', 'other'] as const).find((g) => g !== group)!;
    const foreign = leadGroups[otherGroup].statuses.find((s) => !statuses.some((mine) => mine.id === s.id))!;
    await refused(leadId, eventBody({ type: 'status', data: { status: foreign.id } }, version), 400, /^status: Status must be one of/);
  });

  it('asks Lost and Cancelled for a reason, Other for a text, and the others for none', async () => {
    const sale = await submitEnquiry(app, 'finance');
    await refused(sale, eventBody({ type: 'status', data: { status: 'lost' } }, 0), 400, /Please choose why the lead is lost/);
    await refused(sale, eventBody({ type: 'status', data: { status: 'lost', reason: 'other', reasonText: '  ' } }, 0), 400, /Please write the reason/);
    await refused(sale, eventBody({ type: 'status', data: { status: 'booked', reason: 'price' } }, 0), 400, /Booked takes no reason/);
    // Made at the server's (fixed) time: an event dated later than the server's clock allows is clamped.
    const { lead } = await recordEvent(app, asha, sale, { type: 'status', data: { status: 'lost', reason: 'other', reasonText: ' Moved to Jaipur ' } }, 0, { at: clock.toISOString() });
    expect(lead).toMatchObject({ status: 'lost', closeReason: 'other', closeReasonText: 'Moved to Jaipur', closedAt: clock.toISOString() });
    const service = await submitEnquiry(app, 'amc');
    await refused(service, eventBody({ type: 'status', data: { status: 'cancelled' } }, 0), 400, /Please choose why the lead is cancelled/);
  });

  it('refuses bodies the contract refuses, and unknown leads, storing nothing', async () => {
    const leadId = await submitEnquiry(app, 'offer');
    await refused(leadId, eventBody({ type: 'note', data: { text: '   ' } }, 0), 400, /^data\.text: Please write a note/);
    await refused(leadId, { ...eventBody({ type: 'call', data: { channel: 'phone', outcome: 'reached' } }, 0), at: 'yesterday' }, 400, /^at: /);
    await refused(leadId, { ...eventBody({ type: 'note', data: { text: 'x' } }, 0), type: 'delete' }, 400, /type must be one of/);
    await refused(leadId, eventBody({ type: 'note', data: { text: 'from the future' } }, 5), 400, /baseVersion is newer than the lead/);
    const unknown = await postEvent(app, asha, randomUUID(), eventBody({ type: 'note', data: { text: 'x' } }, 0));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Lead not found' });
    const notAnId = await postEvent(app, asha, 'not-a-lead', eventBody({ type: 'note', data: { text: 'x' } }, 0));
    expect(notAnId.status).toBe(404);
    const text = await call(app, asha, leadPaths.events(leadId), { method: 'POST', headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
  });
});

describe('idempotency', () => {
  it('a replay answers the same success and stores nothing; the same id with another body is a 422', async () => {
    const leadId = await submitEnquiry(app, 'product');
    const body = eventBody({ type: 'call', data: { channel: 'whatsapp', outcome: 'reached' } }, 0);
    const first = await postEvent(app, asha, leadId, body);
    expect(first.status).toBe(201);
    const firstAnswer = (await first.json()) as LeadEventAnswer;
    const again = await postEvent(app, asha, leadId, body);
    expect(again.status).toBe(201);
    const againAnswer = (await again.json()) as LeadEventAnswer;
    expect(againAnswer.event).toEqual(firstAnswer.event);
    expect(againAnswer.lead.version).toBe(1);
    expect(await storedEvents(leadId)).toBe(1);
    // The id in upper case is the same event.
    const upper = await postEvent(app, asha, leadId, { ...body, id: (body.id as string).toUpperCase() });
    expect(upper.status).toBe(201);
    expect(await storedEvents(leadId)).toBe(1);

    const other = await postEvent(app, asha, leadId, { ...body, data: { channel: 'phone', outcome: 'busy' } });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ message: 'This event id was already used for a different event' });
    const otherLead = await submitEnquiry(app, 'product');
    expect((await postEvent(app, asha, otherLead, body)).status).toBe(422);
    expect(await storedEvents(otherLead)).toBe(0);
    expect(await storedEvents(leadId)).toBe(1);
  });

  it('the Idempotency-Key must be the event id', async () => {
    const leadId = await submitEnquiry(app, 'joyclub');
    const body = eventBody({ type: 'note', data: { text: 'Called twice' } }, 0);
    const res = await postEvent(app, asha, leadId, body, { 'Idempotency-Key': randomUUID() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Idempotency-Key must equal the event id' });
    expect(await storedEvents(leadId)).toBe(0);
  });

  it('the same event sent five times at once is stored once', async () => {
    const leadId = await submitEnquiry(app, 'finance');
    const body = eventBody({ type: 'followup', data: { at: '2026-11-24T05:00:00.000Z' } }, 0);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postEvent(app, asha, leadId, body)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await storedEvents(leadId)).toBe(1);
    expect((await leadOf(app, asha, leadId)).version).toBe(1);
  });
});

describe('author, time and owner', () => {
  it('the author is the signed-in account, whatever the body says', async () => {
    const leadId = await submitEnquiry(app, 'contact');
    const { event } = await recordEvent(app, ravi, leadId, { type: 'note', data: { text: 'Asked for a brochure' } }, 0);
    expect(event).toMatchObject({ by: 'ravi', byName: 'Ravi Kumar', type: 'note', data: { text: 'Asked for a brochure' } });
    const forged = await postEvent(app, ravi, leadId, { ...eventBody({ type: 'note', data: { text: 'x' } }, 1), by: 'asha', author: 'asha' });
    expect(((await forged.json()) as LeadEventAnswer).event.by).toBe('ravi');
  });

  it('clamps the device time to [lead created, now + 2 min], dates a backdated call now, and keeps what the device said', async () => {
    clock = new Date('2026-11-23T06:00:00Z');
    const leadId = await submitEnquiry(app, 'product');
    clock = new Date('2026-11-23T07:00:00Z');
    const early = await recordEvent(app, asha, leadId, { type: 'call', data: { channel: 'phone', outcome: 'busy' } }, 0, { at: '2020-01-01T00:00:00.000Z' });
    // A call answers the lead: dated more than 5 minutes before it arrived, it counts from its arrival.
    expect(early.event.at).toBe('2026-11-23T07:00:00.000Z');
    expect(early.lead.firstResponseAt).toBe('2026-11-23T07:00:00.000Z');
    const late = await recordEvent(app, asha, leadId, { type: 'note', data: { text: 'clock ahead' } }, 1, { at: '2030-01-01T00:00:00.000Z' });
    expect(late.event.at).toBe('2026-11-23T07:02:00.000Z');
    expect(late.event.receivedAt).toBe('2026-11-23T07:00:00.000Z');
    const inside = await recordEvent(app, asha, leadId, { type: 'note', data: { text: 'offline an hour ago' } }, 2, { at: '2026-11-23T11:31:00+05:30' });
    expect(inside.event.at).toBe('2026-11-23T06:01:00.000Z');
    const { rows } = await app.db.query<{ client_at: Date }>('SELECT client_at FROM lead_events WHERE id = $1', [late.event.id]);
    expect(new Date(rows[0]!.client_at).toISOString()).toBe('2030-01-01T00:00:00.000Z');
    clock = new Date(start);
  });

  it('assigns only active staff accounts; unassigning and showrooms need none', async () => {
    const leadId = await submitEnquiry(app, 'service');
    await refused(leadId, eventBody({ type: 'assign', data: { ownerId: 'nobody' } }, 0), 400, /^ownerId: Choose an active staff account/);
    await refused(leadId, eventBody({ type: 'assign', data: { ownerId: 'gone' } }, 0), 400, /active staff account/);
    const owned = await recordEvent(app, asha, leadId, { type: 'assign', data: { ownerId: 'ravi', showroomId: 3 } }, 0);
    expect(owned.lead).toMatchObject({ ownerId: 'ravi', ownerName: 'Ravi Kumar', showroomId: 3 });
    const freed = await recordEvent(app, asha, leadId, { type: 'assign', data: { ownerId: null } }, 1);
    expect(freed.lead).toMatchObject({ ownerId: null, ownerName: '', showroomId: 3 });
  });

  it('events on one lead sent at once are applied one after another', async () => {
    const leadId = await submitEnquiry(app, 'offer');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => recordEvent(app, i % 2 ? asha : ravi, leadId, { type: 'note', data: { text: `note ${i}` } }, 0)));
    expect(answers.map((a) => a.event.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await leadOf(app, asha, leadId)).version).toBe(8);
  });
});

describe('conflicts', () => {
  it('flags a stale change by another author, applies it last, and settles it with one event', async () => {
    const leadId = await submitEnquiry(app, 'product');
    // Both tablets saw version 0; Asha's change reaches the server first.
    const ashas = await recordEvent(app, asha, leadId, { type: 'status', data: { status: 'contacted' } }, 0);
    const ravis = await recordEvent(app, ravi, leadId, { type: 'status', data: { status: 'test_ride' } }, 0);
    expect(ravis.lead.status).toBe('test_ride');
    expect(ravis.event.conflicts).toEqual([{ field: 'status', theirValue: 'contacted', theirBy: 'asha', theirEventId: ashas.event.id, yourValue: 'test_ride' }]);
    expect(ravis.lead.conflicts).toEqual([{
      field: 'status', theirValue: 'contacted', theirBy: 'asha', theirEventId: ashas.event.id, yourValue: 'test_ride',
      eventId: ravis.event.id, by: 'ravi', byName: 'Ravi Kumar', theirByName: 'Asha Rani',
    }]);
    // A note made offline on the old version and a change by the same author never conflict.
    const note = await recordEvent(app, asha, leadId, { type: 'note', data: { text: 'Wants red' } }, 0);
    expect(note.event.conflicts).toEqual([]);
    // Ravi had seen Asha's change (version 1): his next change conflicts with nobody.
    const own = await recordEvent(app, ravi, leadId, { type: 'status', data: { status: 'booked' } }, 1);
    expect(own.event.conflicts).toEqual([]);
    expect(own.lead.conflicts.map((c) => c.eventId)).toEqual([ravis.event.id]);

    // Settling: one event names the flagged one; the same pick again, or a pick of an event
    // that was never flagged, is refused.
    const pick = await recordEvent(app, asha, leadId, { type: 'status', data: { status: 'contacted' } }, own.lead.version, { resolves: ravis.event.id });
    expect(pick.event.resolves).toBe(ravis.event.id);
    expect(pick.event.conflicts).toEqual([]);
    expect(pick.lead).toMatchObject({ status: 'contacted', conflicts: [] });
    await refused(leadId, eventBody({ type: 'note', data: { text: 'x' } }, pick.lead.version, { resolves: ravis.event.id }), 400, /^resolves: /);
    await refused(leadId, eventBody({ type: 'note', data: { text: 'x' } }, pick.lead.version, { resolves: note.event.id }), 400, /^resolves: /);
    const { rows } = await app.db.query<{ id: string; resolved_by: string | null }>('SELECT id::text, resolved_by::text FROM lead_events WHERE lead_id = $1 AND resolved_by IS NOT NULL', [leadId]);
    expect(rows).toEqual([{ id: ravis.event.id, resolved_by: pick.event.id }]);
  });

  it('flags owner and follow-up changes too, field by field', async () => {
    const leadId = await submitEnquiry(app, 'finance');
    await recordEvent(app, asha, leadId, { type: 'assign', data: { ownerId: 'asha' } }, 0);
    await recordEvent(app, asha, leadId, { type: 'followup', data: { at: '2026-11-24T04:30:00.000Z' } }, 1);
    const stale = await recordEvent(app, ravi, leadId, { type: 'assign', data: { ownerId: 'ravi', showroomId: 2 } }, 0);
    expect(stale.event.conflicts.map((c) => c.field)).toEqual(['ownerId']);
    const later = await recordEvent(app, ravi, leadId, { type: 'followup', data: { at: '2026-11-25T04:30:00.000Z' } }, 0);
    expect(later.event.conflicts).toEqual([expect.objectContaining({ field: 'nextFollowUpAt', theirValue: '2026-11-24T04:30:00.000Z', yourValue: '2026-11-25T04:30:00.000Z' })]);
    expect(later.lead.nextFollowUpAt).toBe('2026-11-25T04:30:00.000Z');
  });
});
