import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './scripts/lib/lingui-macros.ts';
import { timingsFile } from './scripts/lib/test-timings.mjs';
import { databaseFreeUnitTests } from './scripts/lib/database-free-tests.mjs';
import { ownProcessTests } from './scripts/lib/test-processes.mjs';

const timings = timingsFile('unit-and-api');

const include = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/api/**/*.test.ts'];
// The second run on one tree (CI's PostgreSQL pass) repeats only what reaches the database.
const exclude = process.env.TEST_TREE_CHECKED === '1' ? [...databaseFreeUnitTests(), '**/node_modules/**'] : ['**/node_modules/**'];
const ownProcess = ownProcessTests();

export default defineConfig({
  // Unit tests import page modules written with Lingui's macros and catalogs.
  plugins: [linguiMacros(), lingui()],
  test: {
    // A fresh PGlite cluster takes seconds to create: the run builds migrated and seeded
    // templates once and each test database loads one (tests/support/pglite-templates.ts).
    // And the run's bundle of the server, for the server processes some tests start.
    globalSetup: ['tests/support/vitest-global-setup.ts', 'tests/support/server-bundle-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Three files at once on two cores: some files mostly wait (a provider's backoff, a
    // spawned server starting) and a third keeps both cores busy. Whole suite on the 2-core
    // CI machine, 27 Nov 2026: 7.6 min with two (173 % CPU), 6.6 min with three (192 %).
    maxWorkers: 3,
    // `npm test` prints the slowest files from this report.
    reporters: timings ? ['default', ['json', { outputFile: timings }]] : ['default'],
    // Test files run one after another in worker processes that keep the modules they
    // loaded: loading the app again for every file was about a third of the suite's CPU
    // (290 -> 213 s on two cores, 27 Nov 2026). Files on a device's storage get a fresh
    // process each (scripts/lib/test-processes.mjs says which and why). Each project names
    // its files: lists given at the root would be added to a project's.
    projects: [
      { extends: true, test: { name: 'shared process', isolate: false, include, exclude: [...exclude, ...ownProcess] } },
      { extends: true, test: { name: 'own process', include: ownProcess, exclude } },
    ],
  },
});
