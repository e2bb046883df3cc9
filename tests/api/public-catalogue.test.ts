/**
 * The public catalogue reads of requirements 7.1 and the offline manifest, on the real app and a
 * real database (seeded catalogue plus one fixture model whose every value is known).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { apiPaths } from '#contract/api-paths.ts';
import type {
  Accessory, BikeDetail, Colour, Dealer, Feature, FrameSet, GalleryImage, OfflineManifest, Offer, SliderImage, Variant, Vehicle,
} from '#contract/catalogue-types.ts';

let app: TestApp;
const key = 'ZzRider125';
const media = (name: string) => `/media/test/zz-rider-125/${name}`;

/** One scooter with every child row, inserted next to the seed. */
async function insertFixture(t: TestApp): Promise<number> {
  const specs = {
    bodyDimensions: { length: '1850 mm', width: '700 mm' },
    engineDetails: { displacement: '124 cc' },
    transmissionDetails: { type: 'CVT' },
    tyreDetails: { front: '90/90-12' },
    frame: { type: 'Underbone' },
    Electrical: { battery: '12V 4Ah' },
  };
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO models (type, name, bike_key, description, price, image, name_img, bike_icon, brochure, engine, power, transmission, specs, status, sort)
     VALUES ('scooters', 'Zz Rider 125', $1, 'A fixture scooter.', 81234.50, $2, $3, $4, $5, '124 cc', '6.1 kW', 'CVT', $6::text::jsonb, 1, 9999)
     RETURNING id`,
    [key, media('image.svg'), media('name.svg'), media('icon.svg'), media('brochure.pdf'), JSON.stringify(specs)],
  );
  const id = rows[0]!.id;
  await t.db.query(`INSERT INTO variants (model_id, name, price, sort) VALUES ($1, 'Standard', 81234.50, 0), ($1, 'Deluxe', 85999, 1)`, [id]);
  await t.db.query(`INSERT INTO colours (model_id, name, image, sort) VALUES ($1, 'Pearl Red', $2, 0), ($1, 'Matte Grey', $3, 1)`, [id, media('red.svg'), media('grey.svg')]);
  await t.db.query(`INSERT INTO features (model_id, heading, image, description) VALUES ($1, 'LED Lamp', $2, 'Bright.')`, [id, media('led.svg')]);
  await t.db.query(
    `INSERT INTO accessories (model_id, heading, image, description, part_no, price) VALUES ($1, 'Seat Cover', $2, 'Snug.', 'ZZ-SC-01', 1250.75)`,
    [id, media('seat.svg')],
  );
  await t.db.query(
    `INSERT INTO frames (model_id, idx, path) VALUES ($1, 2, $4), ($1, 0, $2), ($1, 1, $3)`,
    [id, media('frame-00.svg'), media('frame-01.svg'), media('frame-02.svg')],
  );
  await t.db.query(`INSERT INTO gallery_images (image_path) VALUES ($1)`, ['\\media\\test\\zz-gallery.svg']);
  return id;
}

async function json<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await app.fetch(path, init);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

beforeAll(async () => {
  app = await startTestApp();
  await insertFixture(app);
});
afterAll(async () => {
  await app?.close();
});

describe('listings', () => {
  it('lists the seeded bikes, scooters and EVs with the contract fields', async () => {
    for (const path of [apiPaths.bikes, apiPaths.scooters, apiPaths.ev]) {
      const { status, body } = await json<Vehicle[]>(path);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
      for (const v of body) {
        expect(Object.keys(v).sort()).toEqual(['bikeIcon', 'bikeName', 'id', 'image', 'name', 'nameImg', 'price', 'specs']);
        expect(typeof v.id).toBe('number');
        expect(typeof v.price).toBe('number');
        expect(v.bikeName).not.toMatch(/\s/);
        expect(Object.keys(v.specs).sort()).toEqual(['document', 'engine', 'power', 'transmission']);
        for (const p of [v.image, v.nameImg, v.bikeIcon, v.specs.document]) expect(p).toMatch(/^\//);
      }
    }
  });

  it('answers the fixture scooter exactly, last in sort order', async () => {
    const { body } = await json<Vehicle[]>(apiPaths.scooters);
    const last = body[body.length - 1]!;
    expect(last).toEqual({
      id: expect.any(Number),
      name: 'Zz Rider 125',
      bikeName: key,
      nameImg: media('name.svg'),
      bikeIcon: media('icon.svg'),
      image: media('image.svg'),
      price: 81234.5,
      specs: { engine: '124 cc', power: '6.1 kW', transmission: 'CVT', document: media('brochure.pdf') },
    });
    const bikes = await json<Vehicle[]>(apiPaths.bikes);
    expect(bikes.body.some((v) => v.bikeName === key)).toBe(false);
  });

  it('lists slider images with their words, gallery (forward slashes) and offers by id', async () => {
    const slider = await json<SliderImage[]>(apiPaths.images);
    expect(slider.status).toBe(200);
    expect(slider.body.length).toBeGreaterThan(0);
    for (const s of slider.body) expect(Object.keys(s).sort()).toEqual(['ctaLabel', 'ctaPath', 'filepath', 'headline', 'id', 'kicker', 'subline']);
    // Every seeded slide has its words and a button to a page of the site (drawn over the image as HTML).
    for (const s of slider.body) {
      expect(s.headline.length, s.filepath).toBeGreaterThan(0);
      expect(s.ctaLabel.length, s.filepath).toBeGreaterThan(0);
      expect(s.ctaPath, s.filepath).toMatch(/^\/[a-z]/i);
    }

    const gallery = await json<GalleryImage[]>(apiPaths.gallery);
    expect(gallery.body.at(-1)).toEqual({ id: expect.any(Number), image_path: '/media/test/zz-gallery.svg' });
    for (const g of gallery.body) expect(g.image_path).not.toContain('\\');

    const offers = await json<Offer[]>(apiPaths.offers);
    expect(offers.body.length).toBeGreaterThan(0);
    for (const o of offers.body) expect(Object.keys(o).sort()).toEqual(['description', 'descriptionHi', 'id', 'image', 'title', 'titleHi']);
    const ids = offers.body.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('per-model reads', () => {
  it('answers the bike detail with the six spec sections', async () => {
    const { status, body } = await json<BikeDetail>(apiPaths.bikeView(key));
    expect(status).toBe(200);
    expect(body).toEqual({
      bikeName: key,
      name: 'Zz Rider 125',
      bikeDetails: 'A fixture scooter.',
      // No Hindi description written: the Hindi page shows the English one.
      bikeDetailsHi: '',
      bikePrice: 81234.5,
      image: media('image.svg'),
      bodyDimensions: { length: '1850 mm', width: '700 mm' },
      engineDetails: { displacement: '124 cc' },
      transmissionDetails: { type: 'CVT' },
      tyreDetails: { front: '90/90-12' },
      frame: { type: 'Underbone' },
      Electrical: { battery: '12V 4Ah' },
      // No Hindi words for any row.
      specsHi: {},
    });
  });

  it('matches the model key without regard to case or spaces', async () => {
    for (const name of ['zzrider125', 'ZZRIDER125', 'zZrIdEr125', 'Zz Rider 125']) {
      const { status, body } = await json<BikeDetail>(apiPaths.bikeView(name));
      expect(status).toBe(200);
      expect(body.bikeName).toBe(key);
    }
  });

  it('answers variants (base first), features, accessories, colours and 360 frames in order', async () => {
    expect((await json<Variant[]>(apiPaths.variants(key))).body).toEqual([
      { name: 'Standard', price: 81234.5 },
      { name: 'Deluxe', price: 85999 },
    ]);
    expect((await json<Feature[]>(apiPaths.features(key))).body).toEqual([
      { heading: 'LED Lamp', image: media('led.svg'), description: 'Bright.', headingHi: '', descriptionHi: '' },
    ]);
    expect((await json<Accessory[]>(apiPaths.accessories(key))).body).toEqual([
      { id: expect.any(Number), heading: 'Seat Cover', image: media('seat.svg'), description: 'Snug.', part_no: 'ZZ-SC-01', price: 1250.75, headingHi: '', descriptionHi: '' },
    ]);
    expect((await json<Colour[]>(apiPaths.colours(key))).body).toEqual([
      { id: expect.any(Number), name: 'Pearl Red', image: media('red.svg'), nameHi: '' },
      { id: expect.any(Number), name: 'Matte Grey', image: media('grey.svg'), nameHi: '' },
    ]);
    expect((await json<FrameSet[]>(apiPaths.frames(key.toLowerCase()))).body).toEqual([
      { images: media('frame-00.svg') },
      { images: media('frame-01.svg') },
      { images: media('frame-02.svg') },
    ]);
  });

  it('answers every seeded model\'s reads', async () => {
    const all = [
      ...(await json<Vehicle[]>(apiPaths.bikes)).body,
      ...(await json<Vehicle[]>(apiPaths.ev)).body,
    ];
    for (const v of all) {
      const detail = await json<BikeDetail>(apiPaths.bikeView(v.bikeName));
      expect(detail.status).toBe(200);
      expect(detail.body.bikeName).toBe(v.bikeName);
      for (const path of [apiPaths.variants, apiPaths.features, apiPaths.accessories, apiPaths.colours, apiPaths.frames]) {
        const list = await json<unknown[]>(path(v.bikeName));
        expect(list.status).toBe(200);
        expect(Array.isArray(list.body)).toBe(true);
      }
    }
  });

  it('answers 404 Model not found for unknown models, never a 500', async () => {
    for (const name of ['NoSuchBike', 'x'.repeat(300), "'; DROP TABLE models; --", '%E0%A4%A', '..%2F..%2Fetc']) {
      for (const path of [apiPaths.bikeView, apiPaths.variants, apiPaths.features, apiPaths.accessories, apiPaths.colours, apiPaths.frames]) {
        const res = await app.fetch(path(name).replace(encodeURIComponent(name), name));
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: 'Model not found' });
      }
    }
  });
});

describe('dealers', () => {
  it('answers each of the four dealers as a one-element list', async () => {
    for (const id of [1, 2, 3, 4]) {
      const { status, body } = await json<Dealer[]>(apiPaths.dealer(id));
      expect(status).toBe(200);
      expect(body).toHaveLength(1);
      expect(body[0]!.id).toBe(id);
      expect(Object.keys(body[0]!).sort()).toEqual(
        ['address', 'email', 'id', 'latitude', 'longitude', 'name', 'open_time', 'sales_no', 'service_no'],
      );
      expect(typeof body[0]!.latitude).toBe('number');
    }
  });

  it('answers 404 Dealer not found for unknown and junk ids', async () => {
    for (const id of ['5', '0', '-1', 'abc', '1.5', '99999999999999999999', '1e3', '%20']) {
      const res = await app.fetch(`/api/dealers/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Dealer not found' });
    }
  });
});

describe('revalidation', () => {
  it('sends no-cache with an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await app.fetch(apiPaths.scooters);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app.fetch(apiPaths.scooters, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await app.fetch(apiPaths.scooters, { headers: { 'If-None-Match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });
});

describe('offline manifest', () => {
  async function manifest(): Promise<OfflineManifest> {
    const { status, body } = await json<OfflineManifest>(apiPaths.offlineManifest);
    expect(status).toBe(200);
    return body;
  }

  it('lists every catalogue read and every media path they reference, once each', async () => {
    const m = await manifest();
    expect(m.version).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(m.urls).size).toBe(m.urls.length);
    for (const url of [apiPaths.images, apiPaths.bikes, apiPaths.scooters, apiPaths.ev, apiPaths.gallery, apiPaths.offers,
      apiPaths.dealer(1), apiPaths.dealer(2), apiPaths.dealer(3), apiPaths.dealer(4)]) {
      expect(m.urls).toContain(url);
    }
    for (const build of [apiPaths.bikeView, apiPaths.variants, apiPaths.features, apiPaths.accessories, apiPaths.colours, apiPaths.frames]) {
      expect(m.urls).toContain(build(key));
    }
    for (const name of ['image.svg', 'name.svg', 'icon.svg', 'red.svg', 'grey.svg', 'led.svg', 'seat.svg', 'frame-00.svg']) {
      expect(m.urls).toContain(media(name));
    }
    // Of a 360 view, every third frame in its order from the first (inserted out of order):
    // the rest are saved once the view is turned online (docs/offline.md).
    expect(m.urls).not.toContain(media('frame-01.svg'));
    expect(m.urls).not.toContain(media('frame-02.svg'));
    expect(m.urls).toContain('/media/test/zz-gallery.svg');

    // Every seeded model's reads and 360 frames are there too; its brochure is listed apart,
    // saved only when opened (docs/offline.md "Brochures").
    expect(m.urls).not.toContain(media('brochure.pdf'));
    const bikes = (await json<Vehicle[]>(apiPaths.bikes)).body;
    for (const v of bikes) {
      expect(m.urls).toContain(apiPaths.bikeView(v.bikeName));
      expect(m.urls).not.toContain(v.specs.document);
      expect(m.brochures).toContainEqual({ model: v.name, url: v.specs.document });
      const frames = (await json<FrameSet[]>(apiPaths.frames(v.bikeName))).body.map((f) => f.images);
      expect(frames).toHaveLength(36);
      expect(frames.filter((f) => m.urls.includes(f))).toEqual(frames.filter((_, i) => i % 3 === 0));
    }
    for (const o of (await json<Offer[]>(apiPaths.offers)).body) expect(m.urls).toContain(o.image);
    for (const s of (await json<SliderImage[]>(apiPaths.images)).body) expect(m.urls).toContain(s.filepath);
  });

  it('tells a data-saving browser (Save-Data: on) to save nothing ahead, and varies on it', async () => {
    const plain = await app.fetch(apiPaths.offlineManifest);
    expect(plain.headers.get('vary') ?? '').toMatch(/save-data/i);
    expect(((await plain.json()) as OfflineManifest).saveData).toBeUndefined();
    const saving = await app.fetch(apiPaths.offlineManifest, { headers: { 'Save-Data': 'on' } });
    const body = (await saving.json()) as OfflineManifest;
    expect(body.saveData).toBe(true);
    // Not the same answer: a cache in between must not give one for the other.
    expect(saving.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });

  it('changes version after a price update', async () => {
    const before = await manifest();
    await app.db.query('UPDATE variants SET price = price + 100 WHERE model_id = (SELECT id FROM models WHERE bike_key = $1)', [key]);
    const after = await manifest();
    expect(after.version).not.toBe(before.version);
    expect(after.urls).toEqual(before.urls);
  });

  it('changes version after a new gallery image, and lists it', async () => {
    const before = await manifest();
    await app.db.query(`INSERT INTO gallery_images (image_path) VALUES ('/media/test/zz-gallery-2.svg')`);
    const after = await manifest();
    expect(after.version).not.toBe(before.version);
    expect(after.urls).toContain('/media/test/zz-gallery-2.svg');
  });

  it('hides a model switched off: listing, reads (404) and manifest', async () => {
    const before = await manifest();
    const listBefore = await app.fetch(apiPaths.scooters);
    await app.db.query('UPDATE models SET status = 0 WHERE bike_key = $1', [key]);

    const list = (await json<Vehicle[]>(apiPaths.scooters)).body;
    expect(list.some((v) => v.bikeName === key)).toBe(false);
    const revalidated = await app.fetch(apiPaths.scooters, { headers: { 'If-None-Match': listBefore.headers.get('etag')! } });
    expect(revalidated.status).toBe(200);

    for (const build of [apiPaths.bikeView, apiPaths.variants, apiPaths.features, apiPaths.accessories, apiPaths.colours, apiPaths.frames]) {
      const res = await app.fetch(build(key));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Model not found' });
    }

    const after = await manifest();
    expect(after.version).not.toBe(before.version);
    expect(after.urls.some((u) => u.includes(key) || u.includes('/zz-rider-125/'))).toBe(false);

    await app.db.query('UPDATE models SET status = 1 WHERE bike_key = $1', [key]);
    expect((await app.fetch(apiPaths.bikeView(key))).status).toBe(200);
  });
});
