/**
 * GET /api/stock/availability?model=<id> (no sign-in): each open showroom's delivery band
 * per variant and colour of one model (docs/stock-and-delivery.md "Availability"). Short
 * lived in caches (a minute), with an ETag, and stamped with the minute it was computed so
 * a page read offline says how old it is.
 */
import Router from '@koa/router';
import { z } from 'zod';
import type { ResolvedDeps } from '../deps.ts';
import { stockPaths } from '#contract/stock.ts';
import { HttpError } from '../http/http-error.ts';
import { sendCacheableJson } from '../http/cacheable-json.ts';
import { validBody } from '../http/validate.ts';
import { readShowrooms } from '../site/showroom-list.ts';
import { catalogueKinds } from './catalogue-kinds.ts';
import { modelAvailability } from './availability.ts';

const querySchema = z.object({ model: z.string({ error: 'Please choose a model' }).regex(/^\d{1,9}$/, 'Please choose a model') });

export function stockPublicRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  router.get(stockPaths.availability, async (ctx) => {
    const { model } = validBody(querySchema, ctx.query);
    const id = Number(model);
    const active = await deps.db.query('SELECT 1 FROM models WHERE id = $1 AND status = 1', [id]);
    const found = active.rows.length > 0 ? (await catalogueKinds(deps.db)).get(id) : undefined;
    if (!found) throw new HttpError(404, 'Model not found');
    const showrooms = (await readShowrooms(deps.db)).filter((s) => !s.closed).map((s) => s.id);
    sendCacheableJson(ctx, await modelAvailability(deps.db, found, showrooms, deps.now()), 'public, max-age=60');
  });
  return router;
}
