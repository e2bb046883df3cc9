/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set, a new PostgreSQL database on that server, dropped afterwards.
 */
import pg from 'pg';
import { connect, type Db } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { templateBlob } from './pglite-templates.ts';
import { scratchDatabaseName } from './scratch-databases.ts';

export interface TestDb {
  db: Db;
  /** The URL of the per-run PostgreSQL database (undefined on PGlite). */
  url: string | undefined;
  drop(): Promise<void>;
}

/** Creates an empty PostgreSQL database on the server of DATABASE_URL and returns its URL. */
export async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = scratchDatabaseName();
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * `seeded`: start from the run's seeded template where there is one (PGlite), so the
 * caller's seedIfEmpty finds nothing to do; on PostgreSQL the caller seeds.
 */
export async function createTestDb(options: { migrate?: boolean; seeded?: boolean } = {}): Promise<TestDb> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const template = options.migrate === false ? undefined : templateBlob(options.seeded ? 'seeded' : 'migrated');
    const db = await connect(template ? { template } : {});
    // Applied already in a template; otherwise the migrations run here.
    if (options.migrate !== false) await migrate(db);
    return { db, url: undefined, drop: () => db.close() };
  }
  const scratch = await createScratchDatabase(baseUrl);
  const db = await connect({ databaseUrl: scratch.url, maxConnections: 10 });
  if (options.migrate !== false) await migrate(db);
  return {
    db,
    url: scratch.url,
    // The scratch database goes even when the pool was closed already (a test of a database gone away).
    drop: async () => {
      try {
        await db.close();
      } finally {
        await scratch.drop();
      }
    },
  };
}
