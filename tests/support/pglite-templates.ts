/**
 * Ready-made PGlite clusters for the tests of one run. Creating an empty PGlite cluster
 * takes about five seconds of CPU and migrating and seeding it a few more; every API test
 * file and browser-test server used to pay that. The run's global setup builds each
 * template once (`buildPgliteTemplates`); a test database then starts from a copy: an
 * in-memory PGlite loads the tarball (about a second), a server's data dir is a copy of
 * the template dir. PostgreSQL runs (DATABASE_URL) keep making scratch databases.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';

/** Where the run's templates live (set by the global setup, inherited by the workers). */
export const templatesEnv = 'DEALER_TEST_TEMPLATES';

type TemplateName = 'migrated' | 'seeded';

const tarball = (dir: string, name: TemplateName) => join(dir, `${name}.tar`);
const dataDirOf = (dir: string) => join(dir, 'seeded-data-dir');

/** In-memory templates (tarballs) for the vitest API tests. */
export async function buildPgliteTemplates(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const db = await connect({});
  try {
    await migrate(db);
    writeFileSync(tarball(dir, 'migrated'), Buffer.from(await (await db.dump!()).arrayBuffer()));
    await seedIfEmpty(db);
    writeFileSync(tarball(dir, 'seeded'), Buffer.from(await (await db.dump!()).arrayBuffer()));
  } finally {
    await db.close();
  }
}

/** A migrated and seeded data dir for the browser tests' servers. */
export async function buildDataDirTemplate(dir: string): Promise<void> {
  const db = await connect({ dataDir: dataDirOf(dir), holder: 'test template' });
  try {
    await migrate(db);
    await seedIfEmpty(db);
  } finally {
    await db.close();
  }
}

/** The template tarball of this run, if the run has one. */
export function templateBlob(name: TemplateName): Blob | undefined {
  const dir = process.env[templatesEnv];
  if (!dir || !existsSync(tarball(dir, name))) return undefined;
  return new Blob([readFileSync(tarball(dir, name))]);
}

/** Fills `target` with a copy of the run's data dir template; false when there is none. */
export function copyDataDirTemplate(target: string): boolean {
  const dir = process.env[templatesEnv];
  if (!dir || !existsSync(dataDirOf(dir))) return false;
  cpSync(dataDirOf(dir), target, { recursive: true });
  return true;
}
