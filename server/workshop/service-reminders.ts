/**
 * The daily service reminders (docs/workshop.md "Reminders"): from 10:00 IST, each vehicle's
 * next service, insurance or PUC renewal falling due N days ahead, for each N the dealer set
 * (10 and 3 until changed), gets one message to its customer, by the channels they can be
 * reached on and in their language, with their consent for WhatsApp and SMS, as a booking's
 * messages are (server/notifications/queue-messages.ts). Each (registration, kind, due date,
 * days before) is taken once by its key in the transaction that queues it, so a rerun, a
 * restart or a second server never queues it twice; a run missed for up to `catchUpDays`
 * days is made up at the next one (a reminder a little late, never twice, and never one
 * whose soonest reminder's days have already come).
 */
import type { Db, Queryable } from '../db/connect.ts';
import type { Notifier } from '../deps.ts';
import { slotInstant } from '#contract/appointment-slots.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { addDays } from '#contract/service-due.ts';
import { defaultDaysBefore, type ReminderSettings } from '#contract/service-reminders.ts';
import { keysNotTaken, takeEach } from '../notifications/take-once.ts';
import { fallingDue, type FallingDue } from './due-query.ts';
import type { ServiceDueFacts } from './service-due-message.ts';

/** When the reminders go out (IST): after the morning digest, in working hours. */
export const serviceReminderTime = '10:00';
/** How many days late a reminder may still go (a server down over a weekend). */
export const catchUpDays = 3;

export const serviceReminderKey = (item: Pick<FallingDue, 'registration' | 'kind' | 'dueOn'>, daysBefore: number) =>
  `service-due:${item.registration}:${item.kind}:${item.dueOn}:${daysBefore}`;

export async function readReminderSettings(db: Queryable): Promise<ReminderSettings> {
  const { rows } = await db.query<{ days_before: number[]; updated_at: Date | string; updated_by: string }>(
    'SELECT days_before, updated_at, updated_by FROM service_reminder_settings',
  );
  const row = rows[0];
  if (!row) return { daysBefore: [...defaultDaysBefore], updatedAt: null, updatedBy: null };
  const setUp = row.updated_by === 'setup';
  return {
    daysBefore: row.days_before.map(Number).sort((a, b) => b - a),
    updatedAt: setUp ? null : new Date(row.updated_at).toISOString(),
    updatedBy: setUp ? null : row.updated_by,
  };
}

export interface ReminderWindow {
  daysBefore: number;
  /** The days left before the date that this reminder covers, both included. */
  fewestDaysLeft: number;
  mostDaysLeft: number;
}

/**
 * Each reminder's days left: exactly N on time, down to N - catchUpDays + 1 when runs were
 * missed, but never into the next reminder's days (a 10-day reminder is not sent 3 days before).
 */
export function reminderWindows(daysBefore: readonly number[]): ReminderWindow[] {
  const sorted = [...new Set(daysBefore)].sort((a, b) => b - a);
  return sorted.map((n, i) => ({ daysBefore: n, mostDaysLeft: n, fewestDaysLeft: Math.max(n - catchUpDays + 1, (sorted[i + 1] ?? 0) + 1) }));
}

/** Reminders taken and queued per transaction: a run of 100,000 is 200 commits, each short. */
const batchSize = 500;

/** Queues the reminders due at `now`; how many reminders were taken (each may be several messages, or none without a way to reach the customer). */
export async function queueServiceReminders(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const today = istDateOf(now);
  if (now < slotInstant(today, serviceReminderTime)) return 0;
  const { daysBefore } = await readReminderSettings(db);
  let taken = 0;
  for (const w of reminderWindows(daysBefore)) {
    const items = await fallingDue(db, addDays(today, w.fewestDaysLeft), addDays(today, w.mostDaysLeft));
    const keyed = items.map((item) => ({ item, key: serviceReminderKey(item, w.daysBefore) }));
    const open = await keysNotTaken(db, keyed.map((k) => k.key));
    const todo = keyed.filter((k) => open.has(k.key));
    for (let start = 0; start < todo.length; start += batchSize) {
      const batch = todo.slice(start, start + batchSize);
      // The keys and their messages commit together: a crash between batches leaves the next
      // batch untaken (the next tick takes it), never a key taken without its messages.
      taken += await db.transaction(async (tx) => {
        const took = await takeEach(tx, batch.map((k) => k.key), now);
        // A customer who never made an enquiry has given no channel or consent: the call list reaches them.
        const causes = batch.filter((k) => took.has(k.key) && k.item.leadId !== null).map(({ item, key }) => {
          const data: ServiceDueFacts = {
            kind: item.kind, registration: item.registration, dueOn: item.dueOn, daysBefore: w.daysBefore,
            customerName: item.customerName, language: item.language, showroomId: item.showroomId,
          };
          return { leadId: item.leadId!, event: 'service-due' as const, eventKey: key, data: { ...data }, at: now };
        });
        await notifier.customerMessages(tx, causes);
        return took.size;
      });
    }
  }
  return taken;
}
