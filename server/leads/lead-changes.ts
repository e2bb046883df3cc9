/**
 * GET /api/leads/changes?since=<cursor>&limit=<n> (docs/lead-desk.md): what a device
 * needs to bring its copy up to date. A first sync (since=0) gets the open leads and those
 * closed in the last 30 days, each with its whole timeline; later syncs get every lead
 * changed after the cursor with the events made after it (lead-records.ts
 * `eventRecordsInRange`: a timeline of 300 notes is not sent again for one more), except
 * a lead the device may never have held (moved to another showroom, closed long ago and
 * touched again), which arrives complete. Pages end at a change number the
 * next request continues from; `more` says to ask again at once.
 */
import type { ResolvedDeps } from '../deps.ts';
import { closedLeadsKeptDays, type LeadChanges } from '#contract/lead-api.ts';
import { eventRecordsOfLeads, eventRecordsInRange, leadRecords } from './lead-records.ts';
import { deltaPage, firstSyncPage, syncHorizon, type SyncPage } from './lead-sync-repository.ts';
import { firstSyncCursor, isAfter, parseCursor } from './sync-cursor.ts';
import { daysBefore } from './ist-day.ts';
import { wholeSyncScope, type SyncScope } from './sync-scope.ts';

/**
 * `readScope`: the leads the person may see (server/auth/staff-scope.ts; no other lead is
 * answered) and when that last changed, read after the horizon (sync-scope.ts). A cursor
 * from before that change restarts as a first sync marked `reset`: the device drops its
 * copy, so leads now out of sight go and those newly in sight come whole.
 */
export async function leadChanges(
  deps: ResolvedDeps, since: string, limit: number, readScope: () => Promise<SyncScope> = wholeSyncScope,
): Promise<LeadChanges> {
  let cursor = parseCursor(since);
  const horizon = await syncHorizon(deps.db);
  const { scope, changedAt } = await readScope();
  let page: SyncPage;
  let next: string;
  const madeBefore = cursor.phase === 'delta' ? cursor.after : cursor.horizon;
  const reset = madeBefore !== null && isAfter(changedAt, madeBefore);
  if (reset) cursor = parseCursor('0');

  if (cursor.phase === 'first') {
    // A first sync stays with the horizon it started at; what changes meanwhile comes in the delta after it.
    const upTo = cursor.horizon ?? horizon;
    const closedSince = daysBefore(deps.now(), closedLeadsKeptDays);
    page = await firstSyncPage(deps.db, { after: cursor.after, upTo, closedSince, limit, scope });
    next = page.more ? firstSyncCursor(upTo, page.end) : upTo;
  } else if (!isAfter(horizon, cursor.after)) {
    // Nothing new (or a cursor from ahead of this database): the device keeps its cursor.
    return { cursor: cursor.after, leads: [], events: [], more: false };
  } else {
    page = await deltaPage(deps.db, { after: cursor.after, upTo: horizon, limit, scope });
    next = page.end;
  }
  const leads = await leadRecords(deps.db, page.ids);
  const events = cursor.phase === 'first'
    ? await eventRecordsOfLeads(deps.db, page.ids)
    : await eventRecordsInRange(deps.db, { after: cursor.after, upTo: page.end, scope }, page.whole);
  return { cursor: next, leads, events, more: page.more, ...(reset ? { reset: true } : {}) };
}
