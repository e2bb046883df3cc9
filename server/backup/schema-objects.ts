/**
 * What a backup reads and a restore rebuilds, found in the catalogue rather than listed by
 * hand: every table of the application's schema (the current schema), with its columns
 * and types, its sequences and foreign keys. A table added by a later migration is backed
 * up without a change here.
 *
 * Objects that belong to an extension (pg_trgm's functions and types) are never touched.
 */
import type { Queryable } from '../db/connect.ts';

export interface ColumnInfo {
  name: string;
  /** As format_type() spells it, e.g. `timestamp with time zone`, `character varying(80)`. */
  type: string;
}

export interface TableInfo {
  name: string;
  /** Stored columns in order; generated columns are left out (the database computes them). */
  columns: ColumnInfo[];
}

/** Double-quotes an identifier for SQL. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

const notInExtension = (classId: string, objectId: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${classId}'::regclass AND d.objid = ${objectId} AND d.deptype = 'e')`;

/** The application's tables (plain and partitioned), by name. */
export async function listTables(tx: Queryable): Promise<TableInfo[]> {
  const { rows } = await tx.query<{ table_name: string; column_name: string; column_type: string }>(
    `SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS column_type
       FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
        AND ${notInExtension('pg_class', 'c.oid')}
      ORDER BY c.relname, a.attnum`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [] };
    table.columns.push({ name: row.column_name, type: row.column_type });
    tables.set(row.table_name, table);
  }
  return [...tables.values()];
}

/** The application's sequences (serial columns' and standalone ones), by name. */
export async function listSequences(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'S' AND ${notInExtension('pg_class', 'c.oid')}
      ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export async function listForeignKeys(tx: Queryable): Promise<ForeignKey[]> {
  const { rows } = await tx.query<ForeignKey>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace ORDER BY conname`,
  );
  return rows;
}

/**
 * Drops every table, view, sequence, function and type of the application's schema, in
 * the caller's transaction, leaving extensions in place: the schema is then as before the
 * first migration, and a restore migrates it to the backup's version.
 */
export async function dropApplicationObjects(tx: Queryable): Promise<void> {
  const relations = await tx.query<{ name: string; relkind: string }>(
    `SELECT c.relname AS name, c.relkind FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
        AND ${notInExtension('pg_class', 'c.oid')}`,
  );
  const kinds: Record<string, string> = { r: 'TABLE', p: 'TABLE', v: 'VIEW', m: 'MATERIALIZED VIEW', S: 'SEQUENCE', f: 'FOREIGN TABLE' };
  // Tables first: their serial sequences and dependent views go with them (CASCADE).
  for (const kind of ['r', 'p', 'f', 'm', 'v', 'S']) {
    for (const r of relations.rows.filter((x) => x.relkind === kind)) {
      await tx.query(`DROP ${kinds[kind]} IF EXISTS ${ident(r.name)} CASCADE`);
    }
  }
  const functions = await tx.query<{ signature: string }>(
    `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
      WHERE p.pronamespace = current_schema()::regnamespace AND ${notInExtension('pg_proc', 'p.oid')}`,
  );
  for (const f of functions.rows) await tx.query(`DROP ROUTINE IF EXISTS ${f.signature} CASCADE`);
  const types = await tx.query<{ name: string }>(
    `SELECT t.typname AS name FROM pg_type t
      WHERE t.typnamespace = current_schema()::regnamespace AND t.typtype IN ('e', 'd', 'r', 'c')
        AND (t.typtype <> 'c' OR (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')
        AND ${notInExtension('pg_type', 't.oid')}`,
  );
  for (const t of types.rows) await tx.query(`DROP TYPE IF EXISTS ${ident(t.name)} CASCADE`);
}
