import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './scripts/lib/lingui-macros.ts';
import { timingsFile } from './scripts/lib/test-timings.mjs';
import { databaseFreeUnitTests } from './scripts/lib/database-free-tests.mjs';

const timings = timingsFile('unit-and-api');

export default defineConfig({
  // Unit tests import page modules written with Lingui's macros and catalogs.
  plugins: [linguiMacros(), lingui()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/api/**/*.test.ts'],
    // The second run on one tree (CI's PostgreSQL pass) repeats only what reaches the database.
    exclude: process.env.TEST_TREE_CHECKED === '1' ? [...databaseFreeUnitTests(), '**/node_modules/**'] : ['**/node_modules/**'],
    // A fresh PGlite cluster takes seconds to create: the run builds migrated and seeded
    // templates once and each test database loads one (tests/support/pglite-templates.ts).
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Three files at once on two cores: some files mostly wait (a provider's backoff, a
    // spawned server starting) and a third keeps both cores busy. Whole suite on the 2-core
    // CI machine, 27 Nov 2026: 7.6 min with two (173 % CPU), 6.6 min with three (192 %).
    maxWorkers: 3,
    // `npm test` prints the slowest files from this report.
    reporters: timings ? ['default', ['json', { outputFile: timings }]] : ['default'],
  },
});
