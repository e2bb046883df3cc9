/**
 * Asks the service worker to save the admin screens' files on this device
 * (docs/offline.md "Admin screens"): at sign-in and at every start of the signed-in app, so
 * a reload with no signal works from the first day, and a new version's files replace the
 * old ones. Nothing happens without a worker (development, or a browser without one).
 */
import type { PageToWorkerMessage } from '#contract/sw-messages.ts';

export function saveAdminScreensForOffline(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.getRegistration().then((registration) => {
    if (!registration) return;
    void navigator.serviceWorker.ready.then((ready) => {
      const message: PageToWorkerMessage = { type: 'warm-admin' };
      ready.active?.postMessage(message);
    });
  });
}
