#!/usr/bin/env node
// `npm run long-tasks -- /motorcycle?lang=en [...more paths]`: where a page's main-thread
// time goes on a slow phone. Loads each page of the built app (the real server, a fresh
// embedded database) in Chromium at a phone's size with the CPU slowed down
// (LONG_TASKS_CPU_SLOWDOWN, 4 by default, Lighthouse's mobile figure), records V8's sampling
// profile for the first seconds, and prints every stretch of main-thread work longer than
// 50 ms (a long task: what Lighthouse's Total Blocking Time adds up, less 50 ms each) with
// the functions that took most of it (own time, minified name and place in the script).
// A tool for finding what to split, not a measurement: the figures follow the machine.
// LONG_TASKS_DIST=dir serves another build, e.g. one made with `--sourcemap`, whose
// minified places a source map turns into source lines.
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/chromium-paths.mjs';
import { startServer } from './lib/server.mjs';

const root = resolve(import.meta.dirname, '..');
const slowdown = Number(process.env.LONG_TASKS_CPU_SLOWDOWN || 4);
const watchMs = Number(process.env.LONG_TASKS_WATCH_MS || 8000);
const paths = process.argv.slice(2);
if (paths.length === 0) throw new Error('name at least one path, e.g. npm run long-tasks -- "/motorcycle?lang=en"');

/** Stretches of consecutive non-idle samples (a task boundary with no idle between them merges two). */
function busyStretches(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const stretches = [];
  let time = profile.startTime;
  let current = null;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    const node = byId.get(id);
    const name = node.callFrame.functionName;
    const idle = name === '(idle)' || name === '(program)';
    if (idle) {
      if (current) stretches.push(current);
      current = null;
      return;
    }
    current ??= { start: time, end: time, self: new Map() };
    const dt = profile.timeDeltas[i + 1] ?? 0;
    current.end = time + dt;
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    current.self.set(key, (current.self.get(key) ?? 0) + dt);
  });
  if (current) stretches.push(current);
  return stretches;
}

const server = await startServer({ distDir: resolve(process.env.LONG_TASKS_DIST || join(root, 'dist')), timeoutMs: 120_000, dataPrefix: 'dealer-long-tasks-' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const path of paths) {
    // Lighthouse's mobile screen (Moto G Power), service worker blocked as on a first visit.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(Math.max(0, watchMs - (Date.now() - started)));
    const { profile } = await cdp.send('Profiler.stop');
    const long = busyStretches(profile).filter((s) => s.end - s.start > 50_000);
    const total = long.reduce((sum, s) => sum + (s.end - s.start - 50_000), 0);
    console.log(`\n${path} at ${slowdown}x CPU: ${long.length} stretches over 50 ms, ${Math.round(total / 1000)} ms over 50 ms in all`);
    for (const s of long) {
      console.log(`  at ${Math.round((s.start - profile.startTime) / 1000)} ms: ${Math.round((s.end - s.start) / 1000)} ms`);
      const top = [...s.self].sort((a, b) => b[1] - a[1]).slice(0, 8);
      for (const [what, us] of top) console.log(`      ${String(Math.round(us / 1000)).padStart(5)} ms  ${what}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
