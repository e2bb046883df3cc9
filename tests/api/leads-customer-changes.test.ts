/**
 * A customer's own change of a booking on /track changes its lead (docs/lead-desk.md "The
 * customer's changes"), on the real app and database with an injected clock: a cancelled
 * test ride's lead becomes "Test ride cancelled", due for a call now; a cancelled service
 * booking's lead is closed as cancelled by the customer; a move keeps the status; each is
 * a timeline event by the customer with the booking change's id, synced to the desks, and
 * a desk alert for the lead's owner (for everyone who sees the lead while nobody owns it).
 * A tablet's change made before it knew of the customer's is flagged against "Customer".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentPaths } from '#contract/appointment-api.ts';
import { deskAlertPaths, type DeskAlertAnswer } from '#contract/desk-alerts.ts';
import type { LeadEventRecord } from '#contract/lead-api.ts';
import { book } from '../support/appointments.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { changesSince, getJson, leadOf, recordEvent, storedReference } from '../support/lead-desk.ts';
import { deskTeam, signedInStaff, type DeskTeamMember } from '../support/staff-sessions.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Monday 23 Nov 2026, 11:30 IST. */
let clock = new Date('2026-11-23T06:00:00Z');
let app: TestApp;
let address = 0;
let people: Record<DeskTeamMember, AdminSession>;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock, config: { sessionIdleMinutes: 24 * 60 } });
  people = await signedInStaff(app, deskTeam);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** The customer's own change on /track, with the reference and mobile of their lookup. */
async function customer(leadId: string, change: { action: 'cancel' } | { action: 'change'; date: string; time: string }): Promise<void> {
  const { rows } = await app.db.query<{ mobile: string }>('SELECT mobile FROM leads WHERE id = $1', [leadId]);
  const res = await app.fetch(appointmentPaths.trackChange, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.7.0.${++address}` },
    body: JSON.stringify({ reference: await storedReference(app.db, leadId), mobile: rows[0]!.mobile, ...change }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function timelineOf(who: AdminSession, leadId: string): Promise<LeadEventRecord[]> {
  const { events } = await changesSince(app, who, '0');
  return events.filter((e) => e.leadId === leadId);
}

/** The booking change the customer made last, as the booking's history stores it. */
async function lastBookingChange(leadId: string): Promise<{ id: string; type: string }> {
  const { rows } = await app.db.query<{ id: string; type: string }>(
    'SELECT id::text AS id, type FROM appointment_changes WHERE appointment_id = $1 ORDER BY at DESC LIMIT 1', [leadId],
  );
  return rows[0]!;
}

async function alertsOf(who: AdminSession, since: Date): Promise<DeskAlertAnswer> {
  return getJson<DeskAlertAnswer>(app, who, `${deskAlertPaths.alerts}?since=${encodeURIComponent(since.toISOString())}`);
}

describe('a cancelled test ride', () => {
  it('makes the lead "Test ride cancelled", due for a call now, on a timeline event by the customer; its owner is alerted', async () => {
    const booked = await book(app, { showroomId: 2, date: '2026-11-25', time: '10:00' }, { n: 9601 });
    expect(booked.status).toBe(201);
    await recordEvent(app, people.asha, booked.id, { type: 'assign', data: { ownerId: 'asha' } }, 0, { at: clock.toISOString() });
    later(60_000);
    const asked = new Date(clock);
    later(60_000);
    await customer(booked.id, { action: 'cancel' });
    const cancelledAt = clock.toISOString();

    const lead = await leadOf(app, people.asha, booked.id);
    expect(lead).toMatchObject({
      status: 'ride_cancelled', nextFollowUpAt: cancelledAt, closedAt: null, firstResponseAt: null, ownerId: 'asha', version: 2,
    });
    const change = await lastBookingChange(booked.id);
    expect(change.type).toBe('cancelled');
    const [, event] = await timelineOf(people.asha, booked.id);
    expect(event).toMatchObject({
      id: change.id, type: 'booking', by: 'customer', byName: 'Customer', at: cancelledAt, version: 2,
      data: { change: 'cancelled', status: 'ride_cancelled', followUpAt: cancelledAt },
    });

    // The owner's desk hears of it; a colleague of the same showroom, the Manager and the Owner do not.
    const owners = await alertsOf(people.asha, asked);
    expect(owners.changes).toEqual([expect.objectContaining({
      id: change.id, leadId: booked.id, change: 'cancelled', kind: 'product', showroomId: 2, name: 'Test Customer 9601', at: cancelledAt,
    })]);
    for (const who of ['ravi', 'mohan', 'olga'] as const) expect((await alertsOf(people[who], asked)).changes, who).toEqual([]);
    // An ask from past the window's few seconds of overlap has nothing new.
    later(15_000);
    expect((await alertsOf(people.asha, new Date(clock))).changes).toEqual([]);
  });

  it("a tablet's change made before it heard of the cancellation is flagged against the customer's", async () => {
    const booked = await book(app, { showroomId: 2, date: '2026-11-25', time: '10:30' }, { n: 9602 });
    later(60_000);
    await customer(booked.id, { action: 'cancel' });
    // Ravi's tablet had the lead at version 0.
    const stale = await recordEvent(app, people.ravi, booked.id, { type: 'status', data: { status: 'contacted' } }, 0, { at: clock.toISOString() });
    expect(stale.lead.conflicts).toEqual([expect.objectContaining({
      field: 'status', theirValue: 'ride_cancelled', theirBy: 'customer', theirByName: 'Customer', yourValue: 'contacted', byName: 'Ravi Kumar',
    })]);
  });

  it('leaves a lead staff have closed as it is, and says what the customer did', async () => {
    const booked = await book(app, { showroomId: 2, date: '2026-11-25', time: '11:00' }, { n: 9603 });
    await recordEvent(app, people.asha, booked.id, { type: 'status', data: { status: 'lost', reason: 'price' } }, 0, { at: clock.toISOString() });
    later(60_000);
    await customer(booked.id, { action: 'cancel' });
    expect(await leadOf(app, people.asha, booked.id)).toMatchObject({ status: 'lost', closeReason: 'price', version: 2 });
    expect((await timelineOf(people.asha, booked.id)).at(-1)).toMatchObject({ type: 'booking', data: { change: 'cancelled' } });
    expect((await timelineOf(people.asha, booked.id)).at(-1)?.data).not.toHaveProperty('status');
  });
});

describe('a cancelled service booking', () => {
  it('closes the lead as cancelled by the customer', async () => {
    const booked = await book(app, { showroomId: 3, date: '2026-11-25', time: '10:00' }, { kind: 'service', n: 9604 });
    expect(booked.status).toBe(201);
    later(60_000);
    await customer(booked.id, { action: 'cancel' });
    expect(await leadOf(app, people.kiran, booked.id)).toMatchObject({
      status: 'cancelled', closeReason: 'customer_cancelled', closedAt: clock.toISOString(), nextFollowUpAt: null,
    });
  });
});

describe('a booking moved by the customer', () => {
  it('keeps the status; the timeline gives the new time; everyone who sees the unowned lead is alerted', async () => {
    const booked = await book(app, { showroomId: 2, date: '2026-11-25', time: '12:00' }, { n: 9605 });
    later(60_000);
    const asked = new Date(clock);
    later(60_000);
    await customer(booked.id, { action: 'change', date: '2026-11-26', time: '15:30' });
    expect(await leadOf(app, people.ravi, booked.id)).toMatchObject({ status: 'new', nextFollowUpAt: null, version: 1 });
    const [event] = await timelineOf(people.ravi, booked.id);
    expect(event).toMatchObject({ id: (await lastBookingChange(booked.id)).id, type: 'booking', by: 'customer', data: { change: 'moved', date: '2026-11-26', time: '15:30' } });
    for (const who of ['asha', 'ravi', 'mohan', 'olga'] as const) {
      expect((await alertsOf(people[who], asked)).changes, who).toEqual([expect.objectContaining({ leadId: booked.id, change: 'moved', date: '2026-11-26', time: '15:30' })]);
    }
    expect((await alertsOf(people.kiran, asked)).changes).toEqual([]);
  });

  it('a refused move (a full time) records nothing on the lead', async () => {
    const full = { showroomId: 2, date: '2026-11-27', time: '10:00' };
    await book(app, full, { n: 9606 });
    await book(app, full, { n: 9607 });
    const booked = await book(app, { showroomId: 2, date: '2026-11-27', time: '11:00' }, { n: 9608 });
    const { rows } = await app.db.query<{ mobile: string }>('SELECT mobile FROM leads WHERE id = $1', [booked.id]);
    const res = await call(app, null, appointmentPaths.trackChange, {
      method: 'POST', json: { reference: await storedReference(app.db, booked.id), mobile: rows[0]!.mobile, action: 'change', date: full.date, time: full.time },
    });
    expect(res.status).toBe(409);
    expect(await timelineOf(people.olga, booked.id)).toEqual([]);
    expect((await leadOf(app, people.olga, booked.id)).version).toBe(0);
  });
});
