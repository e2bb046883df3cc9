#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile configuration: a mid-range phone on slow 4G,
// simulated) on the built app served by the real server with a fresh embedded database:
// the home page, the bikes listing, a bike detail page and the about page, each in English
// and Hindi; then the listing and a detail page again once the first two bikes have photos
// uploaded through the catalogue import from 4000x3000 JPEGs
// (scripts/lib/studio-catalogue.ts), as a dealer's own would be.
//
// Each page is loaded LIGHTHOUSE_RUNS times (3), the pages taking turns so that a busy
// minute on the shared machine falls on one run of several pages, not on all runs of one;
// every figure printed is the median of its runs. Each load is scored at every CPU slowdown
// of LIGHTHOUSE_CPU_SLOWDOWNS ("4 8": Lighthouse's 4x, and 8x, the same page on a phone
// twice as slow): Lighthouse simulates the slowdown from one recorded load (the page runs
// unthrottled, and the simulation multiplies the main thread's observed work), so the load
// is recorded once and scored again at each further slowdown. The table prints
// Performance, Accessibility, Best Practices and SEO with LCP, CLS and the Total Blocking
// Time at each slowdown, beside Lighthouse's benchmark index of the machine during the
// runs (the simulated CPU figures follow the machine's speed); then each page's runs, its
// longest main-thread tasks and the scripts that used the main thread most, and every
// audit that did not pass, so the owners of the pages know what to fix. Writes the same to
// bench/lighthouse-results.json. Prints every page that misses the targets
// (scripts/lib/lighthouse-targets.ts) and exits non-zero for it only with
// LIGHTHOUSE_STRICT=1 (the figures move with the machine's speed: they are evidence, not a
// gate in npm test).
//
// LIGHTHOUSE_PAGES=home,listing runs only the pages whose label or path holds one of the
// words; LIGHTHOUSE_DIST=dir measures another build (e.g. a copy of dist/ from before a
// change, for a before/after on the same machine at the same time).
//
// Run with tsx (the targets are a TypeScript module, shared with their test). Builds the
// front end first when dist/ is missing or older than the sources.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { ensureChromium } from './ensure-chromium.mjs';
import { lighthouseCategories as categories, median, missedTargets } from './lib/lighthouse-targets.ts';
import { startServer } from './lib/server.mjs';
import { importCatalogue, studioCatalogueFile } from './lib/studio-catalogue.ts';
import { chromiumPath } from './lib/chromium-paths.mjs';

const root = resolve(import.meta.dirname, '..');
const strict = process.env.LIGHTHOUSE_STRICT === '1';
const slowdowns = (process.env.LIGHTHOUSE_CPU_SLOWDOWNS || '4 8').split(/[\s,]+/).filter(Boolean).map(Number);
if (!slowdowns.length || slowdowns.some((n) => !(n >= 1))) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWNS must be numbers of at least 1, not ${process.env.LIGHTHOUSE_CPU_SLOWDOWNS}`);
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number of at least 1, not ${process.env.LIGHTHOUSE_RUNS}`);
const pageWords = (process.env.LIGHTHOUSE_PAGES || '').split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
const distDir = resolve(process.env.LIGHTHOUSE_DIST || join(root, 'dist'));
// Lighthouse's own mobile throttling (simulated slow 4G), with the CPU figure given.
const runFlags = (port, cpuSlowdown) => ({ port, output: 'json', logLevel: 'error', throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } });

/** Newest modification time under a directory (sources that a build depends on). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function buildIfNeeded() {
  const index = join(root, 'dist', 'index.html');
  const sources = Math.max(newest(join(root, 'src')), newest(join(root, 'public')), statSync(join(root, 'index.html')).mtimeMs);
  if (existsSync(index) && existsSync(join(root, 'dist', '.ssr', 'render-screen.js')) && statSync(index).mtimeMs >= sources) return;
  console.error('[lighthouse] building the front end');
  execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}

const pad = (s, n) => String(s).padEnd(n);
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const shortUrl = (url) => String(url).replace(/^https?:\/\/[^/]+/, '') || String(url);

/** Audits that count towards a category and did not pass, with what they measured. */
function failedAudits(lhr) {
  const failed = [];
  for (const id of categories) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      // Some audits' details hold no list of items (Lighthouse 12's LCP breakdown, for one).
      const list = Array.isArray(audit.details?.items) ? audit.details.items : [];
      const items = list.length ? ` (${list.length} item${list.length > 1 ? 's' : ''})` : '';
      // What to look at: the element (selector or snippet) or the URL of the first few items.
      const where = list.slice(0, 3).map((item) => item.node?.selector ?? item.node?.snippet ?? item.url ?? item.source?.url ?? '').filter(Boolean);
      failed.push({ category: id, id: ref.id, weight: ref.weight, score: audit.score, title: audit.title, value: audit.displayValue ?? '', items, where });
    }
  }
  return failed;
}

/** The main thread's longest tasks (Lighthouse's "long-tasks": simulated at the slowdown) and its busiest scripts ("bootup-time"). */
function mainThread(lhr) {
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 5)
    .map((t) => ({ url: shortUrl(t.url), startMs: Math.round(t.startTime), durationMs: Math.round(t.duration) }));
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 4)
    .map((s) => ({ url: shortUrl(s.url), totalMs: Math.round(s.total), scriptingMs: Math.round(s.scripting) }));
  // What the main thread did (script, style and layout, rendering ...): a task no script is
  // named for ("Unattributable") is the browser's own work on the page, style and layout above all.
  const work = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .slice(0, 4)
    .map((w) => ({ what: w.groupLabel ?? w.group, ms: Math.round(w.duration) }));
  return { longTasks, scripts, work };
}

/**
 * One load of `url`, scored at every slowdown. Lighthouse records the load once (gather
 * mode, into a scratch folder) and scores it at the first slowdown; the recorded artifacts
 * then say the next slowdown and are scored again (audit mode), with no second load.
 */
async function measure(url, port) {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-artifacts-'));
  try {
    const byslowdown = {};
    for (const [i, cpuSlowdown] of slowdowns.entries()) {
      if (i > 0) {
        // Gathering does not depend on the slowdown under simulated throttling; the
        // settings recorded with the artifacts must match the audit's, so they are rewritten.
        const file = join(dir, 'artifacts.json');
        const artifacts = JSON.parse(readFileSync(file, 'utf8'));
        artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
        writeFileSync(file, JSON.stringify(artifacts));
      }
      const flags = { ...runFlags(port, cpuSlowdown), ...(i === 0 ? { gatherMode: dir, auditMode: dir } : { auditMode: dir }) };
      const { lhr } = await lighthouse(url, flags);
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      byslowdown[cpuSlowdown] = lhr;
    }
    return byslowdown;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures of one load (its report at each slowdown). */
function figures(byslowdown) {
  const lhr = byslowdown[slowdowns[0]];
  return {
    scores: Object.fromEntries(categories.map((c) => [c, score(lhr, c)])),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Object.fromEntries(slowdowns.map((n) => [n, Math.round(byslowdown[n].audits['total-blocking-time'].numericValue)])),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    // Lighthouse's own measure of the machine's speed at the time (under ~1000 the
    // simulated CPU figures, TBT above all, come out slower than a quiet machine's).
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failed: failedAudits(lhr),
    mainThread: Object.fromEntries(slowdowns.map((n) => [n, mainThread(byslowdown[n])])),
    lighthouse: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
    // Lighthouse's own warnings about the run, e.g. that the machine's CPU is slower than
    // the simulation expects (benchmark index under 1000): such figures are not comparable.
    warnings: lhr.runWarnings ?? [],
  };
}

/** A page's figures over its runs: the median of each number; what failed and the main thread's tasks from the run whose TBT is the median. */
function summary(page, loads) {
  const byTbt = [...loads].sort((a, b) => a.tbtMs[slowdowns[0]] - b.tbtMs[slowdowns[0]]);
  const middle = byTbt[Math.floor((byTbt.length - 1) / 2)];
  const med = (pick) => median(loads.map(pick));
  return {
    label: page.label,
    path: page.path,
    studio: page.studio ?? false,
    scores: Object.fromEntries(categories.map((c) => [c, Math.round(med((l) => l.scores[c]))])),
    lcpMs: Math.round(med((l) => l.lcpMs)),
    tbtMs: Object.fromEntries(slowdowns.map((n) => [n, Math.round(med((l) => l.tbtMs[n]))])),
    cls: Number(med((l) => l.cls).toFixed(3)),
    benchmarkIndex: Math.round(med((l) => l.benchmarkIndex)),
    runs: loads.map((l) => ({ tbtMs: l.tbtMs, lcpMs: l.lcpMs, performance: l.scores.performance, benchmarkIndex: l.benchmarkIndex })),
    failed: middle.failed,
    mainThread: middle.mainThread,
    warnings: [...new Set(loads.flatMap((l) => l.warnings.map(String)))],
    lighthouse: middle.lighthouse,
    formFactor: middle.formFactor,
  };
}

if (!process.env.LIGHTHOUSE_DIST) buildIfNeeded();
ensureChromium();
// The real server (server/main.ts) on a free port with a fresh PGlite data directory.
// The server's first start makes this account (docs/operations.md): it imports the studio photos.
const admin = { userId: 'lighthouse-admin', password: 'Lighthouse-Password-1' };
Object.assign(process.env, { ADMIN_USER_ID: admin.userId, ADMIN_PASSWORD: admin.password });
const server = await startServer({ distDir, timeoutMs: 120_000, dataPrefix: 'dealer-lighthouse-' });
let chrome;
try {
  const bikes = await (await fetch(`${server.url}/api/bikes`)).json();
  const firstBike = String(bikes[0]?.bikeName ?? '').replace(/\s+/g, '');
  // Each page in English and in Hindi (the address names the language: docs/visitor-language.md).
  const allPages = [
    { label: 'Home', path: '/' },
    { label: 'Bikes listing', path: '/motorcycle' },
    { label: 'Bike detail', path: `/view-details?bike=${encodeURIComponent(firstBike)}` },
    { label: 'About', path: '/about' },
  ].flatMap(({ label, path }) =>
    ['en', 'hi'].map((language) => ({ label: `${label} (${language})`, path: `${path}${path.includes('?') ? '&' : '?'}lang=${language}` })),
  );
  // The same listing and detail page once the first two bikes carry studio-uploaded photos.
  const studioBikes = bikes.slice(0, 2).map((b) => ({ name: b.name, type: 'bikes' }));
  allPages.push(
    { label: 'Bikes listing, studio photos (en)', path: '/motorcycle?lang=en', studio: true },
    { label: 'Bike detail, studio photos (en)', path: `/view-details?bike=${encodeURIComponent(firstBike)}&lang=en`, studio: true },
  );
  const pages = pageWords.length ? allPages.filter((p) => pageWords.some((w) => `${p.label} ${p.path}`.toLowerCase().includes(w))) : allPages;
  if (!pages.length) throw new Error(`LIGHTHOUSE_PAGES=${process.env.LIGHTHOUSE_PAGES} names none of: ${allPages.map((p) => p.label).join(', ')}`);
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  // A warm-up run, not reported: the first page a fresh browser and a fresh server process
  // load pays for their own start (code compiled on first use, caches empty), which
  // visitors of a running site do not.
  console.error('[lighthouse] warm-up run (not reported)');
  await lighthouse(`${server.url}${pages[0].path}`, runFlags(chrome.port, slowdowns[0]));
  const loads = new Map(pages.map((p) => [p, []]));
  // The pages without studio photos take turns run by run; then the import; then the studio pages.
  for (const group of [pages.filter((p) => !p.studio), pages.filter((p) => p.studio)]) {
    if (group.length && group[0].studio) {
      console.error(`[lighthouse] importing ${studioBikes.map((b) => b.name).join(', ')} with 4000x3000 photos`);
      const file = await studioCatalogueFile(studioBikes.length, undefined, studioBikes);
      console.error(`[lighthouse] ${await importCatalogue(server.url, file, admin.userId, admin.password)}`);
    }
    for (let run = 1; run <= runs; run++) {
      for (const page of group) {
        console.error(`[lighthouse] run ${run} of ${runs}, ${page.label}: ${page.path}`);
        loads.get(page).push(figures(await measure(`${server.url}${page.path}`, chrome.port)));
      }
    }
  }
  const results = pages.map((p) => summary(p, loads.get(p)));

  const indexes = results.flatMap((r) => r.runs.map((x) => x.benchmarkIndex));
  console.log(
    `\nLighthouse ${results[0]?.lighthouse}, ${results[0]?.formFactor} configuration (simulated slow 4G), Debian Chromium; ` +
      `median of ${runs} run${runs > 1 ? 's' : ''} per page; TBT at ${slowdowns.map((n) => `${n}x`).join(' and ')} CPU slowdown; ` +
      `Machine = Lighthouse's benchmark index of this machine during the runs (median; ${Math.min(...indexes)}-${Math.max(...indexes)} over all)\n`,
  );
  const head = ['Page', 'Path', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', ...slowdowns.map((n) => `TBT ${n}x`), 'CLS', 'Machine'];
  const widths = [33, 34, 4, 4, 4, 4, 6, ...slowdowns.map(() => 8), 5, 7];
  const line = (cells) => `| ${cells.map((c, i) => pad(c, widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of results) {
    console.log(line([r.label, r.path.slice(0, 34), r.scores.performance, r.scores.accessibility, r.scores['best-practices'], r.scores.seo, `${(r.lcpMs / 1000).toFixed(1)} s`, ...slowdowns.map((n) => `${r.tbtMs[n]} ms`), r.cls, r.benchmarkIndex]));
  }
  console.log('\nEach run (TBT at each slowdown, ms; benchmark index):');
  for (const r of results) {
    console.log(`  ${pad(r.label, 33)} ${r.runs.map((x) => `${slowdowns.map((n) => x.tbtMs[n]).join('/')} @ ${x.benchmarkIndex}`).join(';  ')}`);
  }
  for (const r of results) {
    for (const warning of r.warnings) console.log(`\nLighthouse warns on ${r.label}: ${String(warning).replace(/\[(.*?)\]\(.*?\)/g, '$1')}`);
  }
  const n = slowdowns[0];
  console.log(`\nThe main thread at ${n}x (the median run): the longest tasks (start, length), the busiest scripts (total, of it script) and the kinds of work:`);
  for (const r of results) {
    const { longTasks, scripts, work } = r.mainThread[n];
    console.log(`  ${r.label}`);
    console.log(`      tasks: ${longTasks.map((t) => `${t.url} ${t.startMs}+${t.durationMs} ms`).join('; ') || 'none over 50 ms'}`);
    console.log(`      scripts: ${scripts.map((s) => `${s.url} ${s.totalMs}/${s.scriptingMs} ms`).join('; ') || 'none'}`);
    console.log(`      work: ${work.map((w) => `${w.what} ${w.ms} ms`).join('; ')}`);
  }
  for (const r of results) {
    console.log(`\nAudits not passed on ${r.label} (${r.path}):`);
    if (r.failed.length === 0) console.log('  none');
    for (const f of r.failed) {
      console.log(`  [${f.category}] ${f.id}: ${f.title}${f.value ? ` — ${f.value}` : ''}${f.items} (score ${f.score}, weight ${f.weight})`);
      for (const w of f.where) console.log(`      at ${String(w).slice(0, 140)}`);
    }
  }
  writeFileSync(
    join(root, 'bench', 'lighthouse-results.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, cpuSlowdowns: slowdowns, dist: process.env.LIGHTHOUSE_DIST ? distDir : 'dist', results }, null, 2)}\n`,
  );

  const missed = missedTargets(results);
  console.log(missed.length ? `\nTargets missed: ${missed.join('; ')}` : '\nEvery page meets the targets.');
  if (missed.length && strict) process.exitCode = 1;
} finally {
  await chrome?.kill();
  await server.stop();
}
