/**
 * SQL of the desk's online list (GET /api/leads): one page of a tab with filters and a
 * search, and its total, in one statement (one round trip: a loaded server pays for each).
 * - Tabs: Today = open leads that are New or have a follow-up before the end of today
 *   (IST), newest first, as the desk lists them; Open = open leads, newest first; Closed =
 *   closed leads, latest closed first. Each order has its own partial index (migration
 *   006), so a page walks an index and stops.
 * - Search: any part of name, mobile, model or reference, ignoring case (trigram index).
 *   The matches are found once and both counted and paged, so the trigram index is read
 *   once per request.
 * - Totals without a search come from the per-group counts (lead_counts), plus, for
 *   Today, the few open leads past New with a follow-up due.
 */
import type { Queryable } from '../db/connect.ts';
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import type { LeadTab } from '#contract/lead-api.ts';
import { newStatus, statusIdsWhere } from '#contract/lead-statuses.ts';
import type { ShowroomId } from '#contract/site.ts';
import { likeContains } from '../admin/report-repository.ts';
import { everyLead, scopeCondition, type LeadScope } from '../auth/staff-scope.ts';

export interface LeadListFilter {
  tab: LeadTab;
  /** The leads the person may see (server/auth/staff-scope.ts); every lead when absent. */
  scope?: LeadScope | undefined;
  showroom?: ShowroomId | 'none' | undefined;
  /** A user id, or 'none' for unassigned. */
  owner?: string | undefined;
  kind?: EnquiryKind | undefined;
  status?: string | undefined;
  q?: string | undefined;
  /** The end of today (IST): follow-ups before it are due. */
  dueBefore: Date;
}

interface LeadListIds {
  total: number;
  /** The page's lead ids, in the tab's order. */
  ids: string[];
}

/** Conditions of one statement; several share its parameter list. */
class Where {
  readonly parts: string[] = [];
  constructor(readonly params: unknown[]) {}
  add(sql: (param: string) => string, value: unknown): this {
    this.params.push(value);
    this.parts.push(sql(`$${this.params.length}`));
    return this;
  }
  raw(sql: string): this {
    this.parts.push(sql);
    return this;
  }
  get sql(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'true';
  }
}

const tabOrder: Record<LeadTab, (alias: string) => string> = {
  today: (a) => `${a}.created_at DESC, ${a}.id DESC`,
  open: (a) => `${a}.created_at DESC, ${a}.id DESC`,
  closed: (a) => `${a}.closed_at DESC, ${a}.id DESC`,
};

/** The filters other than the tab, on leads (`l`) or on lead_counts (`c`: 0 and '' stand for none). */
function addFilters(where: Where, filter: LeadListFilter, alias: 'l' | 'c'): Where {
  where.raw(scopeCondition(filter.scope ?? everyLead, alias === 'l' ? 'l.showroom_id' : 'NULLIF(c.showroom_id, 0)', where.params));
  if (filter.showroom === 'none') where.raw(alias === 'l' ? 'l.showroom_id IS NULL' : 'c.showroom_id = 0');
  else if (filter.showroom !== undefined) where.add((p) => `${alias}.showroom_id = ${p}`, filter.showroom);
  if (filter.owner === 'none') where.raw(alias === 'l' ? 'l.owner_id IS NULL' : `c.owner_id = ''`);
  else if (filter.owner) where.add((p) => `${alias}.owner_id = ${p}`, filter.owner);
  if (filter.kind) where.add((p) => `${alias}.kind = ${p}`, filter.kind);
  if (filter.status) where.add((p) => `${alias}.status = ${p}`, filter.status);
  return where;
}

function leadWhere(params: unknown[], filter: LeadListFilter): Where {
  const where = new Where(params).raw(filter.tab === 'closed' ? 'l.closed_at IS NOT NULL' : 'l.closed_at IS NULL');
  if (filter.tab === 'today') where.add((p) => `(l.status = '${newStatus}' OR l.next_follow_up_at < ${p})`, filter.dueBefore);
  addFilters(where, filter, 'l');
  if (filter.q) where.add((p) => `l.search_text LIKE lower(${p})`, likeContains(filter.q));
  return where;
}

/** The total without a search: per-group counts, plus Today's leads past New with a follow-up due. */
function countedTotal(params: unknown[], filter: LeadListFilter): string {
  const statuses = filter.tab === 'today' ? [newStatus] : statusIdsWhere(filter.tab === 'open');
  const counted = addFilters(new Where(params).add((p) => `c.status = ANY(${p}::text[])`, statuses), filter, 'c');
  const total = `(SELECT COALESCE(sum(c.n), 0)::int FROM lead_counts c WHERE ${counted.sql})`;
  if (filter.tab !== 'today' || filter.status === newStatus) return total;
  const due = addFilters(new Where(params).raw(`l.closed_at IS NULL AND l.status <> '${newStatus}'`)
    .add((p) => `l.next_follow_up_at < ${p}`, filter.dueBefore), filter, 'l');
  return `${total} + (SELECT count(*)::int FROM leads l WHERE ${due.sql})`;
}

export async function leadListIds(db: Queryable, filter: LeadListFilter, page: { limit: number; offset: number }): Promise<LeadListIds> {
  const params: unknown[] = [];
  const where = leadWhere(params, filter);
  const order = tabOrder[filter.tab];
  const sql = filter.q
    ? `WITH matches AS MATERIALIZED (SELECT l.id, l.due_at, l.created_at, l.closed_at FROM leads l WHERE ${where.sql})
       SELECT (SELECT count(*)::int FROM matches) AS total,
              ARRAY(SELECT m.id::text FROM matches m ORDER BY ${order('m')} LIMIT $${params.length + 1} OFFSET $${params.length + 2}) AS ids`
    : `SELECT ${countedTotal(params, filter)} AS total,
              ARRAY(SELECT l.id::text FROM leads l WHERE ${where.sql} ORDER BY ${order('l')} LIMIT $${params.length + 1} OFFSET $${params.length + 2}) AS ids`;
  const { rows } = await db.query<{ total: number; ids: string[] }>(sql, [...params, page.limit, page.offset]);
  return { total: rows[0]?.total ?? 0, ids: rows[0]?.ids ?? [] };
}
