/**
 * One stock list for a screen (vehicles, bookings, the catalogue's kinds): read from the
 * server when the screen opens and when the device is back online, and from the device's
 * copy at once, offline too (docs/stock-and-delivery.md "Offline"). A failed read leaves the
 * copy as it is.
 */
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useOnline } from '../../ui/use-online.ts';
import { stockDeviceDb, type StockListName } from './stock-device-db.ts';
import { stockListView, type StockListView } from './stock-list-view.ts';

/** The device's copy of one list: undefined while it is read, null when never kept here. */
export function useStockCopy<T>(name: StockListName): { rows: T[]; syncedAt: number } | null | undefined {
  const stored = useLiveQuery(
    async () => (await stockDeviceDb().lists.get(name).catch(() => undefined)) ?? null,
    [name],
  );
  return stored ? { rows: stored.rows as T[], syncedAt: stored.syncedAt } : stored;
}

export function useStockList<T>(name: StockListName, query: UseQueryOptions<T[], Error, T[], string[]>): StockListView<T> & { refetch: () => void } {
  const read = useQuery(query);
  const online = useOnline();
  const stored = useStockCopy<T>(name);
  const view = stockListView<T>({
    answer: read.data, answeredAt: read.dataUpdatedAt,
    stored,
    fetching: read.isFetching, failed: read.isError, online,
  });
  return { ...view, refetch: () => void read.refetch() };
}
