/**
 * What one send's outcome does to an outbox entry (docs/offline.md "Outbox states"), as a
 * pure function so the page, the service worker and the tests share one set of rules:
 *
 * - accepted (2xx): the entry is deleted;
 * - refused (4xx other than 401, 408, 429): 'failed' with the server's reason; it leaves
 *   the sending queue (later entries to the same lead or path go on) and waits for the
 *   person to edit, resend or discard it;
 * - retry with the server's Retry-After: 'pending' until then, no failure counted;
 * - retry (5xx, 408, 429, no answer): 'pending' with backoff; the `stuckAfterFailures`th
 *   failure in a row makes it 'stuck', shown as such and only sent again by Retry (or one
 *   more try when the device comes back online). A failure while the device itself says
 *   it is offline counts for nothing: the server did not fail, the signal did;
 * - signed-out (401 on an admin change): 'pending' until its author signs in again.
 */
import { backoffDelay, backoffMaxMs } from './outbox-backoff.ts';
import { stuckAfterFailures, type OutboxEntry } from './outbox-entry.ts';
import type { SendResult } from './outbox-request.ts';

export type SendAttempt = SendResult & { network?: boolean };

export interface SettleContext {
  now: number;
  random: () => number;
  /** False when the device knows it has no network (navigator.onLine). */
  online: boolean;
}

/** 'delete', or the fields to change. */
export type Settlement = 'delete' | Partial<OutboxEntry>;

export function settlementOf(entry: OutboxEntry, result: SendAttempt, context: SettleContext): Settlement {
  if (result.kind === 'accepted') return 'delete';
  if (result.kind === 'refused') {
    return { status: 'failed', leaseUntil: 0, refusedStatus: result.status, lastError: result.message || null };
  }
  const nextAttemptAt = context.now + backoffDelay(entry.attempts, context.random);
  if (result.kind === 'signed-out') {
    return { status: 'pending', leaseUntil: 0, nextAttemptAt, lastError: result.reason };
  }
  // A server that says when to come back (429 or 503 with Retry-After, e.g. a lead's events a
  // minute) is not failing: the entry waits that long and no failure is counted toward stuck.
  if (result.retryAfterMs !== undefined) {
    const wait = Math.max(nextAttemptAt, context.now + Math.min(result.retryAfterMs, backoffMaxMs));
    return { status: 'pending', leaseUntil: 0, nextAttemptAt: wait, lastError: result.reason };
  }
  const counts = !(result.network && !context.online);
  const failures = (entry.failures ?? 0) + (counts ? 1 : 0);
  return {
    status: failures >= stuckAfterFailures ? 'stuck' : 'pending',
    leaseUntil: 0,
    nextAttemptAt,
    failures,
    lastError: result.reason,
  };
}

/** Whether an entry still waits in the sending queue (neither refused nor stuck). */
export function inSendingQueue(entry: Pick<OutboxEntry, 'status'>): boolean {
  return entry.status === 'pending' || entry.status === 'sending';
}
