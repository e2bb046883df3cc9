/// <reference lib="webworker" />
/**
 * The service worker (ARCHITECTURE "Offline"):
 * - the app shell is precached (injectManifest) and navigations get the precached
 *   index.html, so every public route opens with no network;
 * - it never activates by itself: a new version waits until the user chooses Reload,
 *   so no page runs a mix of old and new files;
 * - catalogue reads are served stale-while-revalidate (network-first for admin screens,
 *   which must see their own changes) and media cache-first from the versioned
 *   catalogue cache that the offline manifest fills;
 * - the Background Sync 'outbox-sync' event flushes the same outbox the pages use.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { createOutbox } from '../src/lib/outbox/outbox.ts';
import { announceSent } from '../src/lib/outbox/outbox-events.ts';
import { outboxSyncTag } from '../src/lib/outbox/background-sync.ts';
import type { PageToWorkerMessage, WorkerToPageMessage } from '../src/contract/sw-messages.ts';
import { activeCatalogueCache, warmCatalogue } from './catalogue-cache.ts';
import { isBuildAsset, isCatalogueRead, isFromAdminScreen, isMedia, navigationDenylist } from './request-kinds.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first install takes the open pages at once (there is no old version to mix with);
// updates only activate after SKIP_WAITING, and the page that asked reloads.
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: navigationDenylist }));

const origin = self.location.origin;
// Some servers vary on Accept or Origin; a cached catalogue answers whatever asked for it.
const matchOptions: CacheQueryOptions = { ignoreVary: true };

registerRoute(
  // A no-store read (the admin offers and gallery screens, right after a change) goes to the network.
  ({ url, request }) => request.cache !== 'no-store' && isCatalogueRead(url, request.method, origin),
  async (options) => {
    const cacheName = await activeCatalogueCache();
    // Admin screens must see the server's current data (their own edits), and still
    // open offline from the saved copy; visitors get the saved copy at once.
    const strategy = isFromAdminScreen(options.request.referrer, origin)
      ? new NetworkFirst({ cacheName, matchOptions })
      : new StaleWhileRevalidate({ cacheName, matchOptions });
    return strategy.handle(options);
  },
);

registerRoute(
  ({ url, request }) => isMedia(url, request.method, origin),
  async (options) => new CacheFirst({ cacheName: await activeCatalogueCache(), matchOptions }).handle(options),
);

// Hashed, so immutable: the admin chunks (not precached, to keep the public download
// small) still open offline once they were loaded online.
registerRoute(
  ({ url, request }) => isBuildAsset(url, request.method, origin),
  new CacheFirst({ cacheName: 'build-assets', plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] }),
);

async function postToPages(message: WorkerToPageMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}
const post = (message: WorkerToPageMessage) => void postToPages(message);

self.addEventListener('activate', () => {
  // Not event.waitUntil: the worker would stay 'activating', holding every fetch of the
  // page until the whole catalogue is down. The pages' 'warm-catalogue' message (which
  // does keep the worker alive) resumes a fill the browser cut short.
  void warmCatalogue(post);
});

self.addEventListener('message', (event) => {
  const data = event.data as PageToWorkerMessage | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (data?.type === 'warm-catalogue') event.waitUntil(warmCatalogue(post));
});

// The worker has no localStorage, so admin changes (which need the CSRF token) are left
// to the pages; public enquiries are sent from here.
const outbox = createOutbox({
  fetch: (input, init) => fetch(input, init),
  locks: self.navigator.locks ?? null,
  onSent: (entry) => announceSent(entry),
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== outboxSyncTag) return;
  // The browser fires 'sync' when it believes the network is back: what waited goes now,
  // whatever backoff it grew while offline (the browser spaces its own retries).
  sync.waitUntil(
    outbox.wake().then((report) => {
      // A rejection asks the browser to fire 'sync' again later, with its own backoff.
      if (report.queued.length > 0) throw new Error('Some requests are still waiting');
    }),
  );
});
