// The slowest test files of an `npm test` run, from the JSON reports vitest and Playwright
// write when TEST_TIMINGS_DIR is set (vitest.config.ts, tests/faults/vitest.config.ts,
// playwright.config.ts). Printed at the end of every run, so a file that grows slow is
// seen the day it does, not when CI nears its time limit.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const timingsEnv = 'TEST_TIMINGS_DIR';

/** The report file a suite writes into the run's timings folder. */
export function timingsFile(suite) {
  const dir = process.env[timingsEnv];
  return dir ? join(dir, `${suite}.json`) : undefined;
}

/** vitest's JSON report: one entry per file with its start and end. */
function vitestFiles(report, suite) {
  return (report.testResults ?? []).map((file) => ({
    suite,
    file: relative(process.cwd(), file.name),
    ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
    tests: (file.assertionResults ?? []).length,
  }));
}

/** Playwright's JSON report: suites per file, nested; a file's time is its tests' time. */
function playwrightFiles(report, suite) {
  const byFile = new Map();
  const walk = (node, file) => {
    const here = node.file ?? file;
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const entry = byFile.get(here) ?? { suite, file: join('tests/e2e', here), ms: 0, tests: 0 };
        entry.ms += (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        entry.tests += 1;
        byFile.set(here, entry);
      }
    }
    for (const child of node.suites ?? []) walk(child, here);
  };
  for (const top of report.suites ?? []) walk(top, top.file);
  return [...byFile.values()];
}

export function slowestFiles(dir, count = 10) {
  if (!dir || !existsSync(dir)) return [];
  const files = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    let report;
    try {
      report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      continue; // a suite that died before writing its report
    }
    const suite = name.replace(/\.json$/, '');
    files.push(...(Array.isArray(report.suites) ? playwrightFiles(report, suite) : vitestFiles(report, suite)));
  }
  return files.sort((a, b) => b.ms - a.ms).slice(0, count);
}

export function printSlowestFiles(dir, count = 10) {
  const rows = slowestFiles(dir, count);
  if (rows.length === 0) return;
  console.log(`\nThe ${rows.length} slowest test files of this run (time in the file; browser files: the sum of their tests):`);
  console.log('| Seconds | Suite | Tests | File |\n|---:|---|---:|---|');
  for (const r of rows) console.log(`| ${(r.ms / 1000).toFixed(1)} | ${r.suite} | ${r.tests} | ${r.file} |`);
}
