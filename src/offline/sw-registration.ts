/**
 * Registers the service worker and handles updates (docs/offline.md): a new version
 * waits until the user chooses Reload on "A new version is available"; then it takes over
 * and this page reloads, so no page mixes old and new files. At every start the page asks
 * the worker to check the offline catalogue. The browser's own API, not workbox-window:
 * these few lines are all of it this page used, and every first visit loads them (the
 * home page's script budget, docs/visitor-language.md "Figures").
 */
import { msg } from '@lingui/core/macro';
import { applyWorkerMessage } from './catalogue-status-store.ts';
import { isWorkerToPageMessage, type PageToWorkerMessage } from '../contract/sw-messages.ts';
import { deviceI18n } from '../lib/i18n/device-language.ts';
import { toastLater } from '../lib/toast-outlet.ts';

/** What sw/sw.ts takes as "take over now". */
const skipWaitingMessage: PageToWorkerMessage = { type: 'SKIP_WAITING' };

function askToWarm(registration: ServiceWorkerRegistration): void {
  void navigator.serviceWorker.ready.then((ready) => {
    const message: PageToWorkerMessage = { type: 'warm-catalogue' };
    (ready.active ?? registration.active)?.postMessage(message);
  });
}

async function offerUpdate(waiting: ServiceWorker): Promise<void> {
  const toast = await toastLater();
  toast(deviceI18n._(msg`A new version is available`), {
    id: 'sw-update',
    duration: Infinity,
    action: {
      label: deviceI18n._(msg`Reload`),
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        waiting.postMessage(skipWaitingMessage);
      },
    },
  });
}

/**
 * A new version waits while an older one is active: found at registration (installed
 * before this page opened) or once one being installed is done. The very first worker
 * has none active before it, so it never waits and is never offered.
 */
function watchForWaiting(registration: ServiceWorkerRegistration): void {
  let offered: ServiceWorker | null = null;
  const offerIfWaiting = () => {
    const waiting = registration.waiting;
    if (!waiting || !registration.active || waiting === offered) return;
    offered = waiting;
    void offerUpdate(waiting);
  };
  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  });
}

export function registerServiceWorker(): void {
  // The dev server has no built worker; tests of the built app run the real one.
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isWorkerToPageMessage(event.data)) applyWorkerMessage(event.data);
  });
  navigator.serviceWorker.startMessages();
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then((registration) => {
    watchForWaiting(registration);
    askToWarm(registration);
  }, () => undefined);
}
