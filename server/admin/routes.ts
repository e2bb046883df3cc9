/**
 * The staff admin API (spec 6, 7.3, 8; README "Admin API"). Every route but login and
 * logout is guarded by a live session, and by the CSRF token on every method but GET
 * (server/auth/require-session.ts). Errors answer JSON from the router's own middleware.
 */
import Router from '@koa/router';
import type { ResolvedDeps } from '../app.ts';
import { registerAuthRoutes } from '../auth/auth-routes.ts';
import { requireSession } from '../auth/require-session.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { adminErrors } from './admin-errors.ts';
import { registerDashboardRoutes } from './dashboard-routes.ts';
import { registerMediaRoutes } from './media-routes.ts';
import { registerPriceRoutes } from './price-routes.ts';
import { registerReportRoutes } from './report-routes.ts';
import { registerResumeRoutes } from './resume-routes.ts';
import { registerVehicleRoutes } from './vehicle-routes.ts';

export function adminRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  // Runs only for requests that match one of this router's routes.
  router.use(adminErrors(deps.log));
  const guard = requireSession(deps);
  registerAuthRoutes(router, deps);
  registerAccountRoutes(router, deps, guard);
  registerDashboardRoutes(router, deps, guard);
  registerReportRoutes(router, deps, guard);
  registerResumeRoutes(router, deps, guard);
  registerPriceRoutes(router, deps, guard);
  registerVehicleRoutes(router, deps, guard);
  registerMediaRoutes(router, deps, guard);
  return router;
}
