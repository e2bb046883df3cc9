/**
 * The durable job queue: pg-boss 10 on the application's own database connection
 * (docs/notifications.md). pg-boss takes any object with `executeSql`, so it runs on every
 * database we run on: a PostgreSQL server, the embedded one, and PGlite in the tests.
 * `send` takes the caller's transaction as its `db`, so a message's job is committed or
 * rolled back with the enquiry, booking or change that causes it; the job's id is the
 * message's key, and pg-boss inserts a job whose id exists as nothing (never sent twice).
 */
import { uuidFrom } from './uuid-from.ts';
import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../db/connect.ts';
import type { Logger } from '../log.ts';
import type { DigestJobs } from './morning-digest.ts';
import type { JobSender } from './queue-messages.ts';

export const queueNames = {
  customerMessage: 'customer-message',
  staffAlert: 'staff-alert',
  staffDigest: 'staff-digest',
} as const;

export interface QueueOptions {
  /** Tries before a message is given up (MESSAGE_ATTEMPTS). */
  attempts: number;
  /** The first wait before a retry, doubled each time (MESSAGE_RETRY_SECONDS). */
  retrySeconds: number;
  /** How often an idle worker asks for work (tests: shorter). */
  pollingSeconds?: number;
  /** How long a provider may take to answer (MESSAGE_TIMEOUT_SECONDS): a job is given up after eight times that. */
  timeoutSeconds: number;
}

/** A job still active this long after it was taken belongs to a worker that hung or died: it is tried again. */
export const jobExpirySecondsFor = (timeoutSeconds: number): number => Math.ceil(timeoutSeconds * 8);

/** pg-boss's view of one of our connections (or transactions). */
export function bossDb(db: Queryable & Partial<Pick<Db, 'exec'>>): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return db.query(text, values);
      // Its schema scripts are several statements and need no rows back: run as a script.
      if (db.exec && /;\s*\S/.test(text.trim().replace(/;\s*$/, ''))) {
        await db.exec(text);
        return { rows: [] };
      }
      try {
        return await db.query(text, []);
      } catch (error) {
        // Its schema scripts are several statements, which PGlite's query path refuses.
        if (!db.exec || !/multiple commands|cannot insert multiple/i.test(String((error as Error).message))) throw error;
        await db.exec(text);
        return { rows: [] };
      }
    },
  };
}

export interface MessageQueue {
  boss: PgBoss;
  jobs: JobSender & DigestJobs;
  options: QueueOptions;
  /**
   * Re-queues a message (or a digest, on its queue) to be tried after `seconds` (a provider's
   * Retry-After, or what is left of a message's wait); `attempt` makes the job's id.
   */
  sendLater(messageId: string, attempt: number | string, seconds: number, queue?: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startMessageQueue(db: Db, log: Logger, options: QueueOptions): Promise<MessageQueue> {
  const expireInSeconds = jobExpirySecondsFor(options.timeoutSeconds);
  const boss = new PgBoss({
    db: bossDb(db),
    schema: 'pgboss',
    // Our own clock drives reminders and digests (server/notifications/scheduled-work.ts).
    schedule: false,
    supervise: true,
    // Expired jobs are found by maintenance: as often as a job may last.
    maintenanceIntervalSeconds: Math.min(120, expireInSeconds),
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error: Error) => log.warn('job queue', { error: error.message }));
  await boss.start();
  const retry = {
    retryLimit: options.attempts,
    retryDelay: options.retrySeconds,
    retryBackoff: true,
    // A send that hangs longer than this (a worker stuck or killed) is given up and tried again.
    expireInSeconds,
  };
  for (const name of Object.values(queueNames)) {
    await boss.createQueue(name, { name, ...retry } as PgBoss.Queue);
  }

  // Many jobs go in one statement (a reminder run queues thousands), with the queue's own
  // retry and expiry; a job already there (the same id) is left as it is, as send does.
  const insertJobs = (tx: Queryable, name: string, ids: readonly string[], startAfterSeconds?: number) => {
    const after = startAfterSeconds && startAfterSeconds > 0 ? { startAfter: `${Math.ceil(startAfterSeconds)} seconds` } : {};
    return boss.insert(ids.map((id) => ({ id, name, data: { messageId: id }, ...after })), { db: bossDb(tx) } as PgBoss.InsertOptions);
  };
  const jobs: JobSender & DigestJobs = {
    sendMessages: (tx, ids, startAfterSeconds) => insertJobs(tx, queueNames.customerMessage, ids, startAfterSeconds),
    sendStaffPushes: (tx, ids) => insertJobs(tx, queueNames.staffAlert, ids),
    sendDigests: (tx, ids) => insertJobs(tx, queueNames.staffDigest, ids),
  };

  return {
    boss,
    jobs,
    options,
    async sendLater(messageId, attempt, seconds, queue = queueNames.customerMessage) {
      await boss.send(queue, { messageId }, { id: uuidFrom(`${messageId}:${attempt}`), startAfter: Math.ceil(seconds) } as PgBoss.SendOptions);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 } as PgBoss.StopOptions);
    },
  };
}

/**
 * Messages, digests and Web Push alerts written while no queue ran (a restore, a process without one) get their jobs
 * now; a message whose job exists is left alone (same id). One tried already has its
 * retry on the queue. A message that waits (`send_after`: an approval message gathering
 * its card's lines) gets a job that starts when its wait ends on the clock `now`, at once
 * when that has passed.
 */
export async function sweepQueuedMessages(db: Db, jobs: JobSender & DigestJobs, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string; wait: number }>(
    `SELECT id, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (send_after - $1::timestamptz))))::int AS wait
       FROM customer_messages WHERE state = 'queued' AND attempts = 0 ORDER BY created_at LIMIT 5000`,
    [now],
  );
  // One insert per distinct wait (nearly always one: no wait).
  const byWait = new Map<number, string[]>();
  for (const r of rows) {
    const wait = Number(r.wait ?? 0);
    const ids = byWait.get(wait) ?? [];
    ids.push(r.id);
    byWait.set(wait, ids);
  }
  for (const [wait, ids] of byWait) await jobs.sendMessages(db, ids, wait);
  const { rows: digests } = await db.query<{ id: string }>(`SELECT id FROM staff_digests WHERE state = 'queued' AND attempts = 0 ORDER BY created_at LIMIT 5000`);
  if (digests.length > 0) await jobs.sendDigests(db, digests.map((r) => r.id));
  // Web Push alerts likewise; one too old to matter is failed by its worker, not sent.
  const { rows: pushes } = await db.query<{ id: string }>(`SELECT id FROM staff_push_messages WHERE state = 'queued' AND attempts = 0 ORDER BY created_at LIMIT 5000`);
  if (pushes.length > 0) await jobs.sendStaffPushes(db, pushes.map((r) => r.id));
  return rows.length + digests.length + pushes.length;
}
