import type { RunningServer } from './server.ts';

/**
 * Runs one statement on the server's own database. On PostgreSQL (the embedded server of
 * its data dir, or DATABASE_URL) a second connection reads and writes beside the running
 * server; PGlite opens its data dir in one process only, so there the server is stopped
 * first. `restart` stops the server if it still runs and starts it again on the same data
 * (what it caches is read anew) for what the test does next.
 */
export async function queryStopped<T>(server: RunningServer, sql: string, params: unknown[] = [], options: { restart?: boolean } = {}): Promise<T[]> {
  if (!server.liveDb) await server.stop();
  const db = await server.openDb();
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.close();
    if (options.restart) {
      await server.stop();
      await server.restart();
    }
  }
}
