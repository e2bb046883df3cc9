/**
 * `npm run admin -- backup [file]` and `npm run admin -- restore <file> [--force]`
 * (docs/operations.md "Backup and restore"), on the server's database: DATABASE_URL, or
 * the default database in DATA_DIR.
 */
import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { BackupFileError } from './backup-format.ts';
import { BackupTargetError } from './backup-target.ts';
import { backupFileName } from './backup-names.ts';
import { restoreBackup, RestoreRefusedError } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

export const backupUsage = `  npm run admin -- backup [file]            write a backup of the database and uploaded files (the server may keep running)
  npm run admin -- restore <file> [--force] put a backup back (--force: replace a database that holds data)`;

export class BackupCommandError extends Error {}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function isBackupCommand(command: string | undefined): boolean {
  return command === 'backup' || command === 'restore';
}

export async function runBackupCommand(args: string[], config: Config, open: () => Promise<Db>): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'backup') {
    if (rest.length > 1) throw new BackupCommandError(`One file name at most.\n\n${backupUsage}`);
    const file = resolve(rest[0] ?? backupFileName(new Date()));
    const db = await open();
    try {
      const done = await writeBackup(db, file);
      return `Backed up ${done.tables} tables, ${done.rows} rows (${done.files} uploaded files) to ${done.file} (${megabytes(done.bytes)}).`;
    } catch (error) {
      if (error instanceof BackupTargetError) throw new BackupCommandError(error.message);
      throw error;
    } finally {
      await db.close();
    }
  }
  const force = rest.includes('--force');
  const files = rest.filter((a) => a !== '--force');
  if (files.length !== 1) throw new BackupCommandError(`Name the backup file to restore.\n\n${backupUsage}`);
  const db = await open();
  try {
    const done = await restoreBackup(db, resolve(files[0]!), { force, context: { leadSlaHours: config.leadSlaHours } });
    const since = done.migratedSince.length ? `; then applied ${done.migratedSince.join(', ')}` : '';
    return `Restored the backup of ${done.createdAt}: ${done.tables} tables, ${done.rows} rows (${done.files} uploaded files)${since}.`;
  } catch (error) {
    if (error instanceof BackupFileError || error instanceof RestoreRefusedError) throw new BackupCommandError(error.message);
    throw error;
  } finally {
    await db.close();
  }
}
