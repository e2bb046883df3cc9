/**
 * The offline catalogue (ARCHITECTURE "Offline"): every URL the API's offline manifest
 * lists (catalogue JSON, dealers, gallery, offers, images, 360 frames, brochures) is kept
 * in one cache per manifest version. A new version is filled beside the old one, which
 * keeps serving until the new one is complete; then they swap and the old is deleted,
 * so a tablet never ends up with half of each.
 */
import type { OfflineManifest } from '../src/contract/catalogue-types.ts';
import { apiPaths } from '../src/contract/api-paths.ts';
import type { WorkerToPageMessage } from '../src/offline/sw-messages.ts';
import { inBatches } from './request-kinds.ts';

const prefix = 'catalogue-';
/** Until a version is complete, runtime reads land here. */
const firstRunCache = `${prefix}first-run`;
/** Written last: its presence is what makes a version cache complete. */
const completeMarker = '/__offline/catalogue-complete';
const batchSize = 6;

export type Post = (message: WorkerToPageMessage) => void;

interface CatalogueVersion {
  name: string;
  version: string;
}

let current: CatalogueVersion | null | undefined;
let filling: string | null = null;
let warming: Promise<void> | null = null;
let progress: { done: number; total: number } | null = null;

const cacheNameOf = (version: string) => `${prefix}v-${encodeURIComponent(version)}`;

/** The complete catalogue cache, found again from the cache names after a worker restart. */
export async function completeCatalogue(): Promise<CatalogueVersion | null> {
  if (current !== undefined) return current;
  current = null;
  for (const name of await caches.keys()) {
    if (!name.startsWith(`${prefix}v-`)) continue;
    const marker = await (await caches.open(name)).match(completeMarker);
    if (marker) {
      current = { name, version: await marker.text() };
      break;
    }
  }
  return current;
}

/** Where runtime reads are looked up and stored: the complete version, else the one filling. */
export async function activeCatalogueCache(): Promise<string> {
  return (await completeCatalogue())?.name ?? filling ?? firstRunCache;
}

async function fill(manifest: OfflineManifest, post: Post): Promise<void> {
  const name = cacheNameOf(manifest.version);
  const previous = await completeCatalogue();
  const cache = await caches.open(name);
  const old = previous ? await caches.open(previous.name) : null;
  const urls = [...new Set(manifest.urls)];
  filling = name;
  progress = { done: 0, total: urls.length };
  post({ type: 'catalogue-progress', ...progress });

  for (const batch of inBatches(urls, batchSize)) {
    await Promise.all(
      batch.map(async (url) => {
        // An interrupted fill of this same version resumes where it stopped.
        if (!(await cache.match(url, { ignoreVary: true }))) {
          // Media never change under one URL: take them from the old version.
          const reused = url.startsWith('/media/') && old ? await old.match(url, { ignoreVary: true }) : undefined;
          if (reused) await cache.put(url, reused);
          else {
            // A network error here aborts the fill (it resumes at the next start);
            // a URL the server no longer has is simply left out.
            const response = await fetch(url, { credentials: 'same-origin' });
            if (response.ok) await cache.put(url, response);
          }
        }
        progress = { done: (progress?.done ?? 0) + 1, total: urls.length };
      }),
    );
    post({ type: 'catalogue-progress', done: progress?.done ?? 0, total: urls.length });
  }

  await cache.put(completeMarker, new Response(manifest.version, { headers: { 'Content-Type': 'text/plain' } }));
  current = { name, version: manifest.version };
  filling = null;
  progress = null;
  for (const other of await caches.keys()) {
    if (other.startsWith(prefix) && other !== name) await caches.delete(other);
  }
}

async function warm(post: Post): Promise<void> {
  const ready = await completeCatalogue();
  // Offline, or the manifest unreadable: the catalogue we have is the one we serve.
  let manifest: OfflineManifest;
  try {
    // Revalidated (ETag) rather than refetched: most starts find the same version.
    const response = await fetch(apiPaths.offlineManifest, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`offline manifest: ${response.status}`);
    manifest = (await response.json()) as OfflineManifest;
  } catch {
    if (ready) post({ type: 'catalogue-ready', version: ready.version });
    return;
  }
  if (ready?.version !== manifest.version) {
    try {
      await fill(manifest, post);
    } catch {
      filling = null;
      progress = null;
      const fallback = await completeCatalogue();
      if (fallback) post({ type: 'catalogue-ready', version: fallback.version });
      return;
    }
  }
  post({ type: 'catalogue-ready', version: manifest.version });
}

/** Checks the manifest and fills a new version if needed; one run at a time. */
export async function warmCatalogue(post: Post): Promise<void> {
  if (warming) {
    // Tell a page that just started where the running fill stands.
    if (progress) post({ type: 'catalogue-progress', ...progress });
    return warming;
  }
  const ready = await completeCatalogue();
  if (ready) post({ type: 'catalogue-ready', version: ready.version });
  warming = warm(post).finally(() => {
    warming = null;
  });
  return warming;
}
