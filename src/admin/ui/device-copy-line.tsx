import { formatIstClock } from '#contract/ist-date.ts';
import type { SyncState } from '../leads/use-desk-sync.ts';
import '../leads/leads.css';

function shownAt(syncedAt: number | null): string {
  if (syncedAt === null) return '';
  return ` (as of ${formatIstClock(new Date(syncedAt))})`;
}

/**
 * Where a screen's copy kept on the device stands (the appointment day, the stock, the
 * bookings), with how old it is when it is all there is, said politely to screen readers.
 */
export function DeviceCopyLine({ state, syncedAt, what }: { state: SyncState; syncedAt: number | null; what: string }) {
  const words: Record<SyncState, string> = {
    syncing: 'Updating…',
    synced: 'Up to date',
    offline: `Offline: showing the ${what} kept on this device${shownAt(syncedAt)}`,
    failed: `Could not update; showing the ${what} kept on this device${shownAt(syncedAt)}`,
  };
  return (
    <p className={`lead-sync lead-sync-${state}`} role="status">
      {words[state]}
    </p>
  );
}
