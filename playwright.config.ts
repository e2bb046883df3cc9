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
  // Three files at once on two cores: with two, a core stood idle 12 % of the suite (one
  // test waiting on the network or a timer while the other waited too); with three, 5 %,
  // and the suite took 8.8 minutes instead of 11.3 (27 Nov 2026, docs/decisions/three-browser-workers.md).
  // Each test then has about two thirds of a core, so a test may take 90 s, not 60.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 3,
  retries: 0,
  // `npm test` prints the slowest files from the JSON report.
  reporter: timings ? [['list'], ['json', { outputFile: timings }]] : [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
