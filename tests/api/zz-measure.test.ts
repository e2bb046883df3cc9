import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
const session = new Session(); session.connect();
async function profStart() { await session.post('Profiler.enable'); await session.post('Profiler.setSamplingInterval', { interval: 200 }); await session.post('Profiler.start'); }
async function profStop(name: string) { const { profile } = await session.post('Profiler.stop'); writeFileSync(`/tmp/hz/${name}.cpuprofile`, JSON.stringify(profile)); }
import { afterAll, beforeAll, it } from 'vitest';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { mediaUploadField, mediaApiPaths } from '#contract/media-uploads.ts';
import { strToU8, zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';
import { manifestEntry, transferFormat, transferVersion, type ImportJobAnswer, type TransferManifest } from '#contract/catalogue-transfer.ts';
import { sha256Hex } from '../../server/files/repository.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const runNs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]);
let app: TestApp; let owner: AdminSession;
beforeAll(async () => { app = await startTestApp(); await createAdmin(app.db, 'm-owner', 'limits password'); owner = await signIn(app, 'm-owner', 'limits password'); }, 120_000);
afterAll(async () => { await app?.close(); });

let phase = 'idle';
function monitor() {
  const stretches: { ms: number; phase: string }[] = [];
  let last = runNs(); let on = true;
  const tick = () => { const n = runNs(); stretches.push({ ms: (n - last) / 1e6, phase }); last = n; if (on) setTimeout(tick, 1); };
  setTimeout(tick, 1);
  return () => { on = false; return stretches.sort((a, b) => b.ms - a.ms).slice(0, 12); };
}

async function realCatalogueFile(): Promise<Uint8Array> {
  const entries: Zippable = {}; const files: TransferManifest['files'] = [];
  for (let i = 0; i < 12; i += 1) {
    const bytes = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 100 + i * 5, sigma: 30 } } }).jpeg().toBuffer();
    const entry = `files/${String(i + 1).padStart(5, '0')}.jpg`;
    entries[entry] = [new Uint8Array(bytes), { level: 0 }];
    files.push({ path: `/media/img/real${i}/1200.jpg`, entry, kind: 'img', sha256: sha256Hex(bytes) });
  }
  const draft = { type: 'scooters', name: 'Healthz Scooter', variants: [{ name: 'Standard', price: 80_000 }], photos: { main: files[0]!.path, more: files.slice(1).map((f) => f.path) } };
  const manifest: TransferManifest = { format: transferFormat, version: transferVersion, exportedAt: new Date().toISOString(), models: [{ state: 'published', draft }], files };
  entries[manifestEntry] = strToU8(JSON.stringify(manifest));
  return zipSync(entries);
}

it('import', async () => {
  const file = await realCatalogueFile();
  const form = new FormData(); form.append(mediaUploadField, new Blob([file], { type: 'application/zip' }), 'catalogue.zip');
  await profStart();
  const stop = monitor();
  phase = 'request';
  const res = await call(app, owner, adminApiPaths.adminCatalogueImport, { method: 'POST', form });
  const { job: started } = (await res.json()) as ImportJobAnswer;
  for (;;) {
    const { job } = (await (await call(app, owner, adminApiPaths.adminCatalogueImportJob(started!.id))).json()) as ImportJobAnswer;
    phase = job!.doneModels === job!.totalModels ? 'store' : 'photos';
    if (job!.state !== 'running') { console.info(job!.state); break; }
    await new Promise((r) => setTimeout(r, 50));
  }
  console.info('IMPORT', JSON.stringify(stop()));
  await profStop('import');
}, 300_000);

it('upload', async () => {
  const bytes = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 120, sigma: 30 } } }).jpeg().toBuffer();
  console.info('photo bytes', bytes.length);
  const form = new FormData(); form.append(mediaUploadField, new Blob([bytes], { type: 'image/jpeg' }), 'big.jpg');
  await profStart();
  const stop = monitor();
  phase = 'upload';
  const res = await call(app, owner, mediaApiPaths.images, { method: 'POST', form });
  console.info(res.status);
  console.info('UPLOAD', JSON.stringify(stop()));
  await profStop('upload');
}, 300_000);
