/**
 * Delivery availability of one model for visitors (docs/stock-and-delivery.md
 * "Availability"): per showroom, variant and colour, the band a new booking would get. A
 * free vehicle on the floor (in stock or PDI done, not allotted, not blocked) means days;
 * otherwise the new booking queues behind the kind's waiting bookings, oldest first, for
 * the vehicles in transit in order of their expected dates. Blocked and allotted vehicles
 * never count.
 */
import type { Queryable } from '../db/connect.ts';
import { bandOf, type AvailabilityAnswer, type AvailabilityRow } from '#contract/stock.ts';
import { istDateOf } from '#contract/ist-date.ts';
import type { CatalogueModel } from './catalogue-kinds.ts';

interface KindCounts { free: number; transit: string[]; waiting: number }

export async function modelAvailability(db: Queryable, model: CatalogueModel, showroomIds: readonly number[], now: Date): Promise<AvailabilityAnswer> {
  const [vehicles, bookings, settings] = await Promise.all([
    db.query<{ variant: string; colour: string; showroom_id: number; status: string; expected_on: string | null }>(
      `SELECT v.variant, v.colour, v.showroom_id, v.status, v.expected_on::text AS expected_on FROM vehicles v
       WHERE v.model_id = $1 AND v.status IN ('in-stock', 'pdi-done', 'in-transit') AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.vehicle_id = v.id)
       ORDER BY v.expected_on NULLS FIRST, v.id`, [model.id]),
    db.query<{ variant: string; colour: string; showroom_id: number; n: number }>(
      `SELECT variant, colour, showroom_id, count(*)::int AS n FROM bookings WHERE model_id = $1 AND state = 'booked' GROUP BY 1, 2, 3`, [model.id]),
    db.query<{ show_counts: boolean }>('SELECT show_counts FROM stock_settings'),
  ]);
  const key = (showroomId: number, variant: string, colour: string) => JSON.stringify([showroomId, variant, colour]);
  const counts = new Map<string, KindCounts>();
  const of = (k: string) => counts.get(k) ?? counts.set(k, { free: 0, transit: [], waiting: 0 }).get(k)!;
  for (const v of vehicles.rows) {
    const c = of(key(v.showroom_id, v.variant, v.colour));
    if (v.status === 'in-transit' && v.expected_on) c.transit.push(v.expected_on);
    else if (v.status !== 'in-transit') c.free += 1;
  }
  for (const b of bookings.rows) of(key(b.showroom_id, b.variant, b.colour)).waiting += b.n;

  const showCounts = settings.rows[0]?.show_counts ?? true;
  const today = istDateOf(now);
  const rows: AvailabilityRow[] = [];
  for (const showroomId of showroomIds) {
    for (const variant of model.variants) {
      for (const colour of model.colours) {
        const c = counts.get(key(showroomId, variant, colour)) ?? { free: 0, transit: [], waiting: 0 };
        // The new booking is the (waiting + 1)-th in the queue for what is free, then for what is on its way.
        const place = c.waiting + 1;
        const freeNow = c.free >= place;
        const expected = freeNow ? null : (c.transit[place - c.free - 1] ?? null);
        const row: AvailabilityRow = { showroomId, variant, colour, band: bandOf(today, freeNow, expected), nextBatchOn: c.transit[0] ?? null };
        if (showCounts) Object.assign(row, { inStock: c.free, inTransit: c.transit.length, bookingsAhead: c.waiting });
        rows.push(row);
      }
    }
  }
  // To the minute: answers within one minute are the same bytes, so their ETag matches.
  const computedAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  return { modelId: model.id, model: model.name, computedAt, showCounts, rows };
}
