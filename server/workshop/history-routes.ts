/**
 * Staff's service history by registration number and the vehicle's dates (docs/workshop.md
 * "Service history"): the visits of the person's showrooms only (an Owner sees all), and
 * the sale, insurance and PUC renewal dates of a vehicle that has visited one of them.
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { historyMessages, historyQuerySchema, serviceHistoryPaths, vehicleDatesSchema } from '#contract/service-history.ts';
import type { ResolvedDeps } from '../deps.ts';
import { adminState } from '../auth/require-session.ts';
import { leadScopeOf, scopeCondition } from '../auth/staff-scope.ts';
import { bodyReader } from '../http/body.ts';
import { validBody } from '../http/validate.ts';
import { refusal } from './db-refusals.ts';
import { historyOf, visitRows } from './service-history.ts';

export function addHistoryRoutes(router: Router, deps: ResolvedDeps, guard: Middleware, may: Middleware): void {
  const body = bodyReader(deps.config);
  /** The vehicle's visits this person may see; a 404 naming the registration when there are none. */
  const visitsFor = async (ctx: Context, registration: string) => {
    const params: unknown[] = [registration];
    const rows = await visitRows(deps.db, scopeCondition(leadScopeOf(adminState(ctx)), 'c.showroom_id', params), params);
    if (rows.length === 0) throw refusal(404, 'registration', historyMessages.noVisits);
    return rows;
  };

  router.get(serviceHistoryPaths.history, guard, may, async (ctx) => {
    const { registration } = validBody(historyQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await historyOf(deps.db, await visitsFor(ctx, registration), true);
  });

  router.post(serviceHistoryPaths.dates, guard, may, async (ctx) => {
    const dates = validBody(vehicleDatesSchema, await body.json(ctx));
    await visitsFor(ctx, dates.registration);
    await deps.db.query(
      `INSERT INTO service_vehicles (registration, sold_on, insurance_renews_on, puc_renews_on, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (registration) DO UPDATE SET sold_on = $2, insurance_renews_on = $3, puc_renews_on = $4, updated_at = $5, updated_by = $6`,
      [dates.registration, dates.soldOn, dates.insuranceRenewsOn, dates.pucRenewsOn, deps.now(), adminState(ctx).userId],
    );
    ctx.body = await historyOf(deps.db, await visitsFor(ctx, dates.registration), true);
  });
}
