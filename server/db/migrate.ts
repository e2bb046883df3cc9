/**
 * Numbered SQL migrations (server/db/migrations/NNN_name.sql), applied once each, in
 * order, each in its own transaction, recorded in schema_migrations. The same files run
 * on PGlite and PostgreSQL. An advisory lock keeps two starting servers from racing. A
 * migration may have a TypeScript step (migration-steps.ts) run after its SQL, in the
 * same transaction.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './connect.ts';
import { defaultMigrationContext, migrationSteps, type MigrationContext, type MigrationStep } from './migration-steps.ts';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const lockKey = 7_303_101;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function loadMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .map((f) => ({ version: Number(f.split('_')[0]), name: f, sql: readFileSync(join(dir, f), 'utf8') }))
    .sort((a, b) => a.version - b.version);
}

/** Applies what is missing; returns the names applied now. */
export async function migrate(
  db: Db,
  migrations = loadMigrations(),
  context: MigrationContext = defaultMigrationContext,
  steps: Record<number, MigrationStep> = migrationSteps,
): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction((tx) => applyMigration(tx, migration, context, steps));
    if (done) applied.push(migration.name);
  }
  return applied;
}

/** The table of applied migrations, made when missing (in the caller's transaction). */
export async function ensureMigrationsTable(tx: Queryable): Promise<void> {
  await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
}

/**
 * Applies one migration inside the caller's transaction unless it is recorded already;
 * true when it ran. A restore (server/backup/restore-backup.ts) runs several in one
 * transaction this way, so that a failed restore leaves nothing changed.
 */
export async function applyMigration(
  tx: Queryable,
  migration: Migration,
  context: MigrationContext = defaultMigrationContext,
  steps: Record<number, MigrationStep> = migrationSteps,
): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
  const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
  if (seen.rows.length > 0) return false;
  for (const statement of splitStatements(migration.sql)) await tx.query(statement);
  await steps[migration.version]?.(tx, context);
  await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
  return true;
}

/**
 * Splits a migration into statements so each runs through the parameterised query path
 * of both drivers inside the transaction. Statements end with `;` at the end of a line;
 * dollar-quoted bodies ($$ ... $$) are kept whole.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (!inDollar && /^\s*--/.test(line)) continue;
    current += `${line}\n`;
    const dollars = line.match(/\$\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
