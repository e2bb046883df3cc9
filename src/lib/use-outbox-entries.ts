/** Live view of the outbox (dexie-react-hooks): the header count and the panel list. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from './outbox/outbox-entry.ts';
import { outboxDatabase } from './page-outbox.ts';

const none: OutboxEntry[] = [];

/** Entries of one audience ('none': public enquiries, 'admin': admin changes), oldest first. */
export function useOutboxEntries(auth: OutboxEntry['auth'] = 'none'): OutboxEntry[] {
  return (
    useLiveQuery(
      () =>
        typeof indexedDB === 'undefined'
          ? none
          : outboxDatabase()
              .requests.where('auth')
              .equals(auth)
              .sortBy('createdAt')
              // No IndexedDB (private modes): nothing can wait here.
              .catch(() => none),
      [auth],
      none,
    ) ?? none
  );
}
