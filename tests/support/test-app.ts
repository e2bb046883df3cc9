/**
 * The real Koa app on port 0 against a fresh database (PGlite, or a scratch PostgreSQL
 * database when DATABASE_URL is set), migrated and, unless told otherwise, seeded.
 */
import { createServer, type Server } from 'node:http';
import type Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../server/app.ts';
import type { AppDeps } from '../../server/deps.ts';
import { requestListener } from '../../server/http/request-listener.ts';
import { testConfig, type Config } from '../../server/config.ts';
import { connect, type Db } from '../../server/db/connect.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';
import { site } from '#contract/site.ts';
import { createTestDb } from './test-db.ts';
import { createLogger, type Logger } from '../../server/log.ts';
import { startNotifications, type Notifications } from '../../server/notifications/start-notifications.ts';

/**
 * A tiny stand-in for the built front end, so API tests answer the same whether or not
 * `vite build` has run (the real build is exercised by the browser tests).
 */
const fixtureBuild = fileURLToPath(new URL('../fixtures/app-build', import.meta.url));

export interface TestApp {
  url: string;
  /** The Koa app itself, for tests that read its routes. */
  koa: Koa;
  db: Db;
  /** The scratch PostgreSQL database's URL; undefined on (in-memory) PGlite. */
  databaseUrl: string | undefined;
  config: Config;
  server: Server;
  /** The message queue, when started with the app (TestAppOptions.notifications). */
  notifications: Notifications | null;
  /** fetch relative to the app's URL. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

interface TestAppOptions {
  seed?: boolean;
  config?: Partial<Config>;
  now?: () => Date;
  /** The request budgets' clock (server/deps.ts limitsClock): a test's own, so no budget refills by itself. */
  limitsClock?: () => Date;
  /** The clock's waits (server/deps.ts wait), with a test's own `now`: the sign-in slow-down ends when the test moves its clock. */
  wait?: (ms: number) => Promise<void>;
  /** The app's logger; absent: the configured level's (tests/support keeps it quiet). */
  log?: Logger;
  /** Background parts GET /readyz asks, by name (server/deps.ts). */
  readiness?: AppDeps['readiness'];
  /**
   * Another instance of the app on the database of `sharing` (a second API process): on
   * PostgreSQL over its own connections, on in-memory PGlite over the same one. Closing it
   * leaves the database to its owner.
   */
  sharing?: TestApp;
  /**
   * Runs the message queue (docs/notifications.md) beside the app, on its database: its
   * jobs are queued with each enquiry, and unless `worker: false` this process sends them.
   */
  notifications?: { worker?: boolean; pollingSeconds?: number };
}

/** The database of a second instance: its own pool on PostgreSQL, the same PGlite otherwise. */
async function sharedDb(owner: TestApp): Promise<{ db: Db; url: string | undefined; drop: () => Promise<void> }> {
  if (!owner.databaseUrl) return { db: owner.db, url: undefined, drop: async () => {} };
  const db = await connect({ databaseUrl: owner.databaseUrl, maxConnections: 10 });
  return { db, url: owner.databaseUrl, drop: () => db.close() };
}

async function storeStartingShowrooms(db: Db): Promise<void> {
  for (const s of site.showrooms) {
    await db.query(
      `INSERT INTO dealers (id, label, name, address, sales_no, service_no, open_time, email, latitude, longitude)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
      [s.id, s.label, s.name, s.address, s.salesNo, s.serviceNo, site.openTime, s.email, s.latitude, s.longitude],
    );
  }
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = options.sharing ? await sharedDb(options.sharing) : await createTestDb({ seeded: options.seed !== false });
  if (options.seed !== false && !options.sharing) await seedIfEmpty(testDb.db);
  // An unseeded database still has the showrooms an installation starts with: a visitor's or
  // a staff body names them, and the server checks them against the stored ones.
  if (options.seed === false && !options.sharing) await storeStartingShowrooms(testDb.db);
  const config = testConfig({ distDir: fixtureBuild, ...options.config, ...(options.notifications?.worker === false ? { messageWorker: false } : {}) });
  const notifications = options.notifications
    ? await startNotifications({
      db: testDb.db, config, log: createLogger('silent'), now: options.now ?? (() => new Date()), pollingSeconds: options.notifications.pollingSeconds ?? 0.5,
    })
    : null;
  const app = createApp({
    db: testDb.db, config, ...(options.now ? { now: options.now } : {}), ...(options.readiness ? { readiness: options.readiness } : {}),
    ...(options.limitsClock ? { limitsClock: options.limitsClock } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.wait ? { wait: options.wait } : {}),
    ...(notifications ? { jobs: notifications.queue.jobs } : {}),
  });
  const server = createServer(requestListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    koa: app,
    db: testDb.db,
    databaseUrl: testDb.url,
    config,
    server,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    notifications,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await notifications?.stop();
      await testDb.drop();
    },
  };
}
