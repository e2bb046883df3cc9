/**
 * Manage > On-road rates (docs/on-road-price.md): GET /api/admin/onroad-rates reads every
 * table; each PUT replaces one table, validated with the contract's zod schemas (400 with
 * the failing field named, nothing stored), dated by the server's clock, session and CSRF
 * like every admin change. A change shows in GET /api/onroad-rates at once and moves the
 * offline manifest's version.
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import type { ResolvedDeps } from '../deps.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import {
  bandsBodySchema, chargesBodySchema, modelAttributesBodySchema, modelOptionsBodySchema, settingsBodySchema, subsidiesBodySchema,
} from '#contract/onroad-admin-schemas.ts';
import { bandScheduleKeys, powertrains } from '#contract/onroad-registry.ts';
import type { VehicleType } from '#contract/admin-schemas.ts';
import type { Queryable } from '../db/connect.ts';
import { adminOnroadRates } from '../catalogue/onroad-repository.ts';
import {
  modelType, replaceBands, replaceModelOptions, replaceSubsidies, setModelAttributes, updateCharges, updateSettings,
} from './onroad-repository.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { intId } from '../http/route-params.ts';
import { validBody } from '../http/validate.ts';
import { routePattern } from '../http/route-pattern.ts';
import { requirePermission } from '../auth/require-permission.ts';

const onroadMessages = {
  updated: 'On-road rates updated',
  unchanged: 'No change: the rates were already so',
  tableNotFound: 'No such rate table',
  modelNotFound: 'Model not found',
} as const;

export function registerOnroadRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);
  const prices = requirePermission('prices');

  /**
   * Validates the body with `schema`, then runs `write` in one transaction with the time of
   * the change; answers whether anything changed.
   */
  async function change<S extends z.ZodType>(ctx: Context, schema: S, write: (tx: Queryable, body: z.infer<S>, now: Date) => Promise<boolean>): Promise<void> {
    const parsed = validBody(schema as z.ZodType<z.infer<S>>, await body.json(ctx));
    const now = deps.now();
    const changed = await deps.db.transaction((tx) => write(tx, parsed, now));
    ctx.body = { message: changed ? onroadMessages.updated : onroadMessages.unchanged, changed };
  }

  /** A model id of the path that exists, else a 404 before the body is read. */
  async function modelOf(ctx: Context): Promise<{ id: number; type: VehicleType }> {
    const id = intId(ctx.params.id, onroadMessages.modelNotFound);
    const type = await modelType(deps.db, id);
    if (!type) throw new HttpError(404, onroadMessages.modelNotFound);
    return { id, type };
  }

  router.get(adminApiPaths.adminOnroadRates, guard, prices, async (ctx) => {
    ctx.body = await adminOnroadRates(deps.db);
  });

  router.put(routePattern(adminApiPaths.adminOnroadBands, 'schedule', 'powertrain'), guard, prices, async (ctx) => {
    const schedule = bandScheduleKeys.find((s) => s === ctx.params.schedule);
    const powertrain = powertrains.find((p) => p === ctx.params.powertrain);
    if (!schedule || !powertrain) throw new HttpError(404, onroadMessages.tableNotFound);
    await change(ctx, bandsBodySchema(schedule, powertrain), (tx, body, now) => replaceBands(tx, schedule, powertrain, body.bands, now));
  });

  router.put(adminApiPaths.adminOnroadCharges, guard, prices, (ctx) => change(ctx, chargesBodySchema, updateCharges));
  router.put(adminApiPaths.adminOnroadSettings, guard, prices, (ctx) => change(ctx, settingsBodySchema, updateSettings));
  router.put(adminApiPaths.adminOnroadSubsidies, guard, prices, (ctx) => change(ctx, subsidiesBodySchema, replaceSubsidies));

  router.put(routePattern(adminApiPaths.adminOnroadModel, 'id'), guard, prices, async (ctx) => {
    const model = await modelOf(ctx);
    await change(ctx, modelAttributesBodySchema(model.type), (tx, body) => setModelAttributes(tx, model.id, body));
  });

  router.put(routePattern(adminApiPaths.adminOnroadOptions, 'id'), guard, prices, async (ctx) => {
    const model = await modelOf(ctx);
    await change(ctx, modelOptionsBodySchema, (tx, body, now) => replaceModelOptions(tx, model.id, body, now));
  });
}
