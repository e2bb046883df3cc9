/**
 * SQL of the public catalogue reads (requirements 7.1). Only active models (status 1) are ever
 * read here; a per-model read of an unknown or inactive model returns null so the route
 * answers 404. Money is cast to float8 so both drivers give numbers.
 */
import type { Queryable } from '../db/connect.ts';
import type {
  Accessory, BikeDetail, Colour, Dealer, Feature, FrameSet, GalleryImage, Offer, SliderImage, SpecRowHindi, Vehicle,
} from '#contract/catalogue-types.ts';

export type ModelType = 'bikes' | 'scooters' | 'ev';

/** Matches a model by its key without regard to case (requirements 2.3: name with spaces removed). */
const activeModel = `SELECT id FROM models WHERE lower(bike_key) = lower($1) AND status = 1`;

export async function sliderImages(db: Queryable): Promise<SliderImage[]> {
  const { rows } = await db.query<SliderImage>(
    `SELECT id, filepath, kicker, headline, subline, cta_label AS "ctaLabel", cta_path AS "ctaPath" FROM slider_images ORDER BY id`,
  );
  return rows;
}

interface VehicleRow {
  id: number;
  name: string;
  bike_key: string;
  name_img: string;
  bike_icon: string;
  image: string;
  price: number;
  engine: string;
  power: string;
  transmission: string;
  brochure: string;
}

export async function vehicles(db: Queryable, type: ModelType): Promise<Vehicle[]> {
  const { rows } = await db.query<VehicleRow>(
    `SELECT id, name, bike_key, name_img, bike_icon, image, price::float8 AS price, engine, power, transmission, brochure
       FROM models WHERE type = $1 AND status = 1 ORDER BY sort, id`,
    [type],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    bikeName: r.bike_key,
    nameImg: r.name_img,
    bikeIcon: r.bike_icon,
    image: r.image,
    price: r.price,
    specs: { engine: r.engine, power: r.power, transmission: r.transmission, document: r.brochure },
  }));
}

export async function galleryImages(db: Queryable): Promise<GalleryImage[]> {
  // requirements 3: backslashes converted to forward slashes.
  const { rows } = await db.query<GalleryImage>(
    `SELECT id, replace(image_path, E'\\\\', '/') AS image_path FROM gallery_images ORDER BY id`,
  );
  return rows;
}

export async function offers(db: Queryable): Promise<Offer[]> {
  const { rows } = await db.query<Offer>(
    'SELECT id, title, image, description, title_hi AS "titleHi", description_hi AS "descriptionHi" FROM offers ORDER BY id',
  );
  return rows;
}

interface DetailRow {
  bike_key: string;
  name: string;
  description: string;
  description_hi: string;
  price: number;
  image: string;
  specs: Record<string, unknown> | string;
}

const specFields = ['bodyDimensions', 'engineDetails', 'transmissionDetails', 'tyreDetails', 'frame', 'Electrical'] as const;

/** Each spec section is an object of text values (requirements 3); anything else is dropped. */
function section(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v !== null && v !== undefined && typeof v !== 'object') out[k] = String(v);
  }
  return out;
}

/** A model's catalogue name by its key (any case), switched off or not; null when unknown. */
export async function modelNameByKey(db: Queryable, key: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM models WHERE lower(bike_key) = lower($1)', [key]);
  return rows[0]?.name ?? null;
}

export async function bikeDetail(db: Queryable, bikeName: string): Promise<BikeDetail | null> {
  const { rows } = await db.query<DetailRow>(
    `SELECT bike_key, name, description, description_hi, price::float8 AS price, image, specs
       FROM models WHERE lower(bike_key) = lower($1) AND status = 1`,
    [bikeName],
  );
  const row = rows[0];
  if (!row) return null;
  const specs = (typeof row.specs === 'string' ? JSON.parse(row.specs) : row.specs) as Record<string, unknown>;
  const detail = {
    bikeName: row.bike_key,
    name: row.name,
    bikeDetails: row.description,
    bikeDetailsHi: row.description_hi,
    bikePrice: row.price,
    image: row.image,
  } as BikeDetail;
  // The catalogue studio keeps the rows in the order staff wrote them (jsonb objects do not keep key order).
  const ordered = specs?.rows && typeof specs.rows === 'object' ? (specs.rows as Record<string, unknown>) : {};
  for (const field of specFields) {
    const rows = ordered[field];
    detail[field] = Array.isArray(rows)
      ? section(Object.fromEntries(rows.filter((r): r is [unknown, unknown] => Array.isArray(r) && r.length === 2).map(([k, v]) => [String(k), v])))
      : section(specs?.[field]);
  }
  detail.specsHi = specsHindi(specs?.hi, detail);
  return detail;
}

/**
 * The rows' Hindi words as the studio published them (specs.hi, by section and English
 * label), only for rows the detail shows; '' for a part the dealer left out.
 */
function specsHindi(hi: unknown, detail: BikeDetail): Record<string, Record<string, SpecRowHindi>> {
  const out: Record<string, Record<string, SpecRowHindi>> = {};
  if (!hi || typeof hi !== 'object') return out;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  for (const field of specFields) {
    const group = (hi as Record<string, unknown>)[field];
    if (!group || typeof group !== 'object') continue;
    const rows: Record<string, SpecRowHindi> = {};
    for (const [label, words] of Object.entries(group as Record<string, unknown>)) {
      if (!(label in detail[field]) || !words || typeof words !== 'object') continue;
      const { label: labelHi, value: valueHi } = words as Record<string, unknown>;
      rows[label] = { label: text(labelHi), value: text(valueHi) };
    }
    if (Object.keys(rows).length) out[field] = rows;
  }
  return out;
}

/**
 * A per-model list in one round trip: the model row is LEFT JOINed so that "model
 * unknown" (no row) and "model has none" (one row of NULLs) stay distinguishable.
 */
async function perModel<T>(db: Queryable, bikeName: string, select: string, join: string, order: string): Promise<T[] | null> {
  const { rows } = await db.query<T & { _present: number | null }>(
    `SELECT ${select}, c.model_id AS _present
       FROM (${activeModel}) m LEFT JOIN ${join} c ON c.model_id = m.id
      ORDER BY ${order}`,
    [bikeName],
  );
  if (rows.length === 0) return null;
  return rows.filter((r) => r._present !== null).map(({ _present, ...rest }) => rest as unknown as T);
}

export function variants(db: Queryable, bikeName: string) {
  return perModel<{ name: string; price: number }>(db, bikeName, 'c.name, c.price::float8 AS price', 'variants', 'c.sort, c.id');
}

export function features(db: Queryable, bikeName: string) {
  return perModel<Feature>(
    db, bikeName, 'c.heading, c.image, c.description, c.heading_hi AS "headingHi", c.description_hi AS "descriptionHi"', 'features', 'c.sort, c.id',
  );
}

export function accessories(db: Queryable, bikeName: string) {
  return perModel<Accessory>(
    db, bikeName,
    'c.id, c.heading, c.image, c.description, c.part_no, c.price::float8 AS price, c.heading_hi AS "headingHi", c.description_hi AS "descriptionHi"',
    'accessories', 'c.sort, c.id',
  );
}

export function colours(db: Queryable, bikeName: string) {
  return perModel<Colour>(db, bikeName, 'c.id, c.name, c.image, c.name_hi AS "nameHi"', 'colours', 'c.sort, c.id');
}

export function frames(db: Queryable, bikeName: string) {
  return perModel<FrameSet>(db, bikeName, 'c.path AS images', 'frames', 'c.idx');
}

/** A showroom's page as visitors read it; none for a closed one. */
export async function dealer(db: Queryable, id: number): Promise<Dealer | null> {
  const { rows } = await db.query<Dealer>(
    `SELECT id, name, address, sales_no, service_no, open_time, email, latitude::float8 AS latitude, longitude::float8 AS longitude
       FROM dealers WHERE id = $1 AND NOT closed`,
    [id],
  );
  return rows[0] ?? null;
}

export async function catalogueVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>('SELECT version::text AS version FROM catalogue_state WHERE id = 1');
  return rows[0]?.version ?? '0';
}

export async function activeModelKeys(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ bike_key: string }>(
    `SELECT bike_key FROM models WHERE status = 1 ORDER BY CASE type WHEN 'bikes' THEN 0 WHEN 'scooters' THEN 1 ELSE 2 END, sort, id`,
  );
  return rows.map((r) => r.bike_key);
}

/**
 * The e-brochure of each active model, in listing order: not part of the catalogue a first
 * visit saves (one can weigh megabytes), but saved when opened (docs/offline.md "What a first visit downloads").
 */
export async function activeBrochures(db: Queryable): Promise<{ model: string; url: string }[]> {
  const { rows } = await db.query<{ name: string; brochure: string }>(
    `SELECT name, brochure FROM models WHERE status = 1 AND coalesce(brochure, '') <> ''
     ORDER BY CASE type WHEN 'bikes' THEN 0 WHEN 'scooters' THEN 1 ELSE 2 END, sort, id`,
  );
  return rows.map((r) => ({ model: r.name, url: r.brochure }));
}

/** Every model's display name, switched off or not (an enquiry for a service or finance may name any of them). */
export async function modelNames(db: Queryable): Promise<string[]> {
  // A shown model before a hidden one of the same name, as a test ride finds it (server/appointments/booked-model.ts).
  const { rows } = await db.query<{ name: string }>('SELECT name FROM models ORDER BY status DESC, id');
  return rows.map((r) => r.name);
}

/** The open showrooms' ids: a closed one has no page for visitors (docs/site-settings.md). */
export async function dealerIds(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM dealers WHERE NOT closed ORDER BY id');
  return rows.map((r) => r.id);
}

/**
 * Every media path the public reads reference (active models only), in a stable order; of
 * each model's 360 frames only every `frameStep`-th in its order, from the first (the
 * offline copy's rule, src/contract/media.ts offlineFrameStep).
 */
export async function referencedMediaPaths(db: Queryable, frameStep: number): Promise<string[]> {
  const { rows } = await db.query<{ path: string }>(
    `WITH m AS (SELECT * FROM models WHERE status = 1)
     SELECT path FROM (
       SELECT 1 AS g, m.sort AS s1, m.id AS s2, p.k AS s3, p.path
         FROM m CROSS JOIN LATERAL (VALUES (1, m.image), (2, m.name_img), (3, m.bike_icon), (4, m.brochure)) AS p(k, path)
       UNION ALL SELECT 1, m.sort, m.id, 10 + p.k, p.path
         FROM m CROSS JOIN LATERAL jsonb_array_elements_text(m.photos) WITH ORDINALITY AS p(path, k)
       UNION ALL SELECT 2, m.sort, m.id, c.sort * 1000 + c.id, c.image FROM colours c JOIN m ON m.id = c.model_id
       UNION ALL SELECT 3, m.sort, m.id, f.sort * 1000 + f.id, f.image FROM features f JOIN m ON m.id = f.model_id
       UNION ALL SELECT 4, m.sort, m.id, a.sort * 1000 + a.id, a.image FROM accessories a JOIN m ON m.id = a.model_id
       UNION ALL SELECT 5, m.sort, m.id, fr.idx, fr.path
         FROM (SELECT *, row_number() OVER (PARTITION BY model_id ORDER BY idx) - 1 AS pos FROM frames) fr JOIN m ON m.id = fr.model_id
         WHERE fr.pos % $1::int = 0
       UNION ALL SELECT 6, 0, s.id, 0, s.filepath FROM slider_images s
       UNION ALL SELECT 7, 0, g.id, 0, replace(g.image_path, E'\\\\', '/') FROM gallery_images g
       UNION ALL SELECT 8, 0, o.id, 0, o.image FROM offers o
     ) x
     ORDER BY g, s1, s2, s3`,
    [frameStep],
  );
  return rows.map((r) => r.path);
}
