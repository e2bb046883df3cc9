/**
 * The catalogue as one file (docs/catalogue.md "Export and import: one file for the whole catalogue"): exported from one
 * installation and imported on another (two real apps, two databases): the models, their
 * variants, colours, specifications, photos, 360 frames and brochure arrive as they were,
 * at the same paths, and the public reads show them. An import with anything wrong
 * changes nothing and lists every problem. The import runs in the background: the upload
 * answers at once with the job, which then says "n of N models" until it is done.
 */
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { BikeDetail, Colour, FrameSet, OfflineManifest, Variant, Vehicle } from '#contract/catalogue-types.ts';
import type { CatalogueRow, ModelDraftInput } from '#contract/catalogue-studio.ts';
import { manifestEntry, transferMessages, type ImportJob, type ImportJobAnswer, type TransferManifest } from '#contract/catalogue-transfer.ts';
import { checkImport, makeImportFiles } from '../../server/studio/catalogue-import.ts';
import { mediaUploadField, type StoredBrochure, type StoredFrames, type StoredImage } from '#contract/media-uploads.ts';
import { sha256Hex } from '../../server/files/repository.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { studioCatalogueFile } from '../../scripts/lib/studio-catalogue.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';

let agency: TestApp;
let dealer: TestApp;
let agencyOwner: AdminSession;
let dealerOwner: AdminSession;
let sales: AdminSession;
/**
 * Imports make photos: how long they take is the machine's business. Bounds here only
 * catch an import that hangs; the helpers' own give up a little before a test's.
 */
const hangMs = 600_000;

beforeAll(async () => {
  agency = await startTestApp();
  dealer = await startTestApp();
  await createAdmin(agency.db, 'agency-owner', 'agency password');
  await createAdmin(dealer.db, 'dealer-owner', 'dealer password');
  await createAdmin(dealer.db, 'dealer-sales', 'sales password', { role: 'sales' });
  agencyOwner = await signIn(agency, 'agency-owner', 'agency password');
  dealerOwner = await signIn(dealer, 'dealer-owner', 'dealer password');
  sales = await signIn(dealer, 'dealer-sales', 'sales password');
}, hangMs);

afterAll(async () => {
  await agency?.close();
  await dealer?.close();
});

const photo = (hue: number, width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: hue, g: 255 - hue, b: 90 } } }).jpeg().toBuffer();

function formOf(files: { bytes: Buffer | Uint8Array; name: string; type: string }[]): FormData {
  const form = new FormData();
  for (const f of files) form.append(mediaUploadField, new Blob([f.bytes], { type: f.type }), f.name);
  return form;
}

async function upload<T>(path: string, files: { bytes: Buffer; name: string; type: string }[]): Promise<T> {
  const res = await call(agency, agencyOwner, path, { method: 'POST', form: formOf(files) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as T;
}

const brochurePdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A model made in the agency's studio with its own photos, frames and brochure, then published. */
async function launchAtAgency(name: string): Promise<{ id: number; draft: ModelDraftInput }> {
  const main = await upload<StoredImage>(adminApiPaths.adminMediaImages, [{ bytes: await photo(10), name: 'main.jpg', type: 'image/jpeg' }]);
  const blue = await upload<StoredImage>(adminApiPaths.adminMediaImages, [{ bytes: await photo(200), name: 'blue.jpg', type: 'image/jpeg' }]);
  const frames = await upload<StoredFrames>(adminApiPaths.adminMediaFrames, await Promise.all(
    Array.from({ length: 24 }, async (_, i) => ({ bytes: await photo(i * 10, 200, 150), name: `frame${i + 1}.jpg`, type: 'image/jpeg' })),
  ));
  const brochure = await upload<StoredBrochure>(adminApiPaths.adminMediaBrochures, [{ bytes: brochurePdf, name: 'brochure.pdf', type: 'application/pdf' }]);
  const created = await call(agency, agencyOwner, adminApiPaths.adminCatalogue, { method: 'POST', json: { type: 'scooters', name } });
  const { id } = (await created.json()) as { id: number };
  const draft: ModelDraftInput = {
    type: 'scooters', name, brand: 'Honda', description: 'Made at the agency.',
    keyFigures: { engine: '109.51 cc', power: '5.77 kW', transmission: 'CVT' },
    variants: [{ name: 'Standard', price: 79_900 }, { name: 'Smart', price: 84_500 }],
    colours: [{ name: 'Agency Blue', swatch: '#1e3a8a', photo: blue.path }, { name: 'Agency White', swatch: '#f5f5f5', photo: main.path }],
    photos: { main: main.path, more: [blue.path] },
    specifications: {
      bodyDimensions: [{ label: 'Kerb weight', value: '106 kg' }], engineDetails: [{ label: 'Displacement', value: '109.51 cc' }],
      transmissionDetails: [], tyreDetails: [], frame: [], Electrical: [],
    },
    features: [{ heading: 'Silent start', text: 'No starter noise.', picture: blue.path }],
    accessories: [{ heading: 'Floor mat', partNo: 'FM-1', price: 450, picture: main.path }],
    frames: frames.frames.map((f) => f.path),
    brochure: brochure.path,
  };
  expect((await call(agency, agencyOwner, adminApiPaths.adminModel(id), { method: 'PUT', json: draft })).status).toBe(200);
  expect((await call(agency, agencyOwner, adminApiPaths.adminModelPublish(id), { method: 'POST' })).status).toBe(200);
  return { id, draft };
}

async function exportFrom(app: TestApp, session: AdminSession): Promise<Uint8Array> {
  const res = await call(app, session, adminApiPaths.adminCatalogueExport);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.zip"$/);
  return new Uint8Array(await res.arrayBuffer());
}

const importInto = (app: TestApp, session: AdminSession, zip: Uint8Array, name = 'catalogue.zip') =>
  call(app, session, adminApiPaths.adminCatalogueImport, { method: 'POST', form: formOf([{ bytes: zip, name, type: 'application/zip' }]) });

/** Follows a started import as the screen does, until it is no longer running. */
async function finishedJob(app: TestApp, session: AdminSession, started: ImportJob): Promise<ImportJob> {
  const deadline = Date.now() + hangMs - 60_000;
  for (;;) {
    const res = await call(app, session, adminApiPaths.adminCatalogueImportJob(started.id));
    expect(res.status).toBe(200);
    const { job } = (await res.json()) as ImportJobAnswer;
    expect(job!.id).toBe(started.id);
    expect(job!.doneModels).toBeLessThanOrEqual(job!.totalModels);
    if (job!.state !== 'running') return job!;
    if (Date.now() > deadline) throw new Error(`import ${started.id} still running: ${job!.doneModels} of ${job!.totalModels}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Reads an import's job until `ready` says so (as the screen follows it). */
async function jobWhen(app: TestApp, session: AdminSession, id: number, ready: (job: ImportJob) => boolean): Promise<ImportJob> {
  const deadline = Date.now() + hangMs - 60_000;
  for (;;) {
    const { job } = (await (await call(app, session, adminApiPaths.adminCatalogueImportJob(id))).json()) as ImportJobAnswer;
    if (ready(job!)) return job!;
    if (Date.now() > deadline) throw new Error(`import ${id}: ${job!.state}, ${job!.doneModels} of ${job!.totalModels}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Refusal = { message: string; job: ImportJob };

/** An upload accepted by its check: its job. */
async function acceptedJob(res: Response): Promise<ImportJob> {
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as ImportJobAnswer).job!;
}

/** An upload refused because another import runs: the words and that import's progress. */
async function refusal(res: Response): Promise<Refusal> {
  expect(res.status, await res.clone().text()).toBe(409);
  return (await res.json()) as Refusal;
}

/**
 * PostgreSQL: a second connection holds the offline manifest's row (catalogue_state), which
 * every publish moves. The first import makes its photos, then its store (one transaction)
 * waits on that row: seen waiting on this connection, it is provably still running, every
 * model made and none stored, when the second upload is sent. Let go, it finishes.
 */
async function whileStoreWaits(databaseUrl: string): Promise<{ started: ImportJob; refused: Refusal }> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT version FROM catalogue_state WHERE id = 1 FOR UPDATE');
    const pid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const started = await acceptedJob(await importInto(dealer, dealerOwner, exported));
    const models = started.totalModels;
    const waiting = async () => {
      const { rows } = await dealer.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [pid]);
      return rows[0]!.n;
    };
    const stored = await jobWhen(dealer, dealerOwner, started.id, (job) => job.state !== 'running' || job.doneModels === models);
    expect(stored).toMatchObject({ state: 'running', doneModels: models });
    // Its store is under way: seen waiting on the held row (a few polls at most).
    for (const deadline = Date.now() + hangMs - 60_000; (await waiting()) === 0;) {
      if (Date.now() > deadline) throw new Error(`import ${started.id}: its store never waited on the held row`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const refused = await refusal(await importInto(dealer, dealerOwner, exported));
    expect(refused.job).toMatchObject({ id: started.id, state: 'running', doneModels: models, totalModels: models });
    // Still held, still running: nothing of it is stored until the row is let go.
    expect(await waiting()).toBe(1);
    return { started, refused };
  } finally {
    await holder.query('ROLLBACK');
    await holder.end();
  }
}

/**
 * PGlite: one connection, so nothing can wait beside the import. The first is a large one:
 * three models with six fresh 4000x3000 photos (scripts/lib/studio-catalogue.ts), seconds
 * each in the photo pipeline. Once it shows its first model made, seconds of photos still
 * ahead of it, the second (checked in a fraction of one) is sent; its 409 carries the
 * first's progress, still running and not yet at the end.
 */
async function whilePhotosAreMade(): Promise<{ started: ImportJob; refused: Refusal }> {
  const large = await studioCatalogueFile(3);
  const started = await acceptedJob(await importInto(dealer, dealerOwner, large));
  expect(started).toMatchObject({ state: 'running', doneModels: 0, totalModels: 3 });
  const progressed = await jobWhen(dealer, dealerOwner, started.id, (job) => job.state !== 'running' || job.doneModels > 0);
  expect(progressed).toMatchObject({ state: 'running', doneModels: 1 });
  const refused = await refusal(await importInto(dealer, dealerOwner, exported));
  expect(refused.job).toMatchObject({ id: started.id, state: 'running', totalModels: 3 });
  expect(refused.job.doneModels).toBeGreaterThanOrEqual(1);
  expect(refused.job.doneModels).toBeLessThan(3);
  return { started, refused };
}

/** An import accepted by its check (202, nothing made yet), followed to its end. */
async function importToEnd(app: TestApp, session: AdminSession, zip: Uint8Array): Promise<{ started: ImportJob; job: ImportJob }> {
  const res = await importInto(app, session, zip);
  expect(res.status, await res.clone().text()).toBe(202);
  const started = ((await res.json()) as ImportJobAnswer).job!;
  return { started, job: await finishedJob(app, session, started) };
}

const namesIn = (zip: Uint8Array) =>
  (JSON.parse(Buffer.from(unzipSync(zip)[manifestEntry]!).toString('utf8')) as TransferManifest).models.map((m) => (m.draft as { name: string }).name);
const modelsIn = (zip: Uint8Array) => namesIn(zip).length;

async function publicJson<T>(app: TestApp, path: string): Promise<T> {
  const res = await app.fetch(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function catalogueOf(app: TestApp, session: AdminSession): Promise<CatalogueRow[]> {
  return (await (await call(app, session, adminApiPaths.adminCatalogue)).json()) as CatalogueRow[];
}

async function fileCount(app: TestApp): Promise<number> {
  return (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).rows[0]!.n;
}

/** Rebuilds an export with a changed manifest and extra or replaced entries. */
function rezip(zip: Uint8Array, change: (m: TransferManifest) => void, entries: Record<string, Uint8Array> = {}): Uint8Array {
  const files = unzipSync(zip);
  const manifest = JSON.parse(Buffer.from(files[manifestEntry]!).toString('utf8')) as TransferManifest;
  change(manifest);
  const out: Zippable = { ...files, ...entries, [manifestEntry]: strToU8(JSON.stringify(manifest)) };
  return zipSync(out, { level: 0 });
}

let exported: Uint8Array;
let launched: { id: number; draft: ModelDraftInput };

describe('export and import', () => {
  it('exports the whole catalogue to one ZIP: every model and every file it uses', async () => {
    launched = await launchAtAgency('Agency Scooter 110');
    // A hidden model and a never-published draft go too, in their state.
    const hidden = (await catalogueOf(agency, agencyOwner)).find((r) => r.state === 'published' && r.name !== 'Agency Scooter 110')!;
    expect((await call(agency, agencyOwner, adminApiPaths.adminModelHide(hidden.id), { method: 'POST' })).status).toBe(200);
    const draftOnly = await call(agency, agencyOwner, adminApiPaths.adminCatalogue, { method: 'POST', json: { type: 'ev', name: 'Agency EV Draft' } });
    expect(draftOnly.status).toBe(201);

    exported = await exportFrom(agency, agencyOwner);
    const files = unzipSync(exported);
    const manifest = JSON.parse(Buffer.from(files[manifestEntry]!).toString('utf8')) as TransferManifest;
    const rows = await catalogueOf(agency, agencyOwner);
    expect(manifest.models.map((m) => [(m.draft as { name: string }).name, m.state])).toEqual(rows.map((r) => [r.name, r.state]));
    for (const f of manifest.files) expect(sha256Hex(Buffer.from(files[f.entry]!)), f.path).toBe(f.sha256);
    // The photos go as their uploaded originals (the importing side makes the same files from them).
    const main = manifest.files.find((f) => f.path === launched.draft.photos!.main)!;
    expect(main.kind).toBe('img');
    expect((await sharp(Buffer.from(files[main.entry]!)).metadata()).width).toBe(1200);
    expect(manifest.files.filter((f) => f.kind === 'frame')).toHaveLength(24);
    expect(manifest.files.find((f) => f.path === launched.draft.brochure)?.kind).toBe('pdf');
  });

  it('imports it on another installation: models, variants, colours, specifications, photos, frames and brochure, live at once', async () => {
    const before = (await publicJson<OfflineManifest>(dealer, apiPaths.offlineManifest)).version;
    const namesHere = new Set((await catalogueOf(dealer, dealerOwner)).map((r) => r.name));
    const { started, job } = await importToEnd(dealer, dealerOwner, exported);
    // The upload's answer comes before any photo is made: the job at 0 of every model in the file.
    expect(started).toMatchObject({ state: 'running', doneModels: 0, totalModels: modelsIn(exported), message: '', finishedAt: null });
    expect(job).toMatchObject({ state: 'done', doneModels: modelsIn(exported), totalModels: modelsIn(exported), models: modelsIn(exported), problems: [] });
    // The seeded models both installations have are replaced, and the outcome names them.
    expect(job.message).toBe(transferMessages.importDone(modelsIn(exported), job.files!, namesIn(exported).filter((n) => namesHere.has(n))));
    expect(job.files).toBeGreaterThan(24);
    expect((await publicJson<OfflineManifest>(dealer, apiPaths.offlineManifest)).version).not.toBe(before);
    // A screen opened or reloaded afterwards finds it.
    const latest = (await (await call(dealer, dealerOwner, adminApiPaths.adminCatalogueImport)).json()) as ImportJobAnswer;
    expect(latest.job).toEqual(job);

    const agencyRows = await catalogueOf(agency, agencyOwner);
    const dealerRows = await catalogueOf(dealer, dealerOwner);
    expect(dealerRows.map((r) => [r.name, r.state, r.fromPrice])).toEqual(agencyRows.map((r) => [r.name, r.state, r.fromPrice]));

    const key = 'AgencyScooter110';
    const scooters = await publicJson<Vehicle[]>(dealer, apiPaths.scooters);
    const listed = scooters.find((s) => s.name === 'Agency Scooter 110')!;
    expect(listed.image).toBe(launched.draft.photos!.main);
    expect(listed.specs.document).toBe(launched.draft.brochure);
    const detail = await publicJson<BikeDetail>(dealer, apiPaths.bikeView(key));
    expect(JSON.stringify(detail)).toContain('106 kg');
    expect((await publicJson<Variant[]>(dealer, apiPaths.variants(key))).map((v) => [v.name, Number(v.price)])).toEqual([['Standard', 79_900], ['Smart', 84_500]]);
    expect((await publicJson<Colour[]>(dealer, apiPaths.colours(key))).map((c) => c.name)).toEqual(['Agency Blue', 'Agency White']);
    const frames = await publicJson<FrameSet[]>(dealer, apiPaths.frames(key));
    expect(frames.map((f) => f.images)).toEqual(launched.draft.frames);
    // The made files are there, byte for byte as at the agency, for every width.
    for (const path of [launched.draft.photos!.main!, launched.draft.photos!.main!.replace(/\/\d+\.jpg$/, '/320.webp'), launched.draft.brochure!]) {
      const [a, b] = await Promise.all([agency.fetch(path), dealer.fetch(path)]);
      expect(b.status, path).toBe(200);
      expect(Buffer.from(await b.arrayBuffer()).equals(Buffer.from(await a.arrayBuffer())), path).toBe(true);
    }
    // Hidden stays hidden; a draft stays a draft no visitor sees.
    expect((await publicJson<Vehicle[]>(dealer, apiPaths.ev)).some((v) => v.name === 'Agency EV Draft')).toBe(false);
    expect(dealerRows.find((r) => r.name === 'Agency EV Draft')?.state).toBe('draft');
  });

  it('imports the same file again without making anything twice', async () => {
    const files = await fileCount(dealer);
    const { job } = await importToEnd(dealer, dealerOwner, exported);
    expect(job).toMatchObject({ state: 'done', files: 0, message: transferMessages.importDone(modelsIn(exported), 0, namesIn(exported)) });
    expect(await fileCount(dealer)).toBe(files);
    expect((await catalogueOf(dealer, dealerOwner)).filter((r) => r.name === 'Agency Scooter 110')).toHaveLength(1);
  });
});

describe('an import with anything wrong changes nothing and lists every problem', () => {
  it('lists a variant without a price, a photo that is not one, a damaged and a missing file, a name used twice', async () => {
    const fresh = await startTestApp();
    try {
      await createAdmin(fresh.db, 'fresh-owner', 'fresh password');
      const owner = await signIn(fresh, 'fresh-owner', 'fresh password');
      const notAPhoto = strToU8('this is a text file, not a photo');
      const broken = rezip(exported, (m) => {
        const scooter = m.models.find((e) => (e.draft as { name: string }).name === 'Agency Scooter 110')!;
        const index = m.models.indexOf(scooter);
        (scooter.draft as { variants: { name: string; price?: number }[] }).variants[1] = { name: 'Smart' };
        // The same model twice.
        m.models.push(structuredClone(m.models[index === 0 ? 1 : 0]!));
        const main = m.files.find((f) => f.path === launched.draft.photos!.main)!;
        main.entry = 'files/not-a-photo.jpg';
        main.sha256 = sha256Hex(Buffer.from(notAPhoto));
        m.files.find((f) => f.path === launched.draft.brochure)!.sha256 = '0'.repeat(64);
        m.files.find((f) => f.kind === 'frame')!.entry = 'files/nowhere.jpg';
      }, { 'files/not-a-photo.jpg': notAPhoto });
      const catalogueBefore = await catalogueOf(fresh, owner);
      const filesBefore = await fileCount(fresh);
      const manifestBefore = (await publicJson<OfflineManifest>(fresh, apiPaths.offlineManifest)).version;

      const res = await importInto(fresh, owner, broken);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
      expect(body.message).toBe(`Nothing was imported: ${body.errors.length} problems to fix first`);
      const messages = body.errors.map((e) => e.message);
      expect(messages).toEqual(expect.arrayContaining([
        expect.stringMatching(/^Model \d+ \(Agency Scooter 110\): Variant 2: Enter the ex-showroom price in rupees/),
        `${launched.draft.photos!.main} is not a photo: every picture must be a JPEG, PNG or WebP`,
        `${launched.draft.brochure} is damaged: its bytes do not match`,
        expect.stringMatching(/^\/media\/frame\/[0-9a-f]+\/\d+\.jpg is not in the file$/),
        expect.stringMatching(/is in the file twice$/),
      ]));
      expect(await catalogueOf(fresh, owner)).toEqual(catalogueBefore);
      expect(await fileCount(fresh)).toBe(filesBefore);
      expect((await publicJson<OfflineManifest>(fresh, apiPaths.offlineManifest)).version).toBe(manifestBefore);
      expect((await publicJson<Vehicle[]>(fresh, apiPaths.scooters)).some((v) => v.name === 'Agency Scooter 110')).toBe(false);
    } finally {
      await fresh.close();
    }
  }, hangMs);

  it('a photo that passes the first check but does not decode: the job fails listing it, and nothing changed', async () => {
    const fresh = await startTestApp();
    try {
      await createAdmin(fresh.db, 'fresh-owner', 'fresh password');
      const owner = await signIn(fresh, 'fresh-owner', 'fresh password');
      // A JPEG's first bytes, then nothing a decoder can read.
      const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x42)]);
      const broken = rezip(exported, (m) => {
        const main = m.files.find((f) => f.path === launched.draft.photos!.main)!;
        main.entry = 'files/damaged.jpg';
        main.sha256 = sha256Hex(damaged);
      }, { 'files/damaged.jpg': new Uint8Array(damaged) });
      const catalogueBefore = await catalogueOf(fresh, owner);
      const filesBefore = await fileCount(fresh);
      const manifestBefore = (await publicJson<OfflineManifest>(fresh, apiPaths.offlineManifest)).version;

      const { job } = await importToEnd(fresh, owner, broken);
      expect(job.state).toBe('failed');
      expect(job.problems.map((p) => p.message)).toEqual([transferMessages.unreadable(launched.draft.photos!.main!)]);
      expect(job.message).toBe(transferMessages.unreadable(launched.draft.photos!.main!));
      expect(job.models).toBeNull();
      expect(await catalogueOf(fresh, owner)).toEqual(catalogueBefore);
      expect(await fileCount(fresh)).toBe(filesBefore);
      expect((await publicJson<OfflineManifest>(fresh, apiPaths.offlineManifest)).version).toBe(manifestBefore);
    } finally {
      await fresh.close();
    }
  }, hangMs);

  it('refuses a file that is not a catalogue export, in words, at the field', async () => {
    const filesBefore = await fileCount(dealer);
    for (const [bytes, message] of [
      [strToU8('not a zip at all'), 'This file is not a catalogue export: choose the .zip file that Export catalogue made'],
      [zipSync({ 'readme.txt': strToU8('hello') }), 'This ZIP has no catalogue.json: it is not a catalogue export'],
      [zipSync({ [manifestEntry]: strToU8('{ not json') }), 'catalogue.json is not a catalogue this version can read'],
    ] as const) {
      const res = await importInto(dealer, dealerOwner, bytes);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
      expect(body.message).toBe(message);
      expect(body.errors).toEqual([{ field: 'file', message }]);
    }
    const wrongFormat = zipSync({ [manifestEntry]: strToU8(JSON.stringify({ format: 'something-else', version: 1, models: [], files: [] })) });
    const res = await importInto(dealer, dealerOwner, wrongFormat);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^(catalogue\.json is not a catalogue this version can read|Nothing was imported)/);
    const empty = await call(dealer, dealerOwner, adminApiPaths.adminCatalogueImport, { method: 'POST', form: new FormData() });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('Choose the catalogue file (.zip) to import');
    expect(await fileCount(dealer)).toBe(filesBefore);
  });

  it('is for the roles that may change the catalogue, with the CSRF token', async () => {
    expect((await call(dealer, sales, adminApiPaths.adminCatalogueExport)).status).toBe(403);
    expect((await importInto(dealer, sales, exported)).status).toBe(403);
    const noCsrf = await call(dealer, dealerOwner, adminApiPaths.adminCatalogueImport, { method: 'POST', noCsrf: true, form: formOf([{ bytes: exported, name: 'c.zip', type: 'application/zip' }]) });
    expect(noCsrf.status).toBe(403);
    expect((await dealer.fetch(adminApiPaths.adminCatalogueExport)).status).toBe(401);
  });
});

describe('the import in the background', () => {
  it('makes the photos model by model, telling each model done in order, and stores nothing itself', async () => {
    const fresh = await startTestApp();
    try {
      const filesBefore = await fileCount(fresh);
      const planned = await checkImport(fresh.db, Buffer.from(exported));
      const told: number[] = [];
      const checked = await makeImportFiles(planned, async (done) => {
        told.push(done);
      });
      expect(told).toEqual(Array.from({ length: modelsIn(exported) }, (_, i) => i + 1));
      expect(checked.models).toHaveLength(modelsIn(exported));
      // The photos of the launched model (main, colours, 24 frames) are made, not stored.
      expect(checked.files.filter((f) => f.kind === 'image').length).toBeGreaterThanOrEqual(26);
      expect(await fileCount(fresh)).toBe(filesBefore);
    } finally {
      await fresh.close();
    }
  }, hangMs);

  it('refuses a second import while one runs (409 with its progress), and tells an import the server lost as interrupted', async () => {
    // An import this server is not running (it restarted during it) is never left "running".
    await dealer.db.query(
      `INSERT INTO catalogue_import_jobs (state, total_models, done_models, started_by, started_at) VALUES ('running', 30, 12, 'dealer-owner', now())`,
    );
    const latest = ((await (await call(dealer, dealerOwner, adminApiPaths.adminCatalogueImport)).json()) as ImportJobAnswer).job!;
    expect(latest).toMatchObject({ state: 'interrupted', doneModels: 12, totalModels: 30, message: transferMessages.interrupted });

    // The second upload always meets a first that cannot have finished: on PostgreSQL its
    // store waits on a row held here; on PGlite (one connection, nothing can be held beside
    // it) it is a large import, seconds of photos still ahead of it.
    const { started, refused } = dealer.databaseUrl ? await whileStoreWaits(dealer.databaseUrl) : await whilePhotosAreMade();
    // The refusal changed nothing: the first goes on to the end.
    expect(await finishedJob(dealer, dealerOwner, started)).toMatchObject({ state: 'done', doneModels: started.totalModels, models: started.totalModels });
    expect(refused.message).toBe(transferMessages.alreadyRunning(refused.job.doneModels, refused.job.totalModels));
  }, hangMs);

  it('reads of a job are for the roles that may change the catalogue', async () => {
    expect((await call(dealer, sales, adminApiPaths.adminCatalogueImport)).status).toBe(403);
    expect((await call(dealer, sales, adminApiPaths.adminCatalogueImportJob(1))).status).toBe(403);
    expect((await dealer.fetch(adminApiPaths.adminCatalogueImport)).status).toBe(401);
    expect((await call(dealer, dealerOwner, adminApiPaths.adminCatalogueImportJob(999_999))).status).toBe(404);
  });
});
