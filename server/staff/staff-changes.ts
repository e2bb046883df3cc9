/**
 * The changes of a staff account, each run inside the caller's transaction
 * (server/staff/staff-routes.ts): who may make them (src/contract/staff-roles.ts) and the
 * last active Owner kept (owner-guard.ts), checked in the transaction that writes.
 */
import type { ShowroomId } from '#contract/site.ts';
import type { StaffRecord } from '#contract/lead-api.ts';
import {
  mayManageAccount, staffGrantRefusal, staffRoleMessages, type StaffAccountRef, type StaffRole,
} from '#contract/staff-roles.ts';
import type { Queryable } from '../db/connect.ts';
import { deleteUserSessions } from '../auth/session-repository.ts';
import { HttpError } from '../http/http-error.ts';
import { keepAnOwner } from './owner-guard.ts';
import { knownShowrooms } from '../site/showroom-list.ts';
import { lockStaff, setStaffActive, setStaffRole } from './staff-repository.ts';

export const staffMessages = {
  taken: 'userId: This user ID is already taken',
  notFound: 'User not found',
  notYourself: 'You cannot switch off your own account',
} as const;

/** Refuses (403, or 400 for a missing showroom) a role and showrooms the actor may not give. */
export function refuseGrant(actor: StaffAccountRef, grant: { role: StaffAccountRef['role']; showroomIds: readonly number[] }): void {
  const refusal = staffGrantRefusal(actor, grant);
  if (refusal) throw new HttpError(refusal === staffRoleMessages.needsShowroom ? 400 : 403, refusal);
}

/** The account of the path, locked, when the actor may manage it; 404 when there is none. */
async function managedAccount(tx: Queryable, actor: StaffAccountRef, userId: string): Promise<StaffAccountRef & { active: boolean }> {
  const target = await lockStaff(tx, userId);
  if (!target) throw new HttpError(404, staffMessages.notFound);
  if (!mayManageAccount(actor, target)) throw new HttpError(403, staffRoleMessages.notYourStaff);
  return target;
}

/** Switches an account on or off; off ends its sessions at once. */
export async function switchStaff(tx: Queryable, actor: StaffAccountRef, userId: string, active: boolean): Promise<StaffRecord | null> {
  if (!active && userId === actor.userId) throw new HttpError(400, staffMessages.notYourself);
  await keepAnOwner(tx, userId, active);
  await managedAccount(tx, actor, userId);
  const updated = await setStaffActive(tx, userId, active);
  if (updated && !active) await deleteUserSessions(tx, userId);
  return updated;
}

/**
 * Refuses showrooms that are not stored (Manage > Site). A closed one may still be given:
 * its staff keep its leads and history (docs/roles.md).
 */
export async function refuseUnknownShowrooms(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const known = await knownShowrooms(db);
  const unknown = ids.filter((id) => !known.open.includes(id) && !known.closed.includes(id));
  if (unknown.length > 0) throw new HttpError(400, `showroomIds: There is no showroom ${unknown.join(', ')}: choose one from Manage > Site`);
}

/** Gives an account a new role, new showrooms, or both. */
export async function changeStaffRole(
  tx: Queryable, actor: StaffAccountRef, userId: string, change: { role?: StaffRole | undefined; showroomIds?: ShowroomId[] | undefined },
): Promise<StaffRecord | null> {
  if (change.role !== undefined) {
    if (userId === actor.userId) throw new HttpError(403, staffRoleMessages.ownRole);
    await keepAnOwner(tx, userId, change.role === 'owner');
  }
  const target = await managedAccount(tx, actor, userId);
  const grant = { role: change.role ?? target.role, showroomIds: (change.showroomIds ?? target.showroomIds) as ShowroomId[] };
  refuseGrant(actor, grant);
  return setStaffRole(tx, userId, grant);
}
