/**
 * What `npm start` runs: config -> db -> migrate -> seed-if-empty -> first admin -> listen.
 * Prints the URL, and on the very first start the admin user id and password. A start-up
 * failure (database cannot be opened, port taken) is one clear line and exit code 1;
 * SIGINT/SIGTERM finish the requests in flight, close the database and exit 0.
 */
import { createServer, type Server } from 'node:http';
import { loadConfig, type Config } from './config.ts';
import { connect, type Db } from './db/connect.ts';
import { DataDirInUseError, displayDataDir } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { holdsPgliteData, movePgliteToPostgres } from './db/pglite-to-postgres.ts';
import { somethingToSeed } from './db/seed/seed-needed.ts';
import { ensureFirstAdmin } from './auth/first-admin.ts';
import { createApp } from './app.ts';
import { paymentPaths } from '#contract/payments.ts';
import { createGatewaySwitch, startingGateway } from './payments/gateway-switch.ts';
import { startPaymentReconciliation } from './payments/reconcile.ts';
import { startStandInGateway, type StandInGateway } from './payments/stand-in-gateway.ts';
import { requestListener } from './http/request-listener.ts';
import { createLogger } from './log.ts';
import { startDailyBackups } from './backup/daily-backup.ts';
import { startNotifications, type Notifications } from './notifications/start-notifications.ts';
import { serverClock } from './server-clock.ts';

/** How long in-flight requests may take to finish on shutdown. */
const shutdownGraceMs = 10_000;

function reason(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const message = typeof e?.message === 'string' && e.message ? e.message : String(error);
  return typeof e?.code === 'string' && !message.includes(e.code) ? `${message} (${e.code})` : message;
}

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

/** Where the data lives, for messages; a URL's password is never printed. */
function databaseLabel(config: Config): string {
  if (!config.databaseUrl) return `embedded database in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '***';
    return `PostgreSQL at ${url.toString()}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a valid URL)';
  }
}

async function openDatabase(config: Config): Promise<Db> {
  let db: Db | undefined;
  try {
    const log = createLogger(config.logLevel);
    const embeddedLog = {
      onInit: (dir: string) => console.log(`Creating the database in ${displayDataDir(dir)} (first start, a few seconds)...`),
      onLog: (line: string) => log.warn('database', { line }),
    };
    if (!config.databaseUrl && config.embeddedDatabase === 'postgres' && holdsPgliteData(config.dataDir)) {
      await movePgliteToPostgres(config.dataDir, { leadSlaHours: config.leadSlaHours }, (line) => console.log(line), embeddedLog);
    }
    db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, holder: 'server', embedded: config.embeddedDatabase, embeddedLog });
    await migrate(db, undefined, { leadSlaHours: config.leadSlaHours }).then((applied) => {
      if (applied.length) createLogger(config.logLevel).info('migrations applied', { applied });
    });
    return db;
  } catch (error) {
    await db?.close().catch(() => {});
    // Another server (or the admin command) has the embedded database: its own line.
    if (error instanceof DataDirInUseError) fail(error.message);
    fail(`Cannot open the ${databaseLabel(config)}: ${reason(error)}`);
  }
}

/**
 * The stand-in on a port the system picks, never the server's own: the system may hand out
 * the very port PORT names when that is free (a test server given a free port saw its own
 * stand-in take it, and then could not listen).
 */
async function standInBesideServer(serverPort: number, now: () => Date): Promise<StandInGateway> {
  const first = await startStandInGateway({ now });
  if (new URL(first.url).port !== String(serverPort)) return first;
  const second = await startStandInGateway({ now });
  await first.close();
  return second;
}

function listen(server: Server, config: Config): Promise<void> {
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${config.host}:${config.port}`;
      if (error.code === 'EADDRINUSE') fail(`Port ${config.port} is already in use on ${config.host}: stop the other server or set PORT to a free port.`);
      if (error.code === 'EACCES') fail(`Not allowed to listen on ${where}: choose a PORT above 1023 or run with the needed rights.`);
      if (error.code === 'EADDRNOTAVAIL') fail(`Cannot listen on ${where}: HOST is not an address of this machine.`);
      fail(`Cannot listen on ${where}: ${reason(error)}`);
    });
    server.listen(config.port, config.host, () => resolve());
  });
}

/** The wall clock, or the browser tests' own (server/server-clock.ts); a refused one stops the start. */
function clock(): () => Date {
  try {
    return serverClock();
  } catch (error) {
    fail(reason(error));
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  // One clock for the routes, the message queue and reconciliation: the day of a booking,
  // its reminder and the staff's day view must agree.
  const now = clock();
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config);
  try {
    if (await somethingToSeed(db)) {
      // The seed (3D renderer, brochure maker) is loaded only when there is something to seed.
      const { seedIfEmpty } = await import('./db/seed/seed.ts');
      if (await seedIfEmpty(db)) {
        console.log('Seeded the catalogue, dealers and site images.');
        // Demo stock comes with a new catalogue only: stock staff have emptied stays empty.
        const { seedDemoStock } = await import('./db/seed/seed-stock.ts');
        await seedDemoStock(db, now());
      }
    }
    const admin = await ensureFirstAdmin(db, config.adminUserId, config.adminPassword);
    if (admin) {
      console.log(`Created the first admin account: user id "${admin.userId}"`);
      if (admin.generatedPassword) console.log(`Its password (shown only this once): ${admin.generatedPassword}`);
    }
  } catch (error) {
    await db.close().catch(() => {});
    fail(`Cannot prepare the ${databaseLabel(config)}: ${reason(error)}`);
  }

  let notifications: Notifications;
  try {
    notifications = await startNotifications({ db, config, log, now });
  } catch (error) {
    await db.close().catch(() => {});
    fail(`Cannot start the message queue in the ${databaseLabel(config)}: ${reason(error)}`);
  }
  // Without keys, outside production: the local Razorpay stand-in, so online payment can be
  // tried at once; its checkout takes no money and every payment screen says so.
  const standIn = !config.razorpay && config.paymentStandIn ? await standInBesideServer(config.port, now) : null;
  if (standIn) {
    config.razorpay = { keyId: standIn.keyId, keySecret: standIn.keySecret, webhookSecret: standIn.webhookSecret, baseUrl: standIn.url, checkoutUrl: standIn.url };
    console.log(`Test payments (no money is taken) go to the local Razorpay stand-in at ${standIn.url}; set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for real ones.`);
  }
  // Keys saved in Manage > Payments are used from the first request, and switched without a restart.
  const gateway = createGatewaySwitch({ db, config, log, starting: startingGateway(config) });
  await gateway.refresh(true).catch((error: Error) => log.warn('payment keys not read', { error: error.message }));
  // Orders whose webhook never came are settled from the gateway's own status (docs/payments.md "Reconciliation").
  // Started before the server listens: from "Listening" on, a SIGTERM must find its handler below
  // (one installed after an await left a window in which the signal killed the process).
  const stopReconciliation = config.messageWorker
    ? await startPaymentReconciliation(db, notifications.queue.boss, () => gateway.current().provider, now, log) : async () => {};
  const app = createApp({ db, config, log, now, jobs: notifications.queue.jobs, gateway });
  const server = createServer(requestListener(app));
  await listen(server, config);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (standIn) standIn.webhookUrl = `http://${config.host}:${port}${paymentPaths.webhook}`;
  const stopBackups = config.backupDir ? startDailyBackups({ db, dir: config.backupDir, log }) : async () => {};

  let stopping = false;
  async function stop(signal: NodeJS.Signals): Promise<void> {
    // A repeated signal (npm start forwards the terminal's Ctrl-C, which the server also
    // receives itself) changes nothing: the shutdown below is bounded anyway.
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    // Stop accepting; idle keep-alive sockets close now, busy ones when their request ends.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const timer = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
    await closed;
    clearTimeout(timer);
    await stopBackups();
    await stopReconciliation();
    await standIn?.close();
    // Messages being sent finish (or go back on the queue) before the database closes.
    await notifications.stop().catch(() => {});
    await db.close().catch(() => {});
    process.exit(0);
  }
  // A failed shutdown is an unhandled rejection: Node prints it and exits non-zero.
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
  // Printed only now: whoever waits for this line may signal at once, and the handlers are in place.
  console.log(`Listening on http://${config.host}:${port}`);
}

await main();
