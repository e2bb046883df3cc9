/**
 * What the server reads for a landing screen it draws (server/http/screen-render.ts): the
 * screen's API answers (and the dealer's details the frame shows), keyed by the API path as the screen asks for it, and its main
 * picture (Lighthouse's LCP element on a phone: the first card of a listing, a bike's
 * overview picture), which the page's HTML names so the browser fetches it at once. Same
 * reads as the catalogue routes (server/catalogue/routes.ts) and the same picture rule as
 * the screens (src/contract/model-pictures.ts).
 */
import { bikeKey, publicReadPaths } from '#contract/api-paths.ts';
import { cardPicture, isExternalMedia, mediaPath } from '#contract/model-pictures.ts';
import { pictureSizes } from '#contract/media.ts';
import type { Queryable } from '../db/connect.ts';
import { modelKeyOf } from './model-key.ts';
import { bikeDetail, sliderImages, variants, vehicles, type ModelType } from './repository.ts';
import { readPublicSiteSettings } from '../site/site-repository.ts';

export interface LandingContent {
  /** API answers by path (src/lib/first-reads.ts). */
  reads: Record<string, unknown>;
  /** The screen's main picture, when it is one this site serves. */
  picture: string | null;
  /** How wide the screen draws it (src/contract/model-pictures.ts pictureSizes), for a responsive preload. */
  pictureSizes?: string;
}

/** The content of a landing screen at a path and query; null for a path that is not one. */
export type LandingContentOf = (path: string, query: URLSearchParams) => Promise<LandingContent | null>;

const listings: Record<string, ModelType> = { '/motorcycle': 'bikes', '/scooters': 'scooters', '/ev': 'ev' };

/** Pictures served by this site only: another origin's would cost a connection ahead of everything else. */
const ownPicture = (path: string | undefined) => (path && !isExternalMedia(path) ? mediaPath(path) : null);

export function landingContentOf(db: Queryable): LandingContentOf {
  const screenContent = screenContentOf(db);
  return async (path, query) => {
    const content = await screenContent(path, query);
    if (!content) return null;
    // Every screen's frame (header, footer, contacts) shows the dealer's details.
    return { ...content, reads: { [publicReadPaths.site]: await readPublicSiteSettings(db), ...content.reads } };
  };
}

function screenContentOf(db: Queryable): LandingContentOf {
  return async (path, query) => {
    if (path === '/') {
      // The home page previews every type (src/site/home-models.tsx).
      const [images, bikes, scooters, ev] = await Promise.all([sliderImages(db), vehicles(db, 'bikes'), vehicles(db, 'scooters'), vehicles(db, 'ev')]);
      return {
        reads: { [publicReadPaths.images]: images, [publicReadPaths.bikes]: bikes, [publicReadPaths.scooters]: scooters, [publicReadPaths.ev]: ev },
        picture: null,
      };
    }
    if (path === '/about') return { reads: {}, picture: null };
    const listing = listings[path];
    if (listing) {
      const models = await vehicles(db, listing);
      return { reads: { [publicReadPaths[listing]]: models }, picture: ownPicture(models[0] && cardPicture(models[0])), pictureSizes: pictureSizes.card };
    }
    if (path === '/view-details') {
      // The screen reads the spec's default name when the query has none (src/catalogue/use-bike-name.ts).
      const name = query.get('bike') || 'Unknown';
      const key = modelKeyOf(name);
      const detail = key === null ? null : await bikeDetail(db, key);
      // An unknown bike is the screen's own "not found" answer, read on the device.
      if (!detail) return { reads: {}, picture: null };
      const bikeVariants = await variants(db, bikeKey(detail.bikeName));
      return {
        reads: {
          [publicReadPaths.bikeView(name)]: detail,
          ...(bikeVariants ? { [publicReadPaths.variants(detail.bikeName)]: bikeVariants } : {}),
        },
        picture: ownPicture(detail.image),
        pictureSizes: pictureSizes.detail,
      };
    }
    return null;
  };
}
