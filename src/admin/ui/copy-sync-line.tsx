import { formatIstClock, formatIstDateTime, istDateOf } from '#contract/ist-date.ts';
import type { SyncState } from '../leads/use-desk-sync.ts';
import '../leads/leads.css';

/** How old the device's copy is: ' (as of 11:05 am)' today, ' (as of 30 Nov 2026, 6:40 pm)' when older (IST). */
export function copyAge(syncedAt: number | null, now: Date): string {
  if (syncedAt === null) return '';
  const at = new Date(syncedAt);
  return ` (as of ${istDateOf(at) === istDateOf(now) ? formatIstClock(at) : formatIstDateTime(at)})`;
}

/**
 * Where a screen's copy on the device stands (the appointments day, the workshop board, the stock, the bookings),
 * said politely to screen readers: `copy` names it ("the day", "the board").
 */
export function CopySyncLine({ state, syncedAt, copy }: { state: SyncState; syncedAt: number | null; copy: string }) {
  const at = copyAge(syncedAt, new Date());
  const words: Record<SyncState, string> = {
    syncing: 'Updating…',
    synced: 'Up to date',
    offline: `Offline: showing ${copy} kept on this device${at}`,
    failed: `Could not update; showing ${copy} kept on this device${at}`,
  };
  return (
    <p className={`lead-sync lead-sync-${state}`} role="status">
      {words[state]}
    </p>
  );
}
