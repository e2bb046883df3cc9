import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium.ts';

// Browser tests run the built app on a real server (tests/e2e/support/server.ts starts
// one per file with a fresh database) in Debian's Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  // One migrated and seeded PGlite data dir per run, copied for each test server.
  globalSetup: './tests/e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
