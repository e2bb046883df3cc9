/**
 * Sends one queued row exactly once (docs/notifications.md "Durable and exactly once"):
 * the customers' messages and the staff's morning digests keep the same columns (state,
 * attempts, last_error, provider_ref, sent_at, claimed_until) and go through this one
 * path. The row is claimed for a minute first, so two jobs of it (a sweep after a crash,
 * a retry, two servers) never send it at once, and one already sent is never sent again.
 * A refusal that another try cannot change, or the last allowed try, marks it failed
 * with the provider's reason; a 429 with Retry-After is put back after that wait;
 * anything else is thrown back to the queue, which tries again with a doubling wait.
 */
import type { Queryable } from '../db/connect.ts';
import { SendFailure } from './providers/send-failure.ts';

/** How long a worker holds a row while it sends it, unless told (shorter than the job's expiry). */
const defaultClaimMs = 60_000;

/** The tables whose rows are sent this way (a fixed list: the name goes into SQL). */
export type OutboundTable = 'customer_messages' | 'staff_digests';

export interface SendOnceDeps {
  db: Queryable;
  now: () => Date;
  /** Tries before a row is failed. */
  attempts: number;
  /** Puts a row back on the queue after a provider's Retry-After (or a message's wait); `attempt` makes the job's id. */
  sendLater(id: string, attempt: number | string, seconds: number): Promise<void>;
  /** How long the row is held while it is sent (longer than a send may take). */
  claimMs?: number;
}

export type DeliveryOutcome = 'sent' | 'done-already' | 'failed' | 'later';

/**
 * Claims the row `id` of `table` (returning `columns`), sends it with `send` (which
 * answers the provider's id of the message) and records the outcome.
 */
export async function sendOnce<Row extends { id: string; attempts: number }>(
  deps: SendOnceDeps, table: OutboundTable, columns: string, id: string, send: (row: Row) => Promise<string>,
): Promise<DeliveryOutcome> {
  const at = deps.now();
  const { rows } = await deps.db.query<Row>(
    `UPDATE ${table} SET claimed_until = $2
      WHERE id = $1 AND state = 'queued' AND (claimed_until IS NULL OR claimed_until < $3)
      RETURNING ${columns}, attempts`,
    [id, new Date(at.getTime() + (deps.claimMs ?? defaultClaimMs)), at],
  );
  const row = rows[0];
  if (!row) {
    const { rows: left } = await deps.db.query<{ state: string }>(`SELECT state FROM ${table} WHERE id = $1`, [id]);
    // Another worker holds it: this job tries again later and then finds it sent.
    if (left[0]?.state === 'queued') throw new Error('This message is being sent by another worker');
    return 'done-already';
  }
  try {
    const ref = await send(row);
    await deps.db.query(
      `UPDATE ${table} SET state = 'sent', sent_at = $2, updated_at = $2, attempts = attempts + 1, last_error = '',
              provider_ref = $3, claimed_until = NULL WHERE id = $1`,
      [row.id, deps.now(), ref.slice(0, 300)],
    );
    return 'sent';
  } catch (error) {
    const failure = error instanceof SendFailure ? error : new SendFailure(String((error as Error)?.message ?? error).slice(0, 300), true);
    const attempt = row.attempts + 1;
    const final = !failure.retry || attempt >= deps.attempts;
    await deps.db.query(
      `UPDATE ${table} SET state = $2, attempts = $3, last_error = $4, updated_at = $5, claimed_until = NULL WHERE id = $1`,
      [row.id, final ? 'failed' : 'queued', attempt, final && failure.retry ? `${failure.message} (gave up after ${attempt} tries)` : failure.message, deps.now()],
    );
    if (final) return 'failed';
    if (failure.retryAfterSeconds !== undefined) {
      await deps.sendLater(row.id, attempt, Math.max(1, failure.retryAfterSeconds));
      return 'later';
    }
    throw failure;
  }
}
