/**
 * Delivery availability of one model for visitors (docs/stock-and-delivery.md
 * "Availability"): per open showroom, variant and colour, the band a new booking would
 * get. A free vehicle on the floor (in stock or PDI done, not allotted, not blocked) means
 * days; otherwise the new booking queues behind the kind's waiting bookings, oldest first,
 * for the vehicles in transit in order of their expected dates. Blocked and allotted
 * vehicles never count.
 *
 * One statement reads everything (the model, its variants and colours, the open showrooms,
 * the counts per kind, the setting): a model page asks this of every visit, and on a loaded
 * machine each round trip to the database costs more than the counting itself.
 */
import type { Queryable } from '../db/connect.ts';
import { bandOf, type AvailabilityAnswer, type AvailabilityRow } from '#contract/stock.ts';
import { istDateOf } from '#contract/ist-date.ts';

interface KindCounts { showroom_id: number; variant: string; colour: string; free: number; transit: string[] | null }
interface Waiting { showroom_id: number; variant: string; colour: string; n: number }

interface AvailabilityRead {
  model: { id: number; name: string; variants: string[] | null; colours: string[] | null } | null;
  showrooms: number[] | null;
  stock: KindCounts[] | null;
  waiting: Waiting[] | null;
  show_counts: boolean | null;
}

/** Exported for the bench's EXPLAIN (bench/stock.ts). */
export const availabilitySql = `
  WITH model AS (
    SELECT m.id, m.name,
      (SELECT array_agg(v.name ORDER BY v.sort, v.id) FROM variants v WHERE v.model_id = m.id) AS variants,
      (SELECT array_agg(c.name ORDER BY c.sort, c.id) FROM colours c WHERE c.model_id = m.id) AS colours
    FROM models m WHERE m.id = $1 AND m.status = 1
  ), stock AS (
    SELECT v.showroom_id, v.variant, v.colour,
      count(*) FILTER (WHERE v.status <> 'in-transit')::int AS free,
      array_agg(v.expected_on::text ORDER BY v.expected_on, v.id) FILTER (WHERE v.status = 'in-transit' AND v.expected_on IS NOT NULL) AS transit
    FROM vehicles v
    WHERE v.model_id = $1 AND v.status IN ('in-stock', 'pdi-done', 'in-transit') AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.vehicle_id = v.id)
    GROUP BY 1, 2, 3
  ), waiting AS (
    SELECT showroom_id, variant, colour, count(*)::int AS n FROM bookings WHERE model_id = $1 AND state = 'booked' GROUP BY 1, 2, 3
  )
  SELECT (SELECT row_to_json(model) FROM model) AS model,
    (SELECT array_agg(id ORDER BY id) FROM dealers WHERE NOT closed) AS showrooms,
    (SELECT json_agg(stock) FROM stock) AS stock,
    (SELECT json_agg(waiting) FROM waiting) AS waiting,
    (SELECT show_counts FROM stock_settings) AS show_counts`;

/** The model's availability, or null when no switched-on model has this id. */
export async function modelAvailability(db: Queryable, modelId: number, now: Date): Promise<AvailabilityAnswer | null> {
  const { rows } = await db.query<AvailabilityRead>(availabilitySql, [modelId]);
  const read = rows[0];
  if (!read?.model) return null;
  const key = (showroomId: number, variant: string, colour: string) => JSON.stringify([showroomId, variant, colour]);
  const counts = new Map<string, { free: number; transit: string[]; waiting: number }>();
  for (const s of read.stock ?? []) counts.set(key(s.showroom_id, s.variant, s.colour), { free: s.free, transit: s.transit ?? [], waiting: 0 });
  for (const w of read.waiting ?? []) {
    const k = key(w.showroom_id, w.variant, w.colour);
    const c = counts.get(k) ?? counts.set(k, { free: 0, transit: [], waiting: 0 }).get(k)!;
    c.waiting += w.n;
  }

  const showCounts = read.show_counts ?? true;
  const today = istDateOf(now);
  const answerRows: AvailabilityRow[] = [];
  for (const showroomId of read.showrooms ?? []) {
    for (const variant of read.model.variants ?? []) {
      for (const colour of read.model.colours ?? []) {
        const c = counts.get(key(showroomId, variant, colour)) ?? { free: 0, transit: [], waiting: 0 };
        // The new booking is the (waiting + 1)-th in the queue for what is free, then for what is on its way.
        const place = c.waiting + 1;
        const freeNow = c.free >= place;
        const expected = freeNow ? null : (c.transit[place - c.free - 1] ?? null);
        const row: AvailabilityRow = { showroomId, variant, colour, band: bandOf(today, freeNow, expected), nextBatchOn: c.transit[0] ?? null };
        if (showCounts) Object.assign(row, { inStock: c.free, inTransit: c.transit.length, bookingsAhead: c.waiting });
        answerRows.push(row);
      }
    }
  }
  // To the minute: answers within one minute are the same bytes, so their ETag matches.
  const computedAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  return { modelId: read.model.id, model: read.model.name, computedAt, showCounts, rows: answerRows };
}
