/**
 * Timelines stay bounded (docs/lead-desk.md "Sync" and "Limits"): a delta sends only the
 * events after the device's cursor, so one more note on a lead of 300 long notes costs one
 * event, not the whole timeline; a lead that moved into another showroom still arrives
 * whole; a note is at most 2,000 characters (a 400 naming the field); and a lead takes at
 * most 30 events a minute (a 429 with Retry-After that changes nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPaths, type LeadChanges } from '#contract/lead-api.ts';
import { leadNoteMax } from '#contract/lead-events.ts';
import { leadEventsPerMinute } from '../../server/leads/lead-event-rate.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { eventBody, postEvent, pullAll, recordEvent, submitEnquiry } from '../support/lead-desk.ts';

const start = new Date('2026-11-23T06:00:00Z');
let clock = new Date(start);
let app: TestApp;
let session: AdminSession;
const password = 'timeline test password';

/** Moves the test clock on, so a run of events stays under the per-minute limit. */
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** A delta as the desk asks for it, with the size of its answer on the wire. */
async function delta(since: string): Promise<{ body: LeadChanges; bytes: number }> {
  const res = await call(app, session, `${leadPaths.changes}?since=${since}`);
  expect(res.status).toBe(200);
  const text = await res.text();
  return { body: JSON.parse(text) as LeadChanges, bytes: Buffer.byteLength(text) };
}

beforeAll(async () => {
  app = await startTestApp({ seed: false, now: () => clock, config: { sessionIdleMinutes: 365 * 24 * 60, sessionAbsoluteHours: 365 * 24 } });
  await createAdmin(app.db, 'ravi', password, { userName: 'Ravi' });
  session = await signIn(app, 'ravi', password);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('a delta sends only the events after the cursor', () => {
  it('300 notes of 2,000 characters, then one more: the delta carries that 1 event and stays small', async () => {
    const leadId = await submitEnquiry(app, 'product');
    const longNote = 'नोट '.repeat(leadNoteMax / 4).slice(0, leadNoteMax);
    for (let i = 0; i < 300; i += 1) {
      // One every 2.5 s: 24 a minute, under the limit.
      tick(2_500);
      await recordEvent(app, session, leadId, { type: 'note', data: { text: longNote } }, i, { at: clock.toISOString() });
    }
    const first = await pullAll(app, session, '0');
    const firstEvents = first.pages.flatMap((p) => p.events).filter((e) => e.leadId === leadId);
    expect(firstEvents).toHaveLength(300);

    tick(2_500);
    const last = await recordEvent(app, session, leadId, { type: 'note', data: { text: 'Called back, wants the red one' } }, 300, { at: clock.toISOString() });
    const { body, bytes } = await delta(first.cursor);
    expect(body.leads.map((l) => l.id)).toEqual([leadId]);
    expect(body.leads[0]!.version).toBe(301);
    expect(body.events.map((e) => e.id)).toEqual([last.event.id]);
    // The lead's record and one short event: a few kilobytes, not 300 x 2,000 characters.
    expect(bytes).toBeLessThan(8_000);
    // Nothing new since: an empty answer at the same cursor.
    const after = await delta(body.cursor);
    expect(after.body).toEqual({ cursor: body.cursor, leads: [], events: [], more: false });
  }, 240_000);

  it('a lead moved to another showroom comes with its whole timeline (a device of that showroom never held it)', async () => {
    // Asked for showroom 1, so the move to 3 below is a move whatever body number this is.
    const leadId = await submitEnquiry(app, 'service', { preferredShowroom: 1 });
    tick(1_000);
    await recordEvent(app, session, leadId, { type: 'note', data: { text: 'Wants a pick-up' } }, 0, { at: clock.toISOString() });
    await recordEvent(app, session, leadId, { type: 'call', data: { channel: 'phone', outcome: 'no_answer' } }, 1, { at: clock.toISOString() });
    const { cursor } = await pullAll(app, session, '0');
    tick(1_000);
    await recordEvent(app, session, leadId, { type: 'assign', data: { showroomId: 3 } }, 2, { at: clock.toISOString() });
    const moved = await delta(cursor);
    expect(moved.body.events.filter((e) => e.leadId === leadId).map((e) => e.type)).toEqual(['note', 'call', 'assign']);
    // The next change of the same lead is again only what is new.
    tick(1_000);
    await recordEvent(app, session, leadId, { type: 'note', data: { text: 'Pick-up on Friday' } }, 3, { at: clock.toISOString() });
    const next = await delta(moved.body.cursor);
    expect(next.body.events.map((e) => e.version)).toEqual([4]);
  });
});

describe('a note is at most 2,000 characters', () => {
  it('2,001 characters: a 400 naming the field, and nothing stored', async () => {
    const leadId = await submitEnquiry(app, 'contact');
    const res = await postEvent(app, session, leadId, eventBody({ type: 'note', data: { text: 'a'.repeat(leadNoteMax + 1) } }, 0, { at: clock.toISOString() }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe('data.text: A note is at most 2000 characters');
    const exactly = await recordEvent(app, session, leadId, { type: 'note', data: { text: 'a'.repeat(leadNoteMax) } }, 0, { at: clock.toISOString() });
    // The refused one took no version: the accepted note is the lead's first event.
    expect(exactly.event.version).toBe(1);
  });
});

describe('a lead takes a bounded number of events a minute', () => {
  it(`the ${leadEventsPerMinute + 1}st within a minute gets a 429 with Retry-After and changes nothing; later it is accepted`, async () => {
    const leadId = await submitEnquiry(app, 'finance');
    tick(60_000);
    for (let i = 0; i < leadEventsPerMinute; i += 1) {
      await recordEvent(app, session, leadId, { type: 'note', data: { text: `note ${i + 1}` } }, i, { at: clock.toISOString() });
      tick(1_000);
    }
    // 30 events in the last 30 s: the next waits until the first of them is a minute old.
    const refusedBody = eventBody({ type: 'note', data: { text: 'one too many' } }, leadEventsPerMinute, { at: clock.toISOString() });
    const refused = await postEvent(app, session, leadId, refusedBody);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { message: string }).message).toBe(
      `This lead has had ${leadEventsPerMinute} changes in the last minute: try again in 30 seconds.`,
    );
    const { body } = await delta('0');
    expect(body.leads.find((l) => l.id === leadId)!.version).toBe(leadEventsPerMinute);
    expect(body.events.some((e) => e.id === refusedBody.id)).toBe(false);

    // The same event, sent again once the window moved on (the desk's outbox does that), is stored.
    tick(30_000);
    const accepted = await postEvent(app, session, leadId, refusedBody);
    expect(accepted.status).toBe(201);
    expect(((await accepted.json()) as { event: { version: number } }).event.version).toBe(leadEventsPerMinute + 1);
  });

  it('a replay of a stored event within the full minute answers its success, not a 429', async () => {
    const leadId = await submitEnquiry(app, 'offer');
    tick(60_000);
    const bodies = Array.from({ length: leadEventsPerMinute }, (_, i) => eventBody({ type: 'note', data: { text: `n${i}` } }, i, { at: clock.toISOString() }));
    for (const body of bodies) expect((await postEvent(app, session, leadId, body)).status).toBe(201);
    const replay = await postEvent(app, session, leadId, bodies[0]!);
    expect(replay.status).toBe(201);
    const fresh = await postEvent(app, session, leadId, eventBody({ type: 'call', data: { channel: 'phone', outcome: 'reached' } }, leadEventsPerMinute, { at: clock.toISOString() }));
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBe(60);
  });
});
