/** SQL over the sessions table (migration 002). Tokens arrive here already hashed. */
import type { Queryable } from '../db/connect.ts';
import { showroomIdOf, type ShowroomId } from '#contract/site.ts';

/** The known showrooms of a stored list, in its order. */
export function showroomIdsOf(values: readonly unknown[] | null | undefined): ShowroomId[] {
  return (values ?? []).map(showroomIdOf).filter((id): id is ShowroomId => id !== null);
}
import { isStaffRole, type StaffRole } from '#contract/staff-roles.ts';

interface SessionRow {
  userId: string;
  csrfHash: string;
}

/** A live session with what the account may do. */
interface LiveSession extends SessionRow {
  lastSeenAt: Date;
  role: StaffRole;
  showroomId: ShowroomId | null;
  /** Every showroom of the account (migration 030), the first being showroomId. */
  showroomIds: ShowroomId[];
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
 * Finds a live session: one seen after `idleSince` and created after `createdSince`
 * (docs/security.md: idle and absolute timeouts), of an active account.
 */
export async function findLiveSession(
  db: Queryable,
  tokenHash: string,
  times: { idleSince: Date; createdSince: Date },
): Promise<LiveSession | null> {
  const result = await db.query<{
    user_id: string; csrf_hash: string; last_seen_at: Date | string; role: string; showroom_id: number | null; showroom_ids: number[];
  }>(
    `SELECT s.user_id, s.csrf_hash, s.last_seen_at, a.role, a.showroom_id, a.showroom_ids
     FROM sessions s JOIN admins a ON a.user_id = s.user_id AND a.status = 'active'
     WHERE s.token_hash = $1 AND s.last_seen_at > $2 AND s.created_at > $3`,
    [tokenHash, times.idleSince, times.createdSince],
  );
  const row = result.rows[0];
  // The column's CHECK allows only known roles; anything else would be a broken row: least power.
  return row ? {
    userId: row.user_id,
    csrfHash: row.csrf_hash,
    lastSeenAt: new Date(row.last_seen_at),
    role: isStaffRole(row.role) ? row.role : 'sales',
    showroomId: showroomIdOf(row.showroom_id),
    showroomIds: showroomIdsOf(row.showroom_ids),
  } : null;
}

/** Marks a session seen at `now` (never moving it back). */
export async function markSessionSeen(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $2', [tokenHash, now]);
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
