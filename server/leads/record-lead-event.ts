/**
 * Stores one lead event and updates the projection in the same transaction (README "Lead
 * desk"):
 * - the event id is the outbox's Idempotency-Key: a replay (same id, same body) answers
 *   the same success and stores nothing; the same id with another body is a 422;
 * - the lead row is locked, so events on one lead are applied one at a time, in the order
 *   the server receives them (last write wins);
 * - a lead takes at most `leadEventsPerMinute` events a minute (lead-event-rate.ts), a 429 beyond;
 * - the status rule of the lead's group is checked, and who may give the lead to whom
 *   (src/contract/lead-assign.ts: Sales only take an unowned lead, 409 when taken meanwhile);
 * - the device's time is kept, but applied clamped to [lead created, now + 2 min];
 * - the conflict rule (src/contract/lead-state.ts `conflictsOf`) runs against the events
 *   applied since the version the device saw, and what it finds is stored on the event;
 * - the one reducer (`applyLeadEvent`) makes the new state.
 */
import type { ResolvedDeps } from '../deps.ts';
import type { LeadEventAnswer } from '#contract/lead-api.ts';
import type { LeadEventBody, LeadEventContent } from '#contract/lead-events.ts';
import { assignRefusal, leadAssignMessages, type StaffInScope } from '#contract/lead-assign.ts';
import { showroomNames } from '../site/showroom-list.ts';
import { applyLeadEvent, conflictsOf, fieldsSetBy } from '#contract/lead-state.ts';
import { funnelReachedBy, statusMoveError } from '#contract/lead-statuses.ts';
import { HttpError } from '../http/http-error.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { bodyHash } from '../enquiries/body-hash.ts';
import {
  assigneeOf, eventsAfter, findEventKey, insertEvent, isUnsettledConflict, lockLead, nextChange, settleConflict, writeLeadState,
} from './lead-event-repository.ts';
import { eventRecord, leadRecords } from './lead-records.ts';
import { staffNames } from '../staff/staff-names.ts';
import type { Queryable } from '../db/connect.ts';
import { everyLead, inScope, type LeadScope } from '../auth/staff-scope.ts';
import { closedLeadsKeptDays } from '#contract/lead-api.ts';
import type { LeadState } from '#contract/lead-state.ts';
import { checkLeadEventRate } from './lead-event-rate.ts';

export const leadEventMessages = {
  leadNotFound: 'Lead not found',
  keyReused: 'This event id was already used for a different event',
  futureBase: 'baseVersion is newer than the lead: send the version last received from the server',
  notFlagged: 'resolves: Choose a flagged change of this lead that is not settled yet',
} as const;

/** How far ahead of the server's clock a device's clock may be. */
const clockSkewAllowanceMs = 2 * 60_000;

/**
 * How far a call or status change may be dated before the server received it. Those two
 * answer the lead (first response, reply-time figures): one dated earlier, whether by a
 * wrong clock, a wait in an offline outbox or a hand-edited time, is dated when the server
 * received it, so reply times can never look faster than they were. The device's own time
 * is kept beside it (`client_at`). Notes, assignments and follow-ups keep theirs.
 */
const backdatedAllowanceMs = 5 * 60_000;
const answeringTypes: ReadonlySet<LeadEventBody['type']> = new Set(['call', 'status']);

/** When an event counts as made: the device's time within bounds, or now for a backdated answer. */
function eventTime(type: LeadEventBody['type'], clientAt: Date, leadCreatedAt: Date, receivedAt: Date): Date {
  if (answeringTypes.has(type) && clientAt.getTime() < receivedAt.getTime() - backdatedAllowanceMs) return receivedAt;
  return new Date(clamp(clientAt.getTime(), leadCreatedAt.getTime(), receivedAt.getTime() + clockSkewAllowanceMs));
}

/** A stored event's fingerprint: everything the device sent, in canonical form. */
function eventHash(leadId: string, event: LeadEventBody): string {
  return bodyHash('lead-event', { leadId, ...event });
}

function clamp(time: number, min: number, max: number): number {
  return Math.min(Math.max(time, min), max);
}

const dayMs = 24 * 60 * 60_000;

/**
 * Whether devices may lack this lead's earlier events, so the next delta must send its
 * whole timeline (docs/lead-desk.md "Sync"): it moved to another showroom (a Sales account
 * there never held it), or it had been closed for about as long as devices keep closed
 * leads (a day early, for clocks that disagree) and so may have left every device.
 */
export function needsWholeTimeline(before: LeadState, after: LeadState, receivedAt: Date): boolean {
  if (before.showroomId !== after.showroomId) return true;
  if (!before.closedAt) return false;
  return new Date(before.closedAt).getTime() < receivedAt.getTime() - (closedLeadsKeptDays - 1) * dayMs;
}

/** A replay was found inside the transaction: roll back and answer it as one. */
class StoredMeanwhile extends Error {}

async function answer(db: Queryable, leadId: string, eventId: string): Promise<LeadEventAnswer> {
  const [lead] = await leadRecords(db, [leadId]);
  const event = await eventRecord(db, eventId);
  if (!lead || !event) throw new HttpError(404, leadEventMessages.leadNotFound);
  return { lead, event };
}

async function replayAnswer(db: Queryable, leadId: string, event: LeadEventBody, hash: string): Promise<LeadEventAnswer | null> {
  const stored = await findEventKey(db, event.id);
  if (!stored) return null;
  if (stored.leadId !== leadId || stored.bodyHash !== hash) throw new HttpError(422, leadEventMessages.keyReused);
  return answer(db, leadId, event.id);
}

/** Refuses an assignment `actor` may not make (src/contract/lead-assign.ts), reading the accounts it names. */
async function checkAssignment(tx: Queryable, actor: StaffInScope, lead: LeadState, data: Extract<LeadEventBody, { type: 'assign' }>['data']): Promise<void> {
  const assignee = data.ownerId ? await assigneeOf(tx, data.ownerId) : null;
  const ownerName = lead.ownerId && lead.ownerId !== actor.userId ? (await staffNames(tx, [lead.ownerId])).get(lead.ownerId) : '';
  const names = await showroomNames(tx);
  // A lead moves only to a stored showroom (a closed one keeps its history and may still take it).
  if (data.showroomId != null && !names.byId(data.showroomId)) throw new HttpError(400, leadAssignMessages.unknownShowroom);
  const refusal = assignRefusal(actor, { ...lead, ownerName }, data, assignee, names.place);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
}

/**
 * Records one event by `actor`, on a lead within `scope` (a lead outside it is as unknown
 * as one that does not exist). A replay of a stored event is answered as before.
 */
export async function recordLeadEvent(
  deps: ResolvedDeps, leadId: string, event: LeadEventBody, actor: StaffInScope, scope: LeadScope = everyLead,
): Promise<LeadEventAnswer> {
  const author = actor.userId;
  const hash = eventHash(leadId, event);
  const replay = await replayAnswer(deps.db, leadId, event, hash);
  if (replay) return replay;
  try {
    return await retryTransaction(deps.db, async (tx) => {
      const lead = await lockLead(tx, leadId);
      if (!lead || !inScope(scope, lead.showroomId)) throw new HttpError(404, leadEventMessages.leadNotFound);
      // Another request with this id may have been stored while this one waited for the lock.
      if (await findEventKey(tx, event.id)) throw new StoredMeanwhile();
      if (event.baseVersion > lead.version) throw new HttpError(400, leadEventMessages.futureBase);
      if (event.type === 'status') {
        const refused = statusMoveError(lead.group, event.data.status, event.data.reason, event.data.reasonText);
        if (refused) throw new HttpError(400, `status: ${refused}`);
      }
      if (event.type === 'assign') await checkAssignment(tx, actor, lead, event.data);
      if (event.resolves && !(await isUnsettledConflict(tx, leadId, event.resolves))) throw new HttpError(400, leadEventMessages.notFlagged);

      // Checked after the refusals above: a wrong event is refused for good, not asked to wait.
      const receivedAt = deps.now();
      await checkLeadEventRate(tx, leadId, receivedAt);
      const clientAt = new Date(event.at);
      const at = eventTime(event.type, clientAt, new Date(lead.createdAt), receivedAt);
      const content = { type: event.type, data: event.data } as LeadEventContent;
      // A note or a call sets no field and so never conflicts: nothing to read for it.
      const setsFields = Object.keys(fieldsSetBy(content)).length > 0;
      const since = setsFields ? await eventsAfter(tx, leadId, event.baseVersion) : [];
      const conflicts = conflictsOf({ ...content, baseVersion: event.baseVersion, by: author }, since);
      const next = applyLeadEvent(lead, { ...content, at: at.toISOString(), by: author });

      const changeSeq = await nextChange(tx);
      const inserted = await insertEvent(tx, {
        id: event.id, leadId, content, baseVersion: event.baseVersion, clientAt, at, author, receivedAt,
        version: next.version, conflicts, resolves: event.resolves ?? null, bodyHash: hash, changeSeq,
      });
      if (!inserted) throw new StoredMeanwhile();
      if (event.resolves) await settleConflict(tx, event.resolves, event.id, changeSeq);
      await writeLeadState(tx, next, funnelReachedBy(lead.group, next.status), changeSeq, needsWholeTimeline(lead, next, receivedAt));
      return answer(tx, leadId, event.id);
    });
  } catch (error) {
    if (!(error instanceof StoredMeanwhile)) throw error;
    const stored = await replayAnswer(deps.db, leadId, event, hash);
    if (!stored) throw error;
    return stored;
  }
}
