import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/api/**/*.test.ts'],
    // A fresh PGlite cluster takes seconds to create: the run builds migrated and seeded
    // templates once and each test database loads one (tests/support/pglite-templates.ts).
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    // Two cores run two files at once.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
