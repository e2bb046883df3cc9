/**
 * GET /api/leads/changes?since=<cursor>&limit=<n> (README "Lead desk"): what a device
 * needs to bring its copy up to date. A first sync (since=0) gets the open leads and those
 * closed in the last 30 days; later syncs get every lead changed after the cursor. Each
 * lead comes with its whole timeline, so a lead the device has never held (reopened,
 * closed long ago and touched again) arrives complete. Pages end at a change number the
 * next request continues from; `more` says to ask again at once.
 */
import type { ResolvedDeps } from '../deps.ts';
import { closedLeadsKeptDays, type LeadChanges } from '../../src/contract/lead-api.ts';
import { eventRecordsOfLeads, leadRecords } from './lead-records.ts';
import { deltaPage, firstSyncPage, syncHorizon, type SyncPage } from './lead-sync-repository.ts';
import { firstSyncCursor, isAfter, parseCursor } from './sync-cursor.ts';
import { daysBefore } from './ist-day.ts';

export async function leadChanges(deps: ResolvedDeps, since: string, limit: number): Promise<LeadChanges> {
  const cursor = parseCursor(since);
  const horizon = await syncHorizon(deps.db);
  let page: SyncPage;
  let next: string;
  if (cursor.phase === 'first') {
    // A first sync stays with the horizon it started at; what changes meanwhile comes in the delta after it.
    const upTo = cursor.horizon ?? horizon;
    const closedSince = daysBefore(deps.now(), closedLeadsKeptDays);
    page = await firstSyncPage(deps.db, { after: cursor.after, upTo, closedSince, limit });
    next = page.more ? firstSyncCursor(upTo, page.end) : upTo;
  } else if (!isAfter(horizon, cursor.after)) {
    // Nothing new (or a cursor from ahead of this database): the device keeps its cursor.
    return { cursor: cursor.after, leads: [], events: [], more: false };
  } else {
    page = await deltaPage(deps.db, { after: cursor.after, upTo: horizon, limit });
    next = page.end;
  }
  const [leads, events] = [await leadRecords(deps.db, page.ids), await eventRecordsOfLeads(deps.db, page.ids)];
  return { cursor: next, leads, events, more: page.more };
}
