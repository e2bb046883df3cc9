/** What the enquiries table holds for a set of keys: each key's row count and payload. */
import type { Db } from '../../../server/db/connect.ts';

export interface StoredRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
}

export async function storedRows(db: Db): Promise<StoredRow[]> {
  const result = await db.query<StoredRow>('SELECT id::text AS id, kind, payload FROM enquiries');
  return result.rows;
}

/** Keys acknowledged but not stored, and keys stored more than once (impossible with the primary key, checked anyway). */
export function compare(acknowledged: Iterable<string>, rows: StoredRow[]): { missing: string[]; duplicated: string[] } {
  const seen = new Map<string, number>();
  for (const r of rows) seen.set(r.id, (seen.get(r.id) ?? 0) + 1);
  const missing = [...acknowledged].filter((k) => !seen.has(k));
  const duplicated = [...seen.entries()].filter(([, n]) => n > 1).map(([k]) => k);
  return { missing, duplicated };
}
