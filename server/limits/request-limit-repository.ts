/**
 * SQL over request_limits (migration 004): one generic-cell-rate timestamp per budget and
 * address. Time is the database's (now()), so every API process counts on one clock,
 * whatever its own says; `at`, when given, stands in for it (a test's clock, so that no
 * budget refills while a slow machine runs the test).
 */
import type { Queryable } from '../db/connect.ts';

/** The budgets' clock in SQL: `at` (the query's parameter number `param`), else the database's now(). */
const clock = (param: number) => `COALESCE($${param}::timestamptz, now())`;
const asParam = (at: Date | null) => (at ? at.toISOString() : null);

interface BudgetKey {
  budget: string;
  address: string;
}

/**
 * Takes one request from the budget, atomically (concurrent requests of every API process
 * queue on the row). Returns 0 when admitted, else the seconds until one would be.
 */
export async function takeRequest(db: Queryable, key: BudgetKey, rate: { burst: number; everySeconds: number }, at: Date | null = null): Promise<number> {
  const now = clock(5);
  const taken = await db.query(
    `INSERT INTO request_limits AS l (budget, address, tat)
     VALUES ($1, $2, ${now} + make_interval(secs => $3::float8))
     ON CONFLICT (budget, address) DO UPDATE
       SET tat = GREATEST(l.tat, ${now}) + make_interval(secs => $3::float8)
       WHERE GREATEST(l.tat, ${now}) + make_interval(secs => $3::float8) <= ${now} + make_interval(secs => $3::float8 * $4::int)
     RETURNING 1`,
    [key.budget, key.address, rate.everySeconds, rate.burst, asParam(at)],
  );
  if (taken.rows.length > 0) return 0;
  // Admitted again once the arrival time is within burst - 1 intervals of now.
  const { rows } = await db.query<{ wait: number }>(
    `SELECT EXTRACT(EPOCH FROM tat - ${now})::float8 - $3::float8 * ($4::int - 1) AS wait
     FROM request_limits WHERE budget = $1 AND address = $2`,
    [key.budget, key.address, rate.everySeconds, rate.burst, asParam(at)],
  );
  return Math.max(Number(rows[0]?.wait ?? rate.everySeconds), 0.001);
}

/** Gives one request back (it turned out to be a replay that stores nothing). */
export async function giveBackRequest(db: Queryable, key: BudgetKey, everySeconds: number): Promise<void> {
  await db.query(
    'UPDATE request_limits SET tat = tat - make_interval(secs => $3::float8) WHERE budget = $1 AND address = $2',
    [key.budget, key.address, everySeconds],
  );
}

/** Rows whose arrival time has passed are full budgets, the same as no row. */
export async function deleteFullBudgets(db: Queryable, at: Date | null = null): Promise<void> {
  await db.query(`DELETE FROM request_limits WHERE tat < ${clock(1)}`, [asParam(at)]);
}
