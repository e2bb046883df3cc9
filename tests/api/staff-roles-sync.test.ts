/**
 * A change of an account's showrooms reaches its devices' copies (docs/roles.md "A change
 * of showrooms"): a Sales account given another showroom gets that showroom's leads on its
 * next sync, untouched ones too, with their whole timelines; one that loses a showroom
 * has its leads dropped from the device, except one with the device's own work still
 * waiting. Against the real app, the device's copy in fake-indexeddb.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPaths, type LeadChanges } from '#contract/lead-api.ts';
import { LeadDeskDb } from '../../src/admin/leads/lead-db.ts';
import { pullLeadChanges } from '../../src/admin/leads/lead-sync.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { pullAll, recordEvent, submitEnquiry } from '../support/lead-desk.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let owner: AdminSession;
let sales: AdminSession;
/** Showroom -> the lead ids submitted for it. */
const leadsOf = new Map<number, string[]>();

beforeAll(async () => {
  app = await startTestApp();
  await createAdmin(app.db, 'sync-owner', 'Sync-Owner-Password', { role: 'owner' });
  await createAdmin(app.db, 'sync-sales', 'Sync-Sales-Password', { role: 'sales' });
  await app.db.query(`UPDATE admins SET showroom_ids = '{2}' WHERE user_id = 'sync-sales'`);
  owner = await signIn(app, 'sync-owner', 'Sync-Owner-Password');
  sales = await signIn(app, 'sync-sales', 'Sync-Sales-Password');
  for (const showroom of [1, 2, 2, 3, 3]) {
    const id = await submitEnquiry(app, 'finance', { name: `Showroom ${showroom} Buyer`, preferredShowroom: String(showroom) });
    leadsOf.set(showroom, [...(leadsOf.get(showroom) ?? []), id]);
    // A timeline written before any sync below: it must reach a device that gains the showroom.
    await recordEvent(app, owner, id, { type: 'note', data: { text: `Asked about the EMI at showroom ${showroom}` } }, 0);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const idsIn = (...showrooms: number[]) => showrooms.flatMap((s) => leadsOf.get(s) ?? []).sort();

async function giveShowrooms(showroomIds: number[]): Promise<void> {
  const res = await call(app, owner, leadPaths.staffAccount('sync-sales'), { method: 'PATCH', json: { showroomIds } });
  expect(res.status).toBe(200);
}

function device() {
  const db = new LeadDeskDb(`scope-desk-${randomUUID()}`);
  const pull = () => pullLeadChanges(db, async (path) => {
    const res = await call(app, sales, path);
    expect(res.status).toBe(200);
    return (await res.json()) as LeadChanges;
  });
  return { db, pull, leadIds: async () => ((await db.leads.toCollection().primaryKeys()) as string[]).sort() };
}

describe('a change of showrooms', () => {
  it('sends the new showroom\'s untouched leads whole on the next delta, marked reset, then carries on as a delta', async () => {
    await giveShowrooms([2]);
    const first = await pullAll(app, sales, '0');
    expect(first.pages.flatMap((p) => p.leads.map((l) => l.id)).sort()).toEqual(idsIn(2));
    // Nothing about the leads changes: only the account's showrooms.
    await giveShowrooms([2, 3]);
    const after = await pullAll(app, sales, first.cursor);
    expect(after.pages[0]?.reset).toBe(true);
    expect(after.pages.flatMap((p) => p.leads.map((l) => l.id)).sort()).toEqual(idsIn(2, 3));
    // Each newly visible lead comes with its whole timeline (its 'created' event at least).
    const eventLeads = new Set(after.pages.flatMap((p) => p.events.map((e) => e.leadId)));
    for (const id of idsIn(3)) expect(eventLeads.has(id)).toBe(true);
    // The next sync is an ordinary delta again: nothing new, no reset.
    const quiet = await pullAll(app, sales, after.cursor);
    expect(quiet.pages.map((p) => [p.reset ?? false, p.leads.length])).toEqual([[false, 0]]);
  });

  it('a role change restarts the sync too; an account whose scope did not change is not reset', async () => {
    const ownerFirst = await pullAll(app, owner, '0');
    const salesFirst = await pullAll(app, sales, '0');
    const res = await call(app, owner, leadPaths.staffAccount('sync-sales'), { method: 'PATCH', json: { role: 'manager' } });
    expect(res.status).toBe(200);
    const salesNext = await pullAll(app, sales, salesFirst.cursor);
    expect(salesNext.pages[0]?.reset).toBe(true);
    const ownerNext = await pullAll(app, owner, ownerFirst.cursor);
    expect(ownerNext.pages.every((p) => p.reset === undefined)).toBe(true);
    expect(ownerNext.pages.flatMap((p) => p.leads)).toEqual([]);
    const back = await call(app, owner, leadPaths.staffAccount('sync-sales'), { method: 'PATCH', json: { role: 'sales' } });
    expect(back.status).toBe(200);
  });

  it("the device's copy gains the new showroom's leads and drops those of one taken away", async () => {
    await giveShowrooms([2]);
    const tablet = device();
    await tablet.pull();
    expect(await tablet.leadIds()).toEqual(idsIn(2));
    await giveShowrooms([2, 3]);
    await tablet.pull();
    expect(await tablet.leadIds()).toEqual(idsIn(2, 3));
    await giveShowrooms([3]);
    await tablet.pull();
    expect(await tablet.leadIds()).toEqual(idsIn(3));
    const eventsLeft = new Set((await tablet.db.events.toArray()).map((e) => e.leadId));
    for (const id of idsIn(2)) expect(eventsLeft.has(id)).toBe(false);
    for (const id of idsIn(3)) expect(eventsLeft.has(id)).toBe(true);
    tablet.db.close();
  });

  it('keeps a lead out of sight on the device while its own change still waits to be sent', async () => {
    await giveShowrooms([2]);
    const tablet = device();
    await tablet.pull();
    const [kept] = idsIn(2);
    await tablet.db.events.put({
      id: randomUUID(), leadId: kept!, type: 'note', data: { text: 'Called, will visit Sunday' }, at: new Date().toISOString(), by: 'sync-sales',
      byName: 'Sync Sales', receivedAt: new Date().toISOString(), version: 0, conflicts: [], resolvedBy: null, resolves: null, pending: 1, baseVersion: 1,
    });
    await giveShowrooms([3]);
    await tablet.pull();
    expect(await tablet.leadIds()).toEqual([kept!, ...idsIn(3)].sort());
    expect(await tablet.db.events.where('pending').equals(1).count()).toBe(1);
    tablet.db.close();
  });
});
