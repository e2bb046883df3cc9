/**
 * Customer messages as staff screens list them (src/contract/messages.ts LeadMessageRecord):
 * the lead's timeline (./lead-message-routes.ts) and a job card's (docs/workshop.md
 * "Messages to the customer"). Newest first; a message is one row per channel.
 */
import type { Queryable } from '../db/connect.ts';
import type { LeadMessageRecord } from '#contract/messages.ts';

interface MessageRow {
  id: string;
  event: LeadMessageRecord['event'];
  channel: LeadMessageRecord['channel'];
  recipient: string;
  state: LeadMessageRecord['state'];
  attempts: number;
  last_error: string;
  created_at: Date | string;
  updated_at: Date | string;
  sent_at: Date | string | null;
  send_after: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The messages whose `column` (lead_id or job_card_id, a fixed choice: it goes into SQL) is `id`. */
export async function messageRecordsOf(db: Queryable, column: 'lead_id' | 'job_card_id', id: string | number): Promise<LeadMessageRecord[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT id, event, channel, recipient, state, attempts, last_error, created_at, updated_at, sent_at, send_after
       FROM customer_messages WHERE ${column} = $1 ORDER BY created_at DESC, channel LIMIT 200`,
    [id],
  );
  return rows.map((r) => ({
    id: r.id, event: r.event, channel: r.channel, recipient: r.recipient, state: r.state, attempts: r.attempts, lastError: r.last_error,
    createdAt: iso(r.created_at), updatedAt: iso(r.updated_at), sentAt: r.sent_at ? iso(r.sent_at) : null,
    sendAfter: r.send_after ? iso(r.send_after) : null,
  }));
}
