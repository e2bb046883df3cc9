/**
 * The lead desk's device copy (docs/lead-desk.md) against the real app on PGlite:
 * a first pull and a delta pull into Dexie, events applied on the device at once and
 * sent by the real outbox with their id as Idempotency-Key (stored once however often
 * sent), two devices changing one lead offline (the conflict comes back and one tap
 * settles it), the closed-lead window, and logout dropping every lead.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeadChanges } from '#contract/lead-api.ts';
import { createAdminQueryClient } from '../../src/admin/data/admin-query-client.ts';
import { clearLeadDesk } from '../../src/admin/leads/clear-lead-desk.ts';
import { deskMemory } from '../../src/admin/leads/desk-memory.ts';
import { LeadDeskDb, leadDeskDb, readCursor } from '../../src/admin/leads/lead-db.ts';
import { pullLeadChanges } from '../../src/admin/leads/lead-sync.ts';
import { withWaitingEvents } from '../../src/admin/leads/lead-view.ts';
import { leadEventOutboxKind, recordDeskEvent, type DeskAuthor } from '../../src/admin/leads/record-desk-event.ts';
import { forgetAdminDevice } from '../../src/admin/session/forget-admin-device.ts';
import { createOutbox, type Outbox } from '../../src/lib/outbox/outbox.ts';
import { OutboxDb } from '../../src/lib/outbox/outbox-db.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { recordEvent, submitEnquiry } from '../support/lead-desk.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
const sessions: Record<'meena' | 'arjun', AdminSession> = {} as never;
const authors: Record<'meena' | 'arjun', DeskAuthor> = { meena: { userId: 'meena', userName: 'Meena' }, arjun: { userId: 'arjun', userName: 'Arjun' } };
const password = 'desk store password';

/** One tablet: its own lead copy and its own outbox, signed in as `who`. */
function tablet(who: 'meena' | 'arjun') {
  const db = new LeadDeskDb(`desk-${randomUUID()}`);
  const outboxDb = new OutboxDb(`outbox-${randomUUID()}`);
  const posted: string[] = [];
  const outbox: Outbox = createOutbox({
    openDb: () => outboxDb,
    csrfToken: () => sessions[who].csrf,
    fetch: (input, init) => {
      posted.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
      return app.fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: sessions[who].cookie } });
    },
  });
  const pull = () =>
    pullLeadChanges(db, async (path) => {
      const res = await call(app, sessions[who], path);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return (await res.json()) as LeadChanges;
    });
  return { db, outbox, outboxDb, posted, pull, author: authors[who] };
}

/** The list as the desk shows it: from memory, and derived afresh from what is stored; sorted by id. */
async function listsOf(db: LeadDeskDb) {
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  const waiting = await db.events.where('pending').equals(1).toArray();
  const stored = (await db.leads.toArray()).map((lead) => withWaitingEvents(lead, waiting)).sort(byId);
  const remembered = [...(deskMemory(db).store.getState().leads ?? [])].sort(byId);
  return { stored, remembered };
}

async function expectMemoryMatchesStore(db: LeadDeskDb) {
  const { stored, remembered } = await listsOf(db);
  expect(remembered).toEqual(stored);
}

async function viewOf(db: LeadDeskDb, id: string) {
  const lead = await db.leads.get(id);
  return withWaitingEvents(lead!, await db.events.where('leadId').equals(id).toArray());
}

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  await createAdmin(app.db, 'meena', password, { userName: 'Meena' });
  await createAdmin(app.db, 'arjun', password, { userName: 'Arjun' });
  sessions.meena = await signIn(app, 'meena', password);
  sessions.arjun = await signIn(app, 'arjun', password);
});

afterAll(async () => {
  await app?.close();
});

describe('the desk on a device', () => {
  it('pulls every open lead first, then only what changed after its cursor', async () => {
    const ids = [await submitEnquiry(app, 'product'), await submitEnquiry(app, 'service'), await submitEnquiry(app, 'contact')];
    const t = tablet('meena');
    const first = await t.pull();
    expect(first.leads).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect((await t.db.leads.get(id))?.status).toBe('new');
    const cursor = await readCursor(t.db);
    expect(cursor).not.toBe('0');

    // Nothing changed: an empty answer, the cursor stays.
    expect((await t.pull()).leads).toBe(0);
    expect(await readCursor(t.db)).toBe(cursor);

    // Someone else calls one lead: the next pull brings that lead and its timeline only.
    await recordEvent(app, sessions.arjun, ids[0]!, { type: 'call', data: { channel: 'phone', outcome: 'reached' } }, 0);
    const delta = await t.pull();
    expect(delta.leads).toBe(1);
    expect((await t.db.leads.get(ids[0]!))?.version).toBe(1);
    expect(await t.db.events.where('leadId').equals(ids[0]!).count()).toBe(1);
  });

  it('applies an event on the device at once and the outbox sends it once, however often it is sent', async () => {
    const id = await submitEnquiry(app, 'product');
    const t = tablet('meena');
    await t.pull();
    const lead = (await t.db.leads.get(id))!;
    // Offline: the outbox only stores.
    const event = await recordDeskEvent(t.db, lead, { type: 'status', data: { status: 'contacted' } }, t.author, { enqueue: (r) => t.outbox.enqueue(r) });
    expect(event.baseVersion).toBe(0);
    const view = await viewOf(t.db, id);
    expect(view.status).toBe('contacted');
    expect(view.waiting).toBe(1);
    expect(view.firstResponseAt).toBe(event.at);
    const entries = await t.outboxDb.requests.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: event.id, kind: leadEventOutboxKind, method: 'POST', path: `/api/leads/${id}/events`, auth: 'admin' });

    // Back online: sent with the event id as Idempotency-Key; the same request again stores nothing.
    expect((await t.outbox.flush()).sent).toEqual([event.id]);
    expect(t.posted).toEqual([event.id]);
    const again = await app.fetch(`/api/leads/${id}/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: sessions.meena.cookie, 'X-CSRF-Token': sessions.meena.csrf, 'Idempotency-Key': event.id },
      body: JSON.stringify(entries[0]!.body),
    });
    expect(again.status).toBe(201);
    const stored = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_events WHERE id = $1', [event.id]);
    expect(stored.rows[0]!.n).toBe(1);

    // The pull brings the server's copy: the event is no longer waiting, the lead says the same.
    await t.pull();
    const after = await viewOf(t.db, id);
    expect(after).toMatchObject({ status: 'contacted', version: 1, waiting: 0 });
    expect((await t.db.events.get(event.id))?.pending).toBe(0);
  });

  it("sends a lead's events in the order they were made, a later one waiting while an earlier one waits", async () => {
    const id = await submitEnquiry(app, 'product');
    const t = tablet('meena');
    await t.pull();
    const enqueue = { enqueue: (r: Parameters<Outbox['enqueue']>[0]) => t.outbox.enqueue(r) };
    const first = await recordDeskEvent(t.db, { id, name: 'x' }, { type: 'status', data: { status: 'contacted' } }, t.author, enqueue);
    const second = await recordDeskEvent(t.db, { id, name: 'x' }, { type: 'status', data: { status: 'booked' } }, t.author, enqueue);
    // The first is backing off after a failed send: the second must not overtake it.
    await t.outboxDb.requests.update(first.id, { nextAttemptAt: Date.now() + 60_000 });
    expect((await t.outbox.flush()).sent).toEqual([]);
    await t.outboxDb.requests.update(first.id, { nextAttemptAt: 0 });
    expect((await t.outbox.flush()).sent).toEqual([first.id, second.id]);
    await t.pull();
    expect((await viewOf(t.db, id)).status).toBe('booked');
  });

  it('keeps events made offline on the version the server last sent, so the server can flag a conflict', async () => {
    const id = await submitEnquiry(app, 'product');
    const meena = tablet('meena');
    const arjun = tablet('arjun');
    await Promise.all([meena.pull(), arjun.pull()]);
    const note = await recordDeskEvent(meena.db, { id, name: 'x' }, { type: 'note', data: { text: 'Wants blue' } }, meena.author, { enqueue: (r) => meena.outbox.enqueue(r) });
    const mine = await recordDeskEvent(meena.db, { id, name: 'x' }, { type: 'status', data: { status: 'booked' } }, meena.author, { enqueue: (r) => meena.outbox.enqueue(r) });
    expect([note.baseVersion, mine.baseVersion]).toEqual([0, 0]);
    await recordDeskEvent(arjun.db, { id, name: 'x' }, { type: 'status', data: { status: 'test_ride' } }, arjun.author, { enqueue: (r) => arjun.outbox.enqueue(r) });
    expect((await viewOf(meena.db, id)).status).toBe('booked');
    expect((await viewOf(arjun.db, id)).status).toBe('test_ride');

    // Arjun's tablet gets signal first, then Meena's: both kept, Meena's applied last and flagged.
    await arjun.outbox.flush();
    await meena.outbox.flush();
    await meena.pull();
    const lead = await viewOf(meena.db, id);
    expect(lead.status).toBe('booked');
    expect(lead.conflicts).toHaveLength(1);
    expect(lead.conflicts[0]).toMatchObject({ field: 'status', theirValue: 'test_ride', yourValue: 'booked', theirByName: 'Arjun', eventId: mine.id });
    expect(await meena.db.events.where('leadId').equals(id).count()).toBe(3);

    // One tap: keep theirs. It settles the flag and the lead takes Arjun's value.
    await recordDeskEvent(meena.db, lead, { type: 'status', data: { status: 'test_ride' } }, meena.author, { enqueue: (r) => meena.outbox.enqueue(r) }, mine.id);
    expect((await viewOf(meena.db, id)).status).toBe('test_ride');
    await meena.outbox.flush();
    await meena.pull();
    const settled = await viewOf(meena.db, id);
    expect(settled).toMatchObject({ status: 'test_ride', waiting: 0 });
    expect(settled.conflicts).toEqual([]);
  });

  it('drops leads closed before the kept window but keeps those with work still waiting', async () => {
    const t = tablet('meena');
    await t.pull();
    const [oldClosed, waiting] = await t.db.leads.limit(2).toArray();
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60_000).toISOString();
    await t.db.leads.bulkPut([{ ...oldClosed!, status: 'lost', closedAt: longAgo }, { ...waiting!, status: 'lost', closedAt: longAgo }]);
    await t.db.events.put({ id: randomUUID(), leadId: waiting!.id, type: 'note', data: { text: 'x' }, at: longAgo, by: 'meena', byName: 'Meena', receivedAt: longAgo, version: 1, conflicts: [], resolvedBy: null, resolves: null, pending: 1, baseVersion: 0 });
    await t.pull();
    expect(await t.db.leads.get(oldClosed!.id)).toBeUndefined();
    expect(await t.db.events.where('leadId').equals(oldClosed!.id).count()).toBe(0);
    expect(await t.db.leads.get(waiting!.id)).toBeDefined();
  });

  it('logout drops every lead, event and cursor from the device', async () => {
    vi.stubGlobal('localStorage', { clear: () => undefined });
    const db = leadDeskDb();
    await submitEnquiry(app, 'finance');
    await pullLeadChanges(db, async (path) => (await call(app, sessions.meena, path)).json() as Promise<LeadChanges>);
    expect(await db.leads.count()).toBeGreaterThan(0);
    await forgetAdminDevice(createAdminQueryClient());
    expect([await db.leads.count(), await db.events.count(), await readCursor(db)]).toEqual([0, 0, '0']);
    vi.unstubAllGlobals();
  });

  describe('the list in memory', () => {
    it('matches the stored copy after pulls, events made here, their server copies and logout', async () => {
      const t = tablet('meena');
      const memory = deskMemory(t.db);
      await memory.load();
      expect(memory.store.getState().leads).toEqual([]);
      const id = await submitEnquiry(app, 'product');
      await submitEnquiry(app, 'service');
      await t.pull();
      await expectMemoryMatchesStore(t.db);
      expect(memory.store.getState().leads!.find((l) => l.id === id)).toMatchObject({ status: 'new', waiting: 0 });

      const enqueue = { enqueue: (r: Parameters<Outbox['enqueue']>[0]) => t.outbox.enqueue(r) };
      await recordDeskEvent(t.db, { id, name: 'x' }, { type: 'status', data: { status: 'contacted' } }, t.author, enqueue);
      await recordDeskEvent(t.db, { id, name: 'x' }, { type: 'note', data: { text: 'Wants red' } }, t.author, enqueue);
      await expectMemoryMatchesStore(t.db);
      expect(memory.store.getState().leads!.find((l) => l.id === id)).toMatchObject({ status: 'contacted', waiting: 2 });

      await t.outbox.flush();
      await t.pull();
      await expectMemoryMatchesStore(t.db);
      expect(memory.store.getState().leads!.find((l) => l.id === id)).toMatchObject({ status: 'contacted', waiting: 0, version: 2 });

      await clearLeadDesk(t.db);
      expect(memory.store.getState().leads).toEqual([]);
      await expectMemoryMatchesStore(t.db);
    });

    it('applies a change reported while its first read runs on top of what the read returns', async () => {
      const t = tablet('meena');
      await submitEnquiry(app, 'finance');
      await t.pull();
      const [lead] = await t.db.leads.limit(1).toArray();
      const memory = deskMemory(t.db);
      const loading = memory.load();
      // Committed after the read took its snapshot (here: not stored at all, so the read cannot see it).
      const changed = { ...lead!, status: 'contacted', version: lead!.version + 1 };
      memory.remember([changed], []);
      await loading;
      expect(memory.store.getState().leads!.find((l) => l.id === lead!.id)).toMatchObject({ status: 'contacted', version: lead!.version + 1 });
    });

    it('drops closed leads past the kept window from memory too', async () => {
      const t = tablet('meena');
      await t.pull();
      const memory = deskMemory(t.db);
      await memory.load();
      const [old] = await t.db.leads.limit(1).toArray();
      await t.db.leads.put({ ...old!, status: 'lost', closedAt: new Date(Date.now() - 40 * 24 * 60 * 60_000).toISOString() });
      await t.pull();
      expect(memory.store.getState().leads!.some((l) => l.id === old!.id)).toBe(false);
      expect(await t.db.leads.get(old!.id)).toBeUndefined();
    });

    it("follows another tab's writes to the same database", async () => {
      const t = tablet('meena');
      const id = await submitEnquiry(app, 'product');
      await t.pull();
      const otherTab = new LeadDeskDb(t.db.name);
      const theirs = deskMemory(otherTab);
      await theirs.load();
      expect(theirs.store.getState().leads!.find((l) => l.id === id)).toMatchObject({ status: 'new', waiting: 0 });
      await recordDeskEvent(t.db, { id, name: 'x' }, { type: 'status', data: { status: 'booked' } }, t.author, { enqueue: (r) => t.outbox.enqueue(r) });
      await vi.waitFor(() => expect(theirs.store.getState().leads!.find((l) => l.id === id)).toMatchObject({ status: 'booked', waiting: 1 }));
      otherTab.close();
    });
  });
});
