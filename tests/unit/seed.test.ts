/**
 * The seed on a fresh database (PGlite, or PostgreSQL with DATABASE_URL): a complete
 * catalogue, every referenced media file present with its type, 360 sets that really
 * turn, the four dealers of the site configuration, and a second run that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailLessBikes } from '#contract/api-paths.ts';
import { specSections } from '#contract/catalogue-types.ts';
import { site } from '#contract/site.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';
import { sliderSlides } from '../../server/db/seed/site-media.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let testDb: TestDb;
let seeded: boolean;

interface ModelRow {
  id: number;
  type: string;
  name: string;
  bike_key: string;
  price: number;
  specs: Record<string, Record<string, string>>;
  image: string;
  name_img: string;
  bike_icon: string;
  brochure: string;
}

const tables = [
  'models', 'variants', 'colours', 'features', 'accessories', 'frames', 'files', 'slider_images', 'gallery_images', 'offers', 'dealers',
  'onroad_bands', 'onroad_charges', 'onroad_settings', 'onroad_subsidies', 'onroad_options',
];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) {
    const { rows } = await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`);
    out[t] = rows[0]?.n ?? -1;
  }
  return out;
}

async function models(): Promise<ModelRow[]> {
  const { rows } = await testDb.db.query<ModelRow>('SELECT id, type, name, bike_key, price::float8 AS price, specs, image, name_img, bike_icon, brochure FROM models ORDER BY sort');
  return rows;
}

beforeAll(async () => {
  testDb = await createTestDb();
  seeded = await seedIfEmpty(testDb.db);
});

afterAll(async () => {
  await testDb?.drop();
});

describe('seedIfEmpty on a fresh database', () => {
  it('seeds and reports it', () => {
    expect(seeded).toBe(true);
  });

  it('has at least 8 bikes, 5 scooters and 2 EVs, including the two detail-less bike keys', async () => {
    const rows = await models();
    const byType = (t: string) => rows.filter((m) => m.type === t).length;
    expect(byType('bikes')).toBeGreaterThanOrEqual(8);
    expect(byType('scooters')).toBeGreaterThanOrEqual(5);
    expect(byType('ev')).toBeGreaterThanOrEqual(2);
    const keys = rows.map((m) => m.bike_key);
    for (const key of detailLessBikes) expect(keys).toContain(key);
    expect(rows.find((m) => m.bike_key === 'XBLADE')?.name).toBe('X-Blade');
    expect(rows.find((m) => m.bike_key === 'CD110DELUXE')?.name).toBe('CD110 Dream Deluxe');
    // requirements 2.3: every other key is the name without spaces.
    for (const m of rows.filter((r) => !(detailLessBikes as readonly string[]).includes(r.bike_key))) {
      expect(m.bike_key).toBe(m.name.replace(/\s+/g, ''));
    }
    expect(new Set(keys.map((k) => k.toLowerCase())).size).toBe(keys.length);
  });

  it('gives every model all six spec sections with text values', async () => {
    for (const m of await models()) {
      expect(m.price).toBeGreaterThan(0);
      for (const { field } of specSections) {
        const section = m.specs[field];
        expect(section, `${m.name} ${field}`).toBeTypeOf('object');
        const entries = Object.entries(section ?? {});
        expect(entries.length, `${m.name} ${field}`).toBeGreaterThanOrEqual(4);
        for (const [key, value] of entries) {
          expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
          expect(typeof value).toBe('string');
          expect(value.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('gives every model 3+ colours, features and accessories, and most of them 2+ variants', async () => {
    const perModel = async (table: string) => {
      const { rows } = await testDb.db.query<{ model_id: number; n: number }>(`SELECT model_id, count(*)::int AS n FROM ${table} GROUP BY model_id`);
      return new Map(rows.map((r) => [r.model_id, r.n]));
    };
    const [colours, features, accessories, variants] = await Promise.all(['colours', 'features', 'accessories', 'variants'].map(perModel));
    const rows = await models();
    let withVariants = 0;
    for (const m of rows) {
      expect(colours?.get(m.id) ?? 0, m.name).toBeGreaterThanOrEqual(3);
      expect(features?.get(m.id) ?? 0, m.name).toBeGreaterThanOrEqual(3);
      expect(accessories?.get(m.id) ?? 0, m.name).toBeGreaterThanOrEqual(3);
      if ((variants?.get(m.id) ?? 0) >= 2) withVariants++;
    }
    expect(withVariants).toBeGreaterThan(rows.length / 2);

    const { rows: accessoryRows } = await testDb.db.query<{ part_no: string; price: number; heading: string }>('SELECT part_no, price::float8 AS price, heading FROM accessories');
    for (const a of accessoryRows) {
      expect(a.part_no).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{3}-[0-9A-Z]{3}$/);
      expect(a.price).toBeGreaterThan(0);
      expect(a.heading.length).toBeGreaterThan(0);
    }
    const { rows: named } = await testDb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM colours WHERE name = ''");
    expect(named[0]?.n).toBe(0);
  });

  it('prices the first variant of each model at the base price', async () => {
    const { rows } = await testDb.db.query<{ price: number; first: number }>(
      'SELECT m.price::float8 AS price, v.price::float8 AS first FROM models m JOIN variants v ON v.model_id = m.id AND v.sort = 0',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.first).toBe(r.price);
  });

  it('has frames 0..35 for every model, each under 20 KB and all 36 of a model different', async () => {
    const { rows } = await testDb.db.query<{ model_id: number; idx: number; size: number; sha256: string }>(
      'SELECT fr.model_id, fr.idx, f.size, f.sha256 FROM frames fr JOIN files f ON f.path = fr.path ORDER BY fr.model_id, fr.idx',
    );
    const byModel = new Map<number, typeof rows>();
    for (const r of rows) byModel.set(r.model_id, [...(byModel.get(r.model_id) ?? []), r]);
    const modelRows = await models();
    expect(byModel.size).toBe(modelRows.length);
    for (const m of modelRows) {
      const frames = byModel.get(m.id) ?? [];
      expect(frames.map((f) => f.idx)).toEqual(Array.from({ length: 36 }, (_, i) => i));
      for (const f of frames) expect(f.size, `${m.name} frame ${f.idx}`).toBeLessThan(20 * 1024);
      expect(new Set(frames.map((f) => f.sha256)).size, m.name).toBe(36);
    }
  });

  it('makes frame 0 the same drawing as the product image', async () => {
    const { rows } = await testDb.db.query<{ same: boolean }>(
      'SELECT (fm.sha256 = fi.sha256) AS same FROM models m JOIN frames fr ON fr.model_id = m.id AND fr.idx = 0 JOIN files fm ON fm.path = m.image JOIN files fi ON fi.path = fr.path',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.same).toBe(true);
  });

  it('stores a PDF brochure per model', async () => {
    const { rows } = await testDb.db.query<{ head: string; size: number }>(
      "SELECT convert_from(substring(f.bytes from 1 for 5), 'UTF8') AS head, f.size FROM models m JOIN files f ON f.path = m.brochure",
    );
    expect(rows.length).toBe((await models()).length);
    for (const r of rows) {
      expect(r.head).toBe('%PDF-');
      expect(r.size).toBeLessThan(60 * 1024);
    }
  });

  it('has a file of the right type for every path a catalogue table references', async () => {
    const references: [string, string, string][] = [
      ['models', 'image', 'image/svg+xml'],
      ['models', 'name_img', 'image/svg+xml'],
      ['models', 'bike_icon', 'image/svg+xml'],
      ['models', 'brochure', 'application/pdf'],
      ['colours', 'image', 'image/svg+xml'],
      ['features', 'image', 'image/svg+xml'],
      ['accessories', 'image', 'image/svg+xml'],
      ['frames', 'path', 'image/svg+xml'],
      ['slider_images', 'filepath', 'image/svg+xml'],
      ['gallery_images', 'image_path', 'image/svg+xml'],
      ['offers', 'image', 'image/svg+xml'],
    ];
    for (const [table, column, type] of references) {
      const { rows } = await testDb.db.query<{ path: string; content_type: string | null; visibility: string | null; ok: boolean | null }>(
        `SELECT t.${column} AS path, f.content_type, f.visibility, (f.size = octet_length(f.bytes) AND f.sha256 = encode(sha256(f.bytes), 'hex')) AS ok
         FROM ${table} t LEFT JOIN files f ON f.path = t.${column}`,
      );
      expect(rows.length, `${table}.${column}`).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.path, `${table}.${column}`).toMatch(/^\/media\/[a-z0-9/-]+-[0-9a-f]{10}\.(svg|pdf)$/);
        expect(r.content_type, `${table}.${column} ${r.path}`).toBe(type);
        expect(r.visibility).toBe('media');
        expect(r.ok, r.path).toBe(true);
      }
    }
  });

  it('names every file after the first 10 hex of its sha256', async () => {
    const { rows } = await testDb.db.query<{ path: string; sha256: string }>('SELECT path, sha256 FROM files');
    for (const r of rows) expect(r.path).toContain(`-${r.sha256.slice(0, 10)}.`);
  });

  it('seeds the four dealers of the site configuration, inside Gurgaon district', async () => {
    const { rows } = await testDb.db.query<{ id: number; name: string; sales_no: string; open_time: string; latitude: number; longitude: number }>('SELECT * FROM dealers ORDER BY id');
    expect(rows.map((d) => d.id)).toEqual([1, 2, 3, 4]);
    for (const d of rows) {
      const showroom = site.showrooms.find((s) => s.id === d.id);
      expect(d.name).toBe(showroom?.name);
      expect(d.sales_no).toBe(showroom?.salesNo);
      expect(d.open_time).toBe('09:30 AM to 07:00 PM');
      expect(d.latitude).toBeGreaterThan(28.2);
      expect(d.latitude).toBeLessThan(28.6);
      expect(d.longitude).toBeGreaterThan(76.6);
      expect(d.longitude).toBeLessThan(77.2);
    }
  });

  it('has slider, gallery and offer images', async () => {
    const c = await counts();
    expect(c.slider_images).toBeGreaterThanOrEqual(3);
    expect(c.gallery_images).toBeGreaterThanOrEqual(8);
    expect(c.offers).toBeGreaterThanOrEqual(2);
    const { rows } = await testDb.db.query<{ title: string; description: string }>('SELECT title, description FROM offers');
    for (const o of rows) {
      expect(o.title.length).toBeGreaterThan(0);
      expect(o.description.length).toBeGreaterThan(0);
    }
  });

  it('stores each slide with its words and button, and a button can only lead to a page of this site', async () => {
    const { rows } = await testDb.db.query<{ filepath: string; headline: string; cta_label: string; cta_path: string }>(
      'SELECT filepath, headline, cta_label, cta_path FROM slider_images ORDER BY id',
    );
    expect(rows.map((r) => r.headline)).toEqual(sliderSlides.map((s) => s.headline));
    for (const r of rows) {
      expect(r.cta_label.length, r.filepath).toBeGreaterThan(0);
      expect(r.cta_path, r.filepath).toMatch(/^\/[a-z]/i);
    }
    for (const elsewhere of ['https://example.com/', '//example.com/', '/\\example.com/', 'javascript:alert(1)', 'offers']) {
      await expect(testDb.db.query('UPDATE slider_images SET cta_path = $1', [elsewhere]), elsewhere).rejects.toThrow();
    }
    const { rows: after } = await testDb.db.query<{ cta_path: string }>('SELECT cta_path FROM slider_images ORDER BY id');
    expect(after.map((r) => r.cta_path)).toEqual(sliderSlides.map((s) => s.ctaPath));
  });

  it('does nothing the second time', async () => {
    const before = await counts();
    expect(await seedIfEmpty(testDb.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('seeds the catalogue again once all models are gone, keeping files, dealers and site images', async () => {
    const before = await counts();
    await testDb.db.query("INSERT INTO offers (title, description, image) VALUES ('Staff offer', 'Added by staff.', '/media/offers/x-0123456789.svg')");
    await testDb.db.query('DELETE FROM models');
    expect((await counts()).frames).toBe(0);
    expect(await seedIfEmpty(testDb.db)).toBe(true);
    const after = await counts();
    expect(after).toEqual({ ...before, offers: (before.offers ?? 0) + 1 });
  });
});
