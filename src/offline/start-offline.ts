/**
 * Everything offline that starts with the app (docs/offline.md): the service worker
 * and its updates, the install offer, the outbox flush triggers and the "sent" toasts.
 */
import { listenForInstallPrompt } from './install-prompt.ts';
import { startOutboxTriggers } from '../lib/outbox-triggers.ts';
import { showOutboxSentToasts } from './outbox-sent-toasts.ts';
import { registerServiceWorker } from './sw-registration.ts';

export function startOffline(): void {
  // The saved catalogue and any waiting enquiries must not be evicted under storage
  // pressure; browsers grant this to installed apps (ignored where unsupported).
  if (typeof navigator !== 'undefined') void navigator.storage?.persist?.().catch(() => false);
  listenForInstallPrompt();
  showOutboxSentToasts();
  registerServiceWorker();
  startOutboxTriggers();
}
