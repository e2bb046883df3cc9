/**
 * GET /api/leads/{id}/staff-alerts: the Web Push alerts a lead caused, counted by state,
 * for its page (src/contract/lead-staff-alerts.ts). A lead outside the person's showrooms
 * is as unknown as one that does not exist (server/auth/staff-scope.ts), as for its messages.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../../deps.ts';
import { leadStaffAlertPaths, type LeadStaffAlerts } from '#contract/lead-staff-alerts.ts';
import { requirePermission } from '../../auth/require-permission.ts';
import { visibleLeadId } from '../visible-lead.ts';
import { routePattern } from '../../http/route-pattern.ts';

interface CountRow {
  devices: number;
  sent: number;
  waiting: number;
  failed: number;
  last_sent_at: Date | string | null;
  reasons: string[] | null;
}

const countSql = `
  SELECT count(*)::int AS devices,
         count(*) FILTER (WHERE state = 'sent')::int AS sent,
         count(*) FILTER (WHERE state = 'queued')::int AS waiting,
         count(*) FILTER (WHERE state = 'failed')::int AS failed,
         max(sent_at) AS last_sent_at,
         array_agg(DISTINCT last_error) FILTER (WHERE state <> 'sent' AND last_error <> '') AS reasons
    FROM staff_push_messages WHERE lead_id = $1`;

export function registerLeadStaffAlertRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  router.get(routePattern(leadStaffAlertPaths.leadStaffAlerts, 'leadId'), guard, requirePermission('leads'), async (ctx) => {
    const leadId = await visibleLeadId(ctx, deps.db);
    const row = (await deps.db.query<CountRow>(countSql, [leadId])).rows[0];
    ctx.set('Cache-Control', 'no-store');
    const answer: LeadStaffAlerts = {
      devices: row?.devices ?? 0, sent: row?.sent ?? 0, waiting: row?.waiting ?? 0, failed: row?.failed ?? 0,
      lastSentAt: row?.last_sent_at ? new Date(row.last_sent_at).toISOString() : null,
      reasons: (row?.reasons ?? []).sort(),
    };
    ctx.body = answer;
  });
}
