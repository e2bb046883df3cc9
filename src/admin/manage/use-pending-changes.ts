import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { OutboxDb } from '../../offline/outbox-db.ts';
import { pageOutbox } from '../../offline/page-outbox.ts';

/**
 * The paths of admin changes of these kinds still waiting in the outbox, kept live: a
 * row shows 'pending' until its change is sent (the outbox deletes an entry once the
 * server accepted it).
 */
export function usePendingPaths(kind: string): Set<string> {
  const [db, setDb] = useState<OutboxDb | null>(null);
  useEffect(() => {
    let live = true;
    void pageOutbox()
      .database()
      .then((d) => {
        if (live) setDb(d);
      });
    return () => {
      live = false;
    };
  }, []);
  const paths = useLiveQuery(
    async () => {
      if (!db) return [];
      const entries = await db.requests.where('auth').equals('admin').toArray();
      return entries.filter((e) => e.kind === kind && e.status !== 'failed').map((e) => e.path);
    },
    [db, kind],
    [] as string[],
  );
  return new Set(paths);
}
