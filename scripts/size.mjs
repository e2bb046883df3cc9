#!/usr/bin/env node
// `npm run size`: the JavaScript budget of the public site (visitors on slow 4G phones).
//
// 1. Builds the app with a Vite manifest into a scratch folder (the manifest says which
//    chunk holds which screen and what each chunk imports).
// 2. Starts the real server on that build and opens the home page in Chromium, in English
//    and in Hindi (?lang=, docs/visitor-language.md), recording every JS file it loads;
//    prints each with its gzip size and the total, per language.
// 3. Walks the chunk graph from index.html through every public route's lazy chunk (not
//    into the admin area) and checks that none of those chunks holds admin, react-query,
//    jspdf-autotable or papaparse code, and that the home page loads neither jsPDF nor
//    the PDF shaper (fontkit), which a quote's PDF loads when it is made.
// Fails (exit code 1) when the home page loads more than 110 KB of gzipped JS in either
// language or when a public chunk holds admin-only code.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildFrontEnd } from './build.mjs';
import { chromium } from '@playwright/test';
import { startServer } from './lib/server.mjs';
import { chromiumPath } from './lib/chromium-paths.mjs';

const budgetKb = 110;
const forbidden = [
  // What only the admin area and its exports may contain (requirements 2.5, 7.3). jsPDF itself is
  // public since the on-road quote's PDF (a chunk loaded on the Download tap, checked below
  // never to load with the home page); the admin export's table plugin is not.
  { what: 'jspdf-autotable', name: /autotable/i, text: /jspdf-autotable|applyPlugin\(jsPDF\)|didParseCell/ },
  { what: 'papaparse', name: /papaparse/i, text: /UNDETECTABLE_DELIMITER|__parsed_extra/ },
  { what: 'admin code', name: /(^|\/)admin-/, text: /Today Booking|Admin Panel|Change Password/ },
  // The admin panel's data library: the public site reads through its own small hook.
  { what: 'react-query', name: /tanstack|react-query|query-core/i, text: /No QueryClient set|QueryClientProvider/ },
];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Inside the repository: the server draws pages with the build's .ssr bundle, which imports from node_modules.
const scratch = join(root, '.tmp');
mkdirSync(scratch, { recursive: true });
const work = mkdtempSync(join(scratch, 'size-'));
const dist = join(work, 'dist');
let server;

function fail(message) {
  console.error(`\n✗ ${message}`);
  process.exitCode = 1;
}

async function build() {
  console.log('Building the app with a manifest...');
  if (!(await buildFrontEnd(dist))) throw new Error('vite build failed');
}

/** The JS files the home page loads in `language`, as paths inside dist. */
async function homePageScripts(url, language) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    // The service worker would fetch the whole precache list; what a first visit costs is what the page asks for.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.url().startsWith(url) && path.endsWith('.js')) scripts.add(path.replace(/^\//, ''));
    });
    await page.goto(`${url}/?lang=${language}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1500);
    return scripts;
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(2);
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** Prints one row per file (largest first) and returns the gzip total. */
function printTable(scripts) {
  const rows = [...scripts].map((file) => ({ file, raw: readFileSync(join(dist, file)).length, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(...rows.map((r) => r.file.length), 10);
  const line = '-'.repeat(width + 22);
  console.log(`\n${'JS file'.padEnd(width)}  ${'raw KB'.padStart(9)}  ${'gzip KB'.padStart(9)}`);
  console.log(line);
  for (const r of rows) console.log(`${r.file.padEnd(width)}  ${kb(r.raw).padStart(9)}  ${kb(r.gzip).padStart(9)}`);
  const sum = (key) => rows.reduce((s, r) => s + r[key], 0);
  console.log(line);
  console.log(`${'Total'.padEnd(width)}  ${kb(sum('raw')).padStart(9)}  ${kb(sum('gzip')).padStart(9)}`);
  return sum('gzip');
}

/** Every chunk reachable from index.html without entering the admin area. */
function publicChunks() {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = manifest['index.html'];
  if (!entry) throw new Error('index.html is not in the manifest');
  const seen = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    // The admin area is one lazy route; its chunks are not part of any public route.
    if (chunk.src?.startsWith('src/admin/')) return;
    seen.set(chunk.file, chunk.src ?? key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return seen;
}

try {
  await build();
  server = await startServer({ distDir: dist, timeoutMs: 240_000, dataPrefix: 'size-data-' });
  const { url } = server;
  const scripts = new Set();
  for (const language of ['en', 'hi']) {
    const loaded = await homePageScripts(url, language);
    if (loaded.size === 0) throw new Error('the home page loaded no JS: is the build served?');
    console.log(`\nJavaScript loaded by the home page in ${language === 'en' ? 'English' : 'Hindi'} (first visit, gzip level 9):`);
    const total = printTable(loaded);
    if (total > budgetKb * 1024) fail(`home page JS in ${language} is ${kb(total)} KB gzip, over the ${budgetKb} KB budget`);
    else console.log(`\n✓ within the ${budgetKb} KB gzip budget`);
    for (const script of loaded) scripts.add(script);
  }

  const chunks = publicChunks();
  console.log(`\nChecking ${chunks.size} public chunks for admin-only code...`);
  let clean = true;
  for (const [file, source] of chunks) {
    if (source.startsWith('src/admin/')) {
      fail(`${file} (public) is built from ${source}`);
      clean = false;
    }
    const text = readFileSync(join(dist, file), 'utf8');
    for (const rule of forbidden) {
      if (rule.name.test(file) || rule.text.test(text)) {
        fail(`${file} (public, from ${source}) contains ${rule.what}`);
        clean = false;
      }
    }
  }
  for (const script of scripts.keys()) {
    if (/jspdf/i.test(script)) {
      fail(`${script}: jsPDF is loaded by the home page (it loads only on the quote's Download tap)`);
      clean = false;
    }
    // The Devanagari shaper (fontkit) is public since a quote's PDF can be in Hindi, but
    // loads only when such a PDF is made.
    if (/fontkit|devanagari-shaper/i.test(script) || /Unknown font format/.test(readFileSync(join(dist, script), 'utf8'))) {
      fail(`${script}: the PDF shaper (fontkit) is loaded by the home page`);
      clean = false;
    }
    // public/start-app.js starts the app on a drawn page: the page's own, counted above, not a chunk.
    if (!chunks.has(script) && !existsSync(join(root, 'public', script))) {
      fail(`${script} is loaded by the home page but is not a public chunk`);
      clean = false;
    }
  }
  if (clean) console.log('✓ no admin, react-query, jspdf-autotable or papaparse code in any public route; no jsPDF or PDF shaper on the home page');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await server?.stop();
  if (existsSync(work)) rmSync(work, { recursive: true, force: true });
}
