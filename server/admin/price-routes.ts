/**
 * Model and accessory prices (requirements 2.5 "Price", "Accessories Price"; 5; 7.3; 8):
 * GET/PATCH /api/managePrice and GET/PATCH /api/manageAccessories.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { priceSchema } from '#contract/admin-schemas.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { intId } from '../http/route-params.ts';
import { validBodyAsSpecText } from '../http/validate.ts';
import { routePattern } from '../http/route-pattern.ts';
import { followPriceInDraft } from '../studio/studio-repository.ts';
import {
  findModelId, listAccessories, listModelPrices, setAccessoryPrice, setModelPrice, setVariantPrice,
} from './manage-repository.ts';

const priceMessages = {
  modelUpdated: 'Price updated successfully',
  accessoryUpdated: 'Price updated successfully!',
  invalidPrice: 'Please enter a valid price',
  accessoryMissing: 'Please select an accessory and enter a price!',
  modelNotFound: 'Model not found',
  variantNotFound: 'Variant not found',
  accessoryNotFound: 'Accessory not found',
} as const;

/** The `price` the body holds, if it is an object holding one. */
function sentPrice(raw: unknown): unknown {
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>).price : undefined;
}

export function registerPriceRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);
  const prices = requirePermission('prices');

  router.get(adminApiPaths.managePrice, guard, prices, async (ctx) => {
    ctx.body = await listModelPrices(deps.db);
  });

  // requirements 7.3: the display name arrives URL-encoded; the router decodes it.
  router.patch(routePattern(adminApiPaths.price, 'bikeName'), guard, prices, async (ctx) => {
    const name = (ctx.params.bikeName ?? '').trim();
    const modelId = name && name.length <= 200 ? await findModelId(deps.db, name) : null;
    if (modelId === null) throw new HttpError(404, priceMessages.modelNotFound);
    const { price } = validBodyAsSpecText(priceSchema, await body.json(ctx));
    await deps.db.transaction((tx) => setModelPrice(tx, modelId, price));
    ctx.body = { message: priceMessages.modelUpdated };
  });

  // Every variant's price, not only the first (the spec's PATCH above sets the base price).
  router.patch(routePattern(adminApiPaths.variantPrice, 'id'), guard, prices, async (ctx) => {
    const id = intId(ctx.params.id, priceMessages.variantNotFound);
    const { price } = validBodyAsSpecText(priceSchema, await body.json(ctx));
    const changed = await deps.db.transaction(async (tx) => {
      const variant = await setVariantPrice(tx, id, price);
      if (variant) await followPriceInDraft(tx, variant.modelId, variant.name, price);
      return variant;
    });
    if (changed === null) throw new HttpError(404, priceMessages.variantNotFound);
    ctx.body = { message: priceMessages.modelUpdated };
  });

  router.get(adminApiPaths.manageAccessories, guard, prices, async (ctx) => {
    ctx.body = await listAccessories(deps.db);
  });

  router.patch(routePattern(adminApiPaths.accessoryPrice, 'id'), guard, prices, async (ctx) => {
    const id = intId(ctx.params.id, priceMessages.accessoryNotFound);
    const raw = await body.json(ctx);
    const sent = sentPrice(raw);
    // requirements 5: an accessory and a price are both needed.
    if (sent === undefined || sent === null || (typeof sent === 'string' && sent.trim() === '')) {
      throw new HttpError(400, priceMessages.accessoryMissing);
    }
    const { price } = validBodyAsSpecText(priceSchema, raw);
    if (!(await setAccessoryPrice(deps.db, id, price))) throw new HttpError(404, priceMessages.accessoryNotFound);
    ctx.body = { message: priceMessages.accessoryUpdated };
  });
}
