import type { SyncState } from './use-desk-sync.ts';

const words: Record<SyncState, string> = {
  syncing: 'Updating…',
  synced: 'Up to date',
  offline: 'Offline: showing the leads kept on this device',
  failed: 'Could not update; showing the leads kept on this device',
};

/** Where the device's copy stands, said politely to screen readers. */
export function SyncLine({ state }: { state: SyncState }) {
  return (
    <p className={`lead-sync lead-sync-${state}`} role="status">
      {words[state]}
    </p>
  );
}
