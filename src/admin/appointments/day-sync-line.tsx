import { formatIstClock } from '#contract/ist-date.ts';
import type { SyncState } from '../leads/use-desk-sync.ts';

function shownAt(syncedAt: number | null): string {
  if (syncedAt === null) return '';
  return ` (as of ${formatIstClock(new Date(syncedAt))})`;
}

/** Where the day's copy stands, said politely to screen readers. */
export function DaySyncLine({ state, syncedAt }: { state: SyncState; syncedAt: number | null }) {
  const words: Record<SyncState, string> = {
    syncing: 'Updating…',
    synced: 'Up to date',
    offline: `Offline: showing the day kept on this device${shownAt(syncedAt)}`,
    failed: `Could not update; showing the day kept on this device${shownAt(syncedAt)}`,
  };
  return (
    <p className={`lead-sync lead-sync-${state}`} role="status">
      {words[state]}
    </p>
  );
}
