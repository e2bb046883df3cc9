/**
 * A catalogue of studio models with real-size photos, made as an export file and put on a
 * running server through the real import (docs/catalogue.md "Export and import: one file for the whole catalogue"): what
 * `npm run footprint -- --studio-models 30` and `npm run lighthouse` measure besides the
 * demo catalogue. Each model has colours, each with a 4000x3000 photo (the first is also
 * the main photo, the second a further photo), as a phone camera makes them
 * (scripts/lib/camera-images.ts: detail at several scales, so every made width weighs what
 * a real photo's does; a flat picture would shrink to a few KB and flatter every figure).
 * The footprint's models (`launchedModel`) have four colours and a 360 view of 36 frames,
 * as each seeded model has: 1600x1000 turntable shots, the bike turning a step each frame,
 * every frame different bytes as a camera gives them; tests and Lighthouse use two colours
 * and no 360 view.
 *
 *   tsx scripts/lib/studio-catalogue.ts <server url> <models> <admin user> <admin password>
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { ModelDraftInput } from '#contract/catalogue-studio.ts';
import { importPollMs, manifestEntry, transferFormat, transferVersion, type ImportJob, type ImportJobAnswer, type TransferManifest } from '#contract/catalogue-transfer.ts';
import { mediaFilePath, mediaWidths } from '#contract/media.ts';
import { mediaKey } from '../../server/media/image-pipeline.ts';
import { sha256Hex } from '../../server/files/repository.ts';
import { cameraPhoto, frameSize, photoSize, turntableFrame, turntableSteps } from './camera-images.ts';

export { cameraPhoto, frameSize, photoSize, turntableFrame };

/** How many colours (each with its own photo) and 360 frames each model has. */
export interface ModelShape { colours: number; frames: number }
/** Two colours and no 360 view: quick enough for tests and the Lighthouse run. */
export const plainModel: ModelShape = { colours: 2, frames: 0 };
/** What the offline footprint measures: four colours and a 360 view of 36 frames, as each seeded model has. */
export const launchedModel: ModelShape = { colours: 4, frames: turntableSteps };
const colourNames = [['Studio Red', '#b71c1c'], ['Studio Grey', '#616161'], ['Studio Blue', '#1565c0'], ['Studio White', '#eeeeee']] as const;

/** The path the photo pipeline gives an upload of these bytes (server/media/image-pipeline.ts). */
const madePath = (bytes: Buffer, width: number, kind: 'img' | 'frame') => {
  const widths = mediaWidths[kind];
  return mediaFilePath(kind, mediaKey(bytes), Math.min(width, widths[widths.length - 1]!), 'jpg');
};

const types = ['bikes', 'scooters', 'ev'] as const;

/** An export file of `count` published models; `onPhoto` hears of each photo made (they take seconds). */
export async function studioCatalogueFile(
  count: number, onPhoto: (n: number) => void = () => {}, names: { name: string; type: (typeof types)[number] }[] = [],
  shape: ModelShape = plainModel,
): Promise<Uint8Array> {
  const entries: Zippable = {};
  const files: TransferManifest['files'] = [];
  const models: TransferManifest['models'] = [];
  const add = (bytes: Buffer, kind: 'img' | 'frame' = 'img'): string => {
    const path = madePath(bytes, kind === 'img' ? photoSize.width : frameSize.width, kind);
    const entry = `files/${String(files.length + 1).padStart(5, '0')}.jpg`;
    entries[entry] = [bytes, { level: 0 }];
    files.push({ path, entry, kind, sha256: sha256Hex(bytes) });
    return path;
  };
  for (let i = 0; i < count; i += 1) {
    const photos: string[] = [];
    for (let c = 0; c < shape.colours; c += 1) {
      const n = i * shape.colours + c + 1;
      photos.push(add(await cameraPhoto(n)));
      onPhoto(n);
    }
    const [main, second = main] = photos as [string, string?];
    const frames: string[] = [];
    for (let f = 0; f < shape.frames; f += 1) frames.push(add(await turntableFrame(i, f), 'frame'));
    // A model named as one already here replaces it (its place in the listing stays).
    const type = names[i]?.type ?? types[i % types.length]!;
    const draft: ModelDraftInput = {
      type, name: names[i]?.name ?? `Studio ${type === 'ev' ? 'EV' : type === 'scooters' ? 'Scooter' : 'Bike'} ${String(i + 1).padStart(2, '0')}`,
      brand: 'Honda', description: 'Launched through the catalogue studio with its own photos.',
      keyFigures: type === 'ev' ? { engine: '3 kWh', power: '4.2 kW', transmission: '100 km' } : { engine: '124.9 cc', power: '7.9 kW', transmission: '5-speed' },
      variants: [{ name: 'Drum', price: 80_000 + i * 1_000 }, { name: 'Disc', price: 84_000 + i * 1_000 }],
      colours: photos.map((photo, c) => ({ name: colourNames[c]![0], swatch: colourNames[c]![1], photo })),
      photos: { main, more: second === main ? [] : [second] },
      frames,
      specifications: { bodyDimensions: [{ label: 'Kerb weight', value: `${110 + i} kg` }], engineDetails: [], transmissionDetails: [], tyreDetails: [], frame: [], Electrical: [] },
    };
    models.push({ state: 'published', draft });
  }
  const manifest: TransferManifest = { format: transferFormat, version: transferVersion, exportedAt: new Date().toISOString(), models, files };
  entries[manifestEntry] = strToU8(JSON.stringify(manifest));
  return zipSync(entries);
}

/** Signs in and imports the file; throws with the server's words when it is refused. */
export async function importCatalogue(baseUrl: string, file: Uint8Array, userId: string, password: string): Promise<string> {
  const login = await fetch(new URL(adminApiPaths.login, baseUrl), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId, password }),
  });
  if (!login.ok) throw new Error(`login as ${userId}: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(file)], { type: 'application/zip' }), 'studio-catalogue.zip');
  // Through node:http: a large import takes minutes, longer than fetch waits for an answer's headers.
  const request = new Request(new URL(adminApiPaths.adminCatalogueImport, baseUrl), { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(new URL(adminApiPaths.adminCatalogueImport, baseUrl), {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-Token': token, 'Content-Type': request.headers.get('content-type')!, 'Content-Length': payload.length },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(payload);
  });
  const body = JSON.parse(text) as { message: string; errors?: { message: string }[]; job?: ImportJob };
  if (status !== 202 || !body.job) throw new Error(`import refused: ${body.message}\n${(body.errors ?? []).map((e) => e.message).join('\n')}`);
  // The import goes on in the background: follow it as the screen does.
  let job = body.job;
  while (job.state === 'running') {
    await new Promise((r) => setTimeout(r, importPollMs));
    const res = await fetch(new URL(adminApiPaths.adminCatalogueImportJob(job.id), baseUrl), { headers: { Cookie: cookie } });
    job = ((await res.json()) as ImportJobAnswer).job!;
    process.stderr.write(`\r[studio] import: ${job.doneModels} of ${job.totalModels} models`);
  }
  process.stderr.write('\n');
  if (job.state !== 'done') throw new Error(`import ${job.state}: ${job.message}\n${job.problems.map((e) => e.message).join('\n')}`);
  return job.message;
}

/** The file of `count` launched models, made once and kept in the system's temporary folder (making it takes minutes). */
export async function cachedCatalogueFile(count: number, onPhoto?: (n: number) => void): Promise<Uint8Array> {
  const path = join(tmpdir(), `dealer-studio-catalogue-v3-${count}.zip`);
  if (existsSync(path)) return readFileSync(path);
  const file = await studioCatalogueFile(count, onPhoto, [], launchedModel);
  writeFileSync(path, file);
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, count, userId, password] = process.argv.slice(2);
  if (!url || !count || !userId || !password) throw new Error('usage: tsx scripts/lib/studio-catalogue.ts <url> <models> <user> <password>');
  const started = Date.now();
  const file = await cachedCatalogueFile(Number(count), (n) => process.stderr.write(`\r[studio] photo ${n} of ${Number(count) * launchedModel.colours} (and ${launchedModel.frames} frames a model)`));
  process.stderr.write(`\n[studio] ${(file.byteLength / 1e6).toFixed(1)} MB file made in ${((Date.now() - started) / 1000).toFixed(0)} s; importing\n`);
  const importStart = Date.now();
  console.error(`[studio] ${await importCatalogue(url, file, userId, password)} in ${((Date.now() - importStart) / 1000).toFixed(0)} s`);
}
