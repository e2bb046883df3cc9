/**
 * What a stock list shows, from the server's answer and the device's copy (pure, so its
 * rules are tested apart): the answer while there is one, else the copy; where the copy
 * stands in the words of the shared sync line (docs/offline.md "Admin screens").
 */
import type { SyncState } from '../leads/use-desk-sync.ts';

export interface StockListInput<T> {
  /** The answer read this visit, if any. */
  answer: readonly T[] | undefined;
  answeredAt: number;
  /** undefined while the device's copy is read; null: never kept on this device. */
  stored: { rows: readonly T[]; syncedAt: number } | null | undefined;
  fetching: boolean;
  failed: boolean;
  online: boolean;
}

export interface StockListView<T> {
  /** undefined while nothing is known yet (still reading, or never kept and no answer). */
  rows: readonly T[] | undefined;
  syncedAt: number | null;
  sync: SyncState;
  /** Neither an answer nor a copy, and no way to read one now. */
  unknown: boolean;
}

export function stockListView<T>(input: StockListInput<T>): StockListView<T> {
  const sync: SyncState = !input.online ? 'offline' : input.fetching ? 'syncing' : input.failed ? 'failed' : input.answer ? 'synced' : 'syncing';
  if (input.answer) return { rows: input.answer, syncedAt: input.answeredAt, sync, unknown: false };
  const stored = input.stored;
  const unknown = stored === null && (sync === 'offline' || sync === 'failed');
  return { rows: stored?.rows, syncedAt: stored?.syncedAt ?? null, sync, unknown };
}
