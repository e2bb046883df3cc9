/**
 * The last active Owner can never be switched off or given another role (docs/roles.md).
 * Checked inside the changing transaction after locking every active Owner's row, always
 * in user-id order (so two such checks never deadlock): two Owners switching each other
 * off at once queue on those locks, and the second, on reading again, finds itself the
 * last one and is refused. On the embedded database transactions run one at a time.
 */
import type { Queryable } from '../db/connect.ts';
import { staffRoleMessages } from '#contract/staff-roles.ts';
import { HttpError } from '../http/http-error.ts';

async function lockActiveOwners(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ user_id: string }>(
    `SELECT user_id FROM admins WHERE role = 'owner' AND status = 'active' ORDER BY user_id FOR UPDATE`,
  );
  return rows.map((r) => r.user_id);
}

/**
 * Refuses (409) a change that would leave `userId`, an active Owner now, no longer one
 * when no other active Owner remains. Call in the change's transaction before it locks the
 * account itself, so every transaction takes the Owners' locks first and in one order.
 */
export async function keepAnOwner(tx: Queryable, userId: string, staysActiveOwner: boolean): Promise<void> {
  if (staysActiveOwner) return;
  const owners = await lockActiveOwners(tx);
  if (owners.includes(userId) && owners.length <= 1) throw new HttpError(409, staffRoleMessages.lastOwner);
}
