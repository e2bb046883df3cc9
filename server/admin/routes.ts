/**
 * The staff admin API (spec 6, 7.3, 8; README "Admin API"). Every route but login and
 * logout is guarded by a live session, and by the CSRF token on every method but GET
 * (server/auth/require-session.ts). Errors are answered by the app's one error middleware
 * (server/http/errors.ts), in the same shape as the public routes'.
 */
import Router from '@koa/router';
import type { ResolvedDeps } from '../deps.ts';
import { registerAuthRoutes } from '../auth/auth-routes.ts';
import { requireSession } from '../auth/require-session.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerDashboardRoutes } from './dashboard-routes.ts';
import { registerMediaRoutes } from './media-routes.ts';
import { registerOnroadRoutes } from './onroad-routes.ts';
import { registerPriceRoutes } from './price-routes.ts';
import { registerReportRoutes } from './report-routes.ts';
import { registerResumeRoutes } from './resume-routes.ts';
import { registerVehicleRoutes } from './vehicle-routes.ts';

export function adminRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const guard = requireSession(deps);
  registerAuthRoutes(router, deps);
  registerAccountRoutes(router, deps, guard);
  registerDashboardRoutes(router, deps, guard);
  registerReportRoutes(router, deps, guard);
  registerResumeRoutes(router, deps, guard);
  registerPriceRoutes(router, deps, guard);
  registerVehicleRoutes(router, deps, guard);
  registerMediaRoutes(router, deps, guard);
  registerOnroadRoutes(router, deps, guard);
  return router;
}
