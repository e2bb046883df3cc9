/**
 * Work that must happen once per key (a booking's reminder, a person's digest of a day):
 * the key is taken in the transaction that queues the work, so a restart, a second server
 * or a late tick never queues it again (docs/notifications.md).
 */
import type { Queryable } from '../db/connect.ts';

/** True when this transaction took the key (nobody had it); the caller then queues the work. */
export async function takeOnce(tx: Queryable, key: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query('INSERT INTO scheduled_work_done (key, at) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key', [key, now]);
  return rows.length > 0;
}

/** The keys of `keys` this transaction took (the rest were someone else's already), in one statement. */
export async function takeEach(tx: Queryable, keys: readonly string[], now: Date): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const { rows } = await tx.query<{ key: string }>(
    'INSERT INTO scheduled_work_done (key, at) SELECT k, $2 FROM unnest($1::text[]) AS k ON CONFLICT (key) DO NOTHING RETURNING key', [[...keys], now],
  );
  return new Set(rows.map((r) => r.key));
}

/** The keys of `keys` not taken yet (a tick skips the rest without doing their work). */
export async function keysNotTaken(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const { rows } = await db.query<{ key: string }>('SELECT key FROM scheduled_work_done WHERE key = ANY($1::text[])', [[...keys]]);
  const taken = new Set(rows.map((r) => r.key));
  return new Set(keys.filter((k) => !taken.has(k)));
}
