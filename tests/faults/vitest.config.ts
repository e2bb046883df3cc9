/**
 * Load and fault tests (`npm run test:faults`): real server processes under load, killed,
 * restarted and cut off from their database. One file at a time, because each file
 * saturates the machine on purpose. Short bounds by default (part of `npm test`);
 * FAULTS_LONG=1 runs the long versions. The database-outage file needs PostgreSQL (it
 * cuts a TCP proxy in front of it), so it runs only when DATABASE_URL is set; so does the
 * two-process booking race (two server processes can share PostgreSQL, never PGlite) and
 * the message-send, payment-capture and reminder-run crashes (the process dies, its database server must not). The stock
 * allotment race runs in both: without DATABASE_URL its second process connects to the
 * first one's own PostgreSQL server. The
 * power-cut file runs the default set-up, so only when DATABASE_URL is not set.
 */
import { defineConfig } from 'vitest/config';
import { timingsFile } from '../../scripts/lib/test-timings.mjs';

const timings = timingsFile('faults');

// The stock allotment race runs on both: on the given server, or on the default set-up's own.
const include = ['tests/faults/submissions-under-load.test.ts', 'tests/faults/stock-allotment-race.test.ts'];
if (process.env.DATABASE_URL) include.push('tests/faults/database-outage.test.ts', 'tests/faults/appointment-race-processes.test.ts', 'tests/faults/message-send-crash.test.ts', 'tests/faults/payment-capture-crash.test.ts', 'tests/faults/reminder-run-crash.test.ts');
// The default set-up's own PostgreSQL server, which DATABASE_URL does not change: once,
// in the run without it (CI's first pass).
else include.push('tests/faults/power-cut.test.ts');

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include,
    globalSetup: ['tests/support/scratch-global-setup.ts', 'tests/support/server-bundle-setup.ts'],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    reporters: timings ? ['default', ['json', { outputFile: timings }]] : ['default'],
  },
});
