/**
 * Model and accessory prices (spec 2.5 "Price", "Accessories Price"; 5; 7.3; 8):
 * GET/PATCH /api/managePrice and GET/PATCH /api/manageAccessories.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../app.ts';
import { priceSchema } from '../../src/contract/admin-schemas.ts';
import { apiPaths } from '../../src/contract/api-paths.ts';
import { AdminError } from './admin-errors.ts';
import {
  findModelId, listAccessories, listModelPrices, setAccessoryPrice, setModelPrice,
} from './manage-repository.ts';
import { readJson } from './read-body.ts';
import { intId } from './route-params.ts';

export const priceMessages = {
  modelUpdated: 'Price updated successfully',
  accessoryUpdated: 'Price updated successfully!',
  invalidPrice: 'Please enter a valid price',
  accessoryMissing: 'Please select an accessory and enter a price!',
  modelNotFound: 'Model not found',
  accessoryNotFound: 'Accessory not found',
} as const;

function parsePrice(body: Record<string, unknown>): number {
  const parsed = priceSchema.safeParse(body);
  if (!parsed.success) throw new AdminError(400, parsed.error.issues[0]?.message ?? priceMessages.invalidPrice);
  return parsed.data.price;
}

export function registerPriceRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  router.get(apiPaths.managePrice, guard, async (ctx) => {
    ctx.body = await listModelPrices(deps.db);
  });

  // spec 7.3: the display name arrives URL-encoded; the router decodes it.
  router.patch('/api/managePrice/:bikeName', guard, async (ctx) => {
    const name = (ctx.params.bikeName ?? '').trim();
    const modelId = name && name.length <= 200 ? await findModelId(deps.db, name) : null;
    if (modelId === null) throw new AdminError(404, priceMessages.modelNotFound);
    const price = parsePrice(await readJson(ctx, deps.config));
    await deps.db.transaction((tx) => setModelPrice(tx, modelId, price));
    ctx.body = { message: priceMessages.modelUpdated };
  });

  router.get(apiPaths.manageAccessories, guard, async (ctx) => {
    ctx.body = await listAccessories(deps.db);
  });

  router.patch('/api/manageAccessories/:id', guard, async (ctx) => {
    const id = intId(ctx.params.id, priceMessages.accessoryNotFound);
    const body = await readJson(ctx, deps.config);
    // spec 5: an accessory and a price are both needed.
    if (body.price === undefined || body.price === null || (typeof body.price === 'string' && body.price.trim() === '')) {
      throw new AdminError(400, priceMessages.accessoryMissing);
    }
    const price = parsePrice(body);
    if (!(await setAccessoryPrice(deps.db, id, price))) throw new AdminError(404, priceMessages.accessoryNotFound);
    ctx.body = { message: priceMessages.accessoryUpdated };
  });
}
