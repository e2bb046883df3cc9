/**
 * The workshop at a big dealer's size (docs/workshop.md "Performance"): a vehicle's service
 * history read by registration number with 200,000 job cards stored, and the daily reminder
 * run for 100,000 vehicles all falling due in it, killed (SIGKILL) part way and started
 * again: every reminder taken once, each customer message queued once.
 *
 * The rows are made in a few INSERT ... SELECT over generate_series with the triggers off
 * for the transaction (session_replication_role = replica): they are consistent by
 * construction (every card delivered with two approved lines; every vehicle's next service
 * ten days after the run's day, the reminder the dealer's first setting sends).
 */
import { serviceHistoryPaths } from '#contract/service-history.ts';
import { defaultTemplates, messageApiPaths } from '#contract/messages.ts';
import type { Db } from '../server/db/connect.ts';
import { testClockStartedAtVar, testClockStartVar } from '../server/server-clock.ts';
import type { RunningServer } from '../tests/e2e/support/server.ts';
import type { AdminSession } from '../tests/faults/support/admin-session.ts';
import { startProviderStandIn } from '../tests/support/provider-stand-in.ts';
import { timeRuns, type Summary } from './stats.ts';

export interface WorkshopRowsMade { vehicles: number; jobCards: number; lines: number; leads: number; seconds: number }

/** Vehicle `v` (from 1) in SQL: a registration as the counter writes it, and its customer's mobile. */
const registrationSql = (v: string) => `'HR 26 A' || chr(65 + ${v} / 9999) || ' ' || (${v} % 9999 + 1)`;
const mobileSql = (v: string) => `'9' || lpad(${v}::text, 9, '0')`;
export const benchRegistration = (v: number) => `HR 26 A${String.fromCharCode(65 + Math.floor(v / 9999))} ${(v % 9999) + 1}`;

/**
 * `vehicles` vehicles (at most 250,000: the registrations run out), `jobCards` delivered
 * cards over them (the newest on `day`, one every three minutes before), half the
 * customers with an enquiry that holds their WhatsApp consent (one in four in Hindi), and
 * every vehicle's paid service due ten days after `day`.
 */
export async function generateWorkshopRows(db: Db, vehicles: number, jobCards: number, day: string): Promise<WorkshopRowsMade> {
  const t0 = Date.now();
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(
      `INSERT INTO job_cards (showroom_id, registration, model, odometer_km, fuel_quarters, complaints, service_type, customer_name, mobile, stage, created_at, created_by, updated_at)
       SELECT 1 + v % 4, ${registrationSql('v')}, 'Activa 6G', 1000 + i * 3 % 90000, 2, 'General service and oil change', 'paid', 'Bench ' || v, ${mobileSql('v')},
         'delivered', at, 'bench', at
       FROM generate_series(1, $1::int) i
       CROSS JOIN LATERAL (SELECT (i - 1) % $2::int + 1 AS v, $3::date + time '10:00' - ($1::int - i) * interval '3 minutes' AS at) g`,
      [jobCards, vehicles, day],
    );
    await tx.query(
      `INSERT INTO estimate_lines (job_card_id, kind, code, name, hsn_sac, qty, unit_price_paise, gst_rate, approval, decided_by, decided_at, added_at, added_by)
       SELECT c.id, l.kind, l.code, l.name, l.hsn, 1, l.price, 18, 'approved', 'staff', c.created_at, c.created_at, 'bench'
       FROM job_cards c CROSS JOIN (VALUES ('labour', 'GS', 'General service', '998714', 50000), ('part', 'OIL-1L', 'Engine oil 1 L', '27101980', 35000)) l(kind, code, name, hsn, price)
       WHERE c.created_by = 'bench'`,
    );
    await tx.query(
      `INSERT INTO service_vehicles (registration, next_service, next_service_on, next_service_km, updated_at, updated_by)
       SELECT ${registrationSql('v')}, 'paid', $2::date + 10, 12000 + v % 9000, now(), 'bench' FROM generate_series(1, $1::int) v`,
      [vehicles, day],
    );
    await tx.query(
      `CREATE TEMP TABLE bench_customers ON COMMIT DROP AS
       SELECT v, gen_random_uuid() AS id, ${mobileSql('v')} AS mobile, 'Bench ' || v AS name, $2::date - 400 + (v % 300) * interval '1 day' AS at
       FROM generate_series(2, $1::int, 2) v`,
      [vehicles, day],
    );
    await tx.query(
      `INSERT INTO enquiries (id, kind, created_at, payload, body_hash, name, mobile, model)
       SELECT id, 'service', at, jsonb_build_object('name', name, 'mobile', mobile, 'model', 'Activa 6G'), md5(id::text), name, mobile, 'Activa 6G' FROM bench_customers`,
    );
    await tx.query(
      `INSERT INTO leads (id, kind, status, created_at, last_activity_at, sla_due_at, closed_at, name, mobile, model, change_seq, language, updates_consent_at, updates_consent_wording)
       SELECT id, 'service', 'done', at, at, at + interval '2 hours', at + interval '1 day', name, mobile, 'Activa 6G', nextval('lead_change_seq'),
         CASE WHEN v % 4 = 0 THEN 'hi' ELSE 'en' END, at, 'Send me updates on WhatsApp and SMS' FROM bench_customers`,
    );
  });
  await db.exec('ANALYZE job_cards; ANALYZE estimate_lines; ANALYZE service_vehicles; ANALYZE leads; ANALYZE enquiries');
  const { rows } = await db.query<{ c: string; l: string; v: string; p: string }>(
    `SELECT (SELECT count(*) FROM job_cards) AS c, (SELECT count(*) FROM estimate_lines) AS l, (SELECT count(*) FROM service_vehicles) AS v,
       (SELECT count(*) FROM leads WHERE updates_consent_at IS NOT NULL) AS p`,
  );
  const r = rows[0]!;
  return { vehicles: Number(r.v), jobCards: Number(r.c), lines: Number(r.l), leads: Number(r.p), seconds: Math.round((Date.now() - t0) / 1000) };
}

/** GET the history of a vehicle, a different one each run (two visits, their lines and bills). */
export async function timeHistory(session: AdminSession, vehicles: number, runs: number): Promise<Summary> {
  let n = 0;
  return timeRuns(async () => {
    n += 1;
    const registration = benchRegistration(1 + ((n * 7919) % vehicles));
    const res = await session.fetch(`${serviceHistoryPaths.history}?registration=${encodeURIComponent(registration)}`);
    if (res.status !== 200) throw new Error(`history of ${registration} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  }, runs, 5);
}

export interface ReminderRunFigures {
  due: number;
  /** Taken before the kill, and seconds from the start to it. */
  takenBeforeKill: number;
  secondsToKill: number;
  /** Seconds of the second start until every reminder was taken. */
  secondsAfterRestart: number;
  /** Both starts' running time (each from the process's start: its start-up counted). */
  totalSeconds: number;
  taken: number;
  keysOnce: boolean;
  messages: number;
  messagesOnce: boolean;
  /** Messages the queue should have made: one WhatsApp message per consenting customer. */
  expectedMessages: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function countTaken(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM scheduled_work_done WHERE key LIKE 'service-due:%'");
  return Number(rows[0]?.n);
}

/** Waits for `n` reminders taken; a run stuck for ten minutes is a hang, not a slow machine. */
async function takenAtLeast(db: Db, n: number): Promise<void> {
  const giveUp = Date.now() + 600_000;
  while ((await countTaken(db)) < n) {
    if (Date.now() > giveUp) throw new Error(`the reminder run did not reach ${n} taken in ten minutes`);
    await sleep(100);
  }
}

/**
 * The reminder run of `day` at 10:00 IST on the server's own clock: the server is started
 * on that instant, killed once `killAt` of the reminders are taken, started again, and
 * waited for until every one is. WhatsApp is on, through a stand-in provider.
 */
export async function runReminders(server: RunningServer, openDb: () => Promise<Db>, session: AdminSession, day: string, due: number, killAt = 0.4, log: (m: string) => void = () => {}): Promise<ReminderRunFigures> {
  const whatsapp = await startProviderStandIn();
  const db = await openDb();
  try {
    const saved = await session.fetch(messageApiPaths.adminMessageChannel('whatsapp'), {
      method: 'PUT', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ enabled: true, settings: { apiUrl: whatsapp.url, phoneNumberId: '1234567890', accessToken: 'bench-token', language: 'en' }, templates: defaultTemplates.whatsapp }),
    });
    if (saved.status !== 200) throw new Error(`WhatsApp set-up answered ${saved.status}: ${await saved.text()}`);
    const clock = () => ({ [testClockStartVar]: `${day}T10:00:00+05:30`, [testClockStartedAtVar]: String(Date.now()), NODE_ENV: 'test' });
    await server.stop();
    const t0 = Date.now();
    await server.restart(clock());
    await takenAtLeast(db, due * killAt);
    await server.stop('SIGKILL');
    const secondsToKill = (Date.now() - t0) / 1000;
    const takenBeforeKill = await countTaken(db);
    log(`  killed with ${takenBeforeKill} of ${due} taken after ${secondsToKill.toFixed(1)} s`);
    const t1 = Date.now();
    await server.restart(clock());
    await takenAtLeast(db, due);
    const secondsAfterRestart = (Date.now() - t1) / 1000;
    // A run that queued more than it should would show here: give any stray late tick a moment.
    await sleep(1000);
    const { rows } = await db.query<{ keys: string; distinct_keys: string; messages: string; distinct_messages: string; consenting: string }>(
      `SELECT (SELECT count(*) FROM scheduled_work_done WHERE key LIKE 'service-due:%') AS keys,
              (SELECT count(DISTINCT key) FROM scheduled_work_done WHERE key LIKE 'service-due:%') AS distinct_keys,
              (SELECT count(*) FROM customer_messages WHERE event = 'service-due') AS messages,
              (SELECT count(DISTINCT (event_key, channel)) FROM customer_messages WHERE event = 'service-due') AS distinct_messages,
              (SELECT count(*) FROM leads WHERE updates_consent_at IS NOT NULL AND name LIKE 'Bench %') AS consenting`,
    );
    const r = rows[0]!;
    await server.stop();
    await server.restart();
    return {
      due, takenBeforeKill, secondsToKill, secondsAfterRestart, totalSeconds: secondsToKill + secondsAfterRestart,
      taken: Number(r.keys), keysOnce: r.keys === r.distinct_keys, messages: Number(r.messages), messagesOnce: r.messages === r.distinct_messages,
      expectedMessages: Number(r.consenting),
    };
  } finally {
    await db.close();
    await whatsapp.close();
  }
}
