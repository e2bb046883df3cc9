/**
 * Whether the database has no models yet, or no on-road rates: the one test of "something
 * to seed", used by server/main.ts before it loads the seed (its 3D renderer and brochure
 * maker are only worth loading when there is something to seed) and by the seed itself.
 */
import type { Queryable } from '../connect.ts';

export async function catalogueIsEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM models LIMIT 1) t');
  return (rows[0]?.n ?? 0) === 0;
}

/** A database migrated to the on-road tables but not yet given their seeded rates. */
async function onroadRatesMissing(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM onroad_charges LIMIT 1) t');
  return (rows[0]?.n ?? 0) === 0;
}

export async function somethingToSeed(db: Queryable): Promise<boolean> {
  return (await catalogueIsEmpty(db)) || (await onroadRatesMissing(db));
}
