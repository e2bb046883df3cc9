/**
 * Puts a backup back, all or nothing: the file is read through once and checked first
 * (read-backup.ts); then, in ONE transaction, the application's tables are dropped, the
 * schema is rebuilt by the backup's own migrations, every row and sequence is loaded, the
 * foreign keys are checked, and the migrations the backup predates are applied (a backup
 * of last month's version restores into this one). Any failure rolls all of it back and
 * the database is as it was.
 *
 * A database that already holds data is refused unless `force` is given.
 */
import type { Db, Queryable } from '../db/connect.ts';
import { applyMigration, ensureMigrationsTable, loadMigrations, type Migration } from '../db/migrate.ts';
import { defaultMigrationContext, type MigrationContext } from '../db/migration-steps.ts';
import { BackupFileError, type BackupHeader, type Row } from './backup-format.ts';
import { readBackupEntries, verifyBackup } from './read-backup.ts';
import { dropApplicationObjects, ident, listForeignKeys, listTables, type TableInfo } from './schema-objects.ts';
import { setExactTextForms } from './write-backup.ts';

/** Refused because the database holds data and `force` was not given. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

interface RestoreOptions {
  /** Replace a database that holds data. */
  force?: boolean;
  context?: MigrationContext;
  /** The migrations this version has (tests pass their own). */
  migrations?: Migration[];
}

interface RestoreSummary {
  createdAt: string;
  tables: number;
  rows: number;
  files: number;
  /** Migrations applied after loading: those the backup predates. */
  migratedSince: string[];
}

/**
 * Tables whose rows a fresh migration writes itself (one settings row each): rows there do
 * not make a database "hold data".
 */
const madeByMigrations = new Set(['schema_migrations', 'catalogue_state', 'onroad_settings']);

async function tablesHoldingData(tx: Queryable): Promise<string[]> {
  const held: string[] = [];
  for (const table of await listTables(tx)) {
    if (madeByMigrations.has(table.name)) continue;
    const { rows } = await tx.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${ident(table.name)}) AS any`);
    if (rows[0]?.any) held.push(table.name);
  }
  return held;
}

function migrationsFor(header: BackupHeader, known: Migration[]): { before: Migration[]; after: Migration[] } {
  const byVersion = new Map(known.map((m) => [m.version, m]));
  const unknown = header.migrations.filter((m) => !byVersion.has(m.version));
  if (unknown.length > 0) {
    throw new BackupFileError(`The backup was made by a newer version of the application (migration ${unknown.map((m) => m.name).join(', ')} is unknown here): restore it with that version or a later one.`);
  }
  const inBackup = new Set(header.migrations.map((m) => m.version));
  return { before: known.filter((m) => inBackup.has(m.version)), after: known.filter((m) => !inBackup.has(m.version)) };
}

/** Batches of rows inserted with one statement: by count, and by size for tables of uploads. */
const maxBatchRows = 500;
const maxBatchChars = 4 * 1024 * 1024;

async function insertRows(tx: Queryable, table: TableInfo, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = table.columns.map((c) => ident(c.name)).join(', ');
  const values = table.columns.map((c, i) => `(r->>${i})::${c.type}`).join(', ');
  await tx.query(
    `INSERT INTO ${ident(table.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${values} FROM json_array_elements($1::json) AS e(r)`,
    [JSON.stringify(rows)],
  );
}

async function loadEntries(tx: Queryable, file: string, tables: Map<string, TableInfo>): Promise<{ rows: number; files: number }> {
  let current: TableInfo | null = null;
  let batch: Row[] = [];
  let batchChars = 0;
  let rows = 0;
  let files = 0;
  for await (const entry of readBackupEntries(file)) {
    if (entry.kind === 'table') {
      const target = tables.get(entry.table.table);
      const same = target
        && target.columns.length === entry.table.columns.length
        && target.columns.every((c, i) => c.name === entry.table.columns[i]?.name && c.type === entry.table.columns[i]?.type);
      if (!target || !same) {
        throw new BackupFileError(`Table ${entry.table.table} of the backup does not match the schema its migrations make here: the backup was not made by this application.`);
      }
      current = target;
    } else if (entry.kind === 'row' && current) {
      batch.push(entry.row);
      batchChars += entry.row.reduce((n, v) => n + (v?.length ?? 4), 0);
      if (batch.length >= maxBatchRows || batchChars >= maxBatchChars) {
        await insertRows(tx, current, batch);
        batch = [];
        batchChars = 0;
      }
    } else if (entry.kind === 'tableEnd' && current) {
      await insertRows(tx, current, batch);
      batch = [];
      batchChars = 0;
      rows += entry.rows;
      if (current.name === 'files') files = entry.rows;
      current = null;
    } else if (entry.kind === 'sequence') {
      const { sequence, lastValue, isCalled } = entry.sequence;
      await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [ident(sequence), lastValue, isCalled]);
    }
  }
  return { rows, files };
}

export async function restoreBackup(db: Db, file: string, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const { header } = await verifyBackup(file);
  const known = options.migrations ?? loadMigrations();
  const { before, after } = migrationsFor(header, known);
  const context = options.context ?? defaultMigrationContext;

  return db.transaction(async (tx) => {
    await setExactTextForms(tx);
    const held = await tablesHoldingData(tx);
    if (held.length > 0 && !options.force) {
      throw new RestoreRefusedError(`The database already holds data (${held.slice(0, 5).join(', ')}${held.length > 5 ? ', ...' : ''}). Nothing was changed. To replace all of it with the backup, run the restore again with --force.`);
    }
    await dropApplicationObjects(tx);
    await ensureMigrationsTable(tx);
    for (const migration of before) await applyMigration(tx, migration, context);

    // Rows the migrations wrote give way to the backup's; triggers that keep counts and
    // copies are off while loading (those tables are in the backup as they were), and the
    // foreign keys are checked once at the end, whatever the order of tables and rows.
    const tables = await listTables(tx);
    await tx.query(`TRUNCATE ${tables.map((t) => ident(t.name)).join(', ')} RESTART IDENTITY CASCADE`);
    const foreignKeys = await listForeignKeys(tx);
    for (const fk of foreignKeys) await tx.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${ident(fk.name)}`);
    for (const t of tables) await tx.query(`ALTER TABLE ${ident(t.name)} DISABLE TRIGGER USER`);

    const loaded = await loadEntries(tx, file, new Map(tables.map((t) => [t.name, t])));

    for (const t of tables) await tx.query(`ALTER TABLE ${ident(t.name)} ENABLE TRIGGER USER`);
    for (const fk of foreignKeys) await tx.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${ident(fk.name)} ${fk.definition}`);
    const migratedSince: string[] = [];
    for (const migration of after) {
      if (await applyMigration(tx, migration, context)) migratedSince.push(migration.name);
    }
    return { createdAt: header.createdAt, tables: tables.length, ...loaded, migratedSince };
  });
}
