/** The public catalogue reads of requirements 7.1 (shapes in src/contract/catalogue-types.ts). */
import Router from '@koa/router';
import type { Context } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { sendCacheableJson } from '../http/cacheable-json.ts';
import { dealerNotFound, modelNotFound } from '../http/http-error.ts';
import { routePattern } from '../http/route-pattern.ts';
import { modelKeyOf } from './model-key.ts';
import * as repo from './repository.ts';
import { buildOfflineManifest } from './offline-manifest.ts';
import { publicOnroadRates } from './onroad-repository.ts';

/** The model key in the path; a name that cannot be a model is a 404 without a query. */
function bikeNameOf(ctx: Context): string {
  const key = modelKeyOf(String(ctx.params.bikeName ?? ''));
  if (key === null) throw modelNotFound();
  return key;
}

export function catalogueRouter({ db }: ResolvedDeps): Router {
  const router = new Router();

  router.get(apiPaths.images, async (ctx) => sendCacheableJson(ctx, await repo.sliderImages(db)));
  router.get(apiPaths.bikes, async (ctx) => sendCacheableJson(ctx, await repo.vehicles(db, 'bikes')));
  router.get(apiPaths.scooters, async (ctx) => sendCacheableJson(ctx, await repo.vehicles(db, 'scooters')));
  router.get(apiPaths.ev, async (ctx) => sendCacheableJson(ctx, await repo.vehicles(db, 'ev')));
  router.get(apiPaths.gallery, async (ctx) => sendCacheableJson(ctx, await repo.galleryImages(db)));
  router.get(apiPaths.offers, async (ctx) => sendCacheableJson(ctx, await repo.offers(db)));

  router.get(routePattern(apiPaths.bikeView, 'bikeName'), async (ctx) => {
    const detail = await repo.bikeDetail(db, bikeNameOf(ctx));
    if (!detail) throw modelNotFound();
    sendCacheableJson(ctx, detail);
  });

  const lists = [
    [apiPaths.variants, repo.variants],
    [apiPaths.features, repo.features],
    [apiPaths.accessories, repo.accessories],
    [apiPaths.colours, repo.colours],
    [apiPaths.frames, repo.frames],
  ] as const;
  for (const [path, read] of lists) {
    router.get(routePattern(path, 'bikeName'), async (ctx) => {
      const rows = await read(db, bikeNameOf(ctx));
      if (!rows) throw modelNotFound();
      sendCacheableJson(ctx, rows);
    });
  }

  // requirements 7.1: a one-element list (the page uses the first item).
  router.get(routePattern(apiPaths.dealer, 'id'), async (ctx) => {
    const raw = String(ctx.params.id ?? '');
    // A non-numeric or out-of-range id is simply not a dealer (404, never a 500).
    if (!/^\d{1,9}$/.test(raw)) throw dealerNotFound();
    const found = await repo.dealer(db, Number(raw));
    if (!found) throw dealerNotFound();
    sendCacheableJson(ctx, [found]);
  });

  router.get(apiPaths.offlineManifest, async (ctx) => {
    // A browser in data-saver mode says so on every request (Save-Data: on): the manifest
    // tells the service worker to save only what the visitor opens (docs/offline.md).
    ctx.vary('Save-Data');
    const saveData = /^on$/i.test(ctx.get('Save-Data').trim());
    sendCacheableJson(ctx, { ...(await buildOfflineManifest(db)), ...(saveData ? { saveData: true } : {}) });
  });
  router.get(apiPaths.onroadRates, async (ctx) => sendCacheableJson(ctx, await publicOnroadRates(db)));

  return router;
}
