/**
 * Playwright's global setup: without DATABASE_URL, one migrated and seeded data dir for
 * the run, holding a stopped embedded PostgreSQL cluster (the default of `npm start`;
 * PGlite's when EMBEDDED_DATABASE=pglite), which every test server starts from a copy of
 * (tests/support/pglite-templates.ts); the returned function stops any postmaster a test
 * server left running under it and removes it when the run ends. On PostgreSQL, the
 * teardown drops any scratch database of the run a test server left behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDataDirTemplate, templatesEnv } from '../../support/pglite-templates.ts';
import { scratchDatabasesOfRun } from '../../support/scratch-databases.ts';
import { adminCredentials, serverDataDirs, stopPostmastersUnder } from './server.ts';

export default async function globalSetup(): Promise<() => void | Promise<void>> {
  // Test servers run on the embedded PostgreSQL server, as `npm start` does by default.
  process.env.EMBEDDED_DATABASE ??= 'postgres';
  if (process.env.DATABASE_URL) return scratchDatabasesOfRun(process.env.DATABASE_URL);
  const dir = mkdtempSync(join(tmpdir(), 'dealer-e2e-templates-'));
  await buildDataDirTemplate(dir, adminCredentials, process.env.EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'postgres');
  process.env[templatesEnv] = dir;
  return async () => {
    await stopPostmastersUnder(serverDataDirs(dir));
    rmSync(dir, { recursive: true, force: true });
  };
}
