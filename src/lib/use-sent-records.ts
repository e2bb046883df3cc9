/** Live view of what this device sent (src/lib/outbox/outbox-sent.ts), newest first. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { SentRecord } from './outbox/outbox-entry.ts';
import { onOutboxSent } from './outbox/outbox-events.ts';
import { outboxDatabase } from './page-outbox.ts';
import { useEffect, useState } from 'react';

const none: SentRecord[] = [];

export function useSentRecords(): SentRecord[] {
  // The service worker's writes are read again when it announces a send.
  const [announced, setAnnounced] = useState(0);
  useEffect(() => onOutboxSent(() => setAnnounced((n) => n + 1)), []);
  return (
    useLiveQuery(
      () => (typeof indexedDB === 'undefined' ? none : outboxDatabase().sent.orderBy('sentAt').reverse().toArray().catch(() => none)),
      [announced],
      none,
    ) ?? none
  );
}
