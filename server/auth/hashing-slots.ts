/**
 * A cap on concurrent password hashing (docs/api-admin.md). scrypt with N=2^17, r=8 holds
 * 128 MiB while it runs: 16 sign-ins at once once took the server from 381 MB to 906 MB
 * (four at a time, one per libuv thread). At most `concurrent` hashes run at once; up to
 * `waiting` more wait their turn in order; beyond that a sign-in is refused at once with
 * 503 and Retry-After, instead of a queue (and memory) without bound.
 */
import { HttpError } from '../http/http-error.ts';
import { workSlots, type WorkSlots } from '../work-slots.ts';

export const hashingLimits = { concurrent: 2, waiting: 30, retryAfterSeconds: 2 } as const;

export const busyMessage = 'Too many sign-ins at once. Please try again in a moment.';

export type Slots = WorkSlots;

export function createSlots(limits: { concurrent: number; waiting: number; retryAfterSeconds: number }): Slots {
  return workSlots(limits.concurrent, {
    waiting: limits.waiting,
    refuse: () => new HttpError(503, busyMessage, { headers: { 'Retry-After': String(limits.retryAfterSeconds) } }),
  });
}

/** The one cap every scrypt call of this process goes through (server/auth/password.ts). */
export const hashingSlots = createSlots(hashingLimits);
