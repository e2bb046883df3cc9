/**
 * A device's copy of the stock (docs/stock-and-delivery.md "Sync"): vehicles and bookings
 * changed after a cursor, in change order, never past the horizon below which every change
 * number belongs to a finished transaction (the lead desk's rule, migration 006).
 */
import type { Db } from '../db/connect.ts';
import { scopeCondition, type LeadScope } from '../auth/staff-scope.ts';
import type { StockChanges } from '#contract/stock.ts';
import { bookingColumns, bookingFrom, bookingRecordOf, type BookingRow } from './booking-repository.ts';
import { vehicleColumns, vehicleFrom, vehicleRecordOf, type VehicleRow } from './vehicle-repository.ts';

/** The key of next_stock_change()'s lock (migration 300). */
const changeLockKey = 7_303_301;
export const stockPageSize = 1_000;

async function horizon(db: Db): Promise<bigint> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [changeLockKey]);
    const { rows } = await tx.query<{ horizon: string }>('SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text AS horizon FROM stock_change_seq');
    return BigInt(rows[0]?.horizon ?? '0');
  });
}

export async function stockChanges(db: Db, scope: LeadScope, since: bigint, now: Date, pageSize = stockPageSize): Promise<StockChanges> {
  const top = await horizon(db);
  const read = async <T extends { change_seq: string }>(columns: string, from: string, alias: string): Promise<T[]> => {
    const params: unknown[] = [since.toString(), top.toString(), pageSize + 1];
    const where = scopeCondition(scope, `${alias}.showroom_id`, params);
    const { rows } = await db.query<T>(
      `SELECT ${columns} FROM ${from} WHERE ${alias}.change_seq > $1::bigint AND ${alias}.change_seq <= $2::bigint AND ${where}
       ORDER BY ${alias}.change_seq LIMIT $3`, params,
    );
    return rows;
  };
  const [vehicles, bookings] = await Promise.all([read<VehicleRow>(vehicleColumns, vehicleFrom, 'v'), read<BookingRow>(bookingColumns, bookingFrom, 'b')]);
  // A full page ends at its last row; the other list stops there too, so nothing between is skipped.
  let end = top;
  for (const list of [vehicles, bookings]) {
    if (list.length > pageSize) end = [end, BigInt(list[pageSize - 1]!.change_seq)].reduce((a, b) => (a < b ? a : b));
  }
  const upTo = <T extends { change_seq: string }>(list: T[]) => list.filter((r) => BigInt(r.change_seq) <= end);
  return {
    vehicles: upTo(vehicles).map((r) => vehicleRecordOf(r, now)),
    bookings: upTo(bookings).map(bookingRecordOf),
    cursor: end.toString(),
    more: end < top,
  };
}
