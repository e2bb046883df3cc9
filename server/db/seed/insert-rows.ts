/**
 * Multi-row INSERTs in batches: one round trip per batch instead of per row (PGlite is a
 * single connection, and every API test file seeds a fresh database). A batch is cut by
 * row count and by payload bytes, staying far below PostgreSQL's 65535 parameters.
 */
import type { Queryable } from '../connect.ts';

interface InsertOptions {
  /** Rows per statement at most. */
  batchRows?: number;
  /** Approximate bytes per statement at most (file contents). */
  batchBytes?: number;
  /** Conflict clause, e.g. 'ON CONFLICT (path) DO NOTHING'. */
  onConflict?: string;
  /** Appended to the statement, e.g. 'RETURNING id'. */
  returning?: string;
  /** SQL around a column's parameter, `$` standing for it, e.g. { bytes: "convert_to($, 'UTF8')" }. */
  expressions?: Record<string, string>;
}

export async function insertRows<T = Record<string, unknown>>(
  tx: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
  options: InsertOptions = {},
): Promise<T[]> {
  const batchRows = Math.min(options.batchRows ?? 500, Math.floor(60000 / columns.length));
  const batchBytes = options.batchBytes ?? 4_000_000;
  const out: T[] = [];
  let batch: unknown[][] = [];
  let bytes = 0;
  const flush = async () => {
    if (!batch.length) return;
    const params: unknown[] = [];
    const values = batch.map((row) => {
      const cells = row.map((v, i) => {
        const param = `$${params.push(v)}`;
        const expression = options.expressions?.[columns[i] ?? ''];
        return expression ? expression.replace('$', param) : param;
      });
      return `(${cells.join(', ')})`;
    });
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}${options.onConflict ? ` ${options.onConflict}` : ''}${options.returning ? ` ${options.returning}` : ''}`;
    const result = await tx.query<T>(sql, params);
    out.push(...result.rows);
    batch = [];
    bytes = 0;
  };
  for (const row of rows) {
    const size = row.reduce<number>((s, v) => s + (v instanceof Uint8Array ? v.byteLength : typeof v === 'string' ? v.length : 8), 0);
    if (batch.length >= batchRows || (batch.length && bytes + size > batchBytes)) await flush();
    batch.push(row);
    bytes += size;
  }
  await flush();
  return out;
}
