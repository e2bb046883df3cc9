/**
 * The signed-in person's role as the device last heard it (use-staff-role.ts), readable
 * without react-query: the screen shown when the admin app's own code is missing reads it.
 */
import { isStaffRole, type StaffRole } from '#contract/staff-roles.ts';

export const staffRoleStorageKey = 'admin-staff-role';

export interface StaffRoleView {
  role: StaffRole;
  showroomIds: number[];
  /** False until the server or the device has said. */
  known: boolean;
}

export function remembered(): StaffRoleView | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(staffRoleStorageKey) ?? 'null') as { role?: unknown; showroomIds?: unknown } | null;
    if (!value || !isStaffRole(value.role)) return undefined;
    const ids = Array.isArray(value.showroomIds) ? value.showroomIds.filter((id): id is number => typeof id === 'number') : [];
    return { role: value.role, showroomIds: ids, known: true };
  } catch {
    return undefined;
  }
}

