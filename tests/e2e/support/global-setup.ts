/**
 * Playwright's global setup: on PGlite, one migrated and seeded data dir for the run,
 * which every test server starts from a copy of (tests/support/pglite-templates.ts);
 * the returned function removes it when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDataDirTemplate, templatesEnv } from '../../support/pglite-templates.ts';

export default async function globalSetup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'dealer-e2e-templates-'));
  await buildDataDirTemplate(dir);
  process.env[templatesEnv] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
