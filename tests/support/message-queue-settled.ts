/**
 * Waits until a message queue (docs/notifications.md; by default the customer messages,
 * or the staff alerts) holds no job waiting, running or due for a retry: every message
 * queued so far has been sent or given up, so a count checked afterwards is final (a
 * duplicate or a retry would have happened by then). Tests that show "nothing more is
 * sent" wait for this instead of a fixed sleep.
 */
import { expect } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { queueNames } from '../../server/notifications/message-queue.ts';

async function unfinishedJobs(db: Db, queue: string): Promise<number | undefined> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')",
    [queue],
  );
  return rows[0]?.n;
}

export async function messageQueueSettled(db: Db, queue: string = queueNames.customerMessage): Promise<void> {
  await expect.poll(() => unfinishedJobs(db, queue), { timeout: 20_000, interval: 200 }).toBe(0);
}
