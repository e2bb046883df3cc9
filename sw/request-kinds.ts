/**
 * Which requests the service worker answers from which cache (ARCHITECTURE "Offline").
 * Pure functions of the URL, so they are tested without a browser.
 */

/** Admin reads are never cached: they need a live session and may hold personal data. */
const adminReads: RegExp[] = [
  /^\/api\/me$/,
  /^\/api\/dashboard$/,
  /^\/api\/profile(\/|$)/,
  /^\/api\/managePrice(\/|$)/,
  /^\/api\/manageAccessories(\/|$)/,
  /_admin$/,
  /Reports?$/i,
  /^\/api\/getJoyClub$/,
  /resumes?(\/|$)/i,
  /^\/api\/log(in|out)$/,
  /^\/api\/admin(\/|$)/,
];

export function isAdminApi(pathname: string): boolean {
  return adminReads.some((pattern) => pattern.test(pathname));
}

/** spec 7.1 public reads (catalogue, dealers, gallery, offers, 360 sets): stale-while-revalidate. */
export function isCatalogueRead(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  if (!url.pathname.startsWith('/api/')) return false;
  // The manifest itself is always asked of the network: it is how a new version is seen.
  if (url.pathname === '/api/offline-manifest') return false;
  return !isAdminApi(url.pathname);
}

/**
 * A request made by an admin screen (its document is under /admin): staff editing the
 * catalogue must see what the server has now, so such reads go to the network first
 * and fall back to the saved copy only offline.
 */
export function isFromAdminScreen(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    const from = new URL(referrer);
    return from.origin === origin && (from.pathname === '/admin' || from.pathname.startsWith('/admin/'));
  } catch {
    return false;
  }
}

/** Uploaded and generated media are immutable (a change gets a new URL): cache-first. */
export function isMedia(url: URL, method: string, origin: string): boolean {
  return method === 'GET' && url.origin === origin && url.pathname.startsWith('/media/');
}

/** Hashed build files outside the precache (the admin chunks): cache-first once fetched. */
export function isBuildAsset(url: URL, method: string, origin: string): boolean {
  return method === 'GET' && url.origin === origin && url.pathname.startsWith('/assets/');
}

/** Navigations that must reach the server, not the app shell. */
export const navigationDenylist: RegExp[] = [/^\/api\//, /^\/media\//];

/** Batches the catalogue warm-up: about six requests at once, like a browser per host. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
