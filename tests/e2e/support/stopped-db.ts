import type { RunningServer } from './server.ts';

/**
 * Runs one statement on the server's own database. PGlite opens its data dir in one
 * process only, so the server is stopped first; `restart` brings it back on the same
 * data for what the test does next.
 */
export async function queryStopped<T>(server: RunningServer, sql: string, params: unknown[] = [], options: { restart?: boolean } = {}): Promise<T[]> {
  await server.stop();
  const db = await server.openDb();
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.close();
    if (options.restart) await server.restart();
  }
}
