/**
 * The admin screens' own files on the device from the moment someone signs in
 * (docs/offline.md "Admin screens"). Visitors never download them: the build lists them in
 * the same manifest as the app shell (so they carry the build's version), and the worker
 * takes them out of the precache. When a signed-in admin page asks ('warm-admin'), the
 * worker fetches every one still missing into its own cache and drops the files of older
 * builds; they are then served cache-first, so a reload with no signal opens the admin app
 * on the first day, not only after a second visit. Which files are admin-only is the one
 * list in admin-screen-files.json (vite.config.ts and scripts/offline-footprint.mjs read it too).
 */
import adminScreenFiles from './admin-screen-files.json';
import { inBatches } from './request-kinds.ts';

export const adminScreensCache = 'admin-screens';

export interface ManifestEntry {
  url: string;
  revision: string | null;
}

/** A built file's name starts with one of the admin screens' chunk names (admin-app-, export-). */
export function isAdminScreenFile(url: string): boolean {
  const name = url.split('?')[0]!.split('/').pop() ?? '';
  return adminScreenFiles.warmedAtSignIn.some((prefix) => name.startsWith(prefix));
}

/** The build's manifest split: the shell every visitor gets, and the admin screens' files. */
export function splitManifest(entries: readonly ManifestEntry[]): { shell: ManifestEntry[]; admin: ManifestEntry[] } {
  return {
    shell: entries.filter((e) => !isAdminScreenFile(e.url)),
    admin: entries.filter((e) => isAdminScreenFile(e.url)),
  };
}

export interface AdminScreensSaved {
  files: number;
  /** Bytes fetched by this warm-up (files already in the cache cost nothing). */
  fetchedBytes: number;
}

/**
 * Puts every admin file of this build in the cache (six at a time) and removes the ones of
 * older builds. A file that cannot be fetched now is left for the next sign-in or start.
 */
export async function saveAdminScreens(paths: readonly string[]): Promise<AdminScreensSaved> {
  const cache = await caches.open(adminScreensCache);
  const wanted = new Set(paths);
  for (const request of await cache.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) await cache.delete(request);
  }
  let fetchedBytes = 0;
  let files = 0;
  for (const batch of inBatches(paths, 6)) {
    await Promise.all(batch.map(async (path) => {
      if (await cache.match(path, { ignoreVary: true })) {
        files += 1;
        return;
      }
      try {
        const response = await fetch(path, { credentials: 'same-origin' });
        if (!response.ok) return;
        const body = await response.clone().arrayBuffer();
        await cache.put(path, response);
        fetchedBytes += body.byteLength;
        files += 1;
      } catch {
        // No network now: the next 'warm-admin' tries again.
      }
    }));
  }
  return { files, fetchedBytes };
}
