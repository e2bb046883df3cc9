/**
 * Waits until the customer-message queue (docs/notifications.md) holds no job waiting,
 * running or due for a retry: every message queued so far has been sent or given up, so
 * a count checked afterwards is final (a duplicate or a retry would have happened by then).
 * Tests that show "nothing more is sent" wait for this instead of a fixed sleep.
 */
import { expect } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { queueNames } from '../../server/notifications/message-queue.ts';

async function unfinishedJobs(db: Db): Promise<number | undefined> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')",
    [queueNames.customerMessage],
  );
  return rows[0]?.n;
}

export async function messageQueueSettled(db: Db): Promise<void> {
  await expect.poll(() => unfinishedJobs(db), { timeout: 20_000, interval: 200 }).toBe(0);
}
