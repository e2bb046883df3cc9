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
import { modelAvailability } from './availability.ts';

const querySchema = z.object({ model: z.string({ error: 'Please choose a model' }).regex(/^\d{1,9}$/, 'Please choose a model') });

export function stockPublicRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  router.get(stockPaths.availability, async (ctx) => {
    const { model } = validBody(querySchema, ctx.query);
    const answer = await modelAvailability(deps.db, Number(model), deps.now());
    if (!answer) throw new HttpError(404, 'Model not found');
    sendCacheableJson(ctx, answer, 'public, max-age=60');
  });
  return router;
}
