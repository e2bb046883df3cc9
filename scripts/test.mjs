#!/usr/bin/env node
// `npm test`: every check. Lint and the type checks first (a mistake they catch fails the
// run before the build and the tests start), then a fresh production build, unit and API tests (vitest), load
// and fault tests, then the browser tests (Playwright on Debian Chromium) on that build. With DATABASE_URL
// set, the API and browser tests run against that PostgreSQL server (one scratch
// database per test file or server, dropped afterwards).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

function run(command, args, env = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// CI runs this twice on one tree (PGlite, then PostgreSQL): the second run sets
// TEST_TREE_CHECKED=1, because lint and the build depend on the tree, not on the database.
const treeChecked = process.env.TEST_TREE_CHECKED === '1';
if (treeChecked) console.log('\n> lint and build: done on this tree by the previous run');
else run('node', ['scripts/lint.mjs']);
ensureChromium();
// The production build first: the fault and browser tests run the real server on it.
if (!treeChecked) run('node', ['scripts/build.mjs']);
run('npx', ['vitest', 'run']);
// Load and fault tests (real server processes killed and cut off), short bounds here.
run('npx', ['vitest', 'run', '--config', 'tests/faults/vitest.config.ts']);
run('npx', ['playwright', 'test']);
