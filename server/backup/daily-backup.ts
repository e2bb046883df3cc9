/**
 * The automatic daily backup (BACKUP_DIR; docs/operations.md "Automatic backups"): the
 * server looks once an hour, and a minute after it starts, whether the newest backup in
 * BACKUP_DIR is a day old; if so it writes one (write-backup.ts, beside serving) and
 * deletes those retention.ts no longer keeps. Looking hourly instead of sleeping 24 h
 * means a server restarted every night, or a machine that slept, still backs up daily.
 * A failure is logged and tried again at the next look; it never stops the server.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/connect.ts';
import type { Logger } from '../log.ts';
import { backupFileName, backupTime } from './backup-names.ts';
import { backupsToDelete, defaultRetention, type Retention } from './retention.ts';
import { writeBackup } from './write-backup.ts';

interface DailyBackupDeps {
  db: Db;
  dir: string;
  log: Logger;
  now?: () => Date;
  retention?: Retention;
}

/** A backup is due when the newest is older than this (a little under a day, so the hourly look does not drift later each day). */
const dueAfterMs = 23.5 * 3_600_000;

interface BackupRun {
  written: string | null;
  deleted: string[];
}

async function automaticBackups(dir: string): Promise<{ name: string; at: Date }[]> {
  const names = await readdir(dir);
  return names.flatMap((name) => {
    const at = backupTime(name);
    return at ? [{ name, at }] : [];
  });
}

/** Writes a backup when one is due, then applies the retention; what it did. */
export async function backupIfDue(deps: DailyBackupDeps): Promise<BackupRun> {
  const now = (deps.now ?? (() => new Date()))();
  await mkdir(deps.dir, { recursive: true });
  const existing = await automaticBackups(deps.dir);
  const newest = existing.reduce<Date | null>((n, b) => (!n || b.at > n ? b.at : n), null);
  let written: string | null = null;
  if (!newest || now.getTime() - newest.getTime() >= dueAfterMs) {
    const name = backupFileName(now);
    const summary = await writeBackup(deps.db, join(deps.dir, name), () => now);
    deps.log.info('backup written', { file: summary.file, rows: summary.rows, files: summary.files, bytes: summary.bytes });
    existing.push({ name, at: now });
    written = name;
  }
  const deleted = backupsToDelete(existing, deps.retention ?? defaultRetention).map((b) => b.name);
  for (const name of deleted) await rm(join(deps.dir, name), { force: true });
  if (deleted.length) deps.log.info('old backups deleted', { deleted });
  return { written, deleted };
}

/** Starts the hourly look; returns a stop function that waits for a backup under way. */
export function startDailyBackups(deps: DailyBackupDeps, firstLookMs = 60_000, everyMs = 3_600_000): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const look = () => {
    if (stopped) return;
    running = backupIfDue(deps).catch((error: unknown) => {
      deps.log.error('backup failed', { dir: deps.dir, reason: error instanceof Error ? error.message : String(error) });
    });
  };
  const first = setTimeout(look, firstLookMs);
  const hourly = setInterval(look, everyMs);
  first.unref();
  hourly.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(hourly);
    await running;
  };
}
