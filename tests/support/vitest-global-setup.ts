/**
 * vitest's global setup: on PGlite, build the run's migrated and seeded templates once
 * (tests/support/pglite-templates.ts) and remove them afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPgliteTemplates, templatesEnv } from './pglite-templates.ts';

export default async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'dealer-templates-'));
  await buildPgliteTemplates(dir);
  process.env[templatesEnv] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
