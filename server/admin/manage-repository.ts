/**
 * SQL of the catalogue management screens (requirements 2.5 "Manage"; 7.3): model and accessory
 * prices and model status. Every write fires the catalogue version triggers
 * (migration 001), so public reads and the offline manifest change at once.
 */
import type { Queryable } from '../db/connect.ts';
import type { AccessoryRow, PriceRow } from '#contract/catalogue-types.ts';
import type { VehicleType } from '#contract/admin-schemas.ts';

const typeOrder = `CASE m.type WHEN 'bikes' THEN 0 WHEN 'scooters' THEN 1 ELSE 2 END`;

/** requirements 3 "Model price row", with each variant's own price (Manage > Price edits every one). */
export async function listModelPrices(db: Queryable): Promise<PriceRow[]> {
  const result = await db.query<PriceRow & { variants: unknown }>(
    `SELECT m.name AS bike_name, m.price::float8 AS bike_price,
            coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'price', v.price::float8) ORDER BY v.sort, v.id)
                        FROM variants v WHERE v.model_id = m.id), '[]'::json) AS variants
       FROM models m ORDER BY ${typeOrder}, m.sort, m.id`,
  );
  return result.rows.map((r) => ({ ...r, variants: (typeof r.variants === 'string' ? JSON.parse(r.variants) : r.variants) as PriceRow['variants'] }));
}

/**
 * Sets one variant's price. The first variant is the base variant, so its price is the
 * model's too (the price the site says the model starts from); false for an unknown id.
 */
export async function setVariantPrice(db: Queryable, variantId: number, price: number): Promise<{ name: string; modelId: number } | null> {
  const result = await db.query<{ name: string; model_id: number }>(
    'UPDATE variants SET price = $2 WHERE id = $1 RETURNING name, model_id', [variantId, price],
  );
  const row = result.rows[0];
  if (!row) return null;
  await db.query(
    `UPDATE models SET price = $2
      WHERE id = $1 AND $3::int = (SELECT id FROM variants WHERE model_id = $1 ORDER BY sort, id LIMIT 1)`,
    [row.model_id, price, variantId],
  );
  return { name: row.name, modelId: row.model_id };
}

/**
 * Finds a model by its display name or its key (the name without spaces), ignoring case;
 * an exact display-name match wins.
 */
export async function findModelId(db: Queryable, nameOrKey: string): Promise<number | null> {
  const result = await db.query<{ id: number }>(
    `SELECT id FROM models
     WHERE lower(name) = lower($1) OR lower(bike_key) = lower(regexp_replace($1, '\\s+', '', 'g'))
     ORDER BY (lower(name) = lower($1)) DESC, id
     LIMIT 1`,
    [nameOrKey],
  );
  return result.rows[0]?.id ?? null;
}

/**
 * Sets a model's base price. The first variant is the base variant (requirements 2.3: it is
 * selected on load), so it takes the same price and the detail page stays consistent.
 */
export async function setModelPrice(db: Queryable, modelId: number, price: number): Promise<void> {
  await db.query('UPDATE models SET price = $2 WHERE id = $1', [modelId, price]);
  await db.query(
    `UPDATE variants SET price = $2
     WHERE id = (SELECT id FROM variants WHERE model_id = $1 ORDER BY sort, id LIMIT 1)`,
    [modelId, price],
  );
}

/** requirements 3 "Accessory": heading 'Unknown' and part_no 'N/A' when empty. */
export async function listAccessories(db: Queryable): Promise<AccessoryRow[]> {
  const result = await db.query<AccessoryRow>(
    `SELECT a.id, COALESCE(NULLIF(btrim(a.heading), ''), 'Unknown') AS heading,
            COALESCE(NULLIF(btrim(a.part_no), ''), 'N/A') AS part_no,
            a.price::float8 AS price, m.name AS bike_name
     FROM accessories a JOIN models m ON m.id = a.model_id
     ORDER BY ${typeOrder}, m.sort, m.id, a.sort, a.id`,
  );
  return result.rows;
}

export async function setAccessoryPrice(db: Queryable, id: number, price: number): Promise<boolean> {
  const result = await db.query('UPDATE accessories SET price = $2 WHERE id = $1', [id, price]);
  return result.rowCount === 1;
}

interface VehicleStatusRow {
  id: number;
  name: string;
  status: 0 | 1;
}

export async function listVehicles(db: Queryable, type: VehicleType): Promise<VehicleStatusRow[]> {
  const result = await db.query<VehicleStatusRow>(
    'SELECT id, name, status::int AS status FROM models WHERE type = $1 ORDER BY sort, id',
    [type],
  );
  return result.rows;
}

/** Switches a model of that type on or off; false when no model of that type has the id. */
export async function setVehicleStatus(db: Queryable, type: VehicleType, id: number, status: 0 | 1): Promise<boolean> {
  const result = await db.query('UPDATE models SET status = $3 WHERE id = $1 AND type = $2', [id, type, status]);
  return result.rowCount === 1;
}
