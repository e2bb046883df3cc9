/**
 * Which leads a device sync may send, read with the change number of the account's last
 * change of role or showrooms (migration 170; docs/roles.md "A change of showrooms").
 * It is read after the sync's horizon: a change committed before the horizon is seen
 * here, and one committed after it has a larger number than the cursor this answer hands
 * out, so the device's next sync starts over. Either way no copy is built for an old scope
 * and then carried forward.
 */
import type { Queryable } from '../db/connect.ts';
import { isStaffRole } from '#contract/staff-roles.ts';
import { everyLead, leadScopeOf, type LeadScope } from '../auth/staff-scope.ts';
import { showroomIdsOf } from '../auth/session-repository.ts';

export interface SyncScope {
  scope: LeadScope;
  /** A cursor from before this change number was made for another scope. */
  changedAt: string;
}

/** Every lead, never changed: for code that serves no person (the bench, tests of sync itself). */
export const wholeSyncScope = async (): Promise<SyncScope> => ({ scope: everyLead, changedAt: '0' });

export function accountSyncScope(db: Queryable, userId: string): () => Promise<SyncScope> {
  return async () => {
    const { rows } = await db.query<{ role: string; showroom_ids: number[]; scope_seq: string }>(
      'SELECT role, showroom_ids, scope_seq::text AS scope_seq FROM admins WHERE user_id = $1',
      [userId],
    );
    const row = rows[0];
    // An account removed meanwhile sees nothing (its session is refused on the next request).
    if (!row) return { scope: { all: false, showroomIds: [], unassigned: false }, changedAt: '0' };
    // The column's CHECK allows only known roles; anything else would be a broken row: least power.
    const role = isStaffRole(row.role) ? row.role : 'sales';
    return { scope: leadScopeOf({ role, showroomIds: showroomIdsOf(row.showroom_ids) }), changedAt: row.scope_seq };
  };
}
