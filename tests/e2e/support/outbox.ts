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
