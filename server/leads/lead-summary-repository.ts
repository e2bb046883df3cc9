/**
 * SQL of the desk's figures for the dashboard (GET /api/leads/summary):
 * - New today: leads that arrived today (IST), from the per-day enquiry counts (every
 *   enquiry is a lead);
 * - Due today / Overdue: open leads with a follow-up today / before today (IST);
 * - SLA breached: open leads still waiting for a first response past their due time;
 * - the funnel: sales leads of the last 30 days per showroom, counted at the furthest
 *   step each reached (a lead lost after a test ride still counts as a test ride).
 */
import type { Queryable } from '../db/connect.ts';
import type { LeadSummary } from '../../src/contract/lead-api.ts';
import { kindGroups, leadGroups } from '../../src/contract/lead-statuses.ts';
import { showroomIds, type ShowroomId } from '../../src/contract/site.ts';

export interface SummaryTimes {
  now: Date;
  /** Today's IST calendar day (YYYY-MM-DD), its start and its end. */
  today: string;
  dayStart: Date;
  dayEnd: Date;
  funnelSince: Date;
}

const salesKinds = Object.entries(kindGroups).filter(([, group]) => group === 'sales').map(([kind]) => kind);
const salesStatuses = leadGroups.sales.statuses.map((s) => s.id);

export async function leadSummary(db: Queryable, times: SummaryTimes): Promise<LeadSummary> {
  const counts = await db.query<{ new_today: number; due_today: number; overdue: number; sla_breached: number }>(
    `SELECT
       (SELECT COALESCE(sum(n), 0)::int FROM enquiry_daily_counts WHERE day = $1::date) AS new_today,
       (SELECT count(*)::int FROM leads WHERE closed_at IS NULL AND next_follow_up_at >= $2 AND next_follow_up_at < $3) AS due_today,
       (SELECT count(*)::int FROM leads WHERE closed_at IS NULL AND next_follow_up_at < $2) AS overdue,
       (SELECT count(*)::int FROM leads WHERE closed_at IS NULL AND first_response_at IS NULL AND sla_due_at < $4) AS sla_breached`,
    [times.today, times.dayStart, times.dayEnd, times.now],
  );
  // kind and status as lists let the (kind, status, created_at) index serve the 30-day range.
  const funnel = await db.query<{ showroom_id: number | null; leads: number; s1: number; s2: number; s3: number; s4: number }>(
    `SELECT showroom_id, count(*)::int AS leads,
            count(*) FILTER (WHERE funnel_step >= 1)::int AS s1, count(*) FILTER (WHERE funnel_step >= 2)::int AS s2,
            count(*) FILTER (WHERE funnel_step >= 3)::int AS s3, count(*) FILTER (WHERE funnel_step >= 4)::int AS s4
     FROM leads WHERE kind = ANY($1::text[]) AND status = ANY($2::text[]) AND created_at >= $3
     GROUP BY showroom_id`,
    [salesKinds, salesStatuses, times.funnelSince],
  );
  const byShowroom = new Map(funnel.rows.map((r) => [r.showroom_id, r]));
  const row = counts.rows[0]!;
  return {
    newToday: row.new_today,
    dueToday: row.due_today,
    overdue: row.overdue,
    slaBreached: row.sla_breached,
    funnel: [...showroomIds, null].map((showroomId: ShowroomId | null) => {
      const r = byShowroom.get(showroomId);
      const leads = r?.leads ?? 0;
      const delivered = r?.s4 ?? 0;
      return {
        showroomId,
        leads,
        contacted: r?.s1 ?? 0,
        testRide: r?.s2 ?? 0,
        booked: r?.s3 ?? 0,
        delivered,
        conversionPercent: leads ? Math.round((delivered / leads) * 1000) / 10 : 0,
      };
    }),
  };
}
