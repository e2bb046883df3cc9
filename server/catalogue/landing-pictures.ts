/**
 * The main picture of a landing screen (Lighthouse's LCP element on a phone): the first
 * card of a listing, the overview picture of a bike's detail page. The server names it in
 * the page's HTML (server/http/screen-preloads.ts), so the browser fetches it while the
 * script loads instead of after the script has read the catalogue. Same reads and the same
 * rule (src/contract/model-pictures.ts) as the screens themselves.
 */
import { cardPicture, isExternalMedia, mediaPath } from '../../src/contract/model-pictures.ts';
import type { Queryable } from '../db/connect.ts';
import { bikeDetail, vehicles, type ModelType } from './repository.ts';

export type LandingPicture = (path: string, query: URLSearchParams) => Promise<string | null>;

const listings: Record<string, ModelType> = { '/motorcycle': 'bikes', '/scooters': 'scooters', '/ev': 'ev' };

/** Pictures served by this site only: another origin's would cost a connection ahead of everything else. */
const ownPicture = (path: string | undefined) => (path && !isExternalMedia(path) ? mediaPath(path) : null);

export function landingPictureOf(db: Queryable): LandingPicture {
  return async (path, query) => {
    const listing = listings[path];
    if (listing) {
      const [first] = await vehicles(db, listing);
      return ownPicture(first && cardPicture(first));
    }
    // The detail screen reads the spec's default name when the query has none.
    if (path === '/view-details') return ownPicture((await bikeDetail(db, query.get('bike') || 'Unknown'))?.image);
    return null;
  };
}
