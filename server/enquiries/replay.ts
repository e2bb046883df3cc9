/**
 * Replays of a stored submission (architecture "One flow"): an outbox that lost an answer
 * sends the same Idempotency-Key again, gets the same success and stores nothing. Such a
 * replay is never refused by the submission limits (server/enquiries/submission-limits.ts).
 */
import type { Context } from 'koa';
import type { Queryable } from '../db/connect.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { isUuid } from '../http/uuid.ts';

/** Whether the request's Idempotency-Key names an enquiry already stored. */
export async function isStoredReplay(db: Queryable, ctx: Context): Promise<boolean> {
  const key = ctx.get(idempotencyHeader).trim();
  if (!isUuid(key)) return false;
  const { rows } = await db.query('SELECT 1 FROM enquiries WHERE id = $1', [key.toLowerCase()]);
  return rows.length > 0;
}
