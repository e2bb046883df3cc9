/**
 * GET /api/offline-manifest: every URL a showroom tablet needs to show the catalogue with
 * no network (architecture "Offline"): the public reads of requirements 7.1, the on-road rates,
 * each active model's per-model reads, the dealers, the site settings and their logo, and every media path those reads
 * reference (of each 360 view every third frame: src/contract/media.ts offlineFrameStep),
 * except e-brochures: those are listed apart (`brochures`), saved only when a visitor
 * opens one (docs/offline.md "What a first visit downloads"). The version changes whenever catalogue data or a rate changes
 * (catalogue_state.version is bumped by trigger) or the URL list does, so the service
 * worker knows when to refresh its cache.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/connect.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { offlineCopyUrl, offlineFrameStep } from '#contract/media.ts';
import type { OfflineManifest } from '#contract/catalogue-types.ts';
import { activeBrochures, activeModelKeys, catalogueVersion, dealerIds, referencedMediaPaths } from './repository.ts';
import { siteLogoUrl } from '../site/site-repository.ts';

export async function buildOfflineManifest(db: Queryable): Promise<OfflineManifest> {
  // The version is read first: a change made while the rest is read bumps it again, so
  // the next manifest differs and the device refreshes once more (never a stale "same").
  const version = await catalogueVersion(db);
  const [keys, dealers, media, logo, brochureRows] = await Promise.all([
    activeModelKeys(db), dealerIds(db), referencedMediaPaths(db, offlineFrameStep), siteLogoUrl(db), activeBrochures(db),
  ]);
  const ownFile = (p: string) => p.startsWith('/') && !p.startsWith('//');
  const brochures = brochureRows.filter((b) => ownFile(b.url));
  const brochureUrls = new Set(brochures.map((b) => b.url));
  const urls = [
    apiPaths.images, apiPaths.bikes, apiPaths.scooters, apiPaths.ev, apiPaths.gallery, apiPaths.offers,
    // The on-road quote works offline from the same cache (its rate tables bump the version too).
    apiPaths.onroadRates,
    // The dealer's details every screen shows (a change to them moves the version too).
    apiPaths.site,
    ...keys.flatMap((k) => [
      apiPaths.bikeView(k), apiPaths.variants(k), apiPaths.features(k), apiPaths.accessories(k),
      apiPaths.colours(k), apiPaths.frames(k),
    ]),
    ...dealers.map((id) => apiPaths.dealer(id)),
    // Only our own site-relative files can be cached for offline use.
    ...(logo ? [logo] : []),
    // A picture the pipeline made is kept at one width (src/contract/media.ts offlineCopyUrl).
    ...media.filter((p) => ownFile(p) && !brochureUrls.has(p)).map(offlineCopyUrl),
  ];
  const unique = [...new Set(urls)];
  // A brochure that is also some other picture's file stays in `urls` (saved with the catalogue).
  const saved = new Set(unique);
  const onOpen = brochures.filter((b) => !saved.has(b.url));
  const listed = onOpen.map((b) => `${b.model}\t${b.url}`);
  const hash = createHash('sha256').update(`${version}\n${unique.join('\n')}\n${listed.join('\n')}`).digest('hex').slice(0, 16);
  return { version: hash, urls: unique, brochures: onOpen };
}
