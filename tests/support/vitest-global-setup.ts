/**
 * vitest's global setup (unit/API and fault runs): on PGlite, build the run's migrated and
 * seeded templates once (tests/support/pglite-templates.ts) and remove them afterwards; on
 * PostgreSQL, drop any scratch database of the run a test left behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPgliteTemplates, templatesEnv } from './pglite-templates.ts';
import { scratchDatabasesOfRun } from './scratch-databases.ts';

export default async function setup(): Promise<() => void | Promise<void>> {
  // Servers the tests start keep PGlite in their DATA_DIR (fast, one process); the
  // default's own PostgreSQL is tested where named (tests/faults/power-cut.test.ts).
  process.env.EMBEDDED_DATABASE ??= 'pglite';
  if (process.env.DATABASE_URL) return scratchDatabasesOfRun(process.env.DATABASE_URL);
  const dir = mkdtempSync(join(tmpdir(), 'dealer-templates-'));
  await buildPgliteTemplates(dir);
  process.env[templatesEnv] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
