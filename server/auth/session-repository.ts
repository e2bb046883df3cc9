/** SQL over the sessions table (migration 002). Tokens arrive here already hashed. */
import type { Queryable } from '../db/connect.ts';

export interface SessionRow {
  userId: string;
  csrfHash: string;
}

export async function insertSession(
  db: Queryable,
  session: { tokenHash: string; csrfHash: string; userId: string; now: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO sessions (token_hash, csrf_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)',
    [session.tokenHash, session.csrfHash, session.userId, session.now],
  );
}

/**
 * Finds a live session and marks it seen, in one statement: a session idle since before
 * `idleSince` or created before `createdSince` is not returned (ARCHITECTURE "Security":
 * idle and absolute timeouts). Only active accounts keep their sessions.
 */
export async function touchSession(
  db: Queryable,
  tokenHash: string,
  times: { now: Date; idleSince: Date; createdSince: Date },
): Promise<SessionRow | null> {
  const result = await db.query<{ user_id: string; csrf_hash: string }>(
    `UPDATE sessions s SET last_seen_at = $2
     FROM admins a
     WHERE s.token_hash = $1 AND a.user_id = s.user_id AND a.status = 'active'
       AND s.last_seen_at > $3 AND s.created_at > $4
     RETURNING s.user_id, s.csrf_hash`,
    [tokenHash, times.now, times.idleSince, times.createdSince],
  );
  const row = result.rows[0];
  return row ? { userId: row.user_id, csrfHash: row.csrf_hash } : null;
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

/** Ends every session of a user except `keepTokenHash` (password change); returns how many. */
export async function deleteUserSessions(db: Queryable, userId: string, keepTokenHash: string | null = null): Promise<number> {
  const result = await db.query(
    'DELETE FROM sessions WHERE user_id = $1 AND ($2::text IS NULL OR token_hash <> $2)',
    [userId, keepTokenHash],
  );
  return result.rowCount;
}

/** Removes sessions that can no longer be used, so the table does not grow without end. */
export async function deleteStaleSessions(db: Queryable, times: { idleSince: Date; createdSince: Date }): Promise<void> {
  await db.query('DELETE FROM sessions WHERE last_seen_at <= $1 OR created_at <= $2', [times.idleSince, times.createdSince]);
}
