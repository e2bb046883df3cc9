/**
 * Ready-made database clusters for the tests of one run. Creating an empty cluster takes
 * seconds of CPU and migrating and seeding it a few more; every API test file and
 * browser-test server used to pay that. The run's global setup builds each template once;
 * a test database then starts from a copy: an in-memory PGlite loads a tarball
 * (`buildPgliteTemplates`, about a second), a browser-test server's data dir is a copy of
 * a data dir holding a stopped embedded PostgreSQL cluster (`buildDataDirTemplate`, the
 * default of `npm start`; PGlite's with EMBEDDED_DATABASE=pglite). PostgreSQL runs
 * (DATABASE_URL) keep making scratch databases.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from '../../server/db/connect.ts';
import { lockFileName } from '../../server/db/data-dir-lock.ts';
import { clusterDirName } from '../../server/db/embedded-postgres.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';
import { createAdmin } from './test-accounts.ts';

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

/**
 * A migrated and seeded data dir for the browser tests' servers, holding their first admin
 * already (as the server would make it from ADMIN_USER_ID and ADMIN_PASSWORD, but with the
 * test accounts' cheaper hash: tests/support/test-accounts.ts), so that the many sign-ins
 * of the browser suite do not each spend 0.8 s of the server's CPU.
 *
 * `postgres`: an embedded PostgreSQL cluster (server/db/embedded-postgres.ts), stopped
 * cleanly when built (a fast shutdown's checkpoint: no postmaster.pid, no recovery on the
 * copies' first start). As root its cluster is owned by the user `postgres`, which must be
 * able to enter the directories above it: the template dir is opened to it (0755).
 */
export async function buildDataDirTemplate(dir: string, admin: { userId: string; password: string }, embedded: 'pglite' | 'postgres'): Promise<void> {
  if (embedded === 'postgres') chmodSync(dir, 0o755);
  const db = await connect({ dataDir: dataDirOf(dir), holder: 'test template', embedded });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    await createAdmin(db, admin.userId, admin.password, { userName: 'Administrator', city: 'Gurgaon' });
  } finally {
    await db.close();
  }
  for (const left of [join(clusterDirName, 'postmaster.pid'), lockFileName]) {
    if (existsSync(join(dataDirOf(dir), left))) throw new Error(`the data dir template was not closed cleanly: ${left} is left`);
  }
}

/** The template tarball of this run, if the run has one. */
export function templateBlob(name: TemplateName): Blob | undefined {
  const dir = process.env[templatesEnv];
  if (!dir || !existsSync(tarball(dir, name))) return undefined;
  return new Blob([readFileSync(tarball(dir, name))]);
}

/** Whether this run has a data dir template (the browser suite's global setup builds one). */
export function hasDataDirTemplate(): boolean {
  const dir = process.env[templatesEnv];
  return Boolean(dir && existsSync(dataDirOf(dir)));
}

/**
 * Fills `target` with a copy of the run's data dir template; false when there is none.
 * An embedded PostgreSQL cluster is copied with `cp -a`: PostgreSQL starts only on a
 * cluster dir of mode 0700 owned by the user it runs as (`postgres` when we are root), so
 * owners and modes are kept, and `target` is opened (0755) for that user to enter.
 */
export function copyDataDirTemplate(target: string): boolean {
  const dir = process.env[templatesEnv];
  if (!dir || !existsSync(dataDirOf(dir))) return false;
  if (existsSync(join(dataDirOf(dir), clusterDirName))) {
    mkdirSync(target, { recursive: true });
    chmodSync(target, 0o755);
    execFileSync('cp', ['-a', `${dataDirOf(dir)}/.`, target]);
  } else {
    cpSync(dataDirOf(dir), target, { recursive: true });
  }
  return true;
}
