/**
 * An import takes in only what the studio's own forms would (docs/catalogue.md "Export and
 * import"; docs/security.md "Catalogue files"): every model through the same schema as the
 * studio's form, so a name or text that cannot be stored is refused naming the model and
 * the field, with nothing stored; and files only where the server decides: a brochure at
 * the path made from its bytes, nothing the models do not use, never a path the archive names.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { Vehicle } from '#contract/catalogue-types.ts';
import type { CatalogueRow, ModelDraftInput } from '#contract/catalogue-studio.ts';
import {
  manifestEntry, transferFormat, transferMessages, transferVersion, type ImportJob, type ImportJobAnswer, type TransferFile, type TransferManifest,
} from '#contract/catalogue-transfer.ts';
import { mediaUploadField } from '#contract/media-uploads.ts';
import { sha256Hex } from '../../server/files/repository.ts';
import { brochurePath } from '../../server/media/brochure.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let owner: AdminSession;
let photo: Buffer;

beforeAll(async () => {
  app = await startTestApp();
  await createAdmin(app.db, 'content-owner', 'content password');
  owner = await signIn(app, 'content-owner', 'content password');
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const photoPath = '/media/img/imported/1200.jpg';

function draftOf(name: string, more: Partial<ModelDraftInput> = {}): ModelDraftInput {
  return { type: 'scooters', name, variants: [{ name: 'Standard', price: 80_000 }], photos: { main: photoPath, more: [] }, ...more };
}

interface ArchiveFile {
  path: string;
  kind: TransferFile['kind'];
  bytes: Buffer;
}

/** A catalogue file as Export makes one, of these models and files, with `extra` entries besides. */
function archiveOf(models: TransferManifest['models'], files: ArchiveFile[], extra: Record<string, Uint8Array> = {}): Uint8Array {
  const entries: Zippable = { ...extra };
  const listed = files.map((f, i) => {
    const entry = `files/${String(i + 1).padStart(5, '0')}.bin`;
    entries[entry] = new Uint8Array(f.bytes);
    return { path: f.path, entry, kind: f.kind, sha256: sha256Hex(f.bytes) };
  });
  const manifest: TransferManifest = { format: transferFormat, version: transferVersion, exportedAt: new Date().toISOString(), models, files: listed };
  entries[manifestEntry] = strToU8(JSON.stringify(manifest));
  return zipSync(entries);
}

function importInto(zip: Uint8Array): Promise<Response> {
  const form = new FormData();
  form.append(mediaUploadField, new Blob([zip], { type: 'application/zip' }), 'catalogue.zip');
  return call(app, owner, adminApiPaths.adminCatalogueImport, { method: 'POST', form });
}

async function finished(res: Response): Promise<ImportJob> {
  expect(res.status, await res.clone().text()).toBe(202);
  const started = ((await res.json()) as ImportJobAnswer).job!;
  for (const deadline = Date.now() + 120_000; ;) {
    const { job } = (await (await call(app, owner, adminApiPaths.adminCatalogueImportJob(started.id))).json()) as ImportJobAnswer;
    if (job!.state !== 'running') return job!;
    if (Date.now() > deadline) throw new Error(`import ${started.id} still running`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const catalogue = async () => (await (await call(app, owner, adminApiPaths.adminCatalogue)).json()) as CatalogueRow[];
const filePaths = async () => (await app.db.query<{ path: string }>('SELECT path FROM files ORDER BY path')).rows.map((r) => r.path);

async function refusedWith(zip: Uint8Array): Promise<{ message: string; errors: { field: string; message: string }[] }> {
  const rowsBefore = await catalogue();
  const filesBefore = await filePaths();
  const res = await importInto(zip);
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
  expect(await catalogue()).toEqual(rowsBefore);
  expect(await filePaths()).toEqual(filesBefore);
  return body;
}

describe('every imported model is checked by the studio form\'s own schema', () => {
  it('refuses half of an emoji in a published model\'s name and a NUL in a draft, naming model and field, storing nothing', async () => {
    const body = await refusedWith(archiveOf([
      { state: 'published', draft: draftOf('Fine Scooter') },
      { state: 'published', draft: draftOf('Shine 100\ud800') },
      { state: 'draft', draft: draftOf('Draft Scooter', { description: 'Good\u0000looking' }) },
      { state: 'draft', draft: draftOf('Colourful', { colours: [{ name: 'Red\udc00', swatch: '#c81e1e', photo: '' }] }) },
    ], [{ path: photoPath, kind: 'img', bytes: photo }]));
    expect(body.errors.map((e) => e.message)).toEqual([
      'Model 2 (Shine 100): Name holds a character that cannot be stored',
      'Model 3 (Draft Scooter): Description holds a character that cannot be stored',
      'Model 4 (Colourful): Colour 1: Name holds a character that cannot be stored',
    ]);
    expect(body.errors.map((e) => e.field)).toEqual(['models.1.name', 'models.2.description', 'models.3.colours.0.name']);
    expect(body.message).toBe('Nothing was imported: 3 problems to fix first');
    expect((await catalogue()).some((r) => r.name === 'Fine Scooter')).toBe(false);
  });

  it('one such model alone: its words are the answer', async () => {
    const body = await refusedWith(archiveOf([{ state: 'draft', draft: draftOf('Nul\u0000Draft') }], []));
    expect(body.message).toBe('Model 1 (NulDraft): Name holds a character that cannot be stored');
  });

  it('the studio\'s form refuses the same text with the same schema', async () => {
    const created = await call(app, owner, adminApiPaths.adminCatalogue, { method: 'POST', json: { type: 'scooters', name: 'Form Scooter' } });
    const { id } = (await created.json()) as { id: number };
    const res = await call(app, owner, adminApiPaths.adminModel(id), { method: 'PUT', json: draftOf('Form Scooter', { brand: 'Hon\u0000da', photos: { main: '', more: [] } }) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Holds a character that cannot be stored');
  });
});

describe('files are written only where the server decides', () => {
  it('stores a brochure at the path made from its bytes, and nothing the models do not use', async () => {
    const job = await finished(await importInto(archiveOf([
      { state: 'published', draft: draftOf('Brochure Scooter', { brochure: '/media/uploads/not-a-brochure.html' }) },
    ], [
      { path: photoPath, kind: 'img', bytes: photo },
      { path: '/media/uploads/not-a-brochure.html', kind: 'pdf', bytes: pdf },
      // Listed, but no model uses them.
      { path: '/originals/zz.jpg', kind: 'pdf', bytes: Buffer.concat([pdf, Buffer.from('\n% another\n%%EOF\n')]) },
      { path: '/media/loose/extra.jpg', kind: 'img', bytes: photo },
    ], { 'files/not-listed.html': strToU8('<script>alert(1)</script>') })));
    expect(job).toMatchObject({ state: 'done', models: 1 });
    const paths = await filePaths();
    expect(paths).toContain(brochurePath(pdf));
    expect(paths.filter((p) => p.startsWith('/media/uploads/') || p.startsWith('/media/loose/') || p === '/originals/zz.jpg' || p === photoPath)).toEqual([]);
    const listed = ((await (await app.fetch(apiPaths.scooters)).json()) as Vehicle[]).find((v) => v.name === 'Brochure Scooter')!;
    expect(listed.specs.document).toBe(brochurePath(pdf));
    expect(listed.image).toMatch(/^\/media\/img\/[0-9a-f]+\/\d+\.jpg$/);
    expect(listed.image).not.toBe(photoPath);
    const served = await app.fetch(brochurePath(pdf));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
  }, 120_000);

  it('a brochure must be a PDF by its content, and only a brochure may be a PDF', async () => {
    const html = Buffer.from('<html><body>not a brochure</body></html>');
    const notPdf = await refusedWith(archiveOf([
      { state: 'published', draft: draftOf('Html Brochure', { brochure: '/media/brochures/x.pdf' }) },
    ], [{ path: photoPath, kind: 'img', bytes: photo }, { path: '/media/brochures/x.pdf', kind: 'pdf', bytes: html }]));
    expect(notPdf.message).toBe(transferMessages.notPdf('/media/brochures/x.pdf'));
    const photoAsBrochure = await refusedWith(archiveOf([
      { state: 'published', draft: draftOf('Photo Brochure', { brochure: photoPath }) },
    ], [{ path: photoPath, kind: 'img', bytes: photo }]));
    expect(photoAsBrochure.message).toBe(`Model 1 (Photo Brochure): ${transferMessages.notBrochureFile(photoPath)}`);
    const pdfAsPhoto = await refusedWith(archiveOf([
      { state: 'published', draft: draftOf('Pdf Photo', { photos: { main: '/media/img/p/1.jpg', more: [] } }) },
    ], [{ path: '/media/img/p/1.jpg', kind: 'pdf', bytes: pdf }]));
    expect(pdfAsPhoto.message).toBe(`Model 1 (Pdf Photo): ${transferMessages.pdfNotBrochure('/media/img/p/1.jpg')}`);
  });
});

describe('the import asks before it replaces anything', () => {
  it('a preview names what it would add and replace, and changes nothing; the import then says what it replaced', async () => {
    const here = (await catalogue()).filter((r) => r.state !== 'draft').slice(0, 2).map((r) => r.name);
    expect(here).toHaveLength(2);
    const names = ['New One', here[0]!, 'New Two', here[1]!, 'New Three'];
    const zip = archiveOf(names.map((name) => ({ state: 'published', draft: draftOf(name) })), [{ path: photoPath, kind: 'img', bytes: photo }]);
    const rowsBefore = await catalogue();
    const filesBefore = await filePaths();
    const latestBefore = ((await (await call(app, owner, adminApiPaths.adminCatalogueImport)).json()) as ImportJobAnswer).job;

    const res = await call(app, owner, `${adminApiPaths.adminCatalogueImport}?preview=1`, { method: 'POST', form: (() => {
      const form = new FormData();
      form.append(mediaUploadField, new Blob([zip], { type: 'application/zip' }), 'catalogue.zip');
      return form;
    })() });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ preview: {
      add: ['New One', 'New Two', 'New Three'], replace: here, message: `This will add 3 models and replace 2: ${here[0]}, ${here[1]}`,
    } });
    expect(await catalogue()).toEqual(rowsBefore);
    expect(await filePaths()).toEqual(filesBefore);
    expect(((await (await call(app, owner, adminApiPaths.adminCatalogueImport)).json()) as ImportJobAnswer).job).toEqual(latestBefore);

    const job = await finished(await importInto(zip));
    expect(job.state).toBe('done');
    expect(job.message).toBe(transferMessages.importDone(5, job.files!, here));
    expect(job.message).toMatch(new RegExp(`^Imported 5 models and \\d+ files?; replaced ${here[0]}, ${here[1]}$`));
  }, 120_000);

  it('a preview of a file with a refused model lists the problems, as the import would', async () => {
    const zip = archiveOf([{ state: 'draft', draft: draftOf('Bad\u0000Name') }], []);
    const form = new FormData();
    form.append(mediaUploadField, new Blob([zip], { type: 'application/zip' }), 'catalogue.zip');
    const res = await call(app, owner, `${adminApiPaths.adminCatalogueImport}?preview=1`, { method: 'POST', form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Model 1 (BadName): Name holds a character that cannot be stored');
  });
});
