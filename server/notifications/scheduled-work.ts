/**
 * Work that falls due by the clock (docs/notifications.md): from 18:00 IST each booked
 * test ride or service of the next day gets its reminder, from 09:00 IST each staff
 * member their morning digest (server/notifications/morning-digest.ts), and from 10:00 IST
 * each vehicle falling due its service reminder (server/workshop/service-reminders.ts). Each is taken once by its key
 * in the transaction that queues it, so a restart, a second server or a late tick (the
 * server was down at 18:00) never queues it twice, and a missed evening is made up until
 * midnight. The clock is passed in, so tests run it at a fixed time.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Notifier } from '../deps.ts';
import type { Logger } from '../log.ts';
import { queueDueDigests, type DigestJobs } from './morning-digest.ts';
import { takeOnce } from './take-once.ts';
import { queueServiceReminders } from '../workshop/service-reminders.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { slotInstant } from '#contract/appointment-slots.ts';

/** When the evening reminders go out (IST). */
export const reminderTime = '18:00';

function nextDay(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Queues the reminders due at `now`; how many were queued. */
export async function queueDueReminders(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const today = istDateOf(now);
  if (now < slotInstant(today, reminderTime)) return 0;
  const tomorrow = nextDay(today);
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM appointments
      WHERE status = 'booked' AND NOT walk_in AND starts_at >= $1 AND starts_at < $2
        AND NOT EXISTS (SELECT 1 FROM scheduled_work_done w WHERE w.key = 'reminder:' || appointments.id || ':' || $3)`,
    [slotInstant(tomorrow, '00:00'), slotInstant(nextDay(tomorrow), '00:00'), tomorrow],
  );
  let queued = 0;
  for (const { id } of rows) {
    const key = `reminder:${id}:${tomorrow}`;
    const taken = await db.transaction(async (tx) => {
      if (!(await takeOnce(tx, key, now))) return false;
      await notifier.customerMessages(tx, { leadId: id, event: 'reminder', eventKey: key, at: now });
      return true;
    });
    if (taken) queued += 1;
  }
  return queued;
}

export interface ScheduledWorkDeps {
  notifier: Notifier;
  jobs: DigestJobs;
  config: Pick<Config, 'smtpUrl' | 'smtpFrom' | 'publicUrl'>;
}

/** Looks every minute; returns the stop. */
export function startScheduledWork(db: Db, deps: ScheduledWorkDeps, now: () => Date, log: Logger): () => void {
  let running = false;
  const work: { name: string; run: (at: Date) => Promise<number> }[] = [
    { name: 'booking reminders', run: (at) => queueDueReminders(db, deps.notifier, at) },
    { name: 'morning digests', run: (at) => queueDueDigests(db, deps, at) },
    { name: 'service reminders', run: (at) => queueServiceReminders(db, deps.notifier, at) },
  ];
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const { name, run } of work) {
        try {
          const queued = await run(now());
          if (queued > 0) log.info(`${name} queued`, { count: queued });
        } catch (error) {
          log.warn(name, { error: (error as Error).message });
        }
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), 60_000);
  void tick();
  return () => clearInterval(timer);
}
