/**
 * The Stock and Bookings screens' reads: the vehicles and bookings of the person's showrooms,
 * and the catalogue's kinds. Each answer is also kept on the device (stock-device-db.ts), so
 * the screens open from it with no signal (use-stock-list.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { stockPaths, type BookingRecord, type StockKind, type VehicleRecord } from '#contract/stock.ts';
import { api } from '../../lib/api.ts';
import { storeStockList, type StockListName } from './stock-device-db.ts';

/** The stock routes answer `{ data }`, read past the service worker (staff change it). */
function stockList<T>(name: StockListName, path: string) {
  return queryOptions({
    queryKey: [path],
    queryFn: async ({ signal }) => {
      const rows = (await api<{ data: T[] }>(path, { signal, cache: 'no-store' })).data;
      // A full device or a private window still shows the list just read.
      await storeStockList(name, rows, Date.now()).catch(() => undefined);
      return rows;
    },
    // Nothing made offline is laid over these lists (a waiting booking is listed apart), so
    // coming back online reads them again at once.
    refetchOnReconnect: true,
  });
}

export const stockVehiclesQuery = stockList<VehicleRecord>('vehicles', stockPaths.vehicles);
export const stockKindsQuery = stockList<StockKind>('kinds', stockPaths.kinds);
export const stockBookingsQuery = stockList<BookingRecord>('bookings', stockPaths.bookings);
