/**
 * Manage > Catalogue (docs/catalogue.md): a model made as a draft no visitor sees,
 * refused with field messages when wrong, published (live at once, the offline manifest
 * moves, the publish log says who, when and what), edited, hidden and unhidden; every
 * variant's price in Manage > Price. On the real app and a seeded database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { BikeDetail, Colour, FrameSet, OfflineManifest, PriceRow, Variant, Vehicle } from '#contract/catalogue-types.ts';
import type { CatalogueRow, ModelDraftInput, ModelDraftView, PublishAnswer, PublishLogEntry } from '#contract/catalogue-studio.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';

let app: TestApp;
let manager: AdminSession;
let sales: AdminSession;

beforeAll(async () => {
  app = await startTestApp();
  await createAdmin(app.db, 'studio-manager', 'manager password', { role: 'manager' });
  await createAdmin(app.db, 'studio-sales', 'sales password', { role: 'sales' });
  manager = await signIn(app, 'studio-manager', 'manager password');
  sales = await signIn(app, 'studio-sales', 'sales password');
}, 300_000);

afterAll(async () => {
  await app?.close();
});

async function publicJson<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await app.fetch(path);
  return { status: res.status, body: (res.status === 200 ? await res.json() : null) as T };
}

const manifest = async () => (await publicJson<OfflineManifest>(apiPaths.offlineManifest)).body;

const frames = (n: number) => Array.from({ length: n }, (_, i) => `/media/studio/frame-${i + 1}.webp`);

/** A whole model as the editor sends it. */
function completeDraft(name: string): ModelDraftInput {
  return {
    type: 'bikes',
    name,
    brand: 'Honda',
    description: 'A light commuter for city streets.',
    keyFigures: { engine: '123.94 cc', power: '8.04 kW', transmission: '5-speed' },
    variants: [{ name: 'Drum', price: 78_500 }, { name: 'Disc', price: '82000.50' as unknown as number }],
    colours: [
      { name: 'Pearl Igneous Black', swatch: '#1d1f24', photo: '/media/studio/black.webp' },
      { name: 'Rebel Red Metallic', swatch: '#c81e1e', photo: '/media/studio/red.webp' },
    ],
    photos: { main: '/media/studio/main.webp', more: ['/media/studio/side.webp'] },
    specifications: {
      bodyDimensions: [{ label: 'Wheelbase', value: '1285 mm' }, { label: 'Kerb weight', value: '117 kg' }],
      engineDetails: [{ label: 'Displacement', value: '123.94 cc' }],
      transmissionDetails: [{ label: 'Gears', value: '5' }],
      tyreDetails: [],
      frame: [],
      Electrical: [{ label: 'Headlamp', value: 'LED' }],
    },
    features: [{ heading: 'LED headlamp', text: 'Bright and frugal.', picture: '/media/studio/led.webp' }],
    accessories: [{ heading: 'Seat cover', partNo: 'SC-125', price: 950, picture: '/media/studio/seat.webp' }],
    frames: frames(36),
    brochure: '/media/studio/brochure.pdf',
  };
}

async function create(name: string, type = 'bikes'): Promise<number> {
  const res = await call(app, manager, adminApiPaths.adminCatalogue, { method: 'POST', json: { type, name } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const save = (id: number, draft: unknown) => call(app, manager, adminApiPaths.adminModel(id), { method: 'PUT', json: draft });

async function refused(res: Response): Promise<{ message: string; errors: { field: string; message: string }[] }> {
  expect(res.status).toBe(400);
  return (await res.json()) as { message: string; errors: { field: string; message: string }[] };
}

describe('making a model', () => {
  it('keeps a new model as a draft that no public read shows', async () => {
    const before = await manifest();
    const id = await create('Studio Rider 125');
    const saved = await save(id, completeDraft('Studio Rider 125'));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { message: string }).message).toBe('Draft saved');

    const list = (await (await call(app, manager, `${adminApiPaths.adminCatalogue}?type=bikes`)).json()) as CatalogueRow[];
    expect(list.find((r) => r.id === id)).toMatchObject({ name: 'Studio Rider 125', state: 'draft', fromPrice: 78_500, picture: '/media/studio/main.webp' });

    expect((await publicJson<Vehicle[]>(apiPaths.bikes)).body.some((v) => v.name === 'Studio Rider 125')).toBe(false);
    for (const path of [apiPaths.bikeView('StudioRider125'), apiPaths.variants('StudioRider125'), apiPaths.colours('StudioRider125'), apiPaths.frames('StudioRider125')]) {
      expect((await publicJson(path)).status, path).toBe(404);
    }
    const after = await manifest();
    expect(after.version).toBe(before.version);
    expect(after.urls.some((u) => u.includes('StudioRider125') || u.startsWith('/media/studio/'))).toBe(false);

    const read = (await (await call(app, manager, adminApiPaths.adminModel(id))).json()) as ModelDraftView;
    expect(read.state).toBe('draft');
    expect(read.draft.variants).toEqual([{ name: 'Drum', price: 78_500 }, { name: 'Disc', price: 82_000.5 }]);
    expect(read.draft.frames).toHaveLength(36);
  });

  it('refuses a name already used, by a live model or a draft, in any spacing or case', async () => {
    for (const name of ['Shine 100', 'shine100', 'STUDIO RIDER125']) {
      const body = await refused(await call(app, manager, adminApiPaths.adminCatalogue, { method: 'POST', json: { type: 'bikes', name } }));
      expect(body.errors).toEqual([{ field: 'name', message: 'This name is already used by another model' }]);
    }
    const id = await create('Studio Namecheck');
    const body = await refused(await save(id, { ...completeDraft('Shine 100') }));
    expect(body.message).toBe('This name is already used by another model');
  });

  it('names each wrong field in plain words and stores nothing', async () => {
    const id = await create('Studio Checks');
    const stored = async () => (await app.db.query<{ body: unknown }>('SELECT body FROM catalogue_drafts WHERE model_id = $1', [id])).rows[0]!.body;
    const before = JSON.stringify(await stored());
    const cases: [unknown, string, string][] = [
      [{ ...completeDraft('Studio Checks'), variants: [{ name: 'Drum', price: 70000 }, { name: 'Disc' }] }, 'variants.1.price',
        'Variant 2: Enter the ex-showroom price in rupees (more than 0, at most 2 decimals)'],
      [{ ...completeDraft('Studio Checks'), variants: [{ name: 'Drum', price: '' }] }, 'variants.0.price',
        'Variant 1: Enter the ex-showroom price in rupees (more than 0, at most 2 decimals)'],
      [{ ...completeDraft('Studio Checks'), variants: [{ name: ' ', price: 100 }] }, 'variants.0.name', 'Variant 1: Enter the variant name'],
      [{ ...completeDraft('Studio Checks'), frames: frames(300) }, 'frames', 'Upload 24 to 72 frames; you chose 300'],
      [{ ...completeDraft('Studio Checks'), frames: frames(10) }, 'frames', 'Upload 24 to 72 frames; you chose 10'],
      [{ ...completeDraft('Studio Checks'), colours: [{ name: 'Red', swatch: 'red', photo: '' }] }, 'colours.0.swatch',
        'Colour 1: Choose the swatch colour (like #c81e1e)'],
      [{ ...completeDraft('Studio Checks'), photos: { main: 'https://elsewhere.example/x.jpg', more: [] } }, 'photos.main',
        'This picture or file was not uploaded here; upload it again'],
      [{ ...completeDraft('Studio Checks'), brochure: '/media/../etc/passwd' }, 'brochure', 'This picture or file was not uploaded here; upload it again'],
      [{ ...completeDraft('Studio Checks'), name: '' }, 'name', 'Enter the model name'],
      [{ ...completeDraft('Studio Checks'), type: 'truck' }, 'type', 'Choose Motorcycle, Scooter or EV'],
    ];
    for (const [draft, field, message] of cases) {
      const body = await refused(await save(id, draft));
      expect(body.errors.map((e) => e.field), field).toContain(field);
      expect(body.message, field).toBe(message);
    }
    // Bodies that are not a model at all: a 400, never a 500.
    for (const raw of [null, [], 'text', 42, { variants: 'many' }, { name: { $gt: '' } }]) {
      const res = await save(id, raw);
      expect(res.status, JSON.stringify(raw)).toBe(400);
    }
    expect(JSON.stringify(await stored())).toBe(before);
  });

  it('will not publish a model without a variant or a main photo', async () => {
    const id = await create('Studio Bare');
    const body = await refused(await call(app, manager, adminApiPaths.adminModelPublish(id), { method: 'POST' }));
    expect(body.errors).toEqual([
      { field: 'variants', message: 'Add at least one variant with its price' },
      { field: 'photos.main', message: 'Choose the main photo' },
    ]);
    expect((await publicJson(apiPaths.bikeView('StudioBare'))).status).toBe(404);
  });
});

describe('publishing', () => {
  let id: number;

  beforeAll(async () => {
    id = await create('Studio Launch 160');
    expect((await save(id, completeDraft('Studio Launch 160'))).status).toBe(200);
  });

  it('makes the model live at once, moves the manifest and logs who published what', async () => {
    const before = await manifest();
    const publishedFrom = Date.now();
    const res = await call(app, manager, adminApiPaths.adminModelPublish(id), { method: 'POST' });
    expect(res.status).toBe(200);
    const publishedBy = Date.now();
    const answer = (await res.json()) as PublishAnswer;
    expect(answer.message).toBe('Published: visitors see it now');
    expect(answer.changes[0]).toBe('New motorcycle: Studio Launch 160');

    const after = await manifest();
    expect(after.version).not.toBe(before.version);
    expect(answer.manifestVersion).toBe(after.version);
    for (const url of [apiPaths.bikeView('StudioLaunch160'), apiPaths.colours('StudioLaunch160'), apiPaths.frames('StudioLaunch160'), '/media/studio/red.webp', '/media/studio/frame-1.webp', '/media/studio/frame-34.webp']) {
      expect(after.urls, url).toContain(url);
    }
    // Of the 360 view, every third frame is saved ahead (docs/offline.md): the 1st, 4th, ... 34th.
    expect(after.urls.filter((u) => u.startsWith('/media/studio/frame-'))).toEqual(frames(36).filter((_, i) => i % 3 === 0));

    const listing = (await publicJson<Vehicle[]>(apiPaths.bikes)).body.find((v) => v.name === 'Studio Launch 160');
    expect(listing).toMatchObject({ id, bikeName: 'StudioLaunch160', price: 78_500, image: '/media/studio/main.webp' });
    expect(listing?.specs).toEqual({ engine: '123.94 cc', power: '8.04 kW', transmission: '5-speed', document: '/media/studio/brochure.pdf' });
    const detail = (await publicJson<BikeDetail>(apiPaths.bikeView('StudioLaunch160'))).body;
    expect(detail.bikeDetails).toBe('A light commuter for city streets.');
    // The rows in the order staff wrote them.
    expect(Object.entries(detail.bodyDimensions)).toEqual([['Wheelbase', '1285 mm'], ['Kerb weight', '117 kg']]);
    expect(detail.Electrical).toEqual({ Headlamp: 'LED' });
    expect((await publicJson<Variant[]>(apiPaths.variants('StudioLaunch160'))).body).toEqual([
      { name: 'Drum', price: 78_500 }, { name: 'Disc', price: 82_000.5 },
    ]);
    expect((await publicJson<Colour[]>(apiPaths.colours('StudioLaunch160'))).body.map((c) => [c.name, c.image])).toEqual([
      ['Pearl Igneous Black', '/media/studio/black.webp'], ['Rebel Red Metallic', '/media/studio/red.webp'],
    ]);
    expect((await publicJson<FrameSet[]>(apiPaths.frames('StudioLaunch160'))).body.map((f) => f.images)).toEqual(frames(36));

    const log = (await (await call(app, manager, adminApiPaths.adminModelPublishes(id))).json()) as PublishLogEntry[];
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'publish', by: 'studio-manager', changes: answer.changes });
    // Stamped while the publish ran, however long a busy machine took over it.
    expect(Date.parse(log[0]!.at)).toBeGreaterThanOrEqual(publishedFrom);
    expect(Date.parse(log[0]!.at)).toBeLessThanOrEqual(publishedBy);

    const row = (await (await call(app, manager, adminApiPaths.adminCatalogue)).json() as CatalogueRow[]).find((r) => r.id === id);
    expect(row).toMatchObject({ state: 'published', unpublishedChanges: false });
    // The on-road quote knows its engine size from the key figures.
    const cc = await app.db.query<{ engine_cc: number }>('SELECT engine_cc::float8 AS engine_cc FROM models WHERE id = $1', [id]);
    expect(cc.rows[0]!.engine_cc).toBe(123.94);
  });

  it('keeps later edits from visitors until they are published, and logs what changed', async () => {
    const edited = { ...completeDraft('Studio Launch 160'), variants: [{ name: 'Drum', price: 78_500 }, { name: 'Disc', price: 84_000 }, { name: 'Smart', price: 88_000 }] };
    expect((await save(id, edited)).status).toBe(200);
    expect((await publicJson<Variant[]>(apiPaths.variants('StudioLaunch160'))).body).toHaveLength(2);
    const view = (await (await call(app, manager, adminApiPaths.adminModel(id))).json()) as ModelDraftView;
    expect(view).toMatchObject({ state: 'published', unpublishedChanges: true });

    const answer = (await (await call(app, manager, adminApiPaths.adminModelPublish(id), { method: 'POST' })).json()) as PublishAnswer;
    expect(answer.changes).toEqual(['Price of Disc: ₹82,000.50 → ₹84,000', 'Variant added: Smart']);
    expect((await publicJson<Variant[]>(apiPaths.variants('StudioLaunch160'))).body.map((v) => v.price)).toEqual([78_500, 84_000, 88_000]);
    const again = (await (await call(app, manager, adminApiPaths.adminModelPublish(id), { method: 'POST' })).json()) as PublishAnswer;
    expect(again.message).toBe('Nothing to publish: the site already shows this model as it is');
    const log = (await (await call(app, manager, adminApiPaths.adminModelPublishes(id))).json()) as PublishLogEntry[];
    expect(log.map((l) => l.action)).toEqual(['publish', 'publish']);
  });

  it('opens a seeded model as a draft built from the live catalogue', async () => {
    const rows = (await (await call(app, manager, `${adminApiPaths.adminCatalogue}?type=bikes`)).json()) as CatalogueRow[];
    const shine = rows.find((r) => r.name === 'Shine 100')!;
    expect(shine.state).toBe('published');
    const view = (await (await call(app, manager, adminApiPaths.adminModel(shine.id))).json()) as ModelDraftView;
    expect(view.unpublishedChanges).toBe(false);
    expect(view.draft.variants.map((v) => v.name)).toEqual(['Drum', 'Drum OBD2B']);
    expect(view.draft.colours.length).toBeGreaterThan(1);
    expect(view.draft.specifications.bodyDimensions.length).toBeGreaterThan(0);
    // What it opens with can be saved back as it is.
    expect((await save(shine.id, view.draft)).status).toBe(200);
    const discard = await call(app, manager, adminApiPaths.adminModelDraft(shine.id), { method: 'DELETE' });
    expect(discard.status).toBe(200);
  });

  it('hides and unhides, agreeing with the Active switch of Manage > Bikes', async () => {
    const hide = await call(app, manager, adminApiPaths.adminModelHide(id), { method: 'POST' });
    expect(hide.status).toBe(200);
    expect(((await hide.json()) as PublishAnswer).message).toBe('Hidden: visitors no longer see it');
    expect((await publicJson(apiPaths.bikeView('StudioLaunch160'))).status).toBe(404);
    expect((await manifest()).urls).not.toContain(apiPaths.bikeView('StudioLaunch160'));
    const vehicles = (await (await call(app, manager, adminApiPaths.adminVehicles('bikes'))).json()) as { id: number; status: number }[];
    expect(vehicles.find((v) => v.id === id)?.status).toBe(0);

    // Switched on in Manage > Bikes: the studio says Published.
    expect((await call(app, manager, adminApiPaths.vehicleStatus('bikes', id), { method: 'PATCH', json: { status: 1 } })).status).toBe(200);
    const rows = (await (await call(app, manager, adminApiPaths.adminCatalogue)).json()) as CatalogueRow[];
    expect(rows.find((r) => r.id === id)?.state).toBe('published');
    expect((await call(app, manager, adminApiPaths.adminModelHide(id), { method: 'POST' })).status).toBe(200);
    expect((await call(app, manager, adminApiPaths.adminModelUnhide(id), { method: 'POST' })).status).toBe(200);
    expect((await publicJson(apiPaths.bikeView('StudioLaunch160'))).status).toBe(200);
    const log = (await (await call(app, manager, adminApiPaths.adminModelPublishes(id))).json()) as PublishLogEntry[];
    expect(log.slice(0, 2).map((l) => l.action)).toEqual(['unhide', 'hide']);
  });

  it('cannot hide a model that was never published, and 404s an unknown one', async () => {
    const draftOnly = await create('Studio Unborn');
    const res = await call(app, manager, adminApiPaths.adminModelHide(draftOnly), { method: 'POST' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('This model is not published yet; publish it first');
    for (const path of [adminApiPaths.adminModel(999_999), adminApiPaths.adminModel('abc')]) {
      expect((await call(app, manager, path)).status, path).toBe(404);
    }
  });
});

describe('every variant price (Manage > Price)', () => {
  it('lists each variant and changes the second one, the draft following', async () => {
    const rows = (await (await call(app, manager, adminApiPaths.managePrice)).json()) as PriceRow[];
    const shine = rows.find((r) => r.bike_name === 'Shine 100')!;
    expect(shine.variants.map((v) => v.name)).toEqual(['Drum', 'Drum OBD2B']);
    const second = shine.variants[1]!;
    const modelId = (await app.db.query<{ id: number }>(`SELECT id FROM models WHERE name = 'Shine 100'`)).rows[0]!.id;
    const view = (await (await call(app, manager, adminApiPaths.adminModel(modelId))).json()) as ModelDraftView;
    expect((await save(modelId, { ...view.draft, description: 'An edit not yet published' })).status).toBe(200);

    const res = await call(app, manager, adminApiPaths.variantPrice(second.id), { method: 'PATCH', json: { price: 69_999 } });
    expect(res.status).toBe(200);
    expect((await publicJson<Variant[]>(apiPaths.variants('Shine100'))).body[1]).toEqual({ name: 'Drum OBD2B', price: 69_999 });
    // The base price stays the first variant's.
    expect((await publicJson<BikeDetail>(apiPaths.bikeView('Shine100'))).body.bikePrice).toBe(shine.variants[0]!.price);
    const draft = (await (await call(app, manager, adminApiPaths.adminModel(modelId))).json()) as ModelDraftView;
    expect(draft.draft.variants[1]!.price).toBe(69_999);

    const bad = await call(app, manager, adminApiPaths.variantPrice(second.id), { method: 'PATCH', json: { price: 'abc' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Please enter a valid price');
    expect((await call(app, manager, adminApiPaths.variantPrice(999_999), { method: 'PATCH', json: { price: 100 } })).status).toBe(404);
  });
});

describe('who may', () => {
  it('refuses Sales every catalogue route with a sentence', async () => {
    for (const [method, path] of [['GET', adminApiPaths.adminCatalogue], ['POST', adminApiPaths.adminCatalogue], ['GET', adminApiPaths.adminModel(1)],
      ['POST', adminApiPaths.adminModelPublish(1)], ['POST', adminApiPaths.adminModelHide(1)]] as const) {
      const res = await call(app, sales, path, { method, ...(method === 'POST' ? { json: { type: 'bikes', name: 'Sneaky' } } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('Your role does not allow this');
    }
  });
});
