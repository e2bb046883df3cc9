/**
 * SQL of device sync (GET /api/leads/changes; docs/lead-desk.md).
 *
 * Change numbers come from one sequence, but transactions commit in any order: one that
 * took number 10 may commit after one that took 11. A reader that saw 11 and moved its
 * cursor past it would never see 10. So a reader first finds its horizon: it takes the
 * lock every writer holds (shared) from taking its number until it commits, exclusively,
 * for an instant; once it has it, every number handed out so far belongs to a finished
 * transaction, and any number handed out later is larger. A page never reads past the
 * horizon, so a cursor never steps over a change still to commit. Writers never wait for
 * each other; a reader waits at most for the writers in flight.
 */
import type { Db, Queryable } from '../db/connect.ts';
import { scopeCondition, type LeadScope } from '../auth/staff-scope.ts';

/** The key of next_lead_change()'s lock (migration 006). */
const changeLockKey = 7_303_106;

/** The largest change number whose transaction has finished, and below which none is pending. */
export async function syncHorizon(db: Db): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [changeLockKey]);
    const { rows } = await tx.query<{ horizon: string }>(
      'SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text AS horizon FROM lead_change_seq',
    );
    return rows[0]?.horizon ?? '0';
  });
}

export interface SyncPage {
  /** Lead ids in change order. */
  ids: string[];
  /** Of those, the leads whose whole timeline a delta must send (migration 120); a first sync sends every one whole. */
  whole: string[];
  /** The change number the page ends at (the cursor to continue from). */
  end: string;
  more: boolean;
}

/** Rows as selected: the lead id, and its change number as text (bigint), in change order. */
interface ChangedRow {
  id: string;
  seq: string;
  whole?: boolean;
}

function page(rows: ChangedRow[], limit: number, upTo: string): SyncPage {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  return { ids: kept.map((r) => r.id), whole: kept.filter((r) => r.whole).map((r) => r.id), end: more ? kept[kept.length - 1]!.seq : upTo, more };
}

/**
 * A first sync's page: open leads and those closed since `closedSince`, changed after
 * `after` and up to `upTo`, in change order. Each half walks its own index.
 */
export async function firstSyncPage(
  db: Queryable, range: { after: string; upTo: string; closedSince: Date; limit: number; scope: LeadScope },
): Promise<SyncPage> {
  const params: unknown[] = [range.after, range.upTo, range.closedSince, range.limit + 1];
  const scoped = scopeCondition(range.scope, 'showroom_id', params);
  // Ordered by the number itself, never by its text ('100' sorts before '99').
  const { rows } = await db.query<ChangedRow>(
    `SELECT wanted.id, wanted.change_seq::text AS seq FROM (
       (SELECT id::text AS id, change_seq FROM leads
        WHERE closed_at IS NULL AND change_seq > $1::bigint AND change_seq <= $2::bigint AND ${scoped} ORDER BY change_seq LIMIT $4)
       UNION ALL
       (SELECT id::text AS id, change_seq FROM leads
        WHERE closed_at >= $3 AND change_seq > $1::bigint AND change_seq <= $2::bigint AND ${scoped} ORDER BY change_seq LIMIT $4)
     ) AS wanted ORDER BY wanted.change_seq LIMIT $4`,
    params,
  );
  return page(rows, range.limit, range.upTo);
}

/**
 * A delta's page: every lead changed after `after` and up to `upTo`, in change order, and
 * which of them devices may lack (moved into view after `after`: their timelines go whole).
 */
export async function deltaPage(db: Queryable, range: { after: string; upTo: string; limit: number; scope: LeadScope }): Promise<SyncPage> {
  const params: unknown[] = [range.after, range.upTo, range.limit + 1];
  const scoped = scopeCondition(range.scope, 'l.showroom_id', params);
  const { rows } = await db.query<ChangedRow>(
    `SELECT l.id::text AS id, l.change_seq::text AS seq, l.whole_timeline_seq > $1::bigint AS whole FROM leads l
     WHERE l.change_seq > $1::bigint AND l.change_seq <= $2::bigint AND ${scoped} ORDER BY l.change_seq LIMIT $3`,
    params,
  );
  return page(rows, range.limit, range.upTo);
}
