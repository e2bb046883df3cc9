/**
 * When the page flushes the outbox (docs/offline.md): at start-up, when the
 * browser says it is back online, when the tab becomes visible again, and on a timer at
 * the next due attempt. Browsers without Background Sync (Safari, Firefox) rely on these.
 * The outbox code is imported only when this device has an outbox to flush.
 */
import { outboxMayExist } from './outbox-presence.ts';

let started = false;

async function flushIfAny(): Promise<void> {
  if (!(await outboxMayExist())) return;
  const { flushOutbox } = await import('./page-outbox.ts');
  await flushOutbox();
}

/**
 * Back online, or a staff account just signed in (its changes waited for it): a backoff
 * grown meanwhile must not keep anything waiting minutes more.
 */
export async function wakeIfAny(): Promise<void> {
  if (!(await outboxMayExist())) return;
  const { wakeOutbox } = await import('./page-outbox.ts');
  await wakeOutbox();
}

export function startOutboxTriggers(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const flush = () => void flushIfAny();
  window.addEventListener('online', () => void wakeIfAny());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') flush();
  });
  flush();
}
