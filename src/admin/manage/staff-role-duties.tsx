/**
 * What each role offered does, in a line each, under the role choice of Manage > Staff: the
 * difference between Sales and Service (leads or job cards) is not in their names alone.
 */
import { staffRoleDuties, staffRoleLabels, type StaffRole } from '#contract/staff-roles.ts';

export function StaffRoleDuties({ id, roles }: { id: string; roles: readonly StaffRole[] }) {
  return (
    <ul id={id} className="admin-field-note staff-role-duties">
      {roles.map((r) => <li key={r}><strong>{staffRoleLabels[r]}</strong>: {staffRoleDuties[r]}</li>)}
    </ul>
  );
}
