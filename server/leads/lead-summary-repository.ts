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
import type { LeadSummary } from '#contract/lead-api.ts';
import { funnelSteps, kindGroups, leadGroups, type FunnelStep } from '#contract/lead-statuses.ts';
import type { ShowroomId } from '#contract/site.ts';
import { readShowrooms } from '../site/showroom-list.ts';
import { everyLead, inScope, scopeCondition, type LeadScope } from '../auth/staff-scope.ts';

interface SummaryTimes {
  now: Date;
  /** Today's IST calendar day (YYYY-MM-DD), its start and its end. */
  today: string;
  dayStart: Date;
  dayEnd: Date;
  funnelSince: Date;
}

const salesKinds = Object.entries(kindGroups).filter(([, group]) => group === 'sales').map(([kind]) => kind);
const salesStatuses = leadGroups.sales.statuses.map((s) => s.id);

/** `scope`: the leads the person may see (server/auth/staff-scope.ts); the figures count those only. */
export async function leadSummary(db: Queryable, times: SummaryTimes, scope: LeadScope = everyLead): Promise<LeadSummary> {
  const params: unknown[] = [times.dayStart, times.dayEnd, times.now];
  const scoped = scopeCondition(scope, 'showroom_id', params);
  // Every enquiry is a lead: for every lead the per-day counts answer; for a part, the leads of the day.
  const newToday = scope.all
    ? `SELECT COALESCE(sum(n), 0)::int FROM enquiry_daily_counts WHERE day = $${params.push(times.today)}::date`
    : `SELECT count(*)::int FROM leads WHERE created_at >= $1 AND created_at < $2 AND ${scoped}`;
  const counts = await db.query<{ new_today: number; due_today: number; overdue: number; sla_breached: number }>(
    `SELECT
       (${newToday}) AS new_today,
       (SELECT count(*)::int FROM leads WHERE closed_at IS NULL AND next_follow_up_at >= $1 AND next_follow_up_at < $2 AND ${scoped}) AS due_today,
       (SELECT count(*)::int FROM leads WHERE closed_at IS NULL AND next_follow_up_at < $1 AND ${scoped}) AS overdue,
       (SELECT count(*)::int FROM leads WHERE closed_at IS NULL AND first_response_at IS NULL AND sla_due_at < $3 AND ${scoped}) AS sla_breached`,
    params,
  );
  // kind and status as lists let the (kind, status, created_at) index serve the 30-day range.
  // One count per funnel step, by the step ids each lead stored (leads.funnel_reached).
  const stepCounts = funnelSteps.map((_, i) => `count(*) FILTER (WHERE $${i + 4}::text = ANY(funnel_reached))::int AS s${i}`).join(', ');
  const funnel = await db.query<{ showroom_id: number | null; leads: number } & Record<`s${number}`, number>>(
    `SELECT showroom_id, count(*)::int AS leads, ${stepCounts}
     FROM leads WHERE kind = ANY($1::text[]) AND status = ANY($2::text[]) AND created_at >= $3
     GROUP BY showroom_id`,
    [salesKinds, salesStatuses, times.funnelSince, ...funnelSteps],
  );
  const byShowroom = new Map(funnel.rows.map((r) => [r.showroom_id, r]));
  // Every stored showroom, closed ones too: their leads stay in the funnel.
  const showroomIds = (await readShowrooms(db)).map((s) => s.id);
  const row = counts.rows[0]!;
  return {
    newToday: row.new_today,
    dueToday: row.due_today,
    overdue: row.overdue,
    slaBreached: row.sla_breached,
    funnel: [...showroomIds, null].filter((showroomId) => inScope(scope, showroomId)).map((showroomId: ShowroomId | null) => {
      const r = byShowroom.get(showroomId);
      const leads = r?.leads ?? 0;
      const reached = Object.fromEntries(funnelSteps.map((step, i) => [step, r?.[`s${i}`] ?? 0])) as Record<FunnelStep, number>;
      return {
        showroomId,
        leads,
        ...reached,
        conversionPercent: leads ? Math.round((reached.delivered / leads) * 1000) / 10 : 0,
      };
    }),
  };
}
