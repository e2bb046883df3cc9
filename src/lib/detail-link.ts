import type { To } from 'react-router-dom';
import { bikeKey } from '#contract/api-paths.ts';

/** The bike-name query parameter of /view-details and /angle-view (bookmarks, reloads, offline cache). */
export const bikeParam = 'bike';

interface BikeLink {
  to: To;
  state: { bikeName: string; modelName?: string };
}

/**
 * requirements 2.1: /view-details and /angle-view take bikeName (spaces removed) from navigation
 * state; the same name also goes in `?bike=` so the page can be bookmarked, shared,
 * reloaded and cached offline. /text-ride-booking reads its bike from fuller state
 * (src/catalogue/overview-tab.tsx) and takes `?bike=` when it has none: a link tapped on a
 * server-drawn page before the app runs arrives with the address alone. `modelName`, the
 * name a visitor reads ('Shine 100' for the key 'Shine100'), rides along in the state for
 * the screens that name the bike before reading it (src/catalogue/use-bike-name.ts).
 */
export function bikeLink(pathname: '/view-details' | '/angle-view' | '/text-ride-booking', name: string, modelName?: string): BikeLink {
  const key = bikeKey(name);
  const to = { pathname, search: `?${bikeParam}=${encodeURIComponent(key)}` };
  return { to, state: modelName ? { bikeName: key, modelName } : { bikeName: key } };
}
