/**
 * SQL of recording one lead event (docs/lead-desk.md): the lead row is locked first, so
 * concurrent events on one lead run one after another; then the change number is taken
 * (next_lead_change(), migration 006), the event inserted, a settled conflict marked and
 * the projection written, all in the caller's transaction.
 */
import type { Queryable } from '../db/connect.ts';
import type { StoredEventContent } from '#contract/lead-events.ts';
import type { LeadConflict, LeadState, StoredEventRef } from '#contract/lead-state.ts';
import type { FunnelStep } from '#contract/lead-statuses.ts';
import type { Assignee } from '#contract/lead-assign.ts';
import { customerAuthor } from '#contract/lead-customer-change.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { leadStateColumns, leadStateOf, type LeadStateRow } from './lead-records.ts';

/** The lead's state, its row locked until the transaction ends; null when there is no such lead. */
export async function lockLead(tx: Queryable, leadId: string): Promise<LeadState | null> {
  const { rows } = await tx.query<LeadStateRow>(`SELECT ${leadStateColumns} FROM leads l WHERE l.id = $1::uuid FOR UPDATE`, [leadId]);
  return rows[0] ? leadStateOf(rows[0]) : null;
}

interface StoredEventKey {
  leadId: string;
  bodyHash: string;
}

export async function findEventKey(db: Queryable, eventId: string): Promise<StoredEventKey | null> {
  const { rows } = await db.query<{ lead_id: string; body_hash: string }>('SELECT lead_id::text AS lead_id, body_hash FROM lead_events WHERE id = $1::uuid', [eventId]);
  return rows[0] ? { leadId: rows[0].lead_id, bodyHash: rows[0].body_hash } : null;
}

/**
 * The events applied to a lead after `version` that set a field (status, assignment,
 * follow-up, the customer's own booking change), oldest first: what the conflict rule compares with. Notes and calls set
 * none, so a long run of them since the device's version is never read.
 */
export async function eventsAfter(tx: Queryable, leadId: string, version: number): Promise<StoredEventRef[]> {
  const { rows } = await tx.query<{ id: string; author: string; version: number; type: StoredEventRef['type']; data: StoredEventRef['data'] }>(
    `SELECT id::text AS id, COALESCE(author, $3) AS author, version, type, data FROM lead_events
     WHERE lead_id = $1::uuid AND version > $2 AND type IN ('status', 'assign', 'followup', 'booking') ORDER BY version`,
    [leadId, version, customerAuthor],
  );
  return rows.map((r) => ({ id: r.id, by: r.author, version: r.version, type: r.type, data: r.data }) as StoredEventRef);
}

/** Whether an event of this lead is flagged and not yet settled (a `resolves` target). */
export async function isUnsettledConflict(tx: Queryable, leadId: string, eventId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM lead_events WHERE id = $1::uuid AND lead_id = $2::uuid AND resolved_by IS NULL AND conflicts <> '[]'::jsonb`,
    [eventId, leadId],
  );
  return rows.length > 0;
}

/** The account a lead would be given to, with what decides whether it sees the lead; null when there is none. */
export async function assigneeOf(db: Queryable, userId: string): Promise<Assignee | null> {
  const { rows } = await db.query<{ user_id: string; user_name: string; role: StaffRole; showroom_ids: number[]; status: string }>(
    'SELECT user_id, user_name, role, showroom_ids, status FROM admins WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return { userId: row.user_id, userName: row.user_name.trim(), role: row.role, showroomIds: row.showroom_ids.map(Number), active: row.status === 'active' };
}

/** The next change number (as text: bigint). Take it after locking the lead (see migration 006). */
export async function nextChange(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ seq: string }>('SELECT next_lead_change()::text AS seq');
  return rows[0]!.seq;
}

interface NewLeadEvent {
  id: string;
  leadId: string;
  content: StoredEventContent;
  baseVersion: number;
  clientAt: Date;
  at: Date;
  /** The staff account; null for the customer's own booking change. */
  author: string | null;
  receivedAt: Date;
  version: number;
  conflicts: LeadConflict[];
  resolves: string | null;
  bodyHash: string;
  changeSeq: string;
}

/** Inserts the event; false when an event with its id was stored meanwhile. */
export async function insertEvent(tx: Queryable, event: NewLeadEvent): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO lead_events (id, lead_id, type, data, base_version, client_at, at, author, received_at, version, conflicts, resolves, body_hash, change_seq)
     VALUES ($1::uuid, $2::uuid, $3, $4::text::jsonb, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12::uuid, $13, $14::bigint)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      event.id, event.leadId, event.content.type, JSON.stringify(event.content.data), event.baseVersion, event.clientAt, event.at,
      event.author, event.receivedAt, event.version, JSON.stringify(event.conflicts), event.resolves, event.bodyHash, event.changeSeq,
    ],
  );
  return rows.length > 0;
}

/** Marks a flagged event settled by `byEventId`; its new change number sends it to the devices again. */
export async function settleConflict(tx: Queryable, flaggedId: string, byEventId: string, changeSeq: string): Promise<void> {
  await tx.query(
    'UPDATE lead_events SET resolved_by = $2::uuid, change_seq = $3::bigint WHERE id = $1::uuid AND resolved_by IS NULL',
    [flaggedId, byEventId, changeSeq],
  );
}

/**
 * Writes the lead's new state (what applyLeadEvent made) and its change number;
 * `wholeTimeline`: devices may lack its earlier events, so the next delta sends them all
 * (migration 120).
 */
export async function writeLeadState(
  tx: Queryable, state: LeadState, funnelReached: readonly FunnelStep[], changeSeq: string, wholeTimeline = false,
): Promise<void> {
  await tx.query(
    `UPDATE leads SET status = $2, showroom_id = $3, owner_id = $4, next_follow_up_at = $5, first_response_at = $6,
       closed_at = $7, close_reason = $8, close_reason_text = $9, version = $10, last_activity_at = $11,
       funnel_reached = ARRAY(SELECT DISTINCT step FROM unnest(funnel_reached || $12::text[]) AS step ORDER BY step), change_seq = $13::bigint,
       whole_timeline_seq = CASE WHEN $14::boolean THEN $13::bigint ELSE whole_timeline_seq END
     WHERE id = $1::uuid`,
    [
      state.id, state.status, state.showroomId, state.ownerId, state.nextFollowUpAt, state.firstResponseAt, state.closedAt,
      state.closeReason, state.closeReasonText, state.version, state.lastActivityAt, funnelReached, changeSeq, wholeTimeline,
    ],
  );
}
