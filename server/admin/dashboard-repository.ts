/** SQL of the dashboard counts (requirements 2.5 "Dashboard", 3 "Dashboard"). */
import type { Queryable } from '../db/connect.ts';
import type { DashboardCounts } from '#contract/catalogue-types.ts';
import { everyLead, scopeCondition, type LeadScope } from '../auth/staff-scope.ts';

/**
 * Today's counts of service bookings, AMC, extended warranty and product enquiries,
 * "today" being the Asia/Kolkata calendar day of `now`, read from the per-day counts the
 * enquiries trigger keeps (four index lookups however many rows there are).
 */
export async function todayCounts(db: Queryable, now: Date, scope: LeadScope = everyLead): Promise<DashboardCounts> {
  const params: unknown[] = [now];
  // A part of the leads (Sales, Managers: docs/roles.md) is counted from the day's leads of that part.
  const today = scope.all
    ? `SELECT kind, n FROM enquiry_daily_counts
       WHERE day = ($1::timestamptz AT TIME ZONE 'Asia/Kolkata')::date AND kind IN ('service', 'amc', 'warranty', 'product')`
    : `SELECT kind, 1 AS n FROM leads
       WHERE created_at >= (($1::timestamptz AT TIME ZONE 'Asia/Kolkata')::date::timestamp AT TIME ZONE 'Asia/Kolkata')
         AND created_at < ((($1::timestamptz AT TIME ZONE 'Asia/Kolkata')::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')
         AND kind IN ('service', 'amc', 'warranty', 'product') AND ${scopeCondition(scope, 'showroom_id', params)}`;
  const result = await db.query<DashboardCounts>(
    `WITH today AS (${today})
     SELECT COALESCE(sum(n) FILTER (WHERE kind = 'service'), 0)::int AS bookings,
            COALESCE(sum(n) FILTER (WHERE kind = 'amc'), 0)::int AS amc,
            COALESCE(sum(n) FILTER (WHERE kind = 'warranty'), 0)::int AS warranty,
            COALESCE(sum(n) FILTER (WHERE kind = 'product'), 0)::int AS enquiry_report
     FROM today`,
    params,
  );
  return result.rows[0] ?? { bookings: 0, amc: 0, warranty: 0, enquiry_report: 0 };
}
