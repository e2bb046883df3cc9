/** GET /api/dashboard (spec 7.3): an array whose first element holds today's counts. */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { apiPaths } from '../../src/contract/api-paths.ts';
import { todayCounts } from './dashboard-repository.ts';

export function registerDashboardRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  router.get(apiPaths.dashboard, guard, async (ctx) => {
    ctx.body = [await todayCounts(deps.db, deps.now())];
  });
}
