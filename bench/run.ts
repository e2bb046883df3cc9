/**
 * `npm run bench`: submissions, 200 concurrent clients, reports, the lead desk and static serving, measured against the real
 * server process (server/main.ts) on PostgreSQL when DATABASE_URL is set (in a scratch
 * database made and dropped here) or else on the default database in a temporary
 * directory: its own PostgreSQL server ('default'), or PGlite with EMBEDDED_DATABASE=pglite.
 * Prints one table and writes the same figures to bench/results.json, one entry per
 * database, keeping the other database's last figures.
 *
 * Knobs: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ROWS (1000000), BENCH_RUNS (30),
 * BENCH_ONLY (comma list of submissions,concurrency,reports,leads,timeline,serving,appointments,stock,payments,workshop,photos,desk,studio,messages;
 * workshop: service history with 200,000 job cards and the reminder run of 100,000 vehicles killed part way (bench/workshop.ts; not on PGlite);
 * payments: 200 checkouts at once through a Razorpay stand-in started here (bench/payments.ts);
 * stock needs DATABASE_URL: a second API process on the same database races the first (bench/stock.ts);
 * desk runs Chromium against a server of its own; studio launches a full model in the catalogue studio in Chromium
 * (bench/studio-launch.ts; not in the default list: it needs the built app and minutes);
 * messages, last, restarts the server with an SMTP server here),
 * BENCH_MESSAGES (1000), BENCH_VEHICLES (20000), BENCH_STOCK_BOOKINGS (50000), BENCH_JOB_CARDS (200000), BENCH_SERVICE_VEHICLES (100000).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { connect, type Db } from '../server/db/connect.ts';
import { testRequestLimits } from '../server/config.ts';
import { adminCredentials, startServer, type RunningServer } from '../tests/e2e/support/server.ts';
import { createScratchDatabase } from '../tests/support/test-db.ts';
import { login } from '../tests/faults/support/admin-session.ts';
import { generateFinanceRows } from './finance-rows.ts';
import { reportCases, timeReportApi, timeReportSql, type ApiTiming, type SqlTiming } from './reports.ts';
import { benchServing, type ServingCase } from './serving.ts';
import { benchPhotos, type PhotoFigures } from './photos.ts';
import { benchDeskSync, type DeskSyncFigures } from './desk-sync.ts';
import { benchStudioLaunch, type StudioLaunchFigures } from './studio-launch.ts';
import { generateLeadRows, type LeadRowsMade } from './lead-rows.ts';
import { makeDelta, timeListApi, timeListDirect, timeSyncApi, timeSyncDirect, workOpenLeads, type SyncTimings, type Timing } from './leads.ts';
import { benchConcurrentSubmissions, type ConcurrencyResult } from './concurrency.ts';
import { benchApiSubmissions, benchRawInserts, type ApiSubmissionResult, type RawInsertResult } from './submissions.ts';
import { ms, round, type Summary } from './stats.ts';
import { generateBookings, raceForSlot, timeAvailability, type RaceResult } from './appointments.ts';
import { formatTable, type Row } from './table.ts';
import { explainAvailability, generateStockRows, raceForVehicles, timeStockAvailability, type AllotmentRaceResult, type StockRowsMade } from './stock.ts';
import { benchMessages, type MessageFigures } from './messages.ts';
import { capturedPaymentIds, checkoutRace, countPayments, makeBookings, paymentsHold, type PaymentFigures } from './payments.ts';
import { startStandInGateway, type StandInGateway } from '../server/payments/stand-in-gateway.ts';
import { benchRegistration, generateWorkshopRows, runReminders, timeHistory, type ReminderRunFigures, type WorkshopRowsMade } from './workshop.ts';
import { addDays } from '#contract/service-due.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { fillTimelines, makeTimelineLeads, timeTimelineEvents, type TimelineCase } from './lead-timeline.ts';

const env = process.env;
const seconds = Number(env.BENCH_SECONDS ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const rows = Number(env.BENCH_ROWS ?? 1_000_000);
const runs = Number(env.BENCH_RUNS ?? 30);
const only = new Set((env.BENCH_ONLY ?? 'submissions,concurrency,reports,leads,timeline,serving,appointments,stock,payments,workshop,desk,messages').split(',').map((s) => s.trim()));
const distDir = resolve('dist');
const resultsFile = resolve('bench/results.json');
const backend = env.DATABASE_URL ? 'postgres' : env.EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'default';
const concurrentClients = 200;
const concurrencyTargetMs = 1000;
const reportTargetMs = 100;
const leadListTargetMs = 50;
const firstSyncTargetMs = 5000;
const deltaSyncTargetMs = 300;
const availabilityTargetMs = 30;
const bookingRaceTargetMs = 500;
const storedBookings = Number(env.BENCH_BOOKINGS ?? 100_000);
const storedVehicles = Number(env.BENCH_VEHICLES ?? 20_000);
const storedStockBookings = Number(env.BENCH_STOCK_BOOKINGS ?? 50_000);
const stockAvailabilityTargetMs = 20;
const allotmentRaceTargetMs = 1000;
const photoReadyTargetSeconds = 5;
const phonePictureTargetBytes = 150 * 1024;
/** An event on a lead of 1,000 events costs at most this much more than on one of 10. */
const timelineCostRatio = 1.5;
const timelineDeltaTargetBytes = 8_000;
/** docs/catalogue.md: a dealer launches a model in under ten minutes. */
const studioLaunchTargetMinutes = 10;
const queuedMessages = Number(env.BENCH_MESSAGES ?? 1000);
const messagesDeliverTargetSeconds = 60;
const messagesP99Ratio = 1.5;
const checkoutBuyers = Number(env.BENCH_CHECKOUTS ?? 200);
const webhookP99TargetMs = 300;
const storedJobCards = Number(env.BENCH_JOB_CARDS ?? 200_000);
const serviceVehicles = Math.min(250_000, Number(env.BENCH_SERVICE_VEHICLES ?? 100_000));
/** docs/workshop.md "Performance". */
const historyTargetMs = 20;
const reminderRunTargetSeconds = 60;

const log = (msg: string) => process.stderr.write(`[bench] ${msg}\n`);

if (only.has('serving') && !existsSync(join(distDir, 'index.html'))) {
  log('building the front end (dist/ is missing)');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

// The database the server uses, reachable from here too (PGlite: only while the server is stopped).
const scratch = env.DATABASE_URL ? await createScratchDatabase(env.DATABASE_URL) : undefined;
const dataDir = scratch ? undefined : mkdtempSync(join(tmpdir(), 'dealer-bench-'));
const openDirect = (maxConnections = 10): Promise<Db> =>
  scratch ? connect({ databaseUrl: scratch.url, maxConnections })
    : connect({ dataDir, maxConnections, embedded: backend === 'default' ? 'postgres' : 'pglite' });

let server: RunningServer | undefined;
const figures: {
  submissions?: { api: ApiSubmissionResult; raw: RawInsertResult; ratio: number };
  concurrency?: ConcurrencyResult;
  reports?: { rows: number; cases: (ApiTiming & SqlTiming & { ratio: number })[] };
  serving?: ServingCase[];
  appointments?: { bookings: number; availability: Summary; race: RaceResult };
  stock?: { made: StockRowsMade; availability: Summary; plan: string; race: AllotmentRaceResult };
  photos?: PhotoFigures;
  desk?: DeskSyncFigures;
  studio?: StudioLaunchFigures;
  leads?: { made: LeadRowsMade; list: Timing[]; plans: string[]; sync: SyncTimings; seconds: { rows: number; worked: number } };
  timeline?: TimelineCase[];
  messages?: MessageFigures;
  payments?: PaymentFigures;
  workshop?: { made: WorkshopRowsMade; history: Summary; reminders: ReminderRunFigures };
} = {};
// The payments section's gateway: a stand-in here, so the bench plays the buyers and delivers (and times) the webhooks itself.
let gateway: StandInGateway | undefined;

try {
  log(`starting the server on ${backend}`);
  // One load generator, one address: budgets that refuse none, the limiter still counting.
  // The slot race's visitors each give their own address through X-Forwarded-For, as the
  // proxy in front of a real site reports 200 phones; the other sections send none.
  const limits = { REQUEST_LIMITS: testRequestLimits, TRUST_PROXY: '1' };
  const embedded = { EMBEDDED_DATABASE: backend === 'default' ? 'postgres' : 'pglite' };
  if (only.has('payments')) gateway = await startStandInGateway({ autoDeliver: false });
  const keys: Record<string, string> = gateway
    ? { RAZORPAY_KEY_ID: gateway.keyId, RAZORPAY_KEY_SECRET: gateway.keySecret, RAZORPAY_WEBHOOK_SECRET: gateway.webhookSecret, RAZORPAY_BASE_URL: gateway.url }
    : {};
  // A loaded machine may take minutes to start it.
  server = await startServer({ env: scratch ? { DATABASE_URL: scratch.url, ...limits, ...keys } : { DATA_DIR: dataDir as string, ...embedded, ...limits, ...keys }, startSeconds: 300 });
  const running = server;

  /** PGlite is one process's database: stop the server while this process uses it. */
  async function withDirectDb<T>(maxConnections: number, fn: (db: Db) => Promise<T>): Promise<T> {
    if (backend === 'pglite') await running.stop();
    const db = await openDirect(maxConnections);
    try {
      return await fn(db);
    } finally {
      await db.close();
      if (backend === 'pglite') await running.restart();
    }
  }

  if (only.has('submissions')) {
    log(`submissions: POST /finance, ${connections} connections, ${seconds} s`);
    const api = await benchApiSubmissions(running.url, connections, seconds);
    log(`submissions: raw INSERT, ${connections} clients, ${seconds} s`);
    const raw = await withDirectDb(connections, (db) => benchRawInserts(db, connections, seconds));
    figures.submissions = { api, raw, ratio: api.requestsPerSecond / raw.rowsPerSecond };
  }

  if (only.has('concurrency')) {
    log(`concurrency: ${concurrentClients} clients submitting enquiries, ${seconds} s`);
    figures.concurrency = await benchConcurrentSubmissions(running.url, concurrentClients, seconds);
  }

  if (only.has('reports')) {
    const cases = reportCases();
    let sqlTimings: SqlTiming[] = [];
    await withDirectDb(10, async (db) => {
      log(`reports: generating ${rows.toLocaleString('en-US')} finance rows`);
      const t0 = Date.now();
      await generateFinanceRows(db, rows, (done) => log(`  ${done.toLocaleString('en-US')} rows (${Math.round((Date.now() - t0) / 1000)} s)`));
      log(`reports: timing the SQL directly, ${runs} runs each`);
      sqlTimings = await timeReportSql(db, cases, runs);
    });
    log(`reports: timing the API, ${runs} runs each`);
    const session = await login(running.url, adminCredentials.userId, adminCredentials.password);
    const apiTimings = await timeReportApi(session, cases, runs);
    figures.reports = {
      rows,
      cases: apiTimings.map((a, i) => {
        const s = sqlTimings[i] as SqlTiming;
        return { ...a, ...s, ratio: a.api.p95 / s.sql.p95 };
      }),
    };
  }

  if (only.has('leads')) {
    let made: LeadRowsMade | undefined;
    const t0 = Date.now();
    await withDirectDb(10, async (db) => {
      log(`leads: generating ${rows.toLocaleString('en-US')} enquiries and their leads`);
      made = await generateLeadRows(db, rows, (what) => log(`  ${what} (${Math.round((Date.now() - t0) / 1000)} s)`));
    });
    const t1 = Date.now();
    const session = await login(running.url, adminCredentials.userId, adminCredentials.password);
    log('leads: working the open leads through the API');
    const openIds = await workOpenLeads(session);
    const deltaCursor = await makeDelta(session, openIds, 50);
    const t2 = Date.now();
    let listSql: Awaited<ReturnType<typeof timeListDirect>> = { timings: [], plans: [] };
    let syncSql: Awaited<ReturnType<typeof timeSyncDirect>> | undefined;
    await withDirectDb(10, async (db) => {
      await db.exec('ANALYZE');
      log(`leads: timing the SQL directly, ${runs} runs each`);
      listSql = await timeListDirect(db, runs);
      syncSql = await timeSyncDirect(db, deltaCursor, runs);
    });
    log(`leads: timing the API, ${runs} runs each`);
    const apiSession = await login(running.url, adminCredentials.userId, adminCredentials.password);
    figures.leads = {
      made: made as LeadRowsMade,
      list: await timeListApi(apiSession, runs, listSql.timings),
      plans: listSql.plans,
      sync: await timeSyncApi(apiSession, deltaCursor, runs, syncSql as NonNullable<typeof syncSql>),
      seconds: { rows: Math.round((t1 - t0) / 1000), worked: Math.round((t2 - t1) / 1000) },
    };
  }

  if (only.has('timeline')) {
    log('timeline: notes on a lead of 10 events and on one of 1,000');
    const leadIds = await makeTimelineLeads(running.url);
    await withDirectDb(2, (db) => fillTimelines(db, leadIds, adminCredentials.userId));
    figures.timeline = await timeTimelineEvents(await login(running.url, adminCredentials.userId, adminCredentials.password), leadIds);
  }

  if (only.has('appointments')) {
    await withDirectDb(10, async (db) => {
      log(`appointments: storing ${storedBookings.toLocaleString('en-US')} bookings`);
      await generateBookings(db, storedBookings);
    });
    log(`appointments: availability, ${runs} runs; 200 bookings of one slot at once`);
    const availability = await timeAvailability(running.url, runs);
    figures.appointments = { bookings: storedBookings, availability, race: await raceForSlot(running.url, 200) };
  }

  if (only.has('stock') && !scratch) log('stock: skipped, it needs DATABASE_URL (two API processes on one PostgreSQL)');
  if (only.has('stock') && scratch) {
    log(`stock: storing ${storedVehicles.toLocaleString('en-US')} vehicles and ${storedStockBookings.toLocaleString('en-US')} bookings`);
    const made = await generateStockRows(scratch.url, storedVehicles, storedStockBookings);
    log(`stock: availability of model ${made.modelId} (${made.modelVehicles} vehicles), ${Math.max(runs, 100)} runs`);
    const availability = await timeStockAvailability(running.url, made.modelId, Math.max(runs, 100));
    const plan = await withDirectDb(2, (db) => explainAvailability(db, made.modelId));
    log('stock: 100 bookings and 10 arriving vehicles of one kind at once, through two API processes');
    const race = await raceForVehicles(running, scratch.url, limits, adminCredentials);
    figures.stock = { made, availability, plan, race };
  }

  if (only.has('payments') && gateway) {
    const standIn = gateway;
    log(`payments: ${checkoutBuyers} bookings, then ${checkoutBuyers} checkouts at once with their webhooks`);
    const bookings = await makeBookings(running.url, await login(running.url, adminCredentials.userId, adminCredentials.password), checkoutBuyers);
    const load = await checkoutRace(running.url, standIn, bookings);
    const counts = await withDirectDb(2, (db) => countPayments(db, bookings.map((b) => b.reference), capturedPaymentIds(standIn)));
    figures.payments = { load, counts };
  }

  if (only.has('workshop') && backend === 'pglite') log('workshop: skipped on PGlite (the run is watched from a second connection while the server runs)');
  if (only.has('workshop') && backend !== 'pglite') {
    // Far enough ahead that the server's own clock finds none of these due before the run.
    const day = addDays(istDateOf(new Date()), 100);
    log(`workshop: storing ${storedJobCards.toLocaleString('en-US')} job cards over ${serviceVehicles.toLocaleString('en-US')} vehicles`);
    const direct = await openDirect(2);
    const made = await generateWorkshopRows(direct, serviceVehicles, storedJobCards, day).finally(() => direct.close());
    const session = await login(running.url, adminCredentials.userId, adminCredentials.password);
    log(`workshop: a vehicle's history by registration (${benchRegistration(1)} ...), ${Math.max(runs, 200)} runs`);
    const history = await timeHistory(session, serviceVehicles, Math.max(runs, 200));
    log(`workshop: the reminder run of ${day} for ${made.vehicles.toLocaleString('en-US')} vehicles, killed part way`);
    const reminders = await runReminders(running, () => openDirect(2), session, day, made.vehicles, 0.4, log);
    figures.workshop = { made, history, reminders };
  }

  if (only.has('serving')) {
    log(`serving: GET / and the main script, ${connections} connections, ${Math.max(5, seconds / 2)} s each`);
    figures.serving = await benchServing(running.url, distDir, connections, Math.max(5, seconds / 2));
  }

  if (only.has('photos')) {
    log('photos: three 4000x3000 phone JPEGs through POST /api/admin/media/images');
    figures.photos = await benchPhotos(running.url, await login(running.url, adminCredentials.userId, adminCredentials.password));
  }
  if (only.has('desk')) {
    log('desk: a new tablet syncs 5,000 open leads, then 50 changes (Chromium)');
    figures.desk = await benchDeskSync();
  }
  if (only.has('studio')) {
    log('studio: a full model launched in the catalogue studio at 768x1024 (Chromium)');
    figures.studio = await benchStudioLaunch(running.url, adminCredentials.userId, adminCredentials.password);
  }
  if (only.has('messages')) {
    // Last: it restarts the server with e-mail set up.
    figures.messages = await benchMessages(running, queuedMessages, connections, seconds, log);
  }
} finally {
  await server?.dispose();
  await gateway?.close();
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

// ---- the table ----
const table: Row[] = [];
const verdict = (ok: boolean) => (ok ? 'ok' : 'FAILS');
if (figures.submissions) {
  const { api, raw, ratio } = figures.submissions;
  table.push({
    section: 'submissions',
    measurement: `POST /finance, ${connections} conn., ${seconds} s, unique keys`,
    api: `${Math.round(api.requestsPerSecond)} req/s, p50 ${ms(api.p50)}, p99 ${ms(api.p99)}, ${api.errors} errors, ${api.non2xx} non-2xx`,
    direct: `${Math.round(raw.rowsPerSecond)} rows/s, p50 ${ms(raw.p50)}, p99 ${ms(raw.p99)}, ${raw.errors} errors`,
    ratio: ratio.toFixed(2),
    target: '>= 0.5, 0 errors',
    verdict: verdict(ratio >= 0.5 && api.errors === 0 && api.non2xx === 0 && raw.errors === 0),
  });
}
if (figures.concurrency) {
  const c = figures.concurrency;
  table.push({
    section: 'concurrency',
    measurement: `${c.clients} clients submitting enquiries (4 kinds, 1 in 10 a replay), ${c.seconds} s`,
    api: `${Math.round(c.requestsPerSecond)} req/s, p50 ${ms(c.p50)}, p99 ${ms(c.p99)}, max ${ms(c.max)}, ${c.failed} failed`,
    direct: '-',
    ratio: '-',
    target: `p99 <= ${concurrencyTargetMs / 1000} s, 0 failed`,
    verdict: verdict(c.p99 <= concurrencyTargetMs && c.failed === 0),
  });
}
if (figures.reports) {
  for (const c of figures.reports.cases) {
    table.push({
      section: `reports (${(figures.reports.rows / 1e6).toLocaleString('en-US')}M rows)`,
      measurement: `${c.label} -> ${c.answered}`.slice(0, 90),
      api: `p50 ${ms(c.api.p50)}, p95 ${ms(c.api.p95)}`,
      direct: `p50 ${ms(c.sql.p50)}, p95 ${ms(c.sql.p95)}`,
      ratio: c.ratio.toFixed(2),
      target: `p95 < ${reportTargetMs} ms`,
      verdict: verdict(c.api.p95 < reportTargetMs),
    });
  }
}
if (figures.leads) {
  const section = `leads (${(rows / 1e6).toLocaleString('en-US')}M enquiries)`;
  const timed = (t: Timing, targetMs: number | null) => ({
    section,
    measurement: `${t.label} -> ${t.answered}`.slice(0, 110),
    api: `p50 ${ms(t.api.p50)}, p95 ${ms(t.api.p95)}`,
    direct: `p50 ${ms(t.sql.p50)}, p95 ${ms(t.sql.p95)}`,
    ratio: (t.api.p95 / t.sql.p95).toFixed(2),
    target: targetMs === null ? '-' : `p95 < ${targetMs < 1000 ? `${targetMs} ms` : `${targetMs / 1000} s`}`,
    verdict: targetMs === null ? '-' : verdict(t.api.p95 < targetMs),
  });
  for (const t of figures.leads.list) table.push(timed(t, t.label.startsWith('GET /api/leads,') ? leadListTargetMs : null));
  table.push(timed(figures.leads.sync.first, firstSyncTargetMs));
  table.push(timed(figures.leads.sync.delta, deltaSyncTargetMs));
}
if (figures.timeline) {
  const small = figures.timeline[0]!;
  for (const c of figures.timeline) {
    const ratio = c.post.p50 / small.post.p50;
    table.push({
      section: 'timeline',
      measurement: `POST a note to a lead of ${c.events.toLocaleString('en-US')} events (${c.post.runs} runs); then the delta: ${c.deltaEvents} event, ${c.deltaBytes} B`,
      api: `p50 ${ms(c.post.p50)}, p95 ${ms(c.post.p95)}`,
      direct: '-',
      ratio: ratio.toFixed(2),
      target: `p50 <= ${timelineCostRatio} x the 10-event lead's; delta 1 event < ${timelineDeltaTargetBytes} B`,
      verdict: verdict(c.post.p50 <= timelineCostRatio * small.post.p50 && c.deltaEvents === 1 && c.deltaBytes < timelineDeltaTargetBytes),
    });
  }
}
if (figures.appointments) {
  const { bookings, availability, race } = figures.appointments;
  const section = `appointments (${bookings.toLocaleString('en-US')} bookings)`;
  table.push({
    section,
    measurement: 'GET /api/appointments/availability: 4 showrooms x 14 days',
    api: `p50 ${ms(availability.p50)}, p95 ${ms(availability.p95)}`,
    direct: '-',
    ratio: '-',
    target: `p95 < ${availabilityTargetMs} ms`,
    verdict: verdict(availability.p95 < availabilityTargetMs),
  });
  table.push({
    section,
    measurement: `${race.visitors} bookings of one slot with 3 places, at once`,
    api: `${race.confirmed} confirmed, ${race.refusedWithAlternatives} refused with times, ${race.errors} errors; p50 ${ms(race.p50)}, p99 ${ms(race.p99)}`,
    direct: '-',
    ratio: '-',
    target: `3 / ${race.visitors - 3} / 0, p99 < ${bookingRaceTargetMs} ms`,
    verdict: verdict(race.confirmed === 3 && race.refusedWithAlternatives === race.visitors - 3 && race.errors === 0 && race.p99 < bookingRaceTargetMs),
  });
}
if (figures.payments) {
  const { load, counts } = figures.payments;
  const section = 'payments';
  table.push({
    section,
    measurement: `${load.buyers} checkouts at once (stand-in gateway): order, pay, verify and webhook racing; 1 in 5 webhooks twice, 1 in 10 a failed attempt delivered late`,
    api: `webhook p50 ${ms(load.p50)}, p95 ${ms(load.p95)}, p99 ${ms(load.p99)}, max ${ms(load.max)} (${load.webhooks} deliveries, ${load.errors} errors, ${round(load.seconds, 1)} s; the generator's own loop delay p99 ${ms(load.generatorLagP99)})`,
    direct: `in the route: p50 ${ms(load.handling.p50)}, p95 ${ms(load.handling.p95)}, p99 ${ms(load.handling.p99)}; `
      + `${load.freshConnections.deliveries} on a connection opened for them (p50 ${ms(load.freshConnections.p50)}, max ${ms(load.freshConnections.max)}), `
      + `the others p50 ${ms(load.keptAlive.p50)}, p95 ${ms(load.keptAlive.p95)}, p99 ${ms(load.keptAlive.p99)}`,
    ratio: '-',
    target: `p99 < ${webhookP99TargetMs} ms, 0 errors`,
    verdict: verdict(load.p99 < webhookP99TargetMs && load.errors === 0),
  });
  table.push({
    section,
    measurement: 'counted in the database: captured payments, paid_online entries, bookings paid once, captured without a booking, entries without a capture, orders paid',
    api: '-',
    direct: `${counts.captured} / ${counts.entries} / ${counts.bookingsPaidOnce} / ${counts.capturedWithoutBooking} / ${counts.entriesWithoutCapture} / ${counts.ordersPaid}`,
    ratio: '-',
    target: `${load.buyers} / ${load.buyers} / ${load.buyers} / 0 / 0 / ${load.buyers}`,
    verdict: verdict(paymentsHold(counts, load.buyers)),
  });
}
if (figures.stock) {
  const { made, availability, race } = figures.stock;
  const section = `stock (${made.vehicles.toLocaleString('en-US')} vehicles, ${made.bookings.toLocaleString('en-US')} bookings)`;
  table.push({
    section,
    measurement: `GET /api/stock/availability: the model with most stock (${made.modelVehicles.toLocaleString('en-US')} vehicles), ${availability.runs} runs`,
    api: `p50 ${ms(availability.p50)}, p95 ${ms(availability.p95)}`,
    direct: '-',
    ratio: '-',
    target: `p95 < ${stockAvailabilityTargetMs} ms`,
    verdict: verdict(availability.p95 < stockAvailabilityTargetMs),
  });
  table.push({
    section,
    measurement: `${race.bookings} bookings and ${race.vehicles} arriving vehicles of one kind at once, two API processes`,
    api: `${race.allotted} allotted${race.toOldest ? ' to the 10 oldest' : ', NOT the 10 oldest'}, ${race.errors} errors; p50 ${ms(race.p50)}, p99 ${ms(race.p99)}`,
    direct: '-',
    ratio: '-',
    target: `10 to the oldest, p99 < ${allotmentRaceTargetMs / 1000} s`,
    verdict: verdict(race.allotted === 10 && race.toOldest && race.vehiclesOnce && race.errors === 0 && race.p99 < allotmentRaceTargetMs),
  });
}
if (figures.workshop) {
  const { made, history, reminders: r } = figures.workshop;
  const section = `workshop (${made.jobCards.toLocaleString('en-US')} job cards, ${made.vehicles.toLocaleString('en-US')} vehicles)`;
  table.push({
    section,
    measurement: `GET the service history of a registration (two visits, their lines), ${history.runs} runs`,
    api: `p50 ${ms(history.p50)}, p95 ${ms(history.p95)}`,
    direct: '-',
    ratio: '-',
    target: `p95 < ${historyTargetMs} ms`,
    verdict: verdict(history.p95 < historyTargetMs),
  });
  table.push({
    section,
    measurement: `the daily reminder run, ${r.due.toLocaleString('en-US')} vehicles due, SIGKILL after ${r.takenBeforeKill.toLocaleString('en-US')} taken; ${r.messages.toLocaleString('en-US')} WhatsApp messages queued`,
    api: `${r.totalSeconds.toFixed(1)} s (${r.secondsToKill.toFixed(1)} s, then ${r.secondsAfterRestart.toFixed(1)} s after the restart)`,
    direct: '-',
    ratio: '-',
    target: `< ${reminderRunTargetSeconds} s, each once`,
    verdict: verdict(r.totalSeconds < reminderRunTargetSeconds && r.taken === r.due && r.keysOnce && r.messagesOnce && r.messages === r.expectedMessages),
  });
}
for (const s of figures.serving ?? []) {
  const h = s.headers;
  table.push({
    section: 'serving',
    measurement: `${s.label} ${s.path}; ${h.contentEncoding}, ${h.bytes} B, cache-control: ${h.cacheControl}`,
    api: `${Math.round(s.requestsPerSecond)} req/s, p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, ${s.errors + s.non2xx} errors/non-2xx`,
    direct: '-',
    ratio: '-',
    target: 'gzip, cached script',
    verdict: verdict(h.contentEncoding === 'gzip' && s.errors + s.non2xx === 0 && (!s.path.startsWith('/assets/') || /immutable|max-age=[1-9]/.test(h.cacheControl))),
  });
}
if (figures.desk) {
  const d = figures.desk;
  table.push({
    section: 'desk (Chromium)',
    measurement: `a new tablet opens the desk: ${d.leads.toLocaleString('en-US')} open leads stored and counted`,
    api: ms(d.firstSyncMs),
    direct: '-',
    ratio: '-',
    target: `< ${firstSyncTargetMs / 1000} s`,
    verdict: verdict(d.firstSyncMs < firstSyncTargetMs),
  });
  table.push({
    section: 'desk (Chromium)',
    measurement: `${d.changes} changes made elsewhere: from 'online' to every one drawn`,
    api: ms(d.deltaMs),
    direct: '-',
    ratio: '-',
    target: `< ${deltaSyncTargetMs} ms`,
    verdict: verdict(d.deltaMs < deltaSyncTargetMs),
  });
}
if (figures.studio) {
  const l = figures.studio;
  table.push({
    section: 'studio (Chromium)',
    measurement: `a full model launched at 768x1024: 6 colours with photos, 35 spec rows, 36 frames, a brochure; a person: ${Math.round(l.personSeconds / 60)} min`,
    api: `${(l.machineMs / 1000).toFixed(1)} s`,
    direct: '-',
    ratio: '-',
    target: `person < ${studioLaunchTargetMinutes} min`,
    verdict: verdict(l.personSeconds < studioLaunchTargetMinutes * 60),
  });
}
if (figures.photos) {
  const p = figures.photos;
  const sorted = [...p.readySeconds].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  table.push({
    section: 'photos',
    measurement: `a ${round(p.inputBytes / 2 ** 20, 1)} MB 4000x3000 phone JPEG ready for the site (${p.readySeconds.length} runs: ${p.readySeconds.map((x) => round(x, 2)).join(', ')} s)`,
    api: `median ${round(median, 2)} s`,
    direct: '-',
    ratio: '-',
    target: `< ${photoReadyTargetSeconds} s`,
    verdict: verdict(median < photoReadyTargetSeconds),
  });
  table.push({
    section: 'photos',
    measurement: `a 390 px phone (3x) downloads the detail picture ${p.phoneUrl.split('/').pop()}`,
    api: `${round(p.phoneBytes / 1024, 1)} KB`,
    direct: '-',
    ratio: '-',
    target: `< ${phonePictureTargetBytes / 1024} KB`,
    verdict: verdict(p.phoneBytes < phonePictureTargetBytes),
  });
}

if (figures.messages) {
  const m = figures.messages;
  const ratio = m.draining.p99 / m.without.p99;
  table.push({
    section: 'messages',
    measurement: `${m.queued.toLocaleString('en-US')} queued e-mails to a local SMTP server, from the sending server's start (first to last mail ${round(m.firstToLastSeconds, 1)} s)`,
    api: `${m.delivered.toLocaleString('en-US')} delivered in ${round(m.deliverSeconds, 1)} s`,
    direct: '-',
    ratio: '-',
    target: `all within ${messagesDeliverTargetSeconds} s`,
    verdict: verdict(m.delivered === m.queued && m.deliverSeconds <= messagesDeliverTargetSeconds),
  });
  table.push({
    section: 'messages',
    measurement: `POST /finance, ${connections} conn., ${seconds} s: while the queue drains${m.loadWithinDrain ? '' : ' (drained before the load ended)'} vs nothing queued`,
    api: `p50 ${ms(m.draining.p50)}, p99 ${ms(m.draining.p99)}, ${Math.round(m.draining.requestsPerSecond)} req/s, ${m.draining.errors + m.draining.non2xx} errors/non-2xx`,
    direct: `p50 ${ms(m.without.p50)}, p99 ${ms(m.without.p99)}, ${Math.round(m.without.requestsPerSecond)} req/s`,
    ratio: ratio.toFixed(2),
    target: `p99 <= ${messagesP99Ratio} x`,
    verdict: verdict(ratio <= messagesP99Ratio && m.draining.errors + m.draining.non2xx === 0),
  });
}

const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  memoryGb: round(totalmem() / 2 ** 30, 1),
  node: process.version,
  database: backend,
};
console.log(`\nBenchmarks on ${backend} — ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, Node ${machine.node}; load generator on the same machine\n`);
console.log(formatTable(table));
for (const c of figures.reports?.cases ?? []) {
  if (c.plan && (c.api.p95 >= reportTargetMs || c.sql.p95 >= 50)) console.log(`\nEXPLAIN ANALYZE, ${c.label}:\n${c.plan}`);
}
for (const plan of figures.leads?.plans ?? []) console.log(`\n${plan}`);
if (figures.stock) console.log(`\nEXPLAIN ANALYZE, the availability's statement (model ${figures.stock.made.modelId}):\n${figures.stock.plan}`);
if (figures.leads) {
  const { made, seconds } = figures.leads;
  console.log(`\nLead rows: ${made.rows} enquiries, ${made.open} open leads, ${made.closedLately} closed in the last 30 days; made in ${seconds.rows} s, worked through the API in ${seconds.worked} s.`);
}

// Sections not run this time keep their last figures (and say when they were measured).
interface Entry { measuredAt: string; sectionsMeasuredAt?: Record<string, string>; table: Row[]; figures: Record<string, unknown> }
const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, Entry | undefined>) : {};
const last = previous[backend];
const sectionOf = (row: Row) => row.section.split(' ')[0] ?? row.section;
const measuredAt = new Date().toISOString();
const sectionsMeasuredAt: Record<string, string> = Object.fromEntries(
  (last?.table ?? []).map((row) => [sectionOf(row), last?.sectionsMeasuredAt?.[sectionOf(row)] ?? last?.measuredAt ?? '']),
);
for (const section of only) sectionsMeasuredAt[section] = measuredAt;
const entry: Entry = {
  measuredAt,
  sectionsMeasuredAt,
  ...{ machine, settings: { seconds, connections, rows, runs } },
  table: [...(last?.table ?? []).filter((row) => !only.has(sectionOf(row))), ...table],
  figures: { ...(last?.figures ?? {}), ...figures },
};
writeFileSync(resultsFile, `${JSON.stringify({ ...previous, [backend]: entry }, null, 2)}\n`);
log(`figures written to ${resultsFile}`);
