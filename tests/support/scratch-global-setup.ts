/** A runner's global setup that only looks after the run's scratch PostgreSQL databases (tests/support/scratch-databases.ts). */
import { scratchDatabasesOfRun } from './scratch-databases.ts';

export default function setup(): () => Promise<void> {
  // As tests/support/vitest-global-setup.ts: test servers keep PGlite unless told.
  process.env.EMBEDDED_DATABASE ??= 'pglite';
  return scratchDatabasesOfRun(process.env.DATABASE_URL);
}
