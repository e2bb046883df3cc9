/**
 * A lead's current state is derived from its events (docs/lead-desk.md). This one
 * reducer is run by the server's projection (in the transaction that stores the event) and
 * by the desk on the tablet (its own waiting events over the last state the server sent),
 * so both always agree on what an event does.
 */
import type { EnquiryKind } from './enquiry-kinds.ts';
import type { StoredEventContent } from './lead-events.ts';
import { isOpenStatus, type CloseReason, type LeadGroup } from './lead-statuses.ts';
import type { ShowroomId } from './site.ts';

export interface LeadState {
  id: string;
  kind: EnquiryKind;
  group: LeadGroup;
  status: string;
  showroomId: ShowroomId | null;
  ownerId: string | null;
  /** ISO time of the next follow-up, or null. */
  nextFollowUpAt: string | null;
  /** ISO time of the first call or status change (the SLA's first response). */
  firstResponseAt: string | null;
  /** ISO time the lead was closed; null while open. */
  closedAt: string | null;
  closeReason: CloseReason | null;
  closeReasonText: string;
  /** Bumped by every event applied; an event names the version it was made on. */
  version: number;
  createdAt: string;
  lastActivityAt: string;
}

/** What an event needs besides its body to be applied: who made it. */
type AppliedEvent = StoredEventContent & { at: string; by: string };

/** The fields a staff member sets and another may have set meanwhile. */
export const conflictFields = ['status', 'ownerId', 'showroomId', 'nextFollowUpAt'] as const;
export type ConflictField = (typeof conflictFields)[number];

export const conflictFieldLabels: Record<ConflictField, string> = {
  status: 'Status',
  ownerId: 'Owner',
  showroomId: 'Showroom',
  nextFollowUpAt: 'Follow-up',
};

/** The fields an event sets, with the values it sets them to (notes and calls set none). */
export function fieldsSetBy(event: StoredEventContent): Partial<Record<ConflictField, unknown>> {
  switch (event.type) {
    case 'status':
      return { status: event.data.status };
    case 'booking': {
      const out: Partial<Record<ConflictField, unknown>> = {};
      if (event.data.status !== undefined) out.status = event.data.status;
      if (event.data.followUpAt !== undefined) out.nextFollowUpAt = new Date(event.data.followUpAt).toISOString();
      return out;
    }
    case 'assign': {
      const out: Partial<Record<ConflictField, unknown>> = {};
      if (event.data.ownerId !== undefined) out.ownerId = event.data.ownerId;
      if (event.data.showroomId !== undefined) out.showroomId = event.data.showroomId;
      return out;
    }
    case 'followup':
      return { nextFollowUpAt: event.data.at === null ? null : new Date(event.data.at).toISOString() };
    default:
      return {};
  }
}

/** Applies one event; returns a new state with the version bumped. */
export function applyLeadEvent(state: LeadState, event: AppliedEvent): LeadState {
  const at = new Date(event.at).toISOString();
  const next: LeadState = { ...state, version: state.version + 1, lastActivityAt: maxIso(state.lastActivityAt, at) };
  switch (event.type) {
    case 'note':
      break;
    case 'call':
      next.firstResponseAt ??= at;
      break;
    case 'status':
      next.firstResponseAt ??= at;
      setStatus(next, event.data.status, at, event.data.reason, event.data.reasonText);
      break;
    case 'booking':
      // The customer's own change: news for staff, never their answer (no first response).
      if (event.data.followUpAt !== undefined) next.nextFollowUpAt = new Date(event.data.followUpAt).toISOString();
      if (event.data.status !== undefined) setStatus(next, event.data.status, at, event.data.reason);
      break;
    case 'assign':
      if (event.data.ownerId !== undefined) next.ownerId = event.data.ownerId;
      if (event.data.showroomId !== undefined) next.showroomId = event.data.showroomId;
      break;
    case 'followup':
      next.nextFollowUpAt = event.data.at === null ? null : new Date(event.data.at).toISOString();
      break;
  }
  return next;
}

/** A new status on `next` (a copy being made): closing stamps the time and reason and drops the follow-up. */
function setStatus(next: LeadState, status: string, at: string, reason?: CloseReason, reasonText?: string): void {
  next.status = status;
  if (isOpenStatus(next.group, status)) {
    next.closedAt = null;
    next.closeReason = null;
    next.closeReasonText = '';
  } else {
    next.closedAt = at;
    next.closeReason = reason ?? null;
    next.closeReasonText = reason === 'other' ? (reasonText ?? '').trim() : '';
    // A closed lead has nothing left to follow up.
    next.nextFollowUpAt = null;
  }
}

function maxIso(a: string, b: string): string {
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/** One field another author changed between the version an event was made on and now. */
export interface LeadConflict {
  field: ConflictField;
  /** The value the other author set. */
  theirValue: unknown;
  theirBy: string;
  theirEventId: string;
  /** The value this event set (and, applied last, the lead now has). */
  yourValue: unknown;
}

/** An event already applied, as the projection keeps it: who, which version it produced. */
export type StoredEventRef = StoredEventContent & {
  id: string;
  by: string;
  /** The lead version right after this event was applied. */
  version: number;
};

/**
 * The conflict rule (docs/lead-desk.md): an event made on version `baseVersion`
 * conflicts, field by field, with the last event after that version by another author
 * that set the same field to another value. Notes and calls never conflict.
 */
export function conflictsOf(
  event: StoredEventContent & { baseVersion: number; by: string },
  appliedSince: readonly StoredEventRef[],
): LeadConflict[] {
  const mine = fieldsSetBy(event);
  const conflicts: LeadConflict[] = [];
  for (const field of conflictFields) {
    if (!(field in mine)) continue;
    const theirs = [...appliedSince]
      .filter((e) => e.version > event.baseVersion && e.by !== event.by)
      .reverse()
      .find((e) => field in fieldsSetBy(e));
    if (!theirs) continue;
    const theirValue = fieldsSetBy(theirs)[field];
    if (theirValue === mine[field]) continue;
    conflicts.push({ field, theirValue, theirBy: theirs.by, theirEventId: theirs.id, yourValue: mine[field] });
  }
  return conflicts;
}
