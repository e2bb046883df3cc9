/**
 * The signed-in account as the desk knows it: from GET /api/me, or, offline after a
 * reload (when that read cannot be made), as the device last stored it beside its leads.
 * It names the author of work recorded here and decides whose choice a conflict is. The
 * copy lives in the desk's database, so logout and a 401 drop it with the leads.
 */
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { AccountView } from '#contract/catalogue-types.ts';
import type { StaffInScope } from '#contract/lead-assign.ts';
import type { StaffRecord } from '#contract/lead-api.ts';
import { isStaffRole } from '#contract/staff-roles.ts';
import { meQuery } from '../session/me-query.ts';
import { leadDeskDb } from './lead-db.ts';

/** The account; null when this device never learnt it; undefined for the instant the stored copy is read. */
export function useDeskAccount(): AccountView | null | undefined {
  const { data: me } = useQuery(meQuery);
  const stored = useLiveQuery(async () => ((await leadDeskDb().meta.get('account'))?.value as AccountView | undefined) ?? null, []);
  useEffect(() => {
    if (me) void leadDeskDb().meta.put({ key: 'account', value: me }).catch(() => undefined);
  }, [me]);
  return me ?? stored;
}

/** The account as the desk's rules take it (src/contract/lead-assign.ts); null when unknown. */
export function actorOf(account: AccountView | null | undefined): StaffInScope | null {
  if (!account || !isStaffRole(account.role)) return null;
  return { userId: account.user_id, role: account.role, showroomIds: account.showroom_ids ?? [] };
}

/**
 * The staff list with the signed-in person in it: Sales may not read the staff list, yet
 * the desk names them as the owner of what they took and filters by them.
 */
export function withAccount(staff: readonly StaffRecord[], account: AccountView | null | undefined): readonly StaffRecord[] {
  const me = actorOf(account);
  if (!account || !me || staff.some((s) => s.userId === me.userId)) return staff;
  const showroomIds = me.showroomIds as StaffRecord['showroomIds'];
  return [...staff, {
    userId: me.userId, userName: account.user_name || me.userId, mobileNo: account.mobile_no, showroomId: showroomIds[0] ?? null,
    showroomIds, role: me.role, active: true, createdAt: account.created_date,
  }];
}
