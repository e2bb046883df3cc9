/**
 * Catalogue management by staff (requirements 2.5 "Manage", 5, 7.3, 8): prices, accessory prices,
 * vehicle status, offers and gallery, each change checked through the public API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accessory, BikeDetail, GalleryImage, Offer, OfflineManifest, Variant, Vehicle } from '#contract/catalogue-types.ts';
import { adminRouter } from '../../server/admin/routes.ts';
import { createLogger } from '../../server/log.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';

let app: TestApp;
let session: AdminSession;
const ids: Record<string, number> = {};

/** A real 1x1 PNG; the other formats need only their signatures. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20, 1)]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20, 2)]);
const webp = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([20, 0, 0, 0]), Buffer.from('WEBPVP8 ', 'latin1'), Buffer.alloc(12, 3)]);

async function insertModel(type: string, name: string, price: number, sort: number): Promise<number> {
  const key = name.replace(/\s+/g, '');
  const result = await app.db.query<{ id: number }>(
    `INSERT INTO models (type, name, bike_key, description, price, image, name_img, bike_icon, brochure, engine, power, transmission, specs, sort)
     VALUES ($1, $2, $3, 'A test model', $4, '/media/test/model.svg', '/media/test/name.svg', '/media/test/icon.svg',
             '/media/test/brochure.pdf', '124 cc', '8 kW', '5-speed', '{}'::jsonb, $5) RETURNING id`,
    [type, name, key, price, sort],
  );
  return result.rows[0]!.id;
}

beforeAll(async () => {
  app = await startTestApp();
  session = await signedInAdmin(app, 'manager', 'manager password');
  ids.bike = await insertModel('bikes', 'Test Rider 125', 90000, -3);
  ids.scooter = await insertModel('scooters', 'Test Glide', 80000, -2);
  ids.ev = await insertModel('ev', 'Test Volt', 120000, -1);
  await app.db.query(
    `INSERT INTO variants (model_id, name, price, sort) VALUES ($1, 'Drum', 90000, 0), ($1, 'Disc', 95000, 1)`,
    [ids.bike],
  );
  const acc = await app.db.query<{ id: number }>(
    `INSERT INTO accessories (model_id, heading, image, description, part_no, price, sort)
     VALUES ($1, 'Seat Cover', '/media/test/acc.svg', 'Soft cover', 'SC-01', 750, 0),
            ($1, '', '/media/test/acc.svg', 'No name yet', '', 300, 1)
     RETURNING id`,
    [ids.bike],
  );
  ids.accessory = acc.rows[0]!.id;
  ids.plainAccessory = acc.rows[1]!.id;
}, 300_000);

afterAll(async () => {
  await app?.close();
});

async function json<T>(path: string): Promise<T> {
  const res = await app.fetch(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const manifestVersion = async () => (await json<OfflineManifest>('/api/offline-manifest')).version;

describe('model prices', () => {
  it('lists every model with its display name and price', async () => {
    const res = await call(app, session, '/api/managePrice');
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { bike_name: string; bike_price: number; variants: unknown[] }[];
    const count = (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM models')).rows[0]!.n;
    expect(rows).toHaveLength(count);
    expect(rows).toContainEqual({
      bike_name: 'Test Rider 125', bike_price: 90000,
      variants: [expect.objectContaining({ name: 'Drum', price: 90000 }), expect.objectContaining({ name: 'Disc', price: 95000 })],
    });
    expect(rows).toContainEqual({ bike_name: 'Test Volt', bike_price: 120000, variants: [] });
    // requirements 3's two fields, and each variant with its id (Manage > Price edits every one).
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['bike_name', 'bike_price', 'variants']);
  });

  it('changes the base price, shown at once by the public reads, and bumps the manifest', async () => {
    const before = await manifestVersion();
    const res = await call(app, session, `/api/managePrice/${encodeURIComponent('Test Rider 125')}`, { method: 'PATCH', json: { price: 91000 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Price updated successfully' });
    expect((await json<Vehicle[]>('/api/bikes')).find((v) => v.id === ids.bike)?.price).toBe(91000);
    expect((await json<BikeDetail>('/api/bikeView/TestRider125')).bikePrice).toBe(91000);
    expect(await json<Variant[]>('/api/variants/TestRider125')).toEqual([
      expect.objectContaining({ name: 'Drum', price: 91000 }), expect.objectContaining({ name: 'Disc', price: 95000 }),
    ]);
    expect(await manifestVersion()).not.toBe(before);

    // The bike key works too, in any case, and a price may come as text with paise.
    const byKey = await call(app, session, '/api/managePrice/testrider125', { method: 'PATCH', json: { price: '92000.50' } });
    expect(byKey.status).toBe(200);
    const row = (await app.db.query<{ price: number }>('SELECT price::float8 AS price FROM models WHERE id = $1', [ids.bike])).rows[0]!;
    expect(row.price).toBe(92000.5);
  });

  it('refuses a bad price with the spec message and changes nothing; an unknown model is 404', async () => {
    for (const body of [{ price: '' }, { price: -5 }, { price: 'abc' }, {}, { price: 0 }, { price: 1.234 }]) {
      const res = await call(app, session, '/api/managePrice/TestRider125', { method: 'PATCH', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Please enter a valid price');
    }
    const row = (await app.db.query<{ price: number }>('SELECT price::float8 AS price FROM models WHERE id = $1', [ids.bike])).rows[0]!;
    expect(row.price).toBe(92000.5);
    const unknown = await call(app, session, '/api/managePrice/No%20Such%20Bike', { method: 'PATCH', json: { price: 100 } });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('Model not found');
  });
});

describe('accessory prices', () => {
  it('lists accessories with the spec defaults', async () => {
    const rows = (await (await call(app, session, '/api/manageAccessories')).json()) as Record<string, unknown>[];
    expect(rows).toContainEqual({ id: ids.accessory, heading: 'Seat Cover', part_no: 'SC-01', price: 750, bike_name: 'Test Rider 125' });
    expect(rows).toContainEqual({ id: ids.plainAccessory, heading: 'Unknown', part_no: 'N/A', price: 300, bike_name: 'Test Rider 125' });
  });

  it('changes a price, shown by the public accessories read', async () => {
    const res = await call(app, session, `/api/manageAccessories/${ids.accessory}`, { method: 'PATCH', json: { price: 1500 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Price updated successfully!' });
    const list = await json<Accessory[]>('/api/bikeAccessories/TestRider125');
    expect(list.find((a) => a.heading === 'Seat Cover')?.price).toBe(1500);
  });

  it('refuses a missing price, a bad price and unknown ids', async () => {
    for (const body of [{}, { price: '' }, { price: null }]) {
      const res = await call(app, session, `/api/manageAccessories/${ids.accessory}`, { method: 'PATCH', json: body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Please select an accessory and enter a price!');
    }
    const bad = await call(app, session, `/api/manageAccessories/${ids.accessory}`, { method: 'PATCH', json: { price: -1 } });
    expect(bad.status).toBe(400);
    for (const id of ['99999999', 'abc', '1e3', '-1', '99999999999999']) {
      const res = await call(app, session, `/api/manageAccessories/${id}`, { method: 'PATCH', json: { price: 10 } });
      expect(res.status, id).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const row = (await app.db.query<{ price: number }>('SELECT price::float8 AS price FROM accessories WHERE id = $1', [ids.accessory])).rows[0]!;
    expect(row.price).toBe(1500);
  });
});

describe('vehicle status', () => {
  it('lists each type with its name field', async () => {
    const bikes = (await (await call(app, session, '/api/bikes_admin')).json()) as Record<string, unknown>[];
    expect(bikes).toContainEqual({ id: ids.bike, bikeName: 'Test Rider 125', status: 1 });
    const scooters = (await (await call(app, session, '/api/scooters_admin')).json()) as Record<string, unknown>[];
    expect(scooters).toContainEqual({ id: ids.scooter, scooterName: 'Test Glide', status: 1 });
    const evs = (await (await call(app, session, '/api/ev_admin')).json()) as Record<string, unknown>[];
    expect(evs).toContainEqual({ id: ids.ev, scooterName: 'Test Volt', status: 1 });
    expect(bikes.some((b) => b.id === ids.scooter)).toBe(false);
  });

  it('switches a model off and on, removing it from and restoring it to the public listing', async () => {
    const off = await call(app, session, `/api/bikes/${ids.bike}/status`, { method: 'PATCH', json: { status: 0 } });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ message: 'Vehicle deactivated successfully' });
    expect((await json<Vehicle[]>('/api/bikes')).some((v) => v.id === ids.bike)).toBe(false);
    expect((await app.fetch('/api/bikeView/TestRider125')).status).toBe(404);
    const on = await call(app, session, `/api/bikes/${ids.bike}/status`, { method: 'PATCH', json: { status: '1' } });
    expect(await on.json()).toEqual({ message: 'Vehicle activated successfully' });
    expect((await json<Vehicle[]>('/api/bikes')).some((v) => v.id === ids.bike)).toBe(true);
    const ev = await call(app, session, `/api/ev/${ids.ev}/status`, { method: 'PATCH', json: { status: 0 } });
    expect(ev.status).toBe(200);
    expect((await json<Vehicle[]>('/api/ev')).some((v) => v.id === ids.ev)).toBe(false);
  });

  it('answers 404 for an id of another type or an unknown one, 400 for a bad status', async () => {
    for (const path of [`/api/scooters/${ids.bike}/status`, '/api/bikes/99999999/status', '/api/bikes/abc/status']) {
      const res = await call(app, session, path, { method: 'PATCH', json: { status: 0 } });
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    for (const body of [{ status: 2 }, {}, { status: 'on' }]) {
      const res = await call(app, session, `/api/bikes/${ids.bike}/status`, { method: 'PATCH', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const row = (await app.db.query<{ status: number }>('SELECT status::int AS status FROM models WHERE id = $1', [ids.bike])).rows[0]!;
    expect(row.status).toBe(1);
  });
});

function offerForm(fields: Record<string, string>, image?: { bytes: Buffer; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return form;
}

const counts = async () => (await app.db.query<{ offers: number; files: number; gallery: number }>(
  `SELECT (SELECT count(*)::int FROM offers) AS offers, (SELECT count(*)::int FROM files) AS files,
          (SELECT count(*)::int FROM gallery_images) AS gallery`,
)).rows[0]!;

describe('offers', () => {
  it('adds an offer with its image, shown by /api/getOffers and served from /media', async () => {
    const res = await call(app, session, '/api/createOffers', {
      method: 'POST', form: offerForm({ title: 'Festive Bonanza', description: 'Save on every scooter' }, { bytes: png, name: 'offer.png', type: 'image/png' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Offer Added Successfully!' });
    const offers = await json<Offer[]>('/api/getOffers');
    const newest = offers.reduce((a, b) => (b.id > a.id ? b : a));
    expect(newest).toMatchObject({ title: 'Festive Bonanza', description: 'Save on every scooter' });
    expect(newest.image).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    const image = await app.fetch(newest.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);

    const del = await call(app, session, `/api/deleteOffers/${newest.id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ message: 'Offer Deleted Successfully!' });
    expect((await json<Offer[]>('/api/getOffers')).some((o) => o.id === newest.id)).toBe(false);
    expect((await app.fetch(newest.image)).status).toBe(404);
    const again = await call(app, session, `/api/deleteOffers/${newest.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await call(app, session, '/api/deleteOffers/abc', { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a missing field, a fake image and a too large one, storing nothing', async () => {
    const before = await counts();
    const cases: [FormData, number, string][] = [
      [offerForm({ description: 'd' }, { bytes: png, name: 'a.png', type: 'image/png' }), 400, 'Please fill all fields'],
      [offerForm({ title: 't', description: '   ' }, { bytes: png, name: 'a.png', type: 'image/png' }), 400, 'Please fill all fields'],
      [offerForm({ title: 't', description: 'd' }), 400, 'Please fill all fields'],
      [offerForm({ title: 't', description: 'd' }, { bytes: Buffer.from('just some text, not an image'), name: 'fake.png', type: 'image/png' }), 400, ''],
      [offerForm({ title: 't', description: 'd' }, { bytes: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), name: 'big.png', type: 'image/png' }), 413, ''],
    ];
    for (const [form, status, message] of cases) {
      const res = await call(app, session, '/api/createOffers', { method: 'POST', form });
      expect(res.status).toBe(status);
      const body = (await res.json()) as { message: string };
      if (message) expect(body.message).toBe(message);
      else expect(body.message).toBeTruthy();
    }
    expect(await counts()).toEqual(before);
  });
});

describe('gallery', () => {
  it('uploads GIF, JPEG and WebP images by their bytes, and deletes them', async () => {
    for (const [bytes, type, name] of [[gif, 'image/gif', 'a.gif'], [jpeg, 'image/jpeg', 'b.bin'], [webp, 'image/webp', 'c.webp']] as const) {
      const form = new FormData();
      form.append('images', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
      const res = await call(app, session, '/api/galleryupload', { method: 'POST', form });
      expect(res.status, name).toBe(201);
      expect(await res.json()).toEqual({ message: 'Image uploaded successfully' });
      const gallery = await json<GalleryImage[]>('/api/gallery');
      const newest = gallery.reduce((a, b) => (b.id > a.id ? b : a));
      const served = await app.fetch(newest.image_path);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

      const del = await call(app, session, `/api/deleteGalleryImg/${newest.id}`, { method: 'DELETE' });
      expect(await del.json()).toEqual({ message: 'Image deleted successfully' });
      expect((await json<GalleryImage[]>('/api/gallery')).some((g) => g.id === newest.id)).toBe(false);
      expect((await app.fetch(newest.image_path)).status).toBe(404);
    }
    expect((await call(app, session, '/api/deleteGalleryImg/99999999', { method: 'DELETE' })).status).toBe(404);
    expect((await call(app, session, '/api/deleteGalleryImg/x1', { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a text file named .png and an upload without a file', async () => {
    const before = await counts();
    const fake = new FormData();
    fake.append('images', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }), 'evil.png');
    const res = await call(app, session, '/api/galleryupload', { method: 'POST', form: fake });
    expect(res.status).toBe(400);
    const empty = new FormData();
    empty.append('title', 'nothing');
    expect((await call(app, session, '/api/galleryupload', { method: 'POST', form: empty })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('bad input', () => {
  it('never answers 500 on any admin route, whatever the body or path', async () => {
    const router = adminRouter({ db: app.db, config: app.config, log: createLogger('silent'), now: () => new Date() });
    const bodies: (string | undefined)[] = [
      '[]', 'null', '"text"', '42', '{"price":{"$gt":0},"status":[1],"page":"x","limit":-1}',
      JSON.stringify({ page: 1e308, limit: 1e308, fromDate: 12, toDate: true, search: 'x'.repeat(5000) }),
      JSON.stringify({ userName: 'a'.repeat(10_000), email: ['a'], mobileNo: { n: 1 } }),
      JSON.stringify({ oldPassword: null, newPassword: 5, confirmPassword: {} }),
      '{"unterminated": ', undefined,
    ];
    const paths = (pattern: string) => [
      pattern.replace(/:userId/g, 'manager').replace(/:bikeName/g, '%E0%A4%A').replace(/:id/g, '99999999'),
      pattern.replace(/:userId/g, 'x'.repeat(300)).replace(/:bikeName/g, 'x'.repeat(500)).replace(/:id/g, '1.5'),
    ];
    let calls = 0;
    for (const layer of router.stack) {
      const pattern = layer.path;
      if (typeof pattern !== 'string' || pattern === '/api/logout' || pattern === '/api/login') continue;
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
        for (const path of paths(pattern)) {
          for (const body of method === 'GET' ? [undefined] : bodies) {
            const res = await call(app, session, path, {
              method, ...(body !== undefined ? { headers: { 'Content-Type': 'application/json' } } : {}),
            }).catch((e: unknown) => { throw new Error(`${method} ${path}: ${String(e)}`); });
            if (body !== undefined) {
              // call() sends no body of its own here; send the raw text instead.
              const raw = await app.fetch(path, {
                method, body, headers: { 'Content-Type': 'application/json', Cookie: session.cookie, 'X-CSRF-Token': session.csrf },
              });
              expect(raw.status, `${method} ${path} ${body.slice(0, 40)}`).toBeLessThan(500);
              const answer = (await raw.json()) as { message?: unknown };
              if (raw.status >= 400) expect(typeof answer.message, `${method} ${path} ${body.slice(0, 40)}`).toBe('string');
            }
            expect(res.status, `${method} ${path}`).toBeLessThan(500);
            await res.arrayBuffer();
            calls += 1;
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
    // Nothing was changed by any of it.
    const row = (await app.db.query<{ price: number; status: number }>('SELECT price::float8 AS price, status::int AS status FROM models WHERE id = $1', [ids.bike])).rows[0]!;
    expect(row).toEqual({ price: 92000.5, status: 1 });
  }, 300_000);
});
