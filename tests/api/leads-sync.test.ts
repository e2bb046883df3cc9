/**
 * GET /api/leads/changes (docs/lead-desk.md, sync): a first sync gets the open leads and
 * those closed in the last 30 days with their timelines, page by page; later syncs get
 * every lead changed after the cursor; and a change whose transaction commits after a
 * later one is never stepped over, with one writer held open and with several at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPaths, type LeadChanges } from '#contract/lead-api.ts';
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { changesSince, pullAll, recordEvent, submitEnquiry } from '../support/lead-desk.ts';
import { until } from '../support/until.ts';

const day = 24 * 60 * 60_000;
const now = new Date('2026-11-23T06:00:00Z');
let clock = new Date(now);
let app: TestApp;
let session: AdminSession;
const password = 'sync test password';

/** Leads by what the first sync must do with them. */
const made = { open: [] as string[], closedLately: [] as string[], closedLongAgo: [] as string[] };
let firstCursor = '';

const ids = (pages: LeadChanges[]) => pages.flatMap((p) => p.leads.map((l) => l.id));

beforeAll(async () => {
  app = await startTestApp({ seed: false, now: () => clock, config: { sessionIdleMinutes: 365 * 24 * 60, sessionAbsoluteHours: 365 * 24 } });
  await createAdmin(app.db, 'meena', password, { userName: 'Meena' });
  // Change numbers cross from two digits to three within the pages: they must be compared as numbers.
  await app.db.query(`SELECT setval('lead_change_seq', 85)`);
  clock = new Date(now.getTime() - 60 * day);
  session = await signIn(app, 'meena', password);
  const kinds: EnquiryKind[] = ['product', 'service', 'contact', 'finance'];
  // Closed 40 days ago: not on a device any more.
  for (const kind of kinds) {
    const id = await submitEnquiry(app, kind);
    clock = new Date(now.getTime() - 40 * day);
    await recordEvent(app, session, id, { type: 'note', data: { text: 'old news' } }, 0);
    const status = kind === 'service' ? { status: 'done' } : kind === 'contact' ? { status: 'closed' } : { status: 'lost', reason: 'price' as const };
    await recordEvent(app, session, id, { type: 'status', data: status }, 1);
    made.closedLongAgo.push(id);
    clock = new Date(now.getTime() - 60 * day);
  }
  // Closed 10 days ago, and open ones with a little history.
  clock = new Date(now.getTime() - 10 * day);
  for (const kind of kinds) {
    const id = await submitEnquiry(app, kind);
    const status = kind === 'service' ? { status: 'cancelled', reason: 'not_interested' as const } : kind === 'contact' ? { status: 'closed' } : { status: 'delivered' };
    await recordEvent(app, session, id, { type: 'status', data: status }, 0);
    made.closedLately.push(id);
  }
  for (let i = 0; i < 9; i += 1) {
    const id = await submitEnquiry(app, kinds[i % kinds.length]!);
    if (i % 3 === 0) await recordEvent(app, session, id, { type: 'call', data: { channel: 'phone', outcome: 'no_answer' } }, 0);
    made.open.push(id);
  }
  clock = new Date(now);
}, 300_000);
afterAll(async () => {
  await app?.close();
});

describe('first sync', () => {
  it('pages the open leads and those closed in the last 30 days, each with its whole timeline', async () => {
    const { cursor, pages } = await pullAll(app, session, '0', 4);
    expect(pages.length).toBe(4);
    expect(pages.slice(0, -1).every((p) => p.more && p.leads.length === 4 && /^\d+\.\d+$/.test(p.cursor))).toBe(true);
    expect(pages.at(-1)!.more).toBe(false);
    const seen = ids(pages);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual([...made.open, ...made.closedLately].sort());
    // Each lead's events, complete: a closed one has its status change, an open one its call.
    const events = pages.flatMap((p) => p.events);
    for (const lead of pages.flatMap((p) => p.leads)) {
      const own = events.filter((e) => e.leadId === lead.id);
      expect(own.map((e) => e.version), lead.id).toEqual(Array.from({ length: lead.version }, (_, i) => i + 1));
    }
    expect(cursor).toMatch(/^\d+$/);
    firstCursor = cursor;
    // Nothing changed since: an empty answer that keeps the cursor.
    expect(await changesSince(app, session, cursor)).toEqual({ cursor, leads: [], events: [], more: false });
  });
});

describe('delta', () => {
  it('answers every lead changed after the cursor, once, with its timeline', async () => {
    const before = firstCursor;
    const [a, b] = made.open;
    await recordEvent(app, session, a!, { type: 'note', data: { text: 'second visit' } }, 1);
    await recordEvent(app, session, b!, { type: 'followup', data: { at: '2026-11-24T05:00:00.000Z' } }, 0);
    await recordEvent(app, session, b!, { type: 'note', data: { text: 'wants a quote' } }, 1);
    const fresh = await submitEnquiry(app, 'offer');
    // A lead closed long ago and touched again: the device never held it, so it comes whole.
    const old = made.closedLongAgo[0]!;
    await recordEvent(app, session, old, { type: 'status', data: { status: 'contacted' } }, 2);

    const { cursor, pages } = await pullAll(app, session, before);
    expect(ids(pages).sort()).toEqual([a!, b!, fresh, old].sort());
    const events = pages.flatMap((p) => p.events);
    expect(events.filter((e) => e.leadId === old).map((e) => e.type)).toEqual(['note', 'status', 'status']);
    expect(events.filter((e) => e.leadId === b).map((e) => e.version)).toEqual([1, 2]);
    expect(pages.flatMap((p) => p.leads).find((l) => l.id === b)!.nextFollowUpAt).toBe('2026-11-24T05:00:00.000Z');
    expect(BigInt(cursor)).toBeGreaterThan(BigInt(before));
    firstCursor = cursor;
  });

  it('pages a delta in change order without repeating or dropping a lead', async () => {
    const changed = made.open.slice(2, 9);
    for (const id of changed) await recordEvent(app, session, id, { type: 'assign', data: { showroomId: 2 } }, (await versionOf(id)));
    const { cursor, pages } = await pullAll(app, session, firstCursor, 2);
    expect(pages.map((p) => p.leads.length)).toEqual([2, 2, 2, 1]);
    expect(ids(pages).sort()).toEqual([...changed].sort());
    expect(pages.flatMap((p) => p.leads).every((l) => l.showroomId === 2)).toBe(true);
    firstCursor = cursor;
  });

  it('refuses a cursor it never gave with a 400', async () => {
    for (const since of ['-1', 'abc', '1.2.3', '99999999999999999999', '9223372036854775808']) {
      const res = await call(app, session, `${leadPaths.changes}?since=${since}`);
      expect(res.status, since).toBe(400);
      expect(((await res.json()) as { message: string }).message, since).toMatch(/^since: /);
    }
  });
});

/** Sessions of this test's database waiting for next_lead_change()'s lock (key 7303106, migration 006). */
async function changeLockWaiters(): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks
      WHERE locktype = 'advisory' AND objid = 7303106 AND NOT granted
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  return rows[0]?.n ?? 0;
}

async function versionOf(leadId: string): Promise<number> {
  const { rows } = await app.db.query<{ version: number }>('SELECT version FROM leads WHERE id = $1', [leadId]);
  return rows[0]!.version;
}

describe('concurrent writers', () => {
  it('a change that commits after a later one is not stepped over', async () => {
    const [slowLead, quickLead] = made.open.slice(0, 2) as [string, string];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let tookNumber!: () => void;
    const numberTaken = new Promise<void>((resolve) => {
      tookNumber = resolve;
    });
    // A writer takes its change number first and commits last.
    const slow = app.db.transaction(async (tx) => {
      await tx.query('UPDATE leads SET showroom_id = 4, change_seq = next_lead_change() WHERE id = $1', [slowLead]);
      tookNumber();
      await gate;
    });
    await numberTaken;
    // A later writer takes a larger number and commits (PGlite runs one transaction at a
    // time, so there it waits for the first).
    const quick = recordEvent(app, session, quickLead, { type: 'note', data: { text: 'quick' } }, 0);
    if (app.db.kind === 'postgres') await quick;
    let answered = false;
    const pull = changesSince(app, session, firstCursor).then((page) => {
      answered = true;
      return page;
    });
    if (app.db.kind === 'postgres') {
      // The pull is seen waiting for the change-number lock the slow writer holds.
      await until(() => changeLockWaiters(), (n) => n > 0, { giveUpAfterMs: Infinity, everyMs: 20 });
    } else {
      // PGlite queues the pull behind the open transaction inside this process, where
      // nothing shows it waiting: a pause gives a wrong early answer time to arrive.
      await sleep(300);
    }
    expect(answered).toBe(false);
    release();
    await slow;
    const first = await pull;
    await quick;
    const second = await pullAll(app, session, first.cursor);
    const seen = [...ids([first]), ...ids(second.pages)];
    expect(seen).toContain(slowLead);
    expect(seen).toContain(quickLead);
    expect([first, ...second.pages].flatMap((p) => p.leads).find((l) => l.id === slowLead)!.showroomId).toBe(4);
    firstCursor = second.cursor;
  });

  it('several writers and a reader at once: the reader ends with every event and every lead version', async () => {
    const leadsToWrite = made.open;
    const versions = new Map<string, number>();
    for (const id of leadsToWrite) versions.set(id, await versionOf(id));
    const stored: string[] = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; i < 8; i += 1) {
        const id = leadsToWrite[(w * 3 + i) % leadsToWrite.length]!;
        const { event } = await recordEvent(app, session, id, { type: 'note', data: { text: `writer ${w} note ${i}` } }, 0);
        stored.push(event.id);
      }
    };
    const seenEvents = new Set<string>();
    const seenVersions = new Map<string, number>();
    let cursor = firstCursor;
    const take = (page: LeadChanges) => {
      for (const e of page.events) seenEvents.add(e.id);
      for (const l of page.leads) seenVersions.set(l.id, Math.max(seenVersions.get(l.id) ?? 0, l.version));
      cursor = page.cursor;
    };
    const reader = async () => {
      while (writing) {
        take(await changesSince(app, session, cursor, 3));
        await sleep(5);
      }
    };
    const reading = reader();
    await Promise.all([0, 1, 2, 3].map(writer));
    writing = false;
    await reading;
    for (const page of (await pullAll(app, session, cursor, 3)).pages) take(page);
    expect(stored).toHaveLength(32);
    expect(stored.filter((id) => !seenEvents.has(id))).toEqual([]);
    for (const id of leadsToWrite) expect(seenVersions.get(id), id).toBe(await versionOf(id));
  }, 120_000);
});

