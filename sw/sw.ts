/// <reference lib="webworker" />
/**
 * The service worker (docs/offline.md):
 * - the app shell is precached (injectManifest) and navigations get the precached
 *   index.html, so every public route opens with no network;
 * - it never activates by itself: a new version waits until the user chooses Reload,
 *   so no page runs a mix of old and new files;
 * - catalogue reads are served stale-while-revalidate (network-first for admin screens,
 *   which must see their own changes) and media cache-first from the versioned
 *   catalogue cache that the offline manifest fills when a page asks (not on a data-saving
 *   or metered connection; never brochures, which are kept once opened);
 * - the admin screens' files are saved when someone signs in (admin-screens.ts);
 * - the Background Sync 'outbox-sync' event flushes the same outbox the pages use;
 * - a staff device's Web Push alert shows the new lead, and a tap opens it (staff-push.ts).
 */
import { timeTakenMessage } from '#contract/appointment-words.ts';
import { siblingUrls } from '#contract/media.ts';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { createOutbox } from '../src/lib/outbox/outbox.ts';
import { announceSent } from '../src/lib/outbox/outbox-events.ts';
import { outboxSyncTag } from '../src/lib/outbox/background-sync.ts';
import type { PageToWorkerMessage, WorkerToPageMessage } from '#contract/sw-messages.ts';
import { activeCatalogueCache, stopWarmingCatalogue, warmCatalogue } from './catalogue-cache.ts';
import { isBuildAsset, isCatalogueRead, isFromAdminScreen, isMedia, navigationDenylist } from './request-kinds.ts';
import { adminScreensCache, saveAdminScreens, splitManifest } from './admin-screens.ts';
import { listenForStaffPushes } from './staff-push.ts';
import { shellInLanguage, shellLanguage } from './shell-language.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The server's pages vary by the visitor's language (Vary: Accept-Language, Cookie); the
// saved shell serves every language (the page picks its own, src/lib/i18n), so it is kept
// without the Vary that would stop a later navigation from matching it.
addPlugins([
  {
    cacheWillUpdate: async ({ response }) => {
      if (!response.headers.has('Vary')) return response;
      const headers = new Headers(response.headers);
      headers.delete('Vary');
      return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
    },
  },
]);
// The admin screens' files are in the build's manifest but not in every visitor's precache:
// they are fetched when someone signs in (admin-screens.ts).
const manifest = splitManifest(self.__WB_MANIFEST);
const adminScreenPaths = manifest.admin.map((e) => new URL(e.url, self.location.href).pathname);
const adminScreenPathSet = new Set(adminScreenPaths);
precacheAndRoute(manifest.shell);
cleanupOutdatedCaches();

// The first install takes the open pages at once (there is no old version to mix with);
// updates only activate after SKIP_WAITING, and the page that asked reloads.
clientsClaim();

// The saved shell, with its <html lang> in the visitor's language (shell-language.ts).
const shellHandler = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      const [shell, language] = await Promise.all([shellHandler(options), shellLanguage(options.request)]);
      return shellInLanguage(shell, language);
    },
    { denylist: navigationDenylist },
  ),
);

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
  async (options) => {
    const cacheName = await activeCatalogueCache();
    try {
      return await new CacheFirst({ cacheName, matchOptions }).handle(options);
    } catch (error) {
      // Offline, a width of a photo that was not saved: the saved width of the same photo
      // (the offline copy keeps one, src/contract/media.ts offlineCopyUrl).
      const cache = await caches.open(cacheName);
      for (const sibling of siblingUrls(options.url.pathname)) {
        const saved = await cache.match(sibling, matchOptions);
        if (saved) return saved;
      }
      throw error;
    }
  },
);

// The admin screens' files of this build, saved at sign-in: cache-first (hashed, so immutable).
// Saved by the worker's own fetch, which sends no Origin, while the page's module scripts
// and styles ask with one: a saved file matches whatever headers asked for it.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === origin && adminScreenPathSet.has(url.pathname),
  new CacheFirst({ cacheName: adminScreensCache, matchOptions }),
);

// Hashed, so immutable: other build files outside the precache (the PDF shaper, fonts)
// still open offline once they were loaded online.
registerRoute(
  ({ url, request }) => isBuildAsset(url, request.method, origin),
  new CacheFirst({ cacheName: 'build-assets', plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] }),
);

async function postToPages(message: WorkerToPageMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}
const post = (message: WorkerToPageMessage) => void postToPages(message);

// The catalogue is warmed when a page asks ('warm-catalogue', sent at every page start once
// this worker is active), never by the worker's activation alone: only the page knows the
// visitor's Save-Data and connection (src/offline/warm-scope.ts), and the first visit on a
// data-saving phone must download nothing ahead.

self.addEventListener('message', (event) => {
  const data = event.data as PageToWorkerMessage | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (data?.type === 'stop-warming') stopWarmingCatalogue();
  else if (data?.type === 'warm-catalogue') event.waitUntil(warmCatalogue(post, data.save === 'viewed' ? 'viewed' : 'everything'));
  else if (data?.type === 'warm-admin') {
    event.waitUntil(saveAdminScreens(adminScreenPaths).then((saved) => post({ type: 'admin-screens-saved', ...saved, total: adminScreenPaths.length })));
  }
});

listenForStaffPushes();

// The worker has no localStorage, so admin changes (which need the CSRF token) are left
// to the pages; public enquiries are sent from here.
const outbox = createOutbox({
  fetch: (input, init) => fetch(input, init),
  locks: self.navigator.locks ?? null,
  // A booking kept without its time says so (docs/appointments.md "Offline and the outbox").
    onSent: (entry, message, data) => announceSent(entry, data, message === timeTakenMessage ? message : undefined),
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
