/**
 * GET /api/leads/{id}/messages: what was sent to the lead's customer, for its timeline
 * (queued, sent, failed and why). A lead outside the person's showrooms is as unknown as
 * one that does not exist (server/auth/staff-scope.ts).
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { messageApiPaths } from '#contract/messages.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { visibleLeadId } from './visible-lead.ts';
import { routePattern } from '../http/route-pattern.ts';
import { messageRecordsOf } from './message-records.ts';

export function registerLeadMessageRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  router.get(routePattern(messageApiPaths.leadMessages, 'leadId'), guard, requirePermission('leads'), async (ctx) => {
    const leadId = await visibleLeadId(ctx, deps.db);
    const records = await messageRecordsOf(deps.db, 'lead_id', leadId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = records;
  });
}
