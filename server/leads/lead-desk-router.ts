/**
 * The staff routes of the lead desk and staff accounts, every one behind the admin
 * session (and the CSRF token for changes): server/leads/lead-routes.ts,
 * server/staff/staff-routes.ts.
 */
import Router from '@koa/router';
import type { ResolvedDeps } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { registerStaffRoutes } from '../staff/staff-routes.ts';
import { registerLeadRoutes } from './lead-routes.ts';

export function leadDeskRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const guard = requireSession(deps);
  registerLeadRoutes(router, deps, guard);
  registerStaffRoutes(router, deps, guard);
  return router;
}
