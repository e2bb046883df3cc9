#!/usr/bin/env node
// `npm test`: every check. Lint and the type checks first (a mistake they catch fails the
// run before the build and the tests start), then a fresh production build, unit and API tests (vitest), load
// and fault tests, then the browser tests (Playwright on Debian Chromium) on that build. With DATABASE_URL
// set, the API and browser tests run against that PostgreSQL server (one scratch
// database per test file or server, dropped afterwards). Ends with each step's time and
// the ten slowest test files, pass or fail.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { printSlowestFiles, timingsEnv } from './lib/test-timings.mjs';

const timings = mkdtempSync(join(tmpdir(), 'test-timings-'));
const steps = [];

function finish(code) {
  console.log('\n| Step | Minutes |\n|---|---:|');
  for (const s of steps) console.log(`| ${s.name} | ${(s.ms / 60_000).toFixed(1)} |`);
  printSlowestFiles(timings);
  rmSync(timings, { recursive: true, force: true });
  process.exit(code);
}

function run(name, command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, [timingsEnv]: timings } });
  steps.push({ name, ms: Date.now() - started });
  if (result.status !== 0) finish(result.status ?? 1);
}

// CI runs this twice on one tree (PGlite, then PostgreSQL): the second run sets
// TEST_TREE_CHECKED=1, because lint and the build depend on the tree, not on the database,
// and TEST_BROWSER=0, because the browser suite, which tests the app over the API, ran in
// the first (the API and fault tests, and the unit tests that open a database, still run on
// both databases; vitest.config.ts leaves out the others).
const treeChecked = process.env.TEST_TREE_CHECKED === '1';
const browser = process.env.TEST_BROWSER !== '0';
if (treeChecked) console.log('\n> lint and build: done on this tree by the previous run');
else run('lint', 'node', ['scripts/lint.mjs']);
if (browser) ensureChromium();
// The production build first: the fault and browser tests run the real server on it.
if (!treeChecked) run('build', 'node', ['scripts/build.mjs']);
run('unit and API tests', 'npx', ['vitest', 'run']);
// Load and fault tests (real server processes killed and cut off), short bounds here.
run('load and fault tests', 'npx', ['vitest', 'run', '--config', 'tests/faults/vitest.config.ts']);
if (browser) run('browser tests', 'npx', ['playwright', 'test']);
else console.log('\n> browser tests: run by the previous run on this tree (TEST_BROWSER=0)');
finish(0);
