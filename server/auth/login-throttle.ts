/**
 * Brute-force limits of POST /api/login (ARCHITECTURE "Security"): at most 5 failures per
 * user id and 30 per client address within 15 minutes. Every attempt counts as a failure
 * from before its password is checked; a success clears the user id's failures.
 */
import type { Queryable } from '../db/connect.ts';
import { countFailures, deleteAttempt, deleteOldFailures, recordFailure } from './login-attempt-repository.ts';

export const loginLimits = { perUser: 5, perAddress: 30, windowMinutes: 15 } as const;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function userKey(userId: string): string {
  return userId.trim().toLowerCase();
}

/**
 * Records an attempt for (user, address) at `now`, then counts what the window holds,
 * this attempt included: concurrent guesses see each other. A refused attempt is removed
 * again, so a lock-out ends 15 minutes after the failures that caused it.
 */
export async function admitAttempt(db: Queryable, key: { userKey: string; ip: string }, now: Date): Promise<ThrottleVerdict> {
  const windowMs = loginLimits.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  // Housekeeping: failures older than the window no longer matter.
  await deleteOldFailures(db, since);
  const id = await recordFailure(db, { ...key, at: now });
  const counts = await countFailures(db, { ...key, since });
  const waits: number[] = [];
  if (counts.user > loginLimits.perUser && counts.userOldest) waits.push(counts.userOldest.getTime() + windowMs - now.getTime());
  if (counts.ip > loginLimits.perAddress && counts.ipOldest) waits.push(counts.ipOldest.getTime() + windowMs - now.getTime());
  if (waits.length === 0) return { allowed: true };
  await deleteAttempt(db, id);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many login attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`;
}
