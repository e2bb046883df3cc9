/**
 * The offline catalogue (docs/offline.md): every URL the API's offline manifest
 * lists (catalogue JSON, dealers, gallery, offers, images, 360 frames) is kept in one
 * cache per manifest version. A new version is filled beside the old one, which
 * keeps serving until the new one is complete; then they swap and the old is deleted,
 * so a tablet never ends up with half of each. E-brochures are not filled ahead (one can
 * weigh megabytes): one opened is kept, and moves to each new version. On a data-saving
 * or metered connection nothing is filled ahead: only what the visitor opens is kept.
 * What the visitor viewed (all of a turned model's frames, a picture at the width drawn)
 * moves to the new version too while the new catalogue still references it.
 */
import type { CatalogueSaving } from '#contract/sw-messages.ts';
import type { FrameSet, OfflineManifest } from '#contract/catalogue-types.ts';
import { apiPaths } from '#contract/api-paths.ts';
import type { WorkerToPageMessage } from '#contract/sw-messages.ts';
import { inBatches } from './request-kinds.ts';
import { referencedMedia, viewedMediaToKeep } from './viewed-media.ts';

const prefix = 'catalogue-';
/** Until a version is complete, runtime reads land here. */
const firstRunCache = `${prefix}first-run`;
/** Written last: its presence is what makes a version cache complete. */
const completeMarker = '/__offline/catalogue-complete';
const batchSize = 6;
/** Each model's 360 read (`apiPaths.frames`): it lists all the frames a view turns through. */
const framesPrefix = apiPaths.frames('');

export type Post = (message: WorkerToPageMessage) => void;

interface CatalogueVersion {
  name: string;
  version: string;
}

let current: CatalogueVersion | null | undefined;
/** The one look through the cache names after a worker (re)start; every caller waits for it. */
let lookup: Promise<CatalogueVersion | null> | null = null;
let filling: string | null = null;
/** The one warm-up running (only ever one: see warmCatalogue). */
let warming: Promise<void> | null = null;
/** Where that warm-up's fill stands, for a page that starts meanwhile. */
let progress: { done: number; total: number } | null = null;
/**
 * Stops the running warm-up when the visitor chose Reload. The browser activates a new
 * version only once this worker has no event running, and a warm-up keeps the pages'
 * 'warm-catalogue' events running until the last photo is down: minutes on a slow line.
 */
const stopWarming = new AbortController();
/**
 * Set once the visitor chose Reload: this worker is on its way out. A page started in
 * another tab meanwhile still asks it to warm; a fill begun then would hold the new version
 * back just as the first did, so none begins (the new worker resumes the fill).
 */
let handingOver = false;

const cacheNameOf = (version: string) => `${prefix}v-${encodeURIComponent(version)}`;

async function findComplete(): Promise<CatalogueVersion | null> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(`${prefix}v-`)) continue;
    const marker = await (await caches.open(name)).match(completeMarker);
    if (marker) return { name, version: await marker.text() };
  }
  return null;
}

/** The complete catalogue cache, found again from the cache names after a worker restart. */
export async function completeCatalogue(): Promise<CatalogueVersion | null> {
  if (current !== undefined) return current;
  lookup ??= findComplete().then((found) => (current ??= found));
  return lookup;
}

/** Where runtime reads are looked up and stored: the complete version, else the one filling. */
export async function activeCatalogueCache(): Promise<string> {
  return (await completeCatalogue())?.name ?? filling ?? firstRunCache;
}

/**
 * Fills the cache of a manifest version. Progress is a real share of the manifest: the
 * URLs already in this cache (an interrupted fill resuming) count as done from the
 * start, and each URL counts once, when it is stored or found gone from the server.
 */
async function fill(manifest: OfflineManifest, post: Post, signal: AbortSignal): Promise<void> {
  const name = cacheNameOf(manifest.version);
  const previous = await completeCatalogue();
  const cache = await caches.open(name);
  // What the device has already: the complete version, and what a visitor opened before any was.
  const olds = await Promise.all([...(previous ? [previous.name] : []), firstRunCache].map((n) => caches.open(n)));
  const kept = async (url: string) => {
    for (const old of olds) {
      const found = await old.match(url, { ignoreVary: true });
      if (found) return found;
    }
    return undefined;
  };
  const urls = [...new Set(manifest.urls)];
  const stored = new Set((await cache.keys()).map((request) => pathOf(request.url)));
  const missing = urls.filter((url) => !stored.has(pathOf(url)));
  const total = urls.length;
  let done = total - missing.length;
  filling = name;
  progress = { done, total };
  post({ type: 'catalogue-progress', done, total });

  for (const batch of inBatches(missing, batchSize)) {
    signal.throwIfAborted();
    await Promise.all(
      batch.map(async (url) => {
        // A catalogue read the visitor made meanwhile is already stored.
        if (await cache.match(url, { ignoreVary: true })) return;
        // Media never change under one URL: take them from the old version.
        const reused = url.startsWith('/media/') ? await kept(url) : undefined;
        if (reused) await cache.put(url, reused);
        else {
          // A network error here aborts the fill (it resumes at the next start);
          // a URL the server no longer has is simply left out.
          const response = await fetch(url, { credentials: 'same-origin', signal });
          if (response.ok) await cache.put(url, response);
        }
      }),
    );
    done += batch.length;
    progress = { done, total };
    post({ type: 'catalogue-progress', done, total });
  }

  // The brochures the visitor opened stay saved (the offline screen lists them).
  for (const { url } of manifest.brochures ?? []) {
    if (await cache.match(url, { ignoreVary: true })) continue;
    const opened = await kept(url);
    if (opened) await cache.put(url, opened);
  }

  await keepViewedMedia(cache, olds, urls, signal);

  await cache.put(completeMarker, new Response(manifest.version, { headers: { 'Content-Type': 'text/plain' } }));
  current = { name, version: manifest.version };
  filling = null;
  progress = null;
  for (const other of await caches.keys()) {
    if (other.startsWith(prefix) && other !== name) await caches.delete(other);
  }
}

/**
 * Carries over what the visitor viewed and the new catalogue still references (all the
 * frames of a model turned online, a picture at the width drawn): copied from the old
 * caches, never downloaded (sw/viewed-media.ts). The 360 reads are in the new cache by now.
 */
async function keepViewedMedia(cache: Cache, olds: Cache[], urls: readonly string[], signal: AbortSignal): Promise<void> {
  const frameReads: FrameSet[][] = [];
  for (const url of urls) {
    if (!url.startsWith(framesPrefix)) continue;
    const read = await cache.match(url, { ignoreVary: true });
    try {
      if (read) frameReads.push((await read.json()) as FrameSet[]);
    } catch {
      // A read that is not JSON references nothing.
    }
  }
  const referenced = referencedMedia(urls, frameReads);
  const listed = new Set(urls);
  for (const old of olds) {
    signal.throwIfAborted();
    const held = (await old.keys()).map((request) => pathOf(request.url));
    for (const path of viewedMediaToKeep(held, referenced, listed)) {
      if (await cache.match(path, { ignoreVary: true })) continue;
      const found = await old.match(path, { ignoreVary: true });
      if (found) await cache.put(path, found);
    }
  }
}

/** A cached request's path and query, as the manifest lists it. */
function pathOf(url: string): string {
  const parsed = new URL(url, 'http://x');
  return parsed.pathname + parsed.search;
}

async function warm(post: Post, signal: AbortSignal, save: CatalogueSaving): Promise<void> {
  const ready = await completeCatalogue();
  // Offline, or the manifest unreadable: the catalogue we have is the one we serve.
  let manifest: OfflineManifest;
  try {
    // Revalidated (ETag) rather than refetched: most starts find the same version.
    const response = await fetch(apiPaths.offlineManifest, { cache: 'no-cache', signal });
    if (!response.ok) throw new Error(`offline manifest: ${response.status}`);
    manifest = (await response.json()) as OfflineManifest;
  } catch {
    if (ready) post({ type: 'catalogue-ready', version: ready.version });
    return;
  }
  if (save === 'viewed' || manifest.saveData) {
    // No warm-up: the saved version (if any) keeps serving, refreshed read by read.
    post(ready ? { type: 'catalogue-ready', version: ready.version } : { type: 'catalogue-viewed-only' });
    return;
  }
  if (ready?.version !== manifest.version) {
    try {
      await fill(manifest, post, signal);
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

/**
 * Checks the manifest and fills a new version if needed; one run at a time. The run is
 * claimed before anything is awaited: the worker's activation, a second tab and a page
 * changed while the worker installed all ask at once, and two fills sharing one
 * catalogue once counted every URL twice ("Saving models for offline use: 196%").
 */
export function warmCatalogue(post: Post, save: CatalogueSaving): Promise<void> {
  if (warming) {
    // Tell a page that just started where the running fill stands.
    if (progress) post({ type: 'catalogue-progress', ...progress });
    return warming;
  }
  const { signal } = stopWarming;
  warming = (async () => {
    const ready = await completeCatalogue();
    if (ready) post({ type: 'catalogue-ready', version: ready.version });
    if (!handingOver) await warm(post, signal, save);
  })().finally(() => {
    warming = null;
  });
  return warming;
}

/**
 * Ends the running warm-up at once, and any this worker would start later (its fetches are
 * aborted; what is stored stays, and the new version's first warm-up resumes from there).
 * The page asks for it before a new version takes over.
 */
export function stopWarmingCatalogue(): void {
  handingOver = true;
  stopWarming.abort();
}
