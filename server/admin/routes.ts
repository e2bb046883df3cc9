/**
 * The staff admin API (requirements 6, 7.3, 8; docs/api-admin.md). Every route but login and
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
import { registerMediaUploadRoutes } from '../media/media-routes.ts';
import { registerOnroadRoutes } from './onroad-routes.ts';
import { registerPriceRoutes } from './price-routes.ts';
import { registerReportRoutes } from './report-routes.ts';
import { registerResumeRoutes } from './resume-routes.ts';
import { registerVehicleRoutes } from './vehicle-routes.ts';
import { registerStudioRoutes } from '../studio/studio-routes.ts';
import { registerTransferRoutes } from '../studio/transfer-routes.ts';
import { registerSiteRoutes } from '../site/site-routes.ts';

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
  registerMediaUploadRoutes(router, deps, guard);
  registerOnroadRoutes(router, deps, guard);
  registerStudioRoutes(router, deps, guard);
  registerTransferRoutes(router, deps, guard);
  registerSiteRoutes(router, deps, guard);
  return router;
}
