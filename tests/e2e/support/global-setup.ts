/**
 * Playwright's global setup: on PGlite, one migrated and seeded data dir for the run,
 * which every test server starts from a copy of (tests/support/pglite-templates.ts);
 * the returned function removes it when the run ends. On PostgreSQL, the teardown drops
 * any scratch database of the run a test server left behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDataDirTemplate, templatesEnv } from '../../support/pglite-templates.ts';
import { scratchDatabasesOfRun } from '../../support/scratch-databases.ts';

export default async function globalSetup(): Promise<() => void | Promise<void>> {
  // Test servers start from a copy of a PGlite data dir (tests/support/main-process.ts).
  process.env.EMBEDDED_DATABASE ??= 'pglite';
  if (process.env.DATABASE_URL) return scratchDatabasesOfRun(process.env.DATABASE_URL);
  const dir = mkdtempSync(join(tmpdir(), 'dealer-e2e-templates-'));
  await buildDataDirTemplate(dir);
  process.env[templatesEnv] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
