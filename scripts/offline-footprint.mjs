#!/usr/bin/env node
// What a first visit downloads in the background to work offline (docs/offline.md "What a
// first visit downloads"): the precached app shell (the files listed in dist/sw.js) plus
// every URL the warm-up saves on a normal connection (`urls` of GET /api/offline-manifest,
// asked without Save-Data), split into catalogue JSON, images and 360 frames (pictures at
// 480 px, every third frame: docs/decisions/offline-copy-size.md). E-brochures
// are not saved ahead (only once opened): their size is printed apart and not counted.
// Measured with 30 studio models besides the seeded catalogue, imported through the
// catalogue import (scripts/lib/studio-catalogue.ts): each with four colours, each colour a
// 4000x3000 photo, and a 360 view of 36 frames, as the seeded models have, made to weigh
// what a camera's do (scripts/lib/camera-images.ts). Fails above 10 MB.
//
//   npm run footprint                       builds nothing; starts a server on dist/, imports 30 studio models
//   npm run footprint -- --studio-models 0  the seeded catalogue alone
//   npm run footprint -- --url http://host  measures against a running server
//   npm run footprint -- --dist other-dir   measures another build
import { execFileSync } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer } from './lib/server.mjs';

const limitBytes = 10 * 1000 * 1000;
/** Each imported model's colours and 360 frames: `launchedModel` of scripts/lib/studio-catalogue.ts (this file runs without TypeScript). */
const launchedModel = { colours: 4, frames: 36 };
/** The offline copy keeps every third frame of a 360 view: `offlineFrameStep` of src/contract/media.ts. */
const offlineFrameStep = 3;
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const distDir = resolve(option('--dist') ?? process.env.DIST_DIR ?? 'dist');

function precacheUrls() {
  const swFile = join(distDir, 'sw.js');
  if (!existsSync(swFile)) throw new Error(`${swFile} not found: run \`npm run build\` first`);
  const sw = readFileSync(swFile, 'utf8');
  // The admin screens' files share the build's manifest but are saved only on staff devices, at sign-in (sw/admin-screens.ts).
  const { warmedAtSignIn } = JSON.parse(readFileSync(join(import.meta.dirname, '../sw/admin-screen-files.json'), 'utf8'));
  const isAdminScreenFile = (url) => warmedAtSignIn.some((prefix) => (url.split('/').pop() ?? '').startsWith(prefix));
  return [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]))].filter((url) => !isAdminScreenFile(url));
}

/**
 * What one GET costs: `wire`, the bytes the network carries when asked as a browser asks
 * (brotli or gzip where the server compresses: JSON, SVG, scripts), and `stored`, the
 * decoded bytes the device keeps. fetch() would decode and hide the first.
 */
function sizeOf(base, path) {
  return new Promise((resolvePromise, reject) => {
    const req = httpGet(new URL(path, base), { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`GET ${path}: ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        resolvePromise({ wire: body.length, stored: decoded.length });
      });
    });
    req.on('error', reject);
  });
}

/** A built file's bytes on the wire (its brotli copy, which the server sends, where the build made one) and stored. */
function shellFileSize(url) {
  const stored = statSync(join(distDir, url)).size;
  const br = join(distDir, '.compressed', `${url.split('/').pop()}.br`);
  return { wire: existsSync(br) ? statSync(br).size : stored, stored };
}

async function inBatches(items, size, task) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  return results;
}

const format = (bytes) => `${(bytes / 1000 / 1000).toFixed(2)} MB`;

const getJson = async (base, path) => (await fetch(new URL(path, base))).json();

/**
 * The imported models are live and in the offline copy: each one's detail read, and an
 * offline copy (same picture key) of its main photo, of every colour's photo and of every
 * third of its 360 frames (the first, fourth, ...). Answers what is missing, if anything.
 */
async function checkStudioModels(base, manifest, expected) {
  const lists = await Promise.all(['/api/bikes', '/api/scooters', '/api/ev'].map((p) => getJson(base, p)));
  const studio = lists.flat().filter((v) => v.name.startsWith('Studio '));
  const urls = new Set(manifest.urls);
  const keyOf = (path) => path.split('/').slice(0, 4).join('/');
  const copied = new Set(manifest.urls.filter((u) => u.startsWith('/media/img/') || u.startsWith('/media/frame/')).map(keyOf));
  const photos = new Set();
  const frames = new Set();
  let included = 0;
  for (const v of studio) {
    const colours = await getJson(base, `/api/bikeColours/${encodeURIComponent(v.bikeName)}`);
    const framePaths = (await getJson(base, `/api/360Images/${encodeURIComponent(v.bikeName)}`)).map((f) => f.images);
    const paths = [v.image, ...colours.map((c) => c.image)];
    for (const p of paths) photos.add(keyOf(p));
    const framesAhead = framePaths.filter((_, i) => i % offlineFrameStep === 0);
    for (const p of framesAhead) frames.add(keyOf(p));
    const inCopy = [...paths, ...framesAhead].every((p) => copied.has(keyOf(p)));
    if (urls.has(`/api/bikeView/${encodeURIComponent(v.bikeName)}`) && colours.length === launchedModel.colours && framePaths.length === launchedModel.frames && inCopy) included += 1;
  }
  console.log(`Studio models live: ${studio.length} of ${expected}; in the offline manifest with their ${launchedModel.colours} colours' photos and every third of their ${launchedModel.frames} frames: ${included} (${photos.size} photos, ${frames.size} frames)\n`);
  return studio.length !== expected || included !== expected ? 'the imported models are not all live and in the offline manifest with their photos and frames' : undefined;
}

async function main() {
  const given = option('--url') ?? process.env.FOOTPRINT_URL;
  const studioModels = Number(option('--studio-models') ?? (option('--url') ? 0 : 30));
  // The server's first start makes this admin account (docs/operations.md), who imports.
  const admin = { userId: 'footprint-admin', password: 'Footprint-Password-1' };
  if (studioModels > 0 && !given) Object.assign(process.env, { ADMIN_USER_ID: admin.userId, ADMIN_PASSWORD: admin.password });
  const server = given ? { url: given, stop: async () => {} } : await startServer({ distDir, timeoutMs: 240_000, dataPrefix: 'dealer-footprint-' });
  try {
    if (studioModels > 0) {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/lib/studio-catalogue.ts', server.url, String(studioModels), admin.userId, admin.password], { stdio: 'inherit' });
    }
    const shellSizes = precacheUrls().map(shellFileSize);
    const shell = { wire: shellSizes.reduce((a, b) => a + b.wire, 0), stored: shellSizes.reduce((a, b) => a + b.stored, 0) };
    // A normal connection: no Save-Data header (with it the warm-up saves nothing ahead).
    const manifest = await (await fetch(new URL('/api/offline-manifest', server.url))).json();
    // Checked first, said after the figure: a run of half an hour still prints what it measured.
    const missing = studioModels > 0 ? await checkStudioModels(server.url, manifest, studioModels) : undefined;
    // 360 frames are the images the /api/360Images reads list.
    const frameSets = manifest.urls.filter((u) => u.startsWith('/api/360Images/'));
    const frames = new Set(
      (await inBatches(frameSets, 6, async (u) => (await (await fetch(new URL(u, server.url))).json()).map((r) => r.images))).flat(),
    );
    const totals = { 'catalogue JSON': { wire: 0, stored: 0 }, images: { wire: 0, stored: 0 }, '360 frames': { wire: 0, stored: 0 } };
    const counts = { 'catalogue JSON': 0, images: 0, '360 frames': 0 };
    await inBatches(manifest.urls, 6, async (u) => {
      // A processed frame is saved as its offline copy (a 480 px WebP), not the stored path the read lists.
      const group = u.startsWith('/api/') ? 'catalogue JSON' : frames.has(u) || u.startsWith('/media/frame/') ? '360 frames' : 'images';
      // Awaited first: `totals[group] += await ...` reads the total before the wait, and six
      // downloads at once then overwrite each other's sums (the figure came out 2-6 times low).
      const bytes = await sizeOf(server.url, u);
      totals[group].wire += bytes.wire;
      totals[group].stored += bytes.stored;
      counts[group] += 1;
    });
    const rows = [['shell (precache)', precacheUrls().length, shell], ...Object.keys(totals).map((k) => [k, counts[k], totals[k]])];
    const total = { wire: rows.reduce((sum, r) => sum + r[2].wire, 0), stored: rows.reduce((sum, r) => sum + r[2].stored, 0) };
    rows.push(['total', rows.reduce((s, r) => s + r[1], 0), total]);
    const brochureUrls = [...new Set((manifest.brochures ?? []).map((b) => b.url))];
    const brochureBytes = (await inBatches(brochureUrls, 6, (u) => sizeOf(server.url, u))).reduce((a, b) => a + b.wire, 0);
    console.log(`What a first visit saves ahead (manifest version ${manifest.version}; ${studioModels} studio models)\n`);
    // The budget is on the download (what the visitor's data pays); the phone keeps the decoded bytes.
    console.log(`${'part'.padEnd(18)} ${'files'.padStart(6)} ${'download'.padStart(10)} ${'stored'.padStart(10)}`);
    for (const [name, files, bytes] of rows) console.log(`${name.padEnd(18)} ${String(files).padStart(6)} ${format(bytes.wire).padStart(10)} ${format(bytes.stored).padStart(10)}`);
    console.log(`\nNot saved ahead: ${brochureUrls.length} e-brochures, ${format(brochureBytes)} (each saved once opened).`);
    if (total.wire > limitBytes) {
      console.error(`\nOver budget: ${format(total.wire)} downloaded > ${format(limitBytes)}`);
      process.exitCode = 1;
    } else console.log(`\nWithin the ${format(limitBytes)} budget: ${format(total.wire)} downloaded.`);
    if (missing) {
      console.error(`\nNot a valid measurement: ${missing}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
