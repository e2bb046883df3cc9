/**
 * Leads and events as the desk reads them (src/contract/lead-api.ts `LeadRecord`,
 * `LeadEventRecord`): one query for the projection rows with their enquiry, one for the
 * unsettled conflicts, one for the staff names they mention. Every route that answers
 * leads (sync, list, events) builds them here, so they all answer the same shape.
 */
import type { Queryable } from '../db/connect.ts';
import type { LeadEventRecord, LeadRecord } from '#contract/lead-api.ts';
import type { StoredEventType } from '#contract/lead-events.ts';
import { customerAuthor } from '#contract/lead-customer-change.ts';
import { gatewayAuthor } from '#contract/lead-payment-event.ts';
import type { LeadConflict, LeadState } from '#contract/lead-state.ts';
import { groupOfKind, type CloseReason } from '#contract/lead-statuses.ts';
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import { showroomIdOf } from '#contract/site.ts';
import type { StoredLeadQuote } from '#contract/lead-quote.ts';
import { scopeCondition, type LeadScope } from '../auth/staff-scope.ts';
import { isLanguage } from '#contract/language.ts';
import { accountNameSql, authorName, staffNames } from '../staff/staff-names.ts';
import { consentColumns, consentOf, type ConsentRow } from './updates-consent-repository.ts';

type Time = Date | string;

const iso = (value: Time): string => new Date(value).toISOString();
const isoOrNull = (value: Time | null): string | null => (value === null ? null : iso(value));

/** The projection's columns, as `lockLead` and `leadRecords` select them. */
export const leadStateColumns = `l.id::text AS id, l.kind, l.status, l.showroom_id, l.owner_id, l.next_follow_up_at,
  l.first_response_at, l.closed_at, l.close_reason, l.close_reason_text, l.version, l.created_at, l.last_activity_at`;

export interface LeadStateRow {
  id: string;
  kind: EnquiryKind;
  status: string;
  showroom_id: number | null;
  owner_id: string | null;
  next_follow_up_at: Time | null;
  first_response_at: Time | null;
  closed_at: Time | null;
  close_reason: string | null;
  close_reason_text: string;
  version: number;
  created_at: Time;
  last_activity_at: Time;
}

export function leadStateOf(row: LeadStateRow): LeadState {
  return {
    id: row.id,
    kind: row.kind,
    group: groupOfKind(row.kind),
    status: row.status,
    showroomId: showroomIdOf(row.showroom_id),
    ownerId: row.owner_id,
    nextFollowUpAt: isoOrNull(row.next_follow_up_at),
    firstResponseAt: isoOrNull(row.first_response_at),
    closedAt: isoOrNull(row.closed_at),
    closeReason: row.close_reason as CloseReason | null,
    closeReasonText: row.close_reason_text,
    version: row.version,
    createdAt: iso(row.created_at),
    lastActivityAt: iso(row.last_activity_at),
  };
}

interface LeadRow extends LeadStateRow, ConsentRow {
  language: string;
  preferred_showroom: number | null;
  sla_due_at: Time;
  name: string;
  mobile: string;
  model: string;
  reference: string;
  email: string;
  payload: Record<string, unknown> | null;
  quote: StoredLeadQuote | null;
  owner_name: string;
}

interface EventRow {
  id: string;
  lead_id: string;
  type: StoredEventType;
  data: Record<string, unknown>;
  at: Time;
  /** Null for the customer's own booking changes (migration 270). */
  author: string | null;
  received_at: Time;
  version: number;
  conflicts: LeadConflict[];
  resolves: string | null;
  resolved_by: string | null;
}

const eventColumns = `ev.id::text AS id, ev.lead_id::text AS lead_id, ev.type, ev.data, ev.at, ev.author, ev.received_at,
  ev.version, ev.conflicts, ev.resolves::text AS resolves, ev.resolved_by::text AS resolved_by`;

/** A staff member's name, or words for the customer's own change or the gateway's money. */
function nameOf(names: Map<string, string>, userId: string | null): string {
  return userId ? authorName(userId, names.get(userId)) : '';
}

// No staff author: the customer's own booking change, or money the gateway told us of.
const authorOf = (row: Pick<EventRow, 'author' | 'type'>): string => row.author ?? (row.type === 'payment' ? gatewayAuthor : customerAuthor);

/** A preferred visit or test-ride date: the product form's preferredDate, a service booking's date. */
const preferredDateFields = ['preferredDate', 'bookingDate'] as const;

function preferredDate(payload: Record<string, unknown>): string {
  for (const field of preferredDateFields) {
    const value = payload[field];
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  }
  return '';
}

/** The leads with these ids, in the order given (unknown ids are left out). */
export async function leadRecords(db: Queryable, ids: readonly string[]): Promise<LeadRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<LeadRow>(
    `SELECT ${leadStateColumns}, l.preferred_showroom, l.sla_due_at, l.name, l.mobile, l.model, l.reference, e.email, e.payload, e.quote,
            l.language, ${consentColumns},
            COALESCE(NULLIF(btrim(a.user_name), ''), a.user_id, '') AS owner_name
     FROM leads l JOIN enquiries e ON e.id = l.id LEFT JOIN admins a ON a.user_id = l.owner_id
     WHERE l.id = ANY($1::uuid[])`,
    [ids],
  );
  const flagged = await db.query<EventRow>(
    `SELECT ${eventColumns} FROM lead_events ev
     WHERE ev.lead_id = ANY($1::uuid[]) AND ev.resolved_by IS NULL AND ev.conflicts <> '[]'::jsonb
     ORDER BY ev.lead_id, ev.version`,
    [ids],
  );
  // Flagged events are rare: their authors' names cost a query only when there are some.
  const names = await staffNames(db, flagged.rows.flatMap((e) => [e.author, ...e.conflicts.map((c) => c.theirBy)]));
  const conflicts = new Map<string, LeadRecord['conflicts']>();
  for (const event of flagged.rows) {
    const list = conflicts.get(event.lead_id) ?? [];
    for (const c of event.conflicts) {
      list.push({ ...c, eventId: event.id, by: authorOf(event), byName: nameOf(names, authorOf(event)), theirByName: nameOf(names, c.theirBy) });
    }
    conflicts.set(event.lead_id, list);
  }
  const byId = new Map(rows.map((row) => {
    const payload = row.payload && typeof row.payload === 'object' ? row.payload : {};
    const record: LeadRecord = {
      ...leadStateOf(row),
      reference: row.reference,
      name: row.name,
      mobile: row.mobile,
      email: row.email,
      model: row.model,
      preferredShowroom: showroomIdOf(row.preferred_showroom),
      preferredDate: preferredDate(payload),
      payload,
      quote: row.quote ?? null,
      ownerName: row.owner_name,
      slaDueAt: iso(row.sla_due_at),
      language: isLanguage(row.language) ? row.language : 'en',
      updates: consentOf(row),
      conflicts: conflicts.get(row.id) ?? [],
    };
    return [row.id, record] as const;
  }));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function eventRecordsWhere(db: Queryable, where: string, params: unknown[], join = ''): Promise<LeadEventRecord[]> {
  const { rows } = await db.query<EventRow & { author_name: string | null }>(
    `SELECT ${eventColumns}, ${accountNameSql('a')} AS author_name
     FROM lead_events ev ${join} LEFT JOIN admins a ON a.user_id = ev.author
     WHERE ${where} ORDER BY ev.lead_id, ev.version`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    type: row.type,
    data: row.data,
    at: iso(row.at),
    by: authorOf(row),
    byName: authorName(authorOf(row), row.author_name),
    receivedAt: iso(row.received_at),
    version: row.version,
    conflicts: row.conflicts,
    resolvedBy: row.resolved_by,
    resolves: row.resolves,
  }));
}

export async function eventRecord(db: Queryable, id: string): Promise<LeadEventRecord | undefined> {
  return (await eventRecordsWhere(db, 'ev.id = $1::uuid', [id]))[0];
}

/** Every event of these leads: their whole timelines. */
export function eventRecordsOfLeads(db: Queryable, leadIds: readonly string[]): Promise<LeadEventRecord[]> {
  if (leadIds.length === 0) return Promise.resolve([]);
  return eventRecordsWhere(db, 'ev.lead_id = ANY($1::uuid[])', [leadIds]);
}

/**
 * A delta page's events (docs/lead-desk.md "Sync"): every event whose change number is in
 * the page's range (after, upTo], of a lead the person may see, whichever page its lead
 * comes in (a lead is paged by its latest change, so its earlier events would otherwise
 * fall between pages); and the whole timelines of `whole`. The size follows what changed,
 * not how long the timelines are.
 */
export function eventRecordsInRange(
  db: Queryable, range: { after: string; upTo: string; scope: LeadScope }, whole: readonly string[],
): Promise<LeadEventRecord[]> {
  const params: unknown[] = [range.after, range.upTo, whole];
  const scoped = scopeCondition(range.scope, 'l.showroom_id', params);
  return eventRecordsWhere(
    db,
    `(ev.change_seq > $1::bigint AND ev.change_seq <= $2::bigint AND ${scoped}) OR ev.lead_id = ANY($3::uuid[])`,
    params,
    'JOIN leads l ON l.id = ev.lead_id',
  );
}
