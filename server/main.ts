/**
 * What `npm start` runs: config -> db -> migrate -> seed-if-empty -> first admin -> listen.
 * Prints the URL, and on the very first start the admin user id and password.
 */
import { createServer } from 'node:http';
import { loadConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { ensureFirstAdmin } from './auth/first-admin.ts';
import { createApp } from './app.ts';
import { createLogger } from './log.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);
const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db);
if (applied.length) log.info('migrations applied', { applied });
if (await seedIfEmpty(db)) console.log('Seeded the catalogue, dealers and site images.');
const admin = await ensureFirstAdmin(db, config.adminUserId, config.adminPassword);
if (admin) {
  console.log(`Created the first admin account: user id "${admin.userId}"`);
  if (admin.generatedPassword) console.log(`Its password (shown only this once): ${admin.generatedPassword}`);
}

const app = createApp({ db, config, log });
const server = createServer(app.callback());
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Listening on http://${config.host}:${port}`);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  await db.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
