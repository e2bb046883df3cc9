import { defineConfig } from '@playwright/test';
import { timingsFile } from './scripts/lib/test-timings.mjs';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium.ts';

const timings = timingsFile('browser');

// Browser tests run the built app on a real server (tests/e2e/support/server.ts starts
// one per file with a fresh database) in Debian's Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  // One migrated and seeded data dir per run (an embedded PostgreSQL cluster), copied for
  // each test server, and one bundle of the server that every test server runs.
  globalSetup: ['./tests/support/server-bundle-setup.ts', './tests/e2e/support/global-setup.ts'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // `npm test` prints the slowest files from the JSON report.
  reporter: timings ? [['list'], ['json', { outputFile: timings }]] : [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
