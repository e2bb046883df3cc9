/**
 * SQL of the admin reports (requirements 7.3; docs/architecture.md "Data"), shaped for a kind holding a
 * million rows:
 * - every row carries its lead's status, showroom and owner; a status filter pages the
 *   leads' (kind, status, created_at) index instead, and counts from the per-group lead
 *   counts when there are no dates;
 * - a page walks the (kind, created_at DESC, id DESC) index for ids only (a "deferred
 *   join"), then reads the page's rows by primary key, so deep pages skip index entries
 *   rather than whole rows;
 * - days are Asia/Kolkata calendar days: from fromDate 00:00 IST to before the day after
 *   toDate 00:00 IST, either end optional;
 * - search is a lower-case substring of search_text (name, mobile, email, model,
 *   registration no.), read from the narrow enquiry_search table and its trigram index
 *   (migration 003), so counting a common fragment does not read whole enquiry rows;
 * - the total without search is a sum over the per-day counts (O(days)); with search it
 *   is a count of the matching rows;
 * - a person who sees only some showrooms (docs/roles.md) gets the rows of those leads only,
 *   paged and counted through the leads table.
 */
import type { Queryable } from '../db/connect.ts';
import type { StoredLeadQuote } from '#contract/lead-quote.ts';
import { scopeCondition, type LeadScope } from '../auth/staff-scope.ts';

export interface ReportFilter {
  kind: string;
  /** YYYY-MM-DD or '' */
  fromDate: string;
  /** YYYY-MM-DD or '' */
  toDate: string;
  /** The raw search text, or ''. */
  search: string;
  /** A lead status id, or '' for any. */
  status?: string;
  /** The leads the person may see (server/auth/staff-scope.ts); every row when absent. */
  scope?: LeadScope;
}

/** Whether only a part of the leads is asked for: then rows come through their leads. */
const isScoped = (filter: ReportFilter) => filter.scope !== undefined && !filter.scope.all;

export interface ReportRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** The on-road quote a product enquiry carried (src/contract/lead-quote.ts StoredLeadQuote). */
  quote: StoredLeadQuote | null;
  file_id: string | null;
  /** The mobile stored with the enquiry (its indexed column), whichever field the form used. */
  mobile: string | null;
  created_date: string;
  created_time: string;
  /** The lead's, or null for an enquiry without one (rows written straight into the table). */
  status: string | null;
  showroom_id: number | null;
  owner_name: string | null;
}

/** LIKE treats \ % _ specially; the search text is matched literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Where the page's ids come from: the narrow search copy with a search, the leads (by
 * status) with a status filter, else the enquiries themselves; `s` names the table.
 */
function idSource(filter: ReportFilter): string {
  const throughLeads = filter.status || isScoped(filter);
  if (filter.search) return throughLeads ? 'enquiry_search s JOIN leads l ON l.id = s.id' : 'enquiry_search s';
  return throughLeads ? 'leads s' : 'enquiries s';
}

function whereClause(filter: ReportFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.kind];
  const parts = ['s.kind = $1'];
  if (filter.fromDate) {
    params.push(filter.fromDate);
    parts.push(`s.created_at >= ($${params.length}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`);
  }
  if (filter.toDate) {
    params.push(filter.toDate);
    parts.push(`s.created_at < (($${params.length}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`);
  }
  if (filter.search) {
    params.push(likeContains(filter.search));
    parts.push(`s.search_text LIKE lower($${params.length})`);
  }
  if (filter.status) {
    params.push(filter.status);
    parts.push(`${filter.search ? 'l' : 's'}.status = $${params.length}`);
  }
  if (filter.scope && isScoped(filter)) parts.push(scopeCondition(filter.scope, `${filter.search ? 'l' : 's'}.showroom_id`, params));
  return { sql: parts.join(' AND '), params };
}

export async function countReportRows(db: Queryable, filter: ReportFilter): Promise<number> {
  if (filter.search || isScoped(filter) || (filter.status && (filter.fromDate || filter.toDate))) {
    const where = whereClause(filter);
    const result = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${idSource(filter)} WHERE ${where.sql}`, where.params);
    return result.rows[0]?.n ?? 0;
  }
  if (filter.status) {
    const result = await db.query<{ n: number }>(
      'SELECT COALESCE(sum(n), 0)::int AS n FROM lead_counts WHERE kind = $1 AND status = $2',
      [filter.kind, filter.status],
    );
    return result.rows[0]?.n ?? 0;
  }
  const params: unknown[] = [filter.kind];
  const parts = ['kind = $1'];
  if (filter.fromDate) {
    params.push(filter.fromDate);
    parts.push(`day >= $${params.length}::date`);
  }
  if (filter.toDate) {
    params.push(filter.toDate);
    parts.push(`day <= $${params.length}::date`);
  }
  const result = await db.query<{ n: number }>(
    `SELECT COALESCE(sum(n), 0)::int AS n FROM enquiry_daily_counts WHERE ${parts.join(' AND ')}`,
    params,
  );
  return result.rows[0]?.n ?? 0;
}

export async function reportPage(db: Queryable, filter: ReportFilter, page: { limit: number; offset: number }): Promise<ReportRow[]> {
  const where = whereClause(filter);
  const n = where.params.length;
  const result = await db.query<ReportRow>(
    `WITH page AS (
       SELECT s.id, s.created_at FROM ${idSource(filter)}
       WHERE ${where.sql}
       ORDER BY s.created_at DESC, s.id DESC
       LIMIT $${n + 1} OFFSET $${n + 2}
     )
     SELECT e.id::text AS id, e.kind, e.payload, e.quote, e.file_id::text AS file_id, e.mobile,
            to_char(e.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS created_date,
            to_char(e.created_at AT TIME ZONE 'Asia/Kolkata', 'HH24:MI:SS') AS created_time,
            l.status, l.showroom_id, COALESCE(NULLIF(btrim(a.user_name), ''), a.user_id) AS owner_name
     FROM page JOIN enquiries e ON e.id = page.id
     LEFT JOIN leads l ON l.id = e.id
     LEFT JOIN admins a ON a.user_id = l.owner_id
     ORDER BY page.created_at DESC, page.id DESC`,
    [...where.params, page.limit, page.offset],
  );
  return result.rows;
}
