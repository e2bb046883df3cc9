/**
 * GET /api/leads/alerts?since=<time>: the leads that came in since, that this person may
 * see (docs/notifications.md). `since` is the server's own `now` of the previous answer;
 * the window overlaps by a few seconds (a lead committed just after its creation time was
 * read), and the desk drops the ones it has shown.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { deskAlertPaths, deskAlertQuerySchema, deskAlertWindowMs, type DeskAlertAnswer, type DeskAlertLead } from '#contract/desk-alerts.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { adminState } from '../auth/require-session.ts';
import { leadScopeOf, scopeCondition } from '../auth/staff-scope.ts';
import { validBody } from '../http/validate.ts';

/** How far each ask reaches back before `since`: a transaction may commit a little after its lead's time. */
const overlapMs = 10_000;

interface AlertRow {
  id: string;
  reference: string;
  kind: string;
  name: string;
  model: string;
  showroom_id: number | null;
  created_at: Date | string;
  booking: boolean;
}

export function registerDeskAlertRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  router.get(deskAlertPaths.alerts, guard, requirePermission('leads'), async (ctx) => {
    const query = validBody(deskAlertQuerySchema, ctx.query);
    const now = deps.now();
    const since = Math.max(Date.parse(query.since) - overlapMs, now.getTime() - deskAlertWindowMs);
    const params: unknown[] = [new Date(since)];
    const inScope = scopeCondition(leadScopeOf(adminState(ctx)), 'l.showroom_id', params);
    const { rows } = await deps.db.query<AlertRow>(
      `SELECT l.id, l.reference, l.kind, l.name, l.model, l.showroom_id, l.created_at, (a.id IS NOT NULL AND NOT a.walk_in) AS booking
         FROM leads l LEFT JOIN appointments a ON a.id = l.id
        WHERE l.created_at > $1 AND ${inScope}
        ORDER BY l.created_at DESC LIMIT 50`,
      params,
    );
    ctx.set('Cache-Control', 'no-store');
    const answer: DeskAlertAnswer = {
      now: now.toISOString(),
      leads: rows.map((r): DeskAlertLead => ({
        id: r.id, reference: r.reference, kind: r.kind, name: r.name, model: r.model,
        showroomId: r.showroom_id === null ? null : Number(r.showroom_id), createdAt: new Date(r.created_at).toISOString(), booking: r.booking,
      })),
    };
    ctx.body = answer;
  });
}
