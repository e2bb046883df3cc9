/**
 * The sent record of an enquiry that waited on this device (src/lib/outbox/outbox-sent.ts),
 * once the page, another tab or the service worker has sent it: the confirmation still open
 * shows the reference then. Read from the outbox database, and read again whenever a
 * context announces a send, since the service worker's writes may not reach this page's
 * live query by themselves.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SentRecord } from '../../lib/outbox/outbox-entry.ts';
import { onOutboxSent } from '../../lib/outbox/outbox-events.ts';
import { outboxDatabase } from '../../lib/page-outbox.ts';

export function useSentRecord(entryId: string | null): SentRecord | null {
  const [announced, setAnnounced] = useState(0);
  useEffect(() => {
    if (entryId === null) return;
    return onOutboxSent((message) => {
      if (message.id === entryId) setAnnounced((n) => n + 1);
    });
  }, [entryId]);
  return useLiveQuery(
    async () => (entryId === null || typeof indexedDB === 'undefined' ? null : (await outboxDatabase().sent.get(entryId).catch(() => undefined)) ?? null),
    [entryId, announced],
    null,
  ) ?? null;
}
