import type { SyncState } from '../leads/use-desk-sync.ts';
import { DeviceCopyLine } from '../ui/device-copy-line.tsx';

/** Where the day's copy stands, said politely to screen readers. */
export function DaySyncLine({ state, syncedAt }: { state: SyncState; syncedAt: number | null }) {
  return <DeviceCopyLine state={state} syncedAt={syncedAt} what="day" />;
}
