/**
 * The staff routes of messages and alerts (docs/notifications.md), every one behind the
 * admin session: a lead's messages and staff alerts, Manage > Messages (with the vehicle booking steps' switches), the desks' alerts, Web Push.
 */
import Router from '@koa/router';
import type { ResolvedDeps } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { registerDeskAlertRoutes } from './desk-alert-routes.ts';
import { registerLeadMessageRoutes } from './lead-message-routes.ts';
import { registerMessageSettingsRoutes } from './message-settings-routes.ts';
import { registerLeadStaffAlertRoutes } from './push/lead-staff-alert-routes.ts';
import { registerStaffPushRoutes } from './push/staff-push-routes.ts';
import { registerVehicleStepSwitchRoutes } from './vehicle-step-switch-routes.ts';

export function notificationRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const guard = requireSession(deps);
  registerDeskAlertRoutes(router, deps, guard);
  registerLeadMessageRoutes(router, deps, guard);
  registerLeadStaffAlertRoutes(router, deps, guard);
  registerMessageSettingsRoutes(router, deps, guard);
  registerStaffPushRoutes(router, deps, guard);
  registerVehicleStepSwitchRoutes(router, deps, guard);
  return router;
}
