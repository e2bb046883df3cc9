import type { Page } from '@playwright/test';

/**
 * The outbox keys as the page's origin holds them, read with the raw IndexedDB API so
 * nothing of the app's own code is trusted to report on itself. Sorted, for comparison.
 */
export function outboxIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('dealer-outbox');
        open.onerror = () => reject(open.error ?? new Error('The outbox database did not open'));
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('requests').objectStore('requests').getAllKeys();
          read.onsuccess = () => {
            resolve((read.result as string[]).sort());
            db.close();
          };
          read.onerror = () => reject(read.error ?? new Error('The outbox keys could not be read'));
        };
      }),
  );
}

/**
 * Whether every outbox entry is waiting for a later attempt at least `marginMs` from now, by
 * the page's clock: none is being sent, so a reload now leaves none claimed by the page
 * it closes (a claim holds the entry until its lease runs out).
 */
export function outboxIdleFor(page: Page, marginMs: number): Promise<boolean> {
  return page.evaluate(
    (margin) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('dealer-outbox');
        open.onerror = () => reject(open.error ?? new Error('The outbox database did not open'));
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('requests').objectStore('requests').getAll();
          read.onsuccess = () => {
            const entries = read.result as { status: string; nextAttemptAt: number }[];
            resolve(entries.every((e) => e.status === 'pending' && e.nextAttemptAt > Date.now() + margin));
            db.close();
          };
          read.onerror = () => reject(read.error ?? new Error('The outbox entries could not be read'));
        };
      }),
    marginMs,
  );
}
