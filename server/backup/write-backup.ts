/**
 * Writes a backup of the whole database (uploaded files included: they are rows of
 * `files`) while the server keeps serving: everything is read in one REPEATABLE READ, READ
 * ONLY transaction, so the file holds one instant of the database, and no write waits for
 * it on PostgreSQL. Rows are read through a cursor in small batches, so memory stays
 * bounded whatever the size of the files table.
 *
 * The file is written beside its final name and renamed into place after an fsync: a
 * crash or a full disk never leaves a half backup under the real name.
 */
import { once } from 'node:events';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db, Queryable } from '../db/connect.ts';
import { backupFormat, backupVersion, LineHash, type BackupEnd, type BackupHeader, type Row, type SequenceState, type TableEnd, type TableStart } from './backup-format.ts';
import { openBackupTarget } from './backup-target.ts';
import { ident, listSequences, listTables, type TableInfo } from './schema-objects.ts';

interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  /** Uploaded files (rows of `files`) among them. */
  files: number;
  /** Size of the backup file, compressed. */
  bytes: number;
}

/** Rows fetched at once: few for tables holding uploads (up to 5 MB each), more for the rest. */
function batchSize(table: TableInfo): number {
  return table.columns.some((c) => c.type === 'bytea') ? 16 : 500;
}

/** Text forms that read back exactly, whatever the server's or role's settings. */
export async function setExactTextForms(tx: Queryable): Promise<void> {
  await tx.query("SET LOCAL bytea_output = 'hex'");
  await tx.query('SET LOCAL extra_float_digits = 1');
  await tx.query("SET LOCAL DateStyle = 'ISO, YMD'");
  await tx.query("SET LOCAL IntervalStyle = 'postgres'");
  await tx.query("SET LOCAL TimeZone = 'UTC'");
}

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function writeBackup(db: Db, file: string, now: () => Date = () => new Date()): Promise<BackupSummary> {
  const partial = join(dirname(file), `.${basename(file)}.partial-${process.pid}`);
  // Opened (and any refusal awaited) before streaming: a stream opening its own file
  // reports a missing folder as an unhandled error event.
  const sink = (await openBackupTarget(partial, file)).createWriteStream();
  const gzip = createGzip();
  gzip.pipe(sink);
  const all = new LineHash();
  const write = async (value: unknown) => {
    const line = JSON.stringify(value);
    all.add(line);
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };

  let totals: { tables: number; rows: number; files: number };
  try {
    totals = await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await setExactTextForms(tx);
      const exists = await tx.query("SELECT to_regclass('schema_migrations') IS NOT NULL AS ok");
      if (!(exists.rows[0] as { ok: boolean }).ok) throw new Error('The database has no tables yet: nothing to back up.');
      const migrations = await tx.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
      const header: BackupHeader = { format: backupFormat, version: backupVersion, createdAt: now().toISOString(), migrations: migrations.rows };
      await write(header);

      const tables = await listTables(tx);
      let rows = 0;
      let files = 0;
      for (const table of tables) {
        const start: TableStart = { table: table.name, columns: table.columns };
        await write(start);
        const tableHash = new LineHash();
        const list = table.columns.map((c) => `${ident(c.name)}::text`).join(', ');
        await tx.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${list} FROM ${ident(table.name)}`);
        let count = 0;
        for (;;) {
          const batch = await tx.query<Record<string, string | null>>(`FETCH ${batchSize(table)} FROM backup_rows`);
          for (const record of batch.rows) {
            const row: Row = table.columns.map((c) => record[c.name] ?? null);
            const line = JSON.stringify(row);
            tableHash.add(line);
            all.add(line);
            if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
          }
          count += batch.rows.length;
          if (batch.rows.length === 0) break;
        }
        await tx.query('CLOSE backup_rows');
        const end: TableEnd = { tableEnd: table.name, rows: count, sha256: tableHash.digest() };
        await write(end);
        rows += count;
        if (table.name === 'files') files = count;
      }

      for (const name of await listSequences(tx)) {
        const state = await tx.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text AS last_value, is_called FROM ${ident(name)}`);
        const sequence: SequenceState = { sequence: name, lastValue: state.rows[0]!.last_value, isCalled: state.rows[0]!.is_called };
        await write(sequence);
      }
      return { tables: tables.length, rows, files };
    });
    const end: BackupEnd = { end: true, tables: totals.tables, rows: totals.rows, sha256: all.digest() };
    gzip.end(`${JSON.stringify(end)}\n`);
    await finished(sink);
    await fsyncPath(partial);
    await rename(partial, file);
    await fsyncPath(dirname(file));
  } catch (error) {
    gzip.destroy();
    sink.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  const handle = await open(file, 'r');
  const { size } = await handle.stat();
  await handle.close();
  return { file, ...totals, bytes: size };
}
