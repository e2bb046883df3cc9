/**
 * A live model as a studio draft (docs/catalogue.md): what the editor opens for a model
 * with no draft, and what a publish compares its draft with. Seeded models keep their
 * specifications as objects keyed by camel-case names; those become rows labelled as the
 * detail page labels them.
 */
import type { Queryable } from '../db/connect.ts';
import { modelDraftSchema, specGroups, type ModelDraft, type SpecGroup } from '#contract/catalogue-studio.ts';
import type { VehicleType } from '#contract/admin-schemas.ts';
import { specLabel } from '#contract/spec-label.ts';

interface ModelRow {
  id: number;
  type: VehicleType;
  name: string;
  brand: string;
  description: string;
  description_hi: string;
  image: string;
  brochure: string;
  engine: string;
  power: string;
  transmission: string;
  specs: unknown;
  photos: unknown;
  status: number;
}

const parsed = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);
const objectOf = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

type SpecRow = ModelDraft['specifications'][SpecGroup][number];

/** A row's Hindi words as kept in `specs.hi` (server/studio/studio-repository.ts), '' for none. */
function hindiOf(hi: Record<string, unknown>, label: string): { labelHi: string; valueHi: string } {
  const words = objectOf(hi[label]);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { labelHi: text(words.label), valueHi: text(words.value) };
}

/** The specification rows of a live model: the studio's ordered rows (with their Hindi words), else the seed's objects. */
function specRowsOf(specs: unknown): Record<SpecGroup, SpecRow[]> {
  const all = objectOf(parsed(specs));
  const rows = objectOf(all.rows);
  const hi = objectOf(all.hi);
  const out = {} as Record<SpecGroup, SpecRow[]>;
  for (const group of specGroups) {
    const ordered = rows[group];
    const pairs = Array.isArray(ordered)
      ? ordered.filter((r): r is [string, string] => Array.isArray(r) && r.length === 2).map(([label, value]) => ({ label: String(label), value: String(value) }))
      : Object.entries(objectOf(all[group]))
        .filter(([, v]) => v !== null && typeof v !== 'object')
        .map(([k, v]) => ({ label: specLabel(k), value: String(v) }));
    const groupHi = objectOf(hi[group]);
    out[group] = pairs.map((r) => ({ ...r, ...hindiOf(groupHi, r.label) }));
  }
  return out;
}

/** The live model `id` as a draft, or null when no model has that id. */
export async function liveDraft(db: Queryable, id: number): Promise<(ModelDraft & { status: number }) | null> {
  const { rows } = await db.query<ModelRow>(
    `SELECT id, type, name, brand, description, description_hi, image, brochure, engine, power, transmission, specs, photos, status::int AS status
       FROM models WHERE id = $1`,
    [id],
  );
  const m = rows[0];
  if (!m) return null;
  const [variants, colours, features, accessories, frames] = await Promise.all([
    db.query<{ name: string; price: number }>('SELECT name, price::float8 AS price FROM variants WHERE model_id = $1 ORDER BY sort, id', [id]),
    db.query<{ name: string; swatch: string; image: string; name_hi: string }>(
      'SELECT name, swatch, image, name_hi FROM colours WHERE model_id = $1 ORDER BY sort, id', [id]),
    db.query<{ heading: string; description: string; image: string; heading_hi: string; description_hi: string }>(
      'SELECT heading, description, image, heading_hi, description_hi FROM features WHERE model_id = $1 ORDER BY sort, id', [id]),
    db.query<{ heading: string; part_no: string; price: number; image: string; description: string; heading_hi: string; description_hi: string }>(
      `SELECT heading, part_no, price::float8 AS price, image, description, heading_hi, description_hi
         FROM accessories WHERE model_id = $1 ORDER BY sort, id`, [id]),
    db.query<{ path: string }>('SELECT path FROM frames WHERE model_id = $1 ORDER BY idx', [id]),
  ]);
  const more = parsed(m.photos);
  // Seeded colours have no swatch: a neutral grey until staff pick one.
  const draft: ModelDraft = {
    type: m.type,
    name: m.name,
    brand: m.brand,
    description: m.description,
    descriptionHi: m.description_hi,
    keyFigures: { engine: m.engine, power: m.power, transmission: m.transmission },
    variants: variants.rows,
    colours: colours.rows.map((c) => ({ name: c.name, nameHi: c.name_hi, swatch: c.swatch || '#808080', photo: c.image })),
    photos: { main: m.image, more: Array.isArray(more) ? more.map(String) : [] },
    specifications: specRowsOf(m.specs),
    features: features.rows.map((f) => ({
      heading: f.heading, text: f.description, picture: f.image, headingHi: f.heading_hi, textHi: f.description_hi,
    })),
    accessories: accessories.rows.map((a) => ({
      heading: a.heading, partNo: a.part_no, price: a.price, picture: a.image, description: a.description,
      headingHi: a.heading_hi, descriptionHi: a.description_hi,
    })),
    frames: frames.rows.map((f) => f.path),
    brochure: m.brochure,
  };
  return { ...draft, status: m.status };
}

/** A stored draft body read back through the schema (defaults filled for fields added later). */
export function storedDraft(body: unknown): ModelDraft {
  return modelDraftSchema.parse(parsed(body));
}
