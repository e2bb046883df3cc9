/** The Stock and Bookings screens' reads: the vehicles and bookings of the person's showrooms, and the catalogue's kinds. */
import { queryOptions } from '@tanstack/react-query';
import { stockPaths, type BookingRecord, type StockKind, type VehicleRecord } from '#contract/stock.ts';
import { api } from '../../lib/api.ts';

/** The stock routes answer `{ data }`, read past the service worker (staff change it). */
function stockList<T>(path: string) {
  return queryOptions({
    queryKey: [path],
    queryFn: async ({ signal }) => (await api<{ data: T[] }>(path, { signal, cache: 'no-store' })).data,
  });
}

export const stockVehiclesQuery = stockList<VehicleRecord>(stockPaths.vehicles);
export const stockKindsQuery = stockList<StockKind>(stockPaths.kinds);
export const stockBookingsQuery = stockList<BookingRecord>(stockPaths.bookings);
