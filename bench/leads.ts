/**
 * The lead desk with a million enquiries (bench/lead-rows.ts): the online list (each tab,
 * filters, a search), the Today query and the dashboard figures, each timed through the
 * HTTP API with a signed-in session beside the very code the server runs for it (its own
 * repository functions, straight through the driver); then the server side of a device's
 * first sync (every page) and of a delta of 50 changes.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../server/db/connect.ts';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/log.ts';
import type { ResolvedDeps } from '../server/deps.ts';
import { leadChanges } from '../server/leads/lead-changes.ts';
import { leadListIds, type LeadListFilter } from '../server/leads/lead-list-repository.ts';
import { leadRecords } from '../server/leads/lead-records.ts';
import { leadSummary } from '../server/leads/lead-summary-repository.ts';
import { daysBefore, istToday } from '../server/leads/ist-day.ts';
import { leadPaths, type LeadChanges, type LeadListPage, type LeadTab } from '#contract/lead-api.ts';
import { leadGroups } from '#contract/lead-statuses.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import type { AdminSession } from '../tests/faults/support/admin-session.ts';
import { searchFragment } from './finance-rows.ts';
import { benchStaffIds } from './lead-rows.ts';
import { timeRuns, type Summary } from './stats.ts';
import { explain } from './reports.ts';

const pageSize = 20;
const syncPageSize = 1000;

interface ListCase {
  label: string;
  tab: LeadTab;
  filters?: Partial<Pick<LeadListFilter, 'showroom' | 'owner' | 'kind' | 'status' | 'q'>>;
}

const listCases: ListCase[] = [
  { label: 'Today tab (the Today query)', tab: 'today' },
  { label: 'Open tab', tab: 'open' },
  { label: 'Closed tab', tab: 'closed' },
  { label: 'Closed, showroom 2, finance (filters)', tab: 'closed', filters: { showroom: 2, kind: 'finance' } },
  { label: `Open, owner ${benchStaffIds[2]}`, tab: 'open', filters: { owner: benchStaffIds[2] } },
  { label: `Closed, search "${searchFragment}"`, tab: 'closed', filters: { q: searchFragment } },
];

function queryString(c: ListCase): string {
  const params = new URLSearchParams({ tab: c.tab, limit: String(pageSize) });
  for (const [k, v] of Object.entries(c.filters ?? {})) params.set(k, String(v));
  return params.toString();
}

export interface Timing {
  label: string;
  api: Summary;
  sql: Summary;
  answered: string;
}

/** What the server's handlers do, on a database of our own. */
function directDeps(db: Db): ResolvedDeps {
  return { db, config: loadConfig({ LOG_LEVEL: 'silent' }), log: createLogger('silent'), now: () => new Date() };
}

async function listDirect(db: Queryable, c: ListCase): Promise<void> {
  const filter: LeadListFilter = { tab: c.tab, ...c.filters, dueBefore: istToday(new Date()).end };
  const { ids } = await leadListIds(db, filter, { limit: pageSize, offset: 0 });
  await leadRecords(db, ids);
}

async function summaryDirect(db: Queryable): Promise<void> {
  const now = new Date();
  const day = istToday(now);
  await leadSummary(db, { now, today: day.today, dayStart: day.start, dayEnd: day.end, funnelSince: daysBefore(now, 30) });
}

async function syncDirect(deps: ResolvedDeps, since: string): Promise<{ leads: number; events: number; pages: number }> {
  let cursor = since;
  const seen = { leads: 0, events: 0, pages: 0 };
  for (;;) {
    const page = await leadChanges(deps, cursor, syncPageSize);
    seen.leads += page.leads.length;
    seen.events += page.events.length;
    seen.pages += 1;
    cursor = page.cursor;
    if (!page.more) return seen;
  }
}

async function syncApi(session: AdminSession, since: string): Promise<{ leads: number; events: number; pages: number; cursor: string }> {
  let cursor = since;
  const seen = { leads: 0, events: 0, pages: 0, cursor };
  for (;;) {
    const res = await session.fetch(`${leadPaths.changes}?since=${cursor}&limit=${syncPageSize}`);
    if (!res.ok) throw new Error(`changes: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as LeadChanges;
    seen.leads += page.leads.length;
    seen.events += page.events.length;
    seen.pages += 1;
    cursor = page.cursor;
    if (!page.more) return { ...seen, cursor };
  }
}

async function postEvent(session: AdminSession, leadId: string, body: Record<string, unknown>): Promise<void> {
  const id = randomUUID();
  const res = await session.fetch(leadPaths.events(leadId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id },
    body: JSON.stringify({ id, at: new Date().toISOString(), ...body }),
  });
  if (res.status !== 201) throw new Error(`event: ${res.status} ${await res.text()}`);
}

/** Runs `fn` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i] as T, i);
    }
  }));
}

/**
 * Works the open leads as a showroom day would, through the API: a third called without
 * an answer, a third moved on with a follow-up (some today, some overdue, some later), a
 * third given to a staff member.
 */
export async function workOpenLeads(session: AdminSession): Promise<string[]> {
  const open: { id: string; group: keyof typeof leadGroups }[] = [];
  for (let page = 1; ; page += 1) {
    const res = await session.fetch(`${leadPaths.list}?tab=open&limit=100&page=${page}`);
    const body = (await res.json()) as LeadListPage;
    open.push(...body.data.map((l) => ({ id: l.id, group: l.group })));
    if (page >= body.totalPages) break;
  }
  const hour = 3_600_000;
  await inParallel(open, 8, async (lead, i) => {
    if (i % 3 === 0) await postEvent(session, lead.id, { baseVersion: 0, type: 'call', data: { channel: 'phone', outcome: 'no_answer' } });
    if (i % 3 === 1) {
      await postEvent(session, lead.id, { baseVersion: 0, type: 'status', data: { status: leadGroups[lead.group].statuses[1]!.id } });
      const at = new Date(Date.now() + ((i % 9) - 4) * 12 * hour).toISOString();
      await postEvent(session, lead.id, { baseVersion: 1, type: 'followup', data: { at } });
    }
    if (i % 3 === 2) await postEvent(session, lead.id, { baseVersion: 0, type: 'assign', data: { ownerId: benchStaffIds[i % benchStaffIds.length] } });
  });
  return open.map((l) => l.id);
}

/** The list cases and the summary as the server runs them; EXPLAIN ANALYZE of any that comes near its target. */
export async function timeListDirect(db: Db, runs: number): Promise<{ timings: Summary[]; plans: string[] }> {
  const steps = [...listCases.map((c) => ({ label: c.label, run: (q: Queryable) => listDirect(q, c) })), { label: 'summary', run: summaryDirect }];
  const timings: Summary[] = [];
  const plans: string[] = [];
  for (const step of steps) {
    const timing = await timeRuns(() => step.run(db), runs);
    timings.push(timing);
    if (timing.p95 >= 25) plans.push(`EXPLAIN ANALYZE, ${step.label}:\n${await explain(db, step)}`);
  }
  return { timings, plans };
}

export async function timeListApi(session: AdminSession, runs: number, direct: Summary[]): Promise<Timing[]> {
  const out: Timing[] = [];
  for (const [i, c] of listCases.entries()) {
    let answered = '';
    const api = await timeRuns(async () => {
      const res = await session.fetch(`${leadPaths.list}?${queryString(c)}`);
      const text = await res.text();
      if (!res.ok) throw new Error(`${c.label}: ${res.status} ${text.slice(0, 300)}`);
      const page = JSON.parse(text) as LeadListPage;
      answered = `${page.totalRecords} leads, ${page.data.length} on the page`;
    }, runs);
    out.push({ label: `GET /api/leads, ${c.label}`, api, sql: direct[i] as Summary, answered });
  }
  let answered = '';
  const api = await timeRuns(async () => {
    const res = await session.fetch(leadPaths.summary);
    const body = (await res.json()) as { newToday: number; dueToday: number; overdue: number; slaBreached: number };
    answered = `new ${body.newToday}, due ${body.dueToday}, overdue ${body.overdue}, SLA breached ${body.slaBreached}`;
  }, runs);
  out.push({ label: 'GET /api/leads/summary', api, sql: direct[listCases.length] as Summary, answered });
  return out;
}

export interface SyncTimings {
  first: Timing;
  delta: Timing;
}

/** Makes a delta of `changes` notes on distinct open leads after a full pull; returns the cursor before them. */
export async function makeDelta(session: AdminSession, openIds: string[], changes: number): Promise<string> {
  const { cursor } = await syncApi(session, '0');
  await inParallel(openIds.slice(0, changes), 5, (id) => postEvent(session, id, { baseVersion: 0, type: 'note', data: { text: 'Asked for the on-road price' } }));
  return cursor;
}

export async function timeSyncDirect(db: Db, deltaCursor: string, runs: number): Promise<{ first: Summary; delta: Summary }> {
  const deps = directDeps(db);
  return {
    first: await timeRuns(async () => void (await syncDirect(deps, '0')), Math.min(runs, 10), 1),
    delta: await timeRuns(async () => void (await syncDirect(deps, deltaCursor)), runs),
  };
}

export async function timeSyncApi(session: AdminSession, deltaCursor: string, runs: number, direct: { first: Summary; delta: Summary }): Promise<SyncTimings> {
  let first = '';
  const firstApi = await timeRuns(async () => {
    const seen = await syncApi(session, '0');
    first = `${seen.leads} leads (${seen.pages} pages of up to ${syncPageSize}), ${seen.events} events`;
  }, Math.min(runs, 10), 1);
  let delta = '';
  const deltaApi = await timeRuns(async () => {
    const seen = await syncApi(session, deltaCursor);
    delta = `${seen.leads} leads, ${seen.events} events`;
  }, runs);
  return {
    first: { label: 'first sync (since=0), every page', api: firstApi, sql: direct.first, answered: first },
    delta: { label: 'delta sync of 50 changes', api: deltaApi, sql: direct.delta, answered: delta },
  };
}
