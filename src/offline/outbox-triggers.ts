/**
 * When the page flushes the outbox (ARCHITECTURE "Offline"): at start-up, when the
 * browser says it is back online, when the tab becomes visible again, and on a timer at
 * the next due attempt. Browsers without Background Sync (Safari, Firefox) rely on these.
 */
import { flushOutbox } from './page-outbox.ts';

let started = false;

export function startOutboxTriggers(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const flush = () => void flushOutbox();
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') flush();
  });
  flush();
}
