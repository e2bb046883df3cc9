/** GET /api/dashboard (requirements 7.3): an array whose first element holds today's counts. */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { todayCounts } from './dashboard-repository.ts';
import { adminState } from '../auth/require-session.ts';
import { leadScopeOf } from '../auth/staff-scope.ts';
import { requirePermission } from '../auth/require-permission.ts';

export function registerDashboardRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  router.get(adminApiPaths.dashboard, guard, requirePermission('leads'), async (ctx) => {
    ctx.body = [await todayCounts(deps.db, deps.now(), leadScopeOf(adminState(ctx)))];
  });
}
