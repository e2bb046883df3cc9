/** SQL over login_attempts (migration 002): failed sign-ins in a sliding window. */
import type { Queryable } from '../db/connect.ts';

interface FailureCounts {
  /** Failures of the user id from every address. */
  user: number;
  /** Failures of the user id from this address. */
  pair: number;
  /** Failures from this address, whatever the user id, those a later sign-in forgave included. */
  ip: number;
  /** The oldest failure in the window for the limited keys, to compute Retry-After. */
  pairOldest: Date | null;
  ipOldest: Date | null;
}

export async function countFailures(db: Queryable, key: { userKey: string; ip: string; since: Date }): Promise<FailureCounts> {
  const result = await db.query<{ user_n: number; pair_n: number; ip_n: number; pair_oldest: Date | null; ip_oldest: Date | null }>(
    `SELECT
       (SELECT count(*)::int FROM login_attempts WHERE user_key = $1 AND NOT cleared AND attempted_at > $3) AS user_n,
       (SELECT count(*)::int FROM login_attempts WHERE user_key = $1 AND ip = $2 AND NOT cleared AND attempted_at > $3) AS pair_n,
       (SELECT min(attempted_at) FROM login_attempts WHERE user_key = $1 AND ip = $2 AND NOT cleared AND attempted_at > $3) AS pair_oldest,
       (SELECT count(*)::int FROM login_attempts WHERE ip = $2 AND attempted_at > $3) AS ip_n,
       (SELECT min(attempted_at) FROM login_attempts WHERE ip = $2 AND attempted_at > $3) AS ip_oldest`,
    [key.userKey, key.ip, key.since],
  );
  const row = result.rows[0];
  const date = (v: Date | string | null | undefined) => (v ? new Date(v) : null);
  return {
    user: row?.user_n ?? 0,
    pair: row?.pair_n ?? 0,
    ip: row?.ip_n ?? 0,
    pairOldest: date(row?.pair_oldest),
    ipOldest: date(row?.ip_oldest),
  };
}

/** Records an attempt as a failure until it proves right; returns its id. */
export async function recordFailure(db: Queryable, attempt: { userKey: string; ip: string; at: Date }): Promise<string> {
  const result = await db.query<{ id: string }>(
    'INSERT INTO login_attempts (user_key, ip, attempted_at) VALUES ($1, $2, $3) RETURNING id::text AS id',
    [attempt.userKey, attempt.ip, attempt.at],
  );
  return result.rows[0]?.id ?? '';
}

export async function deleteAttempt(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE id = $1::bigint', [id]);
}

/**
 * A successful sign-in (attempt `attemptId`, recorded as a failure until it proved right)
 * is no failure; it forgives that user id's failures from that address only: the ones
 * made elsewhere (perhaps by someone guessing) still slow the account down, and the
 * forgiven ones still count against the address (migration 200).
 */
export async function clearFailuresFrom(db: Queryable, key: { userKey: string; ip: string }, attemptId: string): Promise<void> {
  await deleteAttempt(db, attemptId);
  await db.query('UPDATE login_attempts SET cleared = true WHERE user_key = $1 AND ip = $2 AND NOT cleared', [key.userKey, key.ip]);
}

/** Every failure of a user id (the admin command's reset-password lifts all limits). */
export async function clearUserFailures(db: Queryable, userKey: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE user_key = $1', [userKey]);
}

export async function deleteOldFailures(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE attempted_at <= $1', [before]);
}
