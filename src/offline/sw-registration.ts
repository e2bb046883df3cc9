/**
 * Registers the service worker with workbox-window and handles updates (docs/offline.md):
 * a new version waits until the user chooses Reload on "A new version is available"; then
 * it takes over and this page reloads, so no page mixes old and new files. At every start
 * the page asks the worker to check the offline catalogue, saying how much to save ahead
 * (warm-scope.ts: nothing on a data-saving or metered connection).
 */
import { msg } from '@lingui/core/macro';
import { Workbox } from 'workbox-window';
import { applyWorkerMessage } from './catalogue-status-store.ts';
import { deviceCatalogueSaving } from './warm-scope.ts';
import { isWorkerToPageMessage, type PageToWorkerMessage } from '#contract/sw-messages.ts';
import { deviceI18n } from '../lib/i18n/device-language.ts';
import { toastLater } from '../lib/toast-outlet.ts';

function tellActiveWorker(message: PageToWorkerMessage): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

async function offerUpdate(wb: Workbox): Promise<void> {
  const toast = await toastLater();
  toast(deviceI18n._(msg`A new version is available`), {
    id: 'sw-update',
    duration: Infinity,
    action: {
      label: deviceI18n._(msg`Reload`),
      onClick: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        // The browser lets the new version in only once the old worker is idle; a catalogue
        // warm-up would keep it busy until done (the new worker resumes it).
        tellActiveWorker({ type: 'stop-warming' });
        wb.messageSkipWaiting();
      },
    },
  });
}

export function registerServiceWorker(): void {
  // The dev server has no built worker; tests of the built app run the real one.
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isWorkerToPageMessage(event.data)) applyWorkerMessage(event.data);
  });
  navigator.serviceWorker.startMessages();
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => void offerUpdate(wb));
  void wb.register().then(() => tellActiveWorker({ type: 'warm-catalogue', save: deviceCatalogueSaving() }), () => undefined);
}
