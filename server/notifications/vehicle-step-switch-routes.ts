/**
 * Manage > Messages, "Vehicle booking steps" (Owners, permission `site`; docs/notifications.md):
 * - GET /api/admin/vehicle-step-messages  which steps of a vehicle booking message the customer;
 * - PUT /api/admin/vehicle-step-messages  switches steps on or off; a step left out keeps its switch.
 * Kept as the steps switched off (`stock_settings.step_messages_off`, migration 490), so a step
 * added later starts on. Read when a step is reached (server/stock/booking-step-messages.ts).
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import type { Queryable } from '../db/connect.ts';
import { messageApiPaths } from '#contract/messages.ts';
import { vehicleMessageSteps, vehicleStepSwitchesSchema, type VehicleStepSwitches } from '#contract/vehicle-step-messages.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { adminState } from '../auth/require-session.ts';
import { bodyReader } from '../http/body.ts';
import { validBody } from '../http/validate.ts';

async function readSwitches(db: Queryable): Promise<VehicleStepSwitches> {
  const { rows } = await db.query<{ off: string[] }>('SELECT step_messages_off AS off FROM stock_settings');
  const off = new Set(rows[0]?.off ?? []);
  return Object.fromEntries(vehicleMessageSteps.map((step) => [step, !off.has(step)])) as VehicleStepSwitches;
}

export function registerVehicleStepSwitchRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);
  const may = requirePermission('site');

  router.get(messageApiPaths.adminVehicleSteps, guard, may, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await readSwitches(deps.db);
  });

  router.put(messageApiPaths.adminVehicleSteps, guard, may, async (ctx) => {
    const change = validBody(vehicleStepSwitchesSchema, await body.json(ctx));
    ctx.body = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ off: string[] }>('SELECT step_messages_off AS off FROM stock_settings FOR UPDATE');
      const off = new Set(rows[0]?.off ?? []);
      for (const step of vehicleMessageSteps) {
        if (change[step] === true) off.delete(step);
        if (change[step] === false) off.add(step);
      }
      await tx.query('UPDATE stock_settings SET step_messages_off = $1::text[], updated_at = $2, updated_by = $3', [
        vehicleMessageSteps.filter((step) => off.has(step)), deps.now(), adminState(ctx).userId,
      ]);
      return readSwitches(tx);
    });
  });
}
