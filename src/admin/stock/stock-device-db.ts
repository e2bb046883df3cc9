/**
 * The device's copy of the Stock and Bookings screens (docs/stock-and-delivery.md "Offline"):
 * the vehicles and bookings of the person's showrooms and the catalogue's models a booking
 * picks from, each list as the server last sent it with when, so the screens open with no
 * signal and a counter booking can be made offline. A database of its own, dropped at logout
 * and on a 401 with the others (src/admin/session/forget-admin-device.ts): bookings hold
 * customers' names and numbers.
 *
 * Each read replaces its whole list: the lists are the screens' own reads (at most a page
 * each), and a vehicle moved to a showroom the person does not work leaves the copy with it.
 */
import { Dexie, type EntityTable } from 'dexie';

export type StockListName = 'vehicles' | 'bookings' | 'kinds';

export interface StoredStockList {
  name: StockListName;
  rows: unknown[];
  /** When the server sent it (epoch ms). */
  syncedAt: number;
}

export class StockDeviceDb extends Dexie {
  lists!: EntityTable<StoredStockList, 'name'>;

  constructor(name = stockDeviceDbName) {
    super(name);
    this.version(1).stores({ lists: '&name' });
  }
}

export const stockDeviceDbName = 'dealer-admin-stock';

let db: StockDeviceDb | undefined;

export function stockDeviceDb(): StockDeviceDb {
  db ??= new StockDeviceDb();
  return db;
}

export async function storeStockList(name: StockListName, rows: readonly unknown[], syncedAt: number, database = stockDeviceDb()): Promise<void> {
  await database.lists.put({ name, rows: [...rows], syncedAt });
}

/** Logout and a 401: no vehicle or booking stays on the device. */
export async function clearStockDevice(database = stockDeviceDb()): Promise<void> {
  await database.lists.clear();
}
