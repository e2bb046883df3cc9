/**
 * SQL of the admin reports (spec 7.3; ARCHITECTURE "Data"), shaped for a kind holding a
 * million rows:
 * - a page walks the (kind, created_at DESC, id DESC) index for ids only (a "deferred
 *   join"), then reads the page's rows by primary key, so deep pages skip index entries
 *   rather than whole rows;
 * - days are Asia/Kolkata calendar days: from fromDate 00:00 IST to before the day after
 *   toDate 00:00 IST, either end optional;
 * - search is a lower-case substring of search_text (name, mobile, email, model,
 *   registration no.), read from the narrow enquiry_search table and its trigram index
 *   (migration 003), so counting a common fragment does not read whole enquiry rows;
 * - the total without search is a sum over the per-day counts (O(days)); with search it
 *   is a count of the matching rows.
 */
import type { Queryable } from '../db/connect.ts';

export interface ReportFilter {
  kind: string;
  /** YYYY-MM-DD or '' */
  fromDate: string;
  /** YYYY-MM-DD or '' */
  toDate: string;
  /** The raw search text, or ''. */
  search: string;
}

export interface ReportRow {
  id: string;
  payload: Record<string, unknown>;
  file_id: string | null;
  created_date: string;
  created_time: string;
}

/** LIKE treats \ % _ specially; the search text is matched literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereClause(filter: ReportFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.kind];
  const parts = ['kind = $1'];
  if (filter.fromDate) {
    params.push(filter.fromDate);
    parts.push(`created_at >= ($${params.length}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`);
  }
  if (filter.toDate) {
    params.push(filter.toDate);
    parts.push(`created_at < (($${params.length}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`);
  }
  if (filter.search) {
    params.push(likeContains(filter.search));
    parts.push(`search_text LIKE lower($${params.length})`);
  }
  return { sql: parts.join(' AND '), params };
}

export async function countReportRows(db: Queryable, filter: ReportFilter): Promise<number> {
  if (filter.search) {
    const where = whereClause(filter);
    const result = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM enquiry_search WHERE ${where.sql}`, where.params);
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
  // With a search, ids come from the narrow copy; without, from the enquiries index alone.
  const source = filter.search ? 'enquiry_search' : 'enquiries';
  const result = await db.query<ReportRow>(
    `WITH page AS (
       SELECT id, created_at FROM ${source}
       WHERE ${where.sql}
       ORDER BY created_at DESC, id DESC
       LIMIT $${n + 1} OFFSET $${n + 2}
     )
     SELECT e.id::text AS id, e.payload, e.file_id::text AS file_id,
            to_char(e.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS created_date,
            to_char(e.created_at AT TIME ZONE 'Asia/Kolkata', 'HH24:MI:SS') AS created_time
     FROM page JOIN enquiries e ON e.id = page.id
     ORDER BY page.created_at DESC, page.id DESC`,
    [...where.params, page.limit, page.offset],
  );
  return result.rows;
}
