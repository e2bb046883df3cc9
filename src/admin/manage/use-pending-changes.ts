import { useOutboxEntries } from '../../lib/use-outbox-entries.ts';

/**
 * The paths of admin changes of this kind still waiting in the outbox, kept live (a
 * Dexie live query): a row shows 'pending' until its change is sent (the outbox deletes
 * an entry once the server accepted it).
 */
export function usePendingPaths(kind: string): Set<string> {
  const entries = useOutboxEntries('admin');
  return new Set(entries.filter((e) => e.kind === kind && e.status !== 'failed').map((e) => e.path));
}
