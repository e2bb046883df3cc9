/**
 * Everything offline that starts with the app (README "Offline"): the service worker
 * and its updates, the install offer, the outbox flush triggers and the "sent" toasts.
 */
import { listenForInstallPrompt } from './install-prompt.ts';
import { startOutboxTriggers } from './outbox-triggers.ts';
import { showOutboxSentToasts } from './outbox-sent-toasts.ts';
import { registerServiceWorker } from './sw-registration.ts';

export function startOffline(): void {
  listenForInstallPrompt();
  showOutboxSentToasts();
  registerServiceWorker();
  startOutboxTriggers();
}
