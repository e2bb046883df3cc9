/**
 * A job card's messages to the customer (docs/workshop.md "Messages to the customer"),
 * queued in the transaction of the change that causes them, through the same durable queue,
 * channels and consent as a booking's (server/notifications/queue-messages.ts):
 *
 * - "approval needed" when a line is added that waits for the customer. One message per
 *   batch: a line added while the batch's message has not yet been taken by a worker joins
 *   it (the message waits `approvalMessageWaitSeconds` for them), a line added after starts
 *   the next one, and a line is never announced twice (`estimate_lines.approval_batch`).
 * - "ready" when the card moves to Ready; keyed by the card, so it is queued once.
 *
 * The messages are kept under the customer's lead, which gives their consent, language and
 * e-mail, as for a booking (server/notifications/phone-consent.ts): for a card opened from a
 * service booking, that booking's lead (its tick, else the customer's opt-in form); for a
 * walk-in, the customer's latest opt-in form (/optain) with the card's mobile. A tick given
 * on some other booking is not borrowed: its words agree to that booking's messages only.
 * A walk-in who never gave an opt-in form has no consent: nothing is queued.
 */
import type { Notifier } from '../deps.ts';
import type { Queryable } from '../db/connect.ts';
import { customerLeadOf } from '../notifications/customer-lead.ts';
import { messageChannels } from '#contract/messages.ts';
import { messageIdSql } from '../notifications/queue-messages.ts';

const batchMessagesSql = `SELECT state, attempts, claimed_until FROM customer_messages
  WHERE id IN (${messageChannels.map((c) => messageIdSql('$1::text', `'${c}'`)).join(', ')}) FOR UPDATE`;

/**
 * Whether the batch `key` still gathers lines: its messages exist and no worker has taken
 * any of them. The rows are locked until the caller's transaction ends, so a worker's claim
 * (server/notifications/send-once.ts) comes before this line or after it has joined.
 */
async function batchStillOpen(tx: Queryable, key: string): Promise<boolean> {
  const { rows } = await tx.query<{ state: string; attempts: number; claimed_until: Date | null }>(batchMessagesSql, [key]);
  return rows.length > 0 && rows.every((r) => r.state === 'queued' && Number(r.attempts) === 0 && r.claimed_until === null);
}

/** The new pending line `lineId` of the card, announced to the customer with its batch. */
export async function announceNewLine(
  tx: Queryable, notifier: Notifier | undefined, jobCardId: number, lineId: number, at: Date, waitSeconds: number,
): Promise<void> {
  if (!notifier) return;
  const { rows } = await tx.query<{ approval_batch: string }>(
    'SELECT approval_batch FROM estimate_lines WHERE job_card_id = $1 AND approval_batch IS NOT NULL ORDER BY id DESC LIMIT 1', [jobCardId],
  );
  const latest = rows[0]?.approval_batch;
  let key = latest !== undefined && (await batchStillOpen(tx, latest)) ? latest : null;
  if (key === null) {
    const leadId = await customerLeadOf(tx, 'jobCard', jobCardId);
    if (leadId === null) return;
    const candidate = `job-approval:${jobCardId}:${lineId}`;
    const queued = await notifier.customerMessages(tx, {
      leadId, jobCardId, event: 'job-approval', eventKey: candidate, data: { batch: candidate }, at, startAfterSeconds: waitSeconds,
    });
    // No channel reaches this customer (no consent, no e-mail): the line is not announced.
    if (queued.length === 0) return;
    key = candidate;
  }
  await tx.query('UPDATE estimate_lines SET approval_batch = $2 WHERE id = $1', [lineId, key]);
}

/** The card has reached Ready: the customer is told once, whatever happens to the card after. */
export async function announceReady(tx: Queryable, notifier: Notifier | undefined, jobCardId: number, at: Date): Promise<void> {
  if (!notifier) return;
  const leadId = await customerLeadOf(tx, 'jobCard', jobCardId);
  if (leadId === null) return;
  await notifier.customerMessages(tx, { leadId, jobCardId, event: 'job-ready', eventKey: `job-ready:${jobCardId}`, at });
}
