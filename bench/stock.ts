/**
 * Stock on PostgreSQL (docs/stock-and-delivery.md "Performance"): a model page's delivery
 * availability with 20,000 vehicles and 50,000 bookings stored, and the allotment race of
 * tests/faults/stock-allotment-race.test.ts timed: 100 bookings and 10 arriving vehicles of
 * one kind sent at once through two API processes on one database.
 *
 * The rows are made in a few INSERT ... SELECT over generate_series with the triggers off
 * for this connection (session_replication_role = replica): the triggers check one change
 * at a time, and the rows made here are consistent by construction (every allotted or
 * delivered vehicle held by exactly one booking of its kind).
 */
import pg from 'pg';
import { stockPaths } from '#contract/stock.ts';
import type { Db } from '../server/db/connect.ts';
import { availabilitySql } from '../server/stock/availability.ts';
import { login, type AdminSession } from '../tests/faults/support/admin-session.ts';
import { raceKind } from '../tests/faults/support/race-kind.ts';
import { startServerProcess } from '../tests/support/main-process.ts';
import { percentile, timeRuns, type Summary } from './stats.ts';

export interface StockRowsMade { vehicles: number; bookings: number; modelId: number; modelVehicles: number; seconds: number }

/** Showrooms 1-3 get the stored rows; the race uses showroom 4, whose kind stays empty. */
export async function generateStockRows(databaseUrl: string, vehicles: number, bookings: number): Promise<StockRowsMade> {
  const t0 = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET session_replication_role = replica');
    await client.query(`CREATE TEMP TABLE bench_kinds AS
      SELECT (row_number() OVER (ORDER BY m.id, v.id, c.id, s) - 1)::int AS k, m.id AS model_id, v.name AS variant, c.name AS colour, s::smallint AS showroom_id
      FROM models m JOIN variants v ON v.model_id = m.id JOIN colours c ON c.model_id = m.id CROSS JOIN generate_series(1, 3) s
      WHERE m.status = 1`);
    const kinds = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM bench_kinds')).rows[0]?.n);
    // Of every 20 vehicles: 14 delivered, 2 in stock, 1 PDI done, 1 in transit, 1 allotted, 1 blocked.
    await client.query(
      `INSERT INTO vehicles (vin, engine_no, model_id, variant, colour, showroom_id, status, expected_on, arrived_on, pdi_on, delivered_on, block_reason, created_at, updated_at)
       SELECT 'BENCH' || lpad(i::text, 12, '0'), 'EB' || i, k.model_id, k.variant, k.colour, k.showroom_id, st.status,
         CASE WHEN st.status = 'in-transit' THEN date '2026-12-01' + (i % 40) END,
         CASE WHEN st.status <> 'in-transit' THEN date '2026-01-01' + (i % 300) END,
         CASE WHEN st.status = 'pdi-done' THEN date '2026-01-01' + (i % 300) + 1 END,
         CASE WHEN st.status = 'delivered' THEN date '2026-01-01' + (i % 300) + 10 END,
         CASE WHEN st.status = 'blocked' THEN 'damage' END, now(), now()
       FROM generate_series(1, $1::int) i
       JOIN bench_kinds k ON k.k = i % $2::int
       CROSS JOIN LATERAL (SELECT CASE WHEN i % 20 < 14 THEN 'delivered' WHEN i % 20 < 16 THEN 'in-stock' WHEN i % 20 = 16 THEN 'pdi-done'
         WHEN i % 20 = 17 THEN 'in-transit' WHEN i % 20 = 18 THEN 'allotted' ELSE 'blocked' END AS status) st`,
      [vehicles, kinds],
    );
    // A booking for every allotted or delivered vehicle, then the rest: one in 7 waiting, the others cancelled.
    const held = await client.query(
      `INSERT INTO bookings (model_id, variant, colour, showroom_id, customer_name, mobile, state, vehicle_id, allotted_at, created_at, created_by, updated_at)
       SELECT v.model_id, v.variant, v.colour, v.showroom_id, 'Bench ' || v.id, '98' || lpad(v.id::text, 8, '0'),
         CASE v.status WHEN 'delivered' THEN 'delivered' ELSE 'allotted' END, v.id, v.arrived_on + 1, v.arrived_on - 20, 'bench', now()
       FROM vehicles v WHERE v.vin LIKE 'BENCH%' AND v.status IN ('delivered', 'allotted')`,
    );
    await client.query(
      `INSERT INTO bookings (model_id, variant, colour, showroom_id, customer_name, mobile, state, created_at, created_by, updated_at)
       SELECT k.model_id, k.variant, k.colour, k.showroom_id, 'Bench ' || j, '97' || lpad(j::text, 8, '0'),
         CASE WHEN j % 7 = 0 THEN 'booked' ELSE 'cancelled' END, timestamptz '2026-01-01' + j * interval '5 minutes', 'bench', now()
       FROM generate_series(1, $1::int) j JOIN bench_kinds k ON k.k = (j * 7) % $2::int`,
      [Math.max(0, bookings - (held.rowCount ?? 0)), kinds],
    );
    // What autovacuum does soon after a load like this: statistics, and the visibility map that lets index-only scans skip the table.
    await client.query('VACUUM ANALYZE vehicles');
    await client.query('VACUUM ANALYZE bookings');
    const top = await client.query<{ model_id: number; n: string }>(
      `SELECT model_id, count(*) AS n FROM vehicles GROUP BY model_id ORDER BY count(*) DESC, model_id LIMIT 1`,
    );
    const counts = await client.query<{ v: string; b: string }>('SELECT (SELECT count(*) FROM vehicles) AS v, (SELECT count(*) FROM bookings) AS b');
    return {
      vehicles: Number(counts.rows[0]?.v), bookings: Number(counts.rows[0]?.b), modelId: Number(top.rows[0]?.model_id),
      modelVehicles: Number(top.rows[0]?.n), seconds: Math.round((Date.now() - t0) / 1000),
    };
  } finally {
    await client.end();
  }
}

/** GET /api/stock/availability for the model with the most vehicles, fresh each time (no ETag sent). */
export async function timeStockAvailability(url: string, modelId: number, runs: number): Promise<Summary> {
  return timeRuns(async () => {
    const res = await fetch(`${url}${stockPaths.availability}?model=${modelId}`);
    if (res.status !== 200) throw new Error(`availability answered ${res.status}`);
    await res.arrayBuffer();
  }, runs, 5);
}

/** The plan of the availability's one statement, to show where its time goes. */
export async function explainAvailability(db: Db, modelId: number): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${availabilitySql}`, [modelId]);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

export interface AllotmentRaceResult {
  bookings: number;
  vehicles: number;
  allotted: number;
  toOldest: boolean;
  vehiclesOnce: boolean;
  errors: number;
  p50: number;
  p99: number;
}

/**
 * A second API process on the same database, then 10 vehicles of a kind in transit; then at
 * once, through both processes in turn, 100 bookings of the kind and the 10 vehicles received.
 * Every request's time counts. Exactly 10 bookings must hold a vehicle, each vehicle once,
 * and they must be the 10 oldest (by the time each joined the queue).
 */
export async function raceForVehicles(first: { url: string }, databaseUrl: string, env: Record<string, string>, credentials: { userId: string; password: string }): Promise<AllotmentRaceResult> {
  const second = await startServerProcess({ ...env, DATABASE_URL: databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sessions: AdminSession[] = [await login(first.url, credentials.userId, credentials.password), await login(second.url, credentials.userId, credentials.password)];
    const kind = await raceKind(client);
    const vins = Array.from({ length: 10 }, (_, i) => `MBLRACE${String(i).padStart(10, '0')}`);
    for (const [i, vin] of vins.entries()) {
      const res = await sessions[i % 2]!.post(stockPaths.vehicles, { ...kind, vin, engineNo: `RACE${i}`, status: 'in-transit', expectedOn: '2026-12-01' });
      if (res.status !== 201) throw new Error(`vehicle intake answered ${res.status}: ${await res.text()}`);
    }
    const timed = async (send: () => Promise<Response>, ok: number) => {
      const t0 = performance.now();
      try {
        const res = await send();
        await res.arrayBuffer();
        return { ms: performance.now() - t0, error: res.status !== ok };
      } catch {
        return { ms: performance.now() - t0, error: true };
      }
    };
    const outcomes = await Promise.all([
      ...Array.from({ length: 100 }, (_, i) => timed(() => sessions[i % 2]!.post(stockPaths.bookings, { ...kind, customerName: `Racer ${i}`, mobile: `96${String(10_000_000 + i)}` }), 201)),
      ...vins.map((vin, i) => timed(() => sessions[(i + 1) % 2]!.post(stockPaths.receive, { vin, arrivedOn: '2026-11-25' }), 200)),
    ]);
    const all = await client.query<{ vehicle_id: string | null }>(
      `SELECT vehicle_id::text FROM bookings WHERE model_id = $1 AND variant = $2 AND colour = $3 AND showroom_id = 4 AND created_by <> 'bench' ORDER BY created_at, id`,
      [kind.modelId, kind.variant, kind.colour],
    );
    const allotted = all.rows.filter((r) => r.vehicle_id !== null);
    const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    return {
      bookings: all.rows.length,
      vehicles: vins.length,
      allotted: allotted.length,
      toOldest: all.rows.slice(0, 10).every((r) => r.vehicle_id !== null),
      vehiclesOnce: new Set(allotted.map((r) => r.vehicle_id)).size === allotted.length,
      errors: outcomes.filter((o) => o.error).length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
    };
  } finally {
    await client.end();
    second.kill('SIGTERM');
    await second.exit;
  }
}

