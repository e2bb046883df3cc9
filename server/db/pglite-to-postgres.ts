/**
 * A DATA_DIR that earlier versions kept with PGlite (the default before the embedded
 * PostgreSQL server; docs/operations.md "The default database") is moved over on the first
 * start: a backup of the PGlite database (server/backup), restored into the new cluster
 * in one transaction, and the PGlite files kept aside in DATA_DIR/pglite-before-postgres
 * with that backup, until the operator deletes them. A failure changes nothing the next
 * start cannot try again: the PGlite files stay where they were until the restore has
 * committed.
 */
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { writeBackup } from '../backup/write-backup.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { connect } from './connect.ts';
import { clusterDirName } from './embedded-postgres.ts';
import { lockFileName } from './data-dir-lock.ts';
import type { MigrationContext } from './migration-steps.ts';

export const pgliteAsideDirName = 'pglite-before-postgres';

/** PGlite keeps its cluster in DATA_DIR itself (PG_VERSION at the top). */
export function holdsPgliteData(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

export async function movePgliteToPostgres(
  dataDir: string,
  context: MigrationContext,
  say: (line: string) => void,
  embeddedLog?: Parameters<typeof connect>[0]['embeddedLog'],
): Promise<void> {
  say('This data dir holds a database of the earlier embedded engine (PGlite): copying it into the embedded PostgreSQL server...');
  const backupFile = join(dataDir, `pglite-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}Z.jsonl.gz`);
  const old = await connect({ dataDir, holder: 'server', embedded: 'pglite' });
  let hasTables: boolean;
  try {
    const found = await old.query<{ ok: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS ok");
    hasTables = Boolean(found.rows[0]?.ok);
    if (hasTables) await writeBackup(old, backupFile);
  } finally {
    await old.close();
  }
  if (hasTables) {
    const db = await connect({ dataDir, holder: 'server', embedded: 'postgres', maxConnections: 2, ...(embeddedLog ? { embeddedLog } : {}) });
    try {
      const done = await restoreBackup(db, backupFile, { context });
      say(`Copied ${done.rows} rows (${done.files} uploaded files).`);
    } finally {
      await db.close();
    }
  }
  const aside = join(dataDir, pgliteAsideDirName);
  mkdirSync(aside, { recursive: true });
  const keep = new Set([clusterDirName, pgliteAsideDirName, lockFileName]);
  for (const entry of readdirSync(dataDir)) {
    if (!keep.has(entry)) renameSync(join(dataDir, entry), join(aside, entry));
  }
  say(`The PGlite files and the backup they were copied from are kept in ${aside}; delete that folder once you are satisfied.`);
}
