/**
 * SQL of the catalogue studio (docs/catalogue.md). Drafts live in catalogue_drafts and no
 * public read looks there; publishing copies a draft into the live tables in the caller's
 * transaction, whose triggers move the offline manifest (migration 001), and logs it.
 */
import type { Queryable } from '../db/connect.ts';
import type { VehicleType } from '#contract/admin-schemas.ts';
import { bikeKey } from '#contract/api-paths.ts';
import type { SpecRowHindi } from '#contract/catalogue-types.ts';
import {
  shownSpecRows, specGroups, type CatalogueRow, type ModelDraft, type ModelState, type PublishLogEntry,
} from '#contract/catalogue-studio.ts';
import { liveDraft, storedDraft } from './live-model.ts';

/** The key no two models may share: the name without spaces, any case (requirements 2.3). */
export const nameKeyOf = (name: string) => bikeKey(name).toLowerCase();

const stateOf = (status: number | null): ModelState => (status === null ? 'draft' : status === 1 ? 'published' : 'hidden');

interface ListRow {
  id: number;
  type: VehicleType;
  name: string;
  picture: string;
  from_price: number | null;
  status: number | null;
  published_at: Date | string | null;
  has_draft: boolean;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Every model, live or draft, in listing order; a draft's own name and picture for never-published ones. */
export async function listCatalogue(db: Queryable, type?: VehicleType): Promise<CatalogueRow[]> {
  const { rows } = await db.query<ListRow>(
    `SELECT * FROM (
       SELECT m.id, m.type, m.name, m.image AS picture,
              (SELECT v.price::float8 FROM variants v WHERE v.model_id = m.id ORDER BY v.sort, v.id LIMIT 1) AS from_price,
              m.status::int AS status, m.published_at, (d.model_id IS NOT NULL) AS has_draft, m.sort AS s1
         FROM models m LEFT JOIN catalogue_drafts d ON d.model_id = m.id
       UNION ALL
       SELECT d.model_id, d.type, d.name, coalesce(d.body #>> '{photos,main}', ''),
              (d.body #>> '{variants,0,price}')::float8, NULL, NULL, true, coalesce(d.sort, 1000000)
         FROM catalogue_drafts d WHERE NOT EXISTS (SELECT 1 FROM models m WHERE m.id = d.model_id)
     ) x
     WHERE $1::text IS NULL OR x.type = $1
     ORDER BY CASE x.type WHEN 'bikes' THEN 0 WHEN 'scooters' THEN 1 ELSE 2 END, x.s1, x.id`,
    [type ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    name: r.name,
    picture: r.picture,
    fromPrice: r.from_price,
    state: stateOf(r.status),
    unpublishedChanges: r.status !== null && r.has_draft,
    publishedAt: iso(r.published_at),
  }));
}

interface DraftRecord {
  draft: ModelDraft;
  state: ModelState;
  unpublishedChanges: boolean;
  publishedAt: string | null;
  updatedAt: string | null;
}

/** A model's draft (its stored draft, else the live model as one); null for an unknown id. */
export async function readDraft(db: Queryable, id: number, lock = false): Promise<DraftRecord | null> {
  const stored = await db.query<{ body: unknown; updated_at: Date | string }>(
    `SELECT body, updated_at FROM catalogue_drafts WHERE model_id = $1${lock ? ' FOR UPDATE' : ''}`, [id],
  );
  const live = await db.query<{ status: number; published_at: Date | string | null }>(
    `SELECT status::int AS status, published_at FROM models WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id],
  );
  const model = live.rows[0];
  const row = stored.rows[0];
  if (row) {
    return {
      draft: storedDraft(row.body),
      state: stateOf(model ? model.status : null),
      unpublishedChanges: !!model,
      publishedAt: iso(model?.published_at ?? null),
      updatedAt: iso(row.updated_at),
    };
  }
  const current = await liveDraft(db, id);
  if (!current || !model) return null;
  const { status: _status, ...draft } = current;
  return { draft, state: stateOf(model.status), unpublishedChanges: false, publishedAt: iso(model.published_at), updatedAt: null };
}

/** Whether another model (live or draft) already has this name; `id` is the model itself. */
export async function nameTaken(db: Queryable, name: string, id: number | null): Promise<boolean> {
  const key = nameKeyOf(name);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT id FROM models WHERE lower(bike_key) = $1 AND id IS DISTINCT FROM $2
       UNION ALL SELECT model_id FROM catalogue_drafts WHERE name_key = $1 AND model_id IS DISTINCT FROM $2
     ) x`,
    [key, id],
  );
  return (rows[0]?.n ?? 0) > 0;
}

/** Reserves an id from the models sequence: the new model keeps it when it is published. */
export async function newModelId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('models', 'id'))::int AS id`);
  return rows[0]!.id;
}

export async function saveDraft(db: Queryable, id: number, draft: ModelDraft, by: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO catalogue_drafts (model_id, type, name, name_key, body, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
     ON CONFLICT (model_id) DO UPDATE SET type = EXCLUDED.type, name = EXCLUDED.name, name_key = EXCLUDED.name_key,
       body = EXCLUDED.body, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [id, draft.type, draft.name, nameKeyOf(draft.name), JSON.stringify(draft), now, by],
  );
}

/**
 * Puts a new model first in its lists (newest first, docs/catalogue.md "The order of the
 * models"): a place before every live model and every other unpublished one.
 */
export async function placeFirst(db: Queryable, id: number): Promise<void> {
  await db.query(
    `UPDATE catalogue_drafts SET sort = (
       SELECT least(coalesce((SELECT min(sort) FROM models), 0), coalesce((SELECT min(sort) FROM catalogue_drafts WHERE model_id <> $1), 0)) - 1)
      WHERE model_id = $1`,
    [id],
  );
}

/**
 * Puts models first in their lists in the order given (an imported catalogue file keeps the
 * order it was exported in, docs/catalogue.md "The order of the models"), before every
 * other live or unpublished model: a live model's place in models.sort, an unpublished
 * one's in its draft.
 */
export async function placeInOrder(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await db.query<{ first: number }>(
    `SELECT least(coalesce((SELECT min(sort) FROM models WHERE id <> ALL($1::int[])), 0),
                  coalesce((SELECT min(sort) FROM catalogue_drafts WHERE model_id <> ALL($1::int[])), 0)) AS first`,
    [ids],
  );
  const sorts = ids.map((_, i) => rows[0]!.first - ids.length + i);
  // One statement a table: the live tables' version triggers fire once.
  await db.query(
    'UPDATE models m SET sort = x.sort FROM unnest($1::int[], $2::int[]) AS x(id, sort) WHERE m.id = x.id AND m.sort IS DISTINCT FROM x.sort',
    [ids, sorts],
  );
  await db.query(
    'UPDATE catalogue_drafts d SET sort = x.sort FROM unnest($1::int[], $2::int[]) AS x(id, sort) WHERE d.model_id = x.id',
    [ids, sorts],
  );
}

/**
 * Moves a model one place up or down among its type's models in the Catalogue list's order,
 * and numbers that list again 0, 1, 2...: a live model's place in models.sort (which every
 * list of the site reads), an unpublished one's in its draft. False for an unknown id;
 * the first model moved up (the last down) stays where it is.
 */
export async function moveModel(db: Queryable, id: number, direction: 'up' | 'down'): Promise<boolean> {
  const all = await listCatalogue(db);
  const model = all.find((r) => r.id === id);
  if (!model) return false;
  const rows = all.filter((r) => r.type === model.type);
  const from = rows.findIndex((r) => r.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= rows.length) return true;
  [rows[from], rows[to]] = [rows[to]!, rows[from]!];
  const live = rows.map((r, i) => [r.id, i] as const).filter(([rid]) => all.find((r) => r.id === rid)!.state !== 'draft');
  const drafts = rows.map((r, i) => [r.id, i] as const).filter(([rid]) => all.find((r) => r.id === rid)!.state === 'draft');
  // One statement a table: the live tables' version triggers fire once.
  if (live.length) {
    await db.query(
      `UPDATE models m SET sort = x.sort FROM unnest($1::int[], $2::int[]) AS x(id, sort) WHERE m.id = x.id AND m.sort IS DISTINCT FROM x.sort`,
      [live.map(([i]) => i), live.map(([, s]) => s)],
    );
  }
  if (drafts.length) {
    await db.query(
      'UPDATE catalogue_drafts d SET sort = x.sort FROM unnest($1::int[], $2::int[]) AS x(id, sort) WHERE d.model_id = x.id',
      [drafts.map(([i]) => i), drafts.map(([, s]) => s)],
    );
  }
  return true;
}

/** A figure from its text, for the on-road quote: '109.51 cc' -> 109.51 (null when there is none). */
function figure(text: string, unit: RegExp): number | null {
  const match = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*${unit.source}`, 'i').exec(text);
  const n = match ? Number(match[1]) : NaN;
  return Number.isFinite(n) && n > 0 && n < 10_000 ? n : null;
}

/**
 * The specifications as the public detail read keeps them: objects by label, the rows in
 * order, and the rows' Hindi words by label (`hi`, only rows with any). Rows without a
 * value are not published (shownSpecRows).
 */
function liveSpecs(draft: ModelDraft): Record<string, unknown> {
  const specs: Record<string, unknown> = {};
  const rows: Record<string, [string, string][]> = {};
  const hi: Record<string, Record<string, SpecRowHindi>> = {};
  for (const group of specGroups) {
    const shown = shownSpecRows(draft.specifications[group]);
    specs[group] = Object.fromEntries(shown.map((r) => [r.label, r.value]));
    rows[group] = shown.map((r) => [r.label, r.value]);
    const withHindi = shown.filter((r) => r.labelHi || r.valueHi);
    if (withHindi.length) hi[group] = Object.fromEntries(withHindi.map((r) => [r.label, { label: r.labelHi, value: r.valueHi }]));
  }
  return { ...specs, rows, hi };
}

/**
 * Copies `draft` into the live tables as model `id`: a new model is inserted live (status
 * 1); a known one keeps its status (a hidden model stays hidden until it is unhidden).
 * Its lists are replaced whole. The draft row is removed: the live model is the truth again.
 */
export async function publishDraft(db: Queryable, id: number, draft: ModelDraft, exists: boolean, now: Date): Promise<void> {
  const base = [
    id, draft.type, draft.name, bikeKey(draft.name), draft.description, draft.variants[0]!.price, draft.photos.main,
    draft.brochure, draft.keyFigures.engine, draft.keyFigures.power, draft.keyFigures.transmission,
    JSON.stringify(liveSpecs(draft)), draft.brand, JSON.stringify(draft.photos.more), now, draft.descriptionHi,
  ];
  if (exists) {
    await db.query(
      `UPDATE models SET type = $2, name = $3, bike_key = $4, description = $5, price = $6, image = $7, name_img = $7, bike_icon = $7,
              brochure = $8, engine = $9, power = $10, transmission = $11, specs = $12::jsonb, brand = $13, photos = $14::jsonb,
              published_at = $15, description_hi = $16
        WHERE id = $1`,
      base,
    );
  } else {
    const ev = draft.type === 'ev';
    await db.query(
      `INSERT INTO models (id, type, name, bike_key, description, price, image, name_img, bike_icon, brochure, engine, power,
                           transmission, specs, brand, photos, published_at, description_hi, status, sort, engine_cc, motor_kw, battery_kwh)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $7, $8, $9, $10, $11, $12::jsonb, $13, $14::jsonb, $15, $16, 1,
               coalesce((SELECT d.sort FROM catalogue_drafts d WHERE d.model_id = $1), (SELECT coalesce(max(sort), 0) + 1 FROM models)),
               $17, $18, $19)`,
      [
        ...base,
        ev ? null : figure(draft.keyFigures.engine, /cc/),
        ev ? figure(draft.keyFigures.power, /kw/) : null,
        ev ? figure(draft.keyFigures.engine, /kwh/) : null,
      ],
    );
  }
  for (const table of ['variants', 'colours', 'features', 'accessories', 'frames']) {
    await db.query(`DELETE FROM ${table} WHERE model_id = $1`, [id]);
  }
  await insertRows(db, 'variants (model_id, name, price, sort)', draft.variants.map((v, i) => [id, v.name, v.price, i]));
  await insertRows(
    db, 'colours (model_id, name, swatch, image, sort, name_hi)', draft.colours.map((c, i) => [id, c.name, c.swatch, c.photo, i, c.nameHi]),
  );
  await insertRows(
    db, 'features (model_id, heading, description, image, sort, heading_hi, description_hi)',
    draft.features.map((f, i) => [id, f.heading, f.text, f.picture, i, f.headingHi, f.textHi]),
  );
  await insertRows(
    db, 'accessories (model_id, heading, description, part_no, price, image, sort, heading_hi, description_hi)',
    draft.accessories.map((a, i) => [id, a.heading, a.description, a.partNo, a.price, a.picture, i, a.headingHi, a.descriptionHi]),
  );
  await insertRows(db, 'frames (model_id, idx, path)', draft.frames.map((p, i) => [id, i, p]));
  await db.query('DELETE FROM catalogue_drafts WHERE model_id = $1', [id]);
}

/** One INSERT of many rows (one statement: the version triggers fire once per table). */
async function insertRows(db: Queryable, target: string, rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const width = rows[0]!.length;
  const values = rows.map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`).join(', ');
  await db.query(`INSERT INTO ${target} VALUES ${values}`, rows.flat());
}

/** Hide (0) or show (1) a live model; false when no live model has the id. */
export async function setModelStatus(db: Queryable, id: number, status: 0 | 1): Promise<boolean> {
  const result = await db.query('UPDATE models SET status = $2 WHERE id = $1', [id, status]);
  return result.rowCount === 1;
}

export async function modelName(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM models WHERE id = $1', [id]);
  return rows[0]?.name ?? null;
}

export async function logPublish(
  db: Queryable, entry: { modelId: number; name: string; action: PublishLogEntry['action']; changes: string[]; by: string; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO catalogue_publishes (model_id, model_name, action, changes, by_user, at) VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
    [entry.modelId, entry.name, entry.action, JSON.stringify(entry.changes), entry.by, entry.at],
  );
}

export async function publishLog(db: Queryable, id: number): Promise<PublishLogEntry[]> {
  const { rows } = await db.query<{ action: PublishLogEntry['action']; by_user: string; at: Date | string; changes: unknown }>(
    'SELECT action, by_user, at, changes FROM catalogue_publishes WHERE model_id = $1 ORDER BY at DESC, id DESC LIMIT 50',
    [id],
  );
  return rows.map((r) => {
    const changes = typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes;
    return { action: r.action, by: r.by_user, at: iso(r.at)!, changes: Array.isArray(changes) ? changes.map(String) : [] };
  });
}

/**
 * A price changed in Manage > Price reaches the model's unpublished draft too (the variant
 * of the same name), so publishing the draft later does not bring the old price back.
 */
export async function followPriceInDraft(db: Queryable, modelId: number, variantName: string, price: number): Promise<void> {
  const { rows } = await db.query<{ body: unknown }>('SELECT body FROM catalogue_drafts WHERE model_id = $1 FOR UPDATE', [modelId]);
  if (!rows[0]) return;
  const draft = storedDraft(rows[0].body);
  if (!draft.variants.some((v) => v.name === variantName)) return;
  draft.variants = draft.variants.map((v) => (v.name === variantName ? { ...v, price } : v));
  await db.query('UPDATE catalogue_drafts SET body = $2::jsonb WHERE model_id = $1', [modelId, JSON.stringify(draft)]);
}
