/**
 * Load and fault tests (`npm run test:faults`): real server processes under load, killed,
 * restarted and cut off from their database. One file at a time, because each file
 * saturates the machine on purpose. Short bounds by default (part of `npm test`);
 * FAULTS_LONG=1 runs the long versions. The database-outage file needs PostgreSQL (it
 * cuts a TCP proxy in front of it), so it runs only when DATABASE_URL is set.
 */
import { defineConfig } from 'vitest/config';

const include = ['tests/faults/submissions-under-load.test.ts'];
if (process.env.DATABASE_URL) include.push('tests/faults/database-outage.test.ts');

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include,
    globalSetup: ['tests/support/scratch-global-setup.ts'],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
