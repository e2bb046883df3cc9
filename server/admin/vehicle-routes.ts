/**
 * Manage Vehicles (requirements 2.5; 4 "Vehicle status"; 7.3; 8): GET /api/{bikes|scooters|ev}_admin
 * and PATCH /api/{bikes|scooters|ev}/{id}/status {status: 1 | 0}. A model switched off
 * leaves the public listings at once.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { vehicleStatusSchema, vehicleTypes, type VehicleType } from '#contract/admin-schemas.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { AdminVehicle } from '#contract/catalogue-types.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { intId } from '../http/route-params.ts';
import { validBodyAsSpecText } from '../http/validate.ts';
import { listVehicles, setVehicleStatus } from './manage-repository.ts';
import { routePattern } from '../http/route-pattern.ts';
import { requirePermission } from '../auth/require-permission.ts';

const vehicleMessages = {
  activated: 'Vehicle activated successfully',
  deactivated: 'Vehicle deactivated successfully',
  notFound: 'Vehicle not found',
} as const;

/** requirements 3 "Admin vehicle": bikes carry bikeName, scooters and EVs scooterName. */
function adminVehicle(type: VehicleType, row: { id: number; name: string; status: 0 | 1 }): AdminVehicle {
  return type === 'bikes'
    ? { id: row.id, bikeName: row.name, status: row.status }
    : { id: row.id, scooterName: row.name, status: row.status };
}

export function registerVehicleRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);
  const catalogue = requirePermission('catalogue');
  for (const type of vehicleTypes) {
    router.get(adminApiPaths.adminVehicles(type), guard, catalogue, async (ctx) => {
      ctx.body = (await listVehicles(deps.db, type)).map((row) => adminVehicle(type, row));
    });

    router.patch(routePattern((id: string) => adminApiPaths.vehicleStatus(type, id), 'id'), guard, catalogue, async (ctx) => {
      const id = intId(ctx.params.id, vehicleMessages.notFound);
      const { status } = validBodyAsSpecText(vehicleStatusSchema, await body.json(ctx));
      if (!(await setVehicleStatus(deps.db, type, id, status))) throw new HttpError(404, vehicleMessages.notFound);
      ctx.body = { message: status === 1 ? vehicleMessages.activated : vehicleMessages.deactivated };
    });
  }
}
