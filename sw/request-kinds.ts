/**
 * Which requests the service worker answers from which cache (docs/offline.md).
 * Pure functions of the URL, so they are tested without a browser.
 */

import { apiPaths, publicReadPaths, type PathBuilder } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { allReports } from '#contract/reports.ts';

const parameter = 'PATHPARAMETER';

/**
 * A contract path as a pattern: each parameter of a builder matches one path segment
 * ('/api/dealers/{id}' -> /^\/api\/dealers\/[^/]+$/i). The server routes without regard
 * to case, so the pattern does too.
 */
export function pathPattern(build: PathBuilder): RegExp {
  const sample = typeof build === 'string' ? build : (build as (...params: string[]) => string)(...Array<string>(build.length).fill(parameter));
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.split(parameter).join('[^/]+')}$`, 'i');
}

/** requirements 7.1 public reads, from the contract. */
const publicReads = Object.values(publicReadPaths).map(pathPattern);

/** The admin API and every report of the registry, from the contract. */
const adminPaths = [...Object.values(adminApiPaths), ...allReports.map((r) => r.path)].map(pathPattern);

/** Admin calls are never cached: they need a live session and may hold personal data. */
export function isAdminApi(pathname: string): boolean {
  return adminPaths.some((pattern) => pattern.test(pathname));
}

/**
 * requirements 7.1 public reads (catalogue, dealers, gallery, offers, 360 sets): stale-while-
 * revalidate. Only the contract's public reads qualify, so an admin path (or any path the
 * contract does not know) is never served from the catalogue cache.
 */
export function isCatalogueRead(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  // The manifest itself is always asked of the network: it is how a new version is seen.
  if (url.pathname === apiPaths.offlineManifest) return false;
  return !isAdminApi(url.pathname) && publicReads.some((pattern) => pattern.test(url.pathname));
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
