/**
 * One small interface over the databases we run on: a PostgreSQL server through a pg Pool
 * (DATABASE_URL), the PostgreSQL server the process runs itself in DATA_DIR (the default
 * of `npm start`, embedded-postgres.ts), and embedded PGlite (in memory for the tests, or
 * in DATA_DIR with EMBEDDED_DATABASE=pglite). Repositories only ever see `Db`.
 *
 * Result values are normalised by the SQL itself (counts cast to int, money to float8),
 * because the two drivers parse bigint and numeric differently.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteByteaHandling } from './pglite-bytea.ts';
import pg from 'pg';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
import { clusterDirName, runningPostmaster, socketUrl, startEmbeddedPostgres, type EmbeddedOptions } from './embedded-postgres.ts';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball, to start another in-memory PGlite from. */
  dump?: () => Promise<Blob>;
}

interface ConnectOptions {
  /** A postgres:// URL; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * What opens the embedded database, as another opener is told while it is held
   * ('server', 'admin command'; server/db/data-dir-lock.ts).
   */
  holder?: string;
  /**
   * An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of an empty
   * cluster: tests load a migrated template in about a second where creating a cluster
   * takes five.
   */
  template?: Blob;
  /**
   * Without databaseUrl, what keeps DATA_DIR: PGlite (the default here, as the tests use
   * it) or the PostgreSQL server the process runs itself (what `npm start` uses, by
   * EMBEDDED_DATABASE; server/config.ts).
   */
  embedded?: 'pglite' | 'postgres';
  /** The embedded PostgreSQL server's warnings and first-start note. */
  embeddedLog?: EmbeddedOptions;
}

export async function connect(options: ConnectOptions): Promise<Db> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.maxConnections ?? 10);
  if (options.embedded === 'postgres' && options.dataDir && !options.dataDir.startsWith('memory://')) {
    return connectEmbeddedPostgres(options.dataDir, options.holder ?? 'process', options.maxConnections ?? 10, options.embeddedLog);
  }
  return connectPglite(options.dataDir, options.holder ?? 'process', options.template);
}

/**
 * Runs PostgreSQL in DATA_DIR/postgres for as long as the Db is open, holding the data
 * dir's lock like PGlite (one server per data dir). An admin command beside a running
 * server uses that server's PostgreSQL instead, as it would with DATABASE_URL.
 */
async function connectEmbeddedPostgres(dataDir: string, holder: string, max: number, log: EmbeddedOptions | undefined): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir, holder);
  } catch (error) {
    const running = error instanceof DataDirInUseError && error.holder.role === 'server' ? runningPostmaster(join(dataDir, clusterDirName)) : null;
    if (!running || holder === 'server') throw error;
    return connectPostgres(socketUrl(running.socketDir), max);
  }
  try {
    const server = await startEmbeddedPostgres(dataDir, log);
    try {
      const db = await connectPostgres(server.url, max);
      return {
        ...db,
        close: async () => {
          try {
            await db.close();
          } finally {
            await server.stop();
            lock.release();
          }
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function connectPglite(dataDir: string | undefined, holder: string, template: Blob | undefined): Promise<Db> {
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // One process per data dir: PGlite has no way to share it (docs/reliability.md).
  const lock = inMemory ? null : lockDataDir(dataDir, holder);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(inMemory ? undefined : dataDir, {
      extensions: { pg_trgm },
      ...pgliteByteaHandling,
      ...(inMemory && template ? { loadDataDir: template } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  });
  const yielding = (q: Queryable): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params);
      await new Promise<void>((resolve) => setImmediate(resolve));
      return result;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pglite),
    // PGlite answers in the same turn of the event loop: a transaction of many statements (an
    // import storing hundreds of photos) would hold the loop for minutes, stalling every
    // socket and timer, so idle keep-alive connections are cut as a poll arrives. After each
    // statement the loop gets a turn; other queries still wait for the transaction.
    transaction: (fn) => pglite.transaction((tx) => fn(yielding(wrap(tx)))),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    dump: () => pglite.dumpDataDir('none'),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function connectPostgres(databaseUrl: string, max: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server (restart, failover) must not crash the process.
  pool.on('error', () => {});
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
