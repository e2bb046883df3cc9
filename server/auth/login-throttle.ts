/**
 * Brute-force limits of POST /api/login and of the current password on a password change
 * (docs/api-admin.md), within a sliding window of 15 minutes:
 * - one address: more than 30 failed attempts, whatever the user ids, and it is refused;
 * - one user id from one address: more than 5 failures, and that pair is refused, the
 *   right password too, until 15 minutes after those failures;
 * - one user id from all addresses: never refused, so nobody can lock the owner out by
 *   guessing from elsewhere. Beyond 5 failures each attempt waits before its password is
 *   checked, 0.5 s doubling with every further failure up to 4 s.
 * Every attempt counts as a failure from before its password is checked, so concurrent
 * guesses see each other; a success forgives that user id's failures from that address
 * for the account's limits, never for the address's (so several accounts' good sign-ins
 * between guesses do not reset the address's count).
 */
import type { Queryable } from '../db/connect.ts';
import { countFailures, deleteAttempt, deleteOldFailures, recordFailure } from './login-attempt-repository.ts';

export const loginLimits = {
  perAddress: 30,
  perAccountAndAddress: 5,
  windowMinutes: 15,
  /** Failures of one user id (all addresses) before its sign-ins slow down. */
  accountFailuresBeforeDelay: 5,
  firstDelayMs: 500,
  maxDelayMs: 4000,
} as const;

/** `attemptId`: the attempt recorded as a failure, which a right password clears (clearFailuresFrom). */
type ThrottleVerdict = { allowed: true; delayedMs: number; attemptId: string } | { allowed: false; retryAfterSeconds: number };

interface AttemptKey {
  userKey: string;
  ip: string;
}

export function userKey(userId: string): string {
  return userId.trim().toLowerCase();
}

/** The wait before checking a password when the user id has `failures` recent failures. */
export function accountDelayMs(failures: number): number {
  const over = failures - loginLimits.accountFailuresBeforeDelay;
  if (over <= 0) return 0;
  return Math.min(loginLimits.maxDelayMs, loginLimits.firstDelayMs * 2 ** (over - 1));
}

/** The real clock's wait, when no other clock is given. */
const timerWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Records an attempt for (user, address) at `now`, then counts what the window holds, this
 * attempt included. A refused attempt is removed again, so a refusal ends 15 minutes after
 * the failures that caused it. An admitted attempt returns after the user id's delay,
 * waited on the same clock as `now` (ResolvedDeps.wait), so a test's own clock decides it.
 */
export async function admitAttempt(db: Queryable, key: AttemptKey, now: Date, wait = timerWait): Promise<ThrottleVerdict> {
  const windowMs = loginLimits.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  // Housekeeping: failures older than the window no longer matter.
  await deleteOldFailures(db, since);
  const id = await recordFailure(db, { ...key, at: now });
  const counts = await countFailures(db, { ...key, since });
  const waits: number[] = [];
  if (counts.pair > loginLimits.perAccountAndAddress && counts.pairOldest) waits.push(counts.pairOldest.getTime() + windowMs - now.getTime());
  if (counts.ip > loginLimits.perAddress && counts.ipOldest) waits.push(counts.ipOldest.getTime() + windowMs - now.getTime());
  if (waits.length > 0) {
    await deleteAttempt(db, id);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
  }
  // The failures before this attempt, from every address.
  const delayedMs = accountDelayMs(counts.user - 1);
  if (delayedMs > 0) await wait(delayedMs);
  return { allowed: true, delayedMs, attemptId: id };
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many login attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`;
}
