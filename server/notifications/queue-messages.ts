/**
 * Queues the messages an event causes, inside the transaction that stores the event
 * (requirements: durable and exactly once; docs/notifications.md): one row per channel
 * that is on and reaches this customer, keyed by the event and the channel, and the
 * durable job that sends it with the same id. A replayed event finds its rows and queues
 * nothing again. WhatsApp and SMS go only with the customer's consent (./phone-consent.ts):
 * the booking form's tick, or their latest opt-in form.
 */
import type { Queryable } from '../db/connect.ts';
import type { MessageEvent } from '#contract/messages.ts';
import { phoneConsentSql } from './phone-consent.ts';

export interface MessageCause {
  leadId: string;
  event: MessageEvent;
  /** Unique per event: the enquiry id, the change id, 'reminder:<id>:<day>'. */
  eventKey: string;
  /** What the event said when it happened (a change's status and time). */
  data?: Record<string, unknown>;
  at: Date;
  /** The workshop job card the message is about (its values are the card's), if any. */
  jobCardId?: number;
  /** The vehicle booking the message is about (its values are the booking's), if any. */
  bookingId?: number;
  /**
   * Sent no sooner than this after `at`: the wait that gathers a job card's new lines into one
   * approval message. Kept on the row (`send_after`) as well as on its job, so a job given to
   * it later (the sweep at start, after a restore) waits what is left of it.
   */
  startAfterSeconds?: number;
}

/** Puts jobs on the durable queue in the caller's transaction (server/notifications/message-queue.ts). */
export interface JobSender {
  sendMessages(tx: Queryable, messageIds: readonly string[], startAfterSeconds?: number): Promise<void>;
  /** The Web Push alerts of a new lead, one job per device (server/notifications/push/queue-staff-pushes.ts). */
  sendStaffPushes(tx: Queryable, pushIds: readonly string[]): Promise<void>;
}

/** A message's key: the same event and channel always make the same id. */
export const messageIdSql = (eventKey: string, channel: string) => `md5(${eventKey} || ':' || ${channel})::uuid`;

/**
 * The messages of many events in one statement: each event's row of the arrays (lead,
 * event key, event, data, time, job card, booking, earliest sending) meets each channel
 * that is on and reaches that customer.
 */
const insertMessagesSql = `
  INSERT INTO customer_messages (id, lead_id, event, event_key, channel, recipient, data, created_at, updated_at, job_card_id, booking_id, send_after)
  SELECT ${messageIdSql('x.event_key', 'c.channel')}, e.id, x.event, x.event_key, c.channel,
         CASE WHEN c.channel = 'email' THEN e.email ELSE l.mobile END, x.data::jsonb, x.at, x.at, x.job_card_id, x.booking_id, x.send_after
    FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $7::bigint[], $8::bigint[], $9::timestamptz[])
         AS x (lead_id, event_key, event, data, at, job_card_id, booking_id, send_after)
    JOIN enquiries e ON e.id = x.lead_id
    JOIN leads l ON l.id = e.id
   CROSS JOIN message_channels c
   WHERE (c.enabled OR (c.channel = 'email' AND $6::boolean AND c.updated_by IS NULL))
     AND CASE WHEN c.channel = 'email' THEN e.email <> ''
              ELSE ${phoneConsentSql('l', 'c.channel')}
         END
  ON CONFLICT (id) DO NOTHING
  RETURNING id, event_key`;

/** When the event's messages may go at the earliest: `at` plus its wait, or null (no wait). */
const sendAfterOf = (cause: MessageCause): Date | null =>
  cause.startAfterSeconds && cause.startAfterSeconds > 0 ? new Date(cause.at.getTime() + Math.ceil(cause.startAfterSeconds) * 1000) : null;

/**
 * Writes the messages of one event, or of many at once (a reminder run's thousands: one
 * statement and one queue insert per wait, not one each), and queues their jobs, each
 * starting after its own event's wait; the ids of the messages new now.
 */
export async function queueMessages(
  tx: Queryable, causes: MessageCause | readonly MessageCause[], options: { emailFromEnv: boolean; jobs: JobSender | null },
): Promise<string[]> {
  const all: readonly MessageCause[] = Array.isArray(causes) ? causes : [causes as MessageCause];
  if (all.length === 0) return [];
  const { rows } = await tx.query<{ id: string; event_key: string }>(insertMessagesSql, [
    all.map((c) => c.leadId), all.map((c) => c.eventKey), all.map((c) => c.event), all.map((c) => JSON.stringify(c.data ?? {})),
    all.map((c) => c.at), options.emailFromEnv, all.map((c) => c.jobCardId ?? null), all.map((c) => c.bookingId ?? null),
    all.map(sendAfterOf),
  ]);
  const ids = rows.map((r) => r.id);
  // Without a running queue (a process that only serves requests, a test of something
  // else) the rows wait; the queue takes them when it starts (sweepQueuedMessages).
  if (ids.length > 0 && options.jobs) {
    const waitOf = new Map(all.map((cause) => [cause.eventKey, cause.startAfterSeconds ?? 0]));
    const byWait = new Map<number, string[]>();
    for (const row of rows) {
      const wait = waitOf.get(row.event_key) ?? 0;
      byWait.set(wait, [...(byWait.get(wait) ?? []), row.id]);
    }
    for (const [wait, waiting] of byWait) await options.jobs.sendMessages(tx, waiting, wait > 0 ? wait : undefined);
  }
  return ids;
}
