/**
 * The workshop board for the screen: read from the device's copy at once (offline too),
 * refreshed from the server as every device copy is (src/admin/data/use-copy-refresh.ts),
 * and again when one of this person's moves is refused, so the card shows the server's
 * stage beside the refusal.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { useCopyRefresh } from '../data/use-copy-refresh.ts';
import type { SyncState } from '../leads/use-desk-sync.ts';
import { useAdminChanges } from '../shell/admin-changes.ts';
import { boardRows, type BoardRow } from './board-rows.ts';
import { isStageMoveEntry } from './stage-move-outbox.ts';
import { storedBoard } from './workshop-board-db.ts';
import { refreshBoardCopy } from './workshop-queries.ts';

export interface WorkshopBoardView {
  /** undefined while the device's copy is read. */
  rows: BoardRow[] | undefined;
  /** The board was never read on this device. */
  unknown: boolean;
  syncedAt: number | null;
  sync: SyncState;
  refresh: () => void;
}

export function useWorkshopBoard(): WorkshopBoardView {
  const stored = useLiveQuery(() => storedBoard(), []);
  const { mine } = useAdminChanges();
  const { sync, refresh } = useCopyRefresh(refreshBoardCopy, isStageMoveEntry);
  const moves = useMemo(() => mine.filter(isStageMoveEntry), [mine]);
  const refusedIds = moves.filter((e) => e.status === 'failed').map((e) => e.id).join(' ');
  useEffect(() => {
    if (refusedIds) refresh();
  }, [refusedIds, refresh]);

  return useMemo(() => ({
    rows: stored === undefined ? undefined : boardRows(stored?.cards ?? [], moves),
    unknown: stored === null,
    syncedAt: stored?.syncedAt ?? null,
    sync,
    refresh,
  }), [stored, moves, sync, refresh]);
}
