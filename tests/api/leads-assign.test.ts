/**
 * Who may give a lead to whom (docs/roles.md "Giving out leads"), on the real app and
 * database: Sales take an unowned lead of their showroom for themselves ("Assign to me");
 * one taken meanwhile is a 409 naming who has it, giving it to someone else or moving it a
 * 403, a lead of another showroom unknown (404); Owners and Managers give a lead to anyone
 * who sees it at its showroom. A refused event stores nothing and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession } from '../support/admin-session.ts';
import { eventBody, leadOf, postEvent, recordEvent, submitEnquiry } from '../support/lead-desk.ts';
import { deskTeam, signedInStaff, type DeskTeamMember } from '../support/staff-sessions.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let people: Record<DeskTeamMember, AdminSession>;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  people = await signedInStaff(app, deskTeam);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const lead = (showroom: number | '') => submitEnquiry(app, 'product', { preferredShowroom: showroom === '' ? '' : String(showroom) });

async function storedEvents(leadId: string): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_events WHERE lead_id = $1', [leadId]);
  return rows[0]!.n;
}

async function refused(who: keyof typeof people, leadId: string, data: Record<string, unknown>, baseVersion: number, status: number, message: RegExp): Promise<void> {
  const before = await leadOf(app, people.olga, leadId);
  const events = await storedEvents(leadId);
  const res = await postEvent(app, people[who], leadId, eventBody({ type: 'assign', data }, baseVersion));
  expect(res.status, JSON.stringify(data)).toBe(status);
  expect(((await res.json()) as { message: string }).message).toMatch(message);
  expect(await storedEvents(leadId)).toBe(events);
  expect(await leadOf(app, people.olga, leadId)).toEqual(before);
}

describe('Sales', () => {
  it('take an unowned lead of their showroom for themselves', async () => {
    const id = await lead(2);
    const { lead: taken } = await recordEvent(app, people.asha, id, { type: 'assign', data: { ownerId: 'asha' } }, 0);
    expect(taken).toMatchObject({ ownerId: 'asha', ownerName: 'Asha Rani', showroomId: 2, version: 1 });
  });

  it('cannot take a lead someone has taken meanwhile: 409 naming who has it', async () => {
    const id = await lead(2);
    await recordEvent(app, people.ravi, id, { type: 'assign', data: { ownerId: 'ravi' } }, 0);
    // Asha's tablet still had it unowned (version 0).
    await refused('asha', id, { ownerId: 'asha' }, 0, 409, /^Ravi Kumar has already taken this lead/);
    // Given to her by the Manager, it is hers.
    await recordEvent(app, people.mohan, id, { type: 'assign', data: { ownerId: 'asha' } }, 1);
    expect((await leadOf(app, people.olga, id)).ownerId).toBe('asha');
  });

  it('cannot give a lead to someone else, let it go, or move it to another showroom: 403', async () => {
    const id = await lead(2);
    await refused('asha', id, { ownerId: 'ravi' }, 0, 403, /^You can only take a lead for yourself/);
    await refused('asha', id, { ownerId: 'asha', showroomId: 3 }, 0, 403, /^Only an Owner or a Manager can move a lead/);
    await refused('asha', id, { showroomId: null }, 0, 403, /^Only an Owner or a Manager/);
    await recordEvent(app, people.asha, id, { type: 'assign', data: { ownerId: 'asha' } }, 0);
    await refused('asha', id, { ownerId: null }, 1, 403, /^You can only take a lead for yourself/);
  });

  it('cannot take a lead of another showroom, or one with none: it is not theirs to see (404)', async () => {
    for (const showroom of [3, ''] as const) {
      const id = await lead(showroom);
      await refused('asha', id, { ownerId: 'asha' }, 0, 404, /^Lead not found$/);
    }
  });
});

describe('Owners and Managers', () => {
  it('give a lead to anyone who sees it at its showroom, and no one else', async () => {
    const id = await lead(2);
    await refused('mohan', id, { ownerId: 'kiran' }, 0, 400, /^ownerId: Kiran Pal does not work at /);
    await refused('olga', id, { ownerId: 'kiran' }, 0, 400, /^ownerId: Kiran Pal does not work at /);
    const given = await recordEvent(app, people.mohan, id, { type: 'assign', data: { ownerId: 'ravi' } }, 0);
    expect(given.lead).toMatchObject({ ownerId: 'ravi', ownerName: 'Ravi Kumar' });
    // Moved with the lead in one event, Kiran sees it there.
    const moved = await recordEvent(app, people.olga, id, { type: 'assign', data: { ownerId: 'kiran', showroomId: 3 } }, 1);
    expect(moved.lead).toMatchObject({ ownerId: 'kiran', showroomId: 3 });
  });

  it('a lead with no showroom goes only to those who see such leads, unless the showroom is given too', async () => {
    const id = await lead('');
    await refused('olga', id, { ownerId: 'asha' }, 0, 400, /^ownerId: Asha Rani does not see leads without a showroom/);
    const managed = await recordEvent(app, people.olga, id, { type: 'assign', data: { ownerId: 'mohan' } }, 0);
    expect(managed.lead.ownerId).toBe('mohan');
    const routed = await recordEvent(app, people.mohan, id, { type: 'assign', data: { ownerId: 'asha', showroomId: 2 } }, 1);
    expect(routed.lead).toMatchObject({ ownerId: 'asha', showroomId: 2 });
  });
});
