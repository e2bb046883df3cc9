/**
 * Runs a transaction again when PostgreSQL aborted it for a deadlock or a serialization
 * failure (SQLSTATE 40P01, 40001): those are about timing, not about the request, so the
 * client should never see them. Other errors pass through at once.
 */
import type { Db, Queryable } from './connect.ts';

const retryable = new Set(['40P01', '40001']);

export async function retryTransaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= attempts || typeof code !== 'string' || !retryable.has(code)) throw error;
    }
  }
}
