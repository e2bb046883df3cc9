/**
 * Asks the browser to wake the service worker when the network returns (Background
 * Sync, Chromium). Elsewhere (Safari, Firefox) the page's own triggers do the work.
 */
export const outboxSyncTag = 'outbox-sync';

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export async function requestBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncCapableRegistration | undefined;
    if (!registration?.active || !registration.sync) return false;
    await registration.sync.register(outboxSyncTag);
    return true;
  } catch {
    return false;
  }
}
