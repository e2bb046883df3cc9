/**
 * Staff accounts with a role and showrooms, each signed in: what the tests of who may do
 * what with a lead start from.
 */
import type { StaffRole } from '#contract/staff-roles.ts';
import { createAdmin, signIn, type AdminSession } from './admin-session.ts';
import type { TestApp } from './test-app.ts';

/** [user id, name, role, showrooms] */
export type StaffAccount<Id extends string> = readonly [Id, string, StaffRole, readonly number[]];

export async function signedInStaff<Id extends string>(app: TestApp, accounts: readonly StaffAccount<Id>[]): Promise<Record<Id, AdminSession>> {
  const sessions = {} as Record<Id, AdminSession>;
  for (const [userId, userName, role, showroomIds] of accounts) {
    const password = `Staff-Password-${userId}`;
    await createAdmin(app.db, userId, password, { role, userName });
    await app.db.query('UPDATE admins SET showroom_ids = $2::smallint[] WHERE user_id = $1', [userId, showroomIds]);
    sessions[userId] = await signIn(app, userId, password);
  }
  return sessions;
}

/**
 * A dealer's people for the lead tests: the Owner, the Manager and two salespeople of
 * Sector 18 (showroom 2), and a salesperson of Sector 52A (showroom 3).
 */
export const deskTeam = [
  ['olga', 'Olga Owner', 'owner', []],
  ['mohan', 'Mohan Manager', 'manager', [2]],
  ['asha', 'Asha Rani', 'sales', [2]],
  ['ravi', 'Ravi Kumar', 'sales', [2]],
  ['kiran', 'Kiran Pal', 'sales', [3]],
] as const satisfies readonly StaffAccount<string>[];
export type DeskTeamMember = (typeof deskTeam)[number][0];
