/**
 * Brings the device's copy up to date (docs/lead-desk.md): GET
 * /api/leads/changes?since=<cursor> until the server says nothing more waits, each page
 * stored in one transaction with the cursor it ends at, so an interrupted pull resumes
 * where it stopped. Closed leads older than the kept window are dropped afterwards. A page
 * marked `reset` (the account's showrooms or role changed) replaces the copy: leads now out
 * of sight go, except those with work still waiting to be sent.
 */
import { closedLeadsKeptDays, leadPaths, type LeadChanges } from '#contract/lead-api.ts';
import { deskMemory } from './desk-memory.ts';
import { readCursor, type LeadDeskDb, type LocalLeadEvent } from './lead-db.ts';

type FetchChanges = (path: string) => Promise<LeadChanges>;

interface PullReport {
  leads: number;
  events: number;
  pages: number;
}

const dayMs = 24 * 60 * 60_000;

/** The most a page may hold (the server's limit): fewer round trips for a first sync. */
const pullPageSize = 2000;

export async function pullLeadChanges(database: LeadDeskDb, fetchChanges: FetchChanges, now: () => number = Date.now): Promise<PullReport> {
  const report: PullReport = { leads: 0, events: 0, pages: 0 };
  const ask = (cursor: string) => fetchChanges(`${leadPaths.changes}?since=${encodeURIComponent(cursor)}&limit=${pullPageSize}`);
  let page = await ask(await readCursor(database));
  for (;;) {
    // The next page is asked for while this one is stored: the network and IndexedDB work at once.
    const next = page.more ? ask(page.cursor) : undefined;
    // A failed store must not leave the next request's failure unhandled.
    next?.catch(() => undefined);
    await storePage(database, page, now());
    report.pages += 1;
    report.leads += page.leads.length;
    report.events += page.events.length;
    if (!next) break;
    page = await next;
  }
  await dropOldClosedLeads(database, now());
  return report;
}

async function storePage(database: LeadDeskDb, page: LeadChanges, at: number): Promise<void> {
  const events: LocalLeadEvent[] = page.events.map((e) => ({ ...e, pending: 0, baseVersion: e.version - 1 }));
  const dropped = await database.transaction('rw', database.leads, database.events, database.meta, async () => {
    const drop = page.reset ? await dropCopy(database) : [];
    await database.leads.bulkPut(page.leads);
    // The server's copy of an event made here replaces the waiting one (same id).
    await database.events.bulkPut(events);
    await database.meta.bulkPut([
      { key: 'cursor', value: page.cursor },
      { key: 'syncedAt', value: at },
    ]);
    return drop;
  });
  if (dropped.length > 0) deskMemory(database).forget(dropped);
  deskMemory(database).remember(page.leads, events);
}

/** Drops every lead and stored event, keeping leads with events still waiting; the ids dropped. */
async function dropCopy(database: LeadDeskDb): Promise<string[]> {
  const waiting = new Set((await database.events.where('pending').equals(1).toArray()).map((e) => e.leadId));
  const drop = (await database.leads.toCollection().primaryKeys()).filter((id) => !waiting.has(id));
  await database.leads.bulkDelete(drop);
  await database.events.where('pending').equals(0).delete();
  return drop;
}

/** The device keeps open leads and those closed within the window, plus any with work still waiting. */
async function dropOldClosedLeads(database: LeadDeskDb, at: number): Promise<void> {
  const before = new Date(at - closedLeadsKeptDays * dayMs).toISOString();
  const dropped = await database.transaction('rw', database.leads, database.events, async () => {
    const old = await database.leads.where('closedAt').below(before).primaryKeys();
    if (old.length === 0) return [];
    const waiting = new Set((await database.events.where('pending').equals(1).toArray()).map((e) => e.leadId));
    const drop = old.filter((id) => !waiting.has(id));
    await database.leads.bulkDelete(drop);
    await database.events.where('leadId').anyOf(drop).delete();
    return drop;
  });
  if (dropped.length > 0) deskMemory(database).forget(dropped);
}
