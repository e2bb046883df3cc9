/**
 * Change a staff account's role and showrooms (PATCH /api/staff/{userId}), offering only
 * what the signed-in person may give (src/contract/staff-roles.ts `grantableRoles`, their
 * own showrooms for Managers). The server checks the same and keeps the last Owner.
 */
import { useEffect, useId, useState } from 'react';
import type { StaffRecord } from '#contract/lead-api.ts';
import { showroomPlaceIn, type SiteShowroom } from '#contract/site-settings.ts';
import { StaffRoleDuties } from './staff-role-duties.tsx';
import { grantableRoles, roleMay, staffGrantRefusal, staffRoleLabels, type StaffRole } from '#contract/staff-roles.ts';
import { Modal } from '../../ui/modal.tsx';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import type { StaffRoleView } from '../session/use-staff-role.ts';

interface StaffEditDialogProps {
  staff: StaffRecord | undefined;
  me: StaffRoleView & { userId: string };
  pending: boolean;
  onCancel: () => void;
  onSave: (staff: StaffRecord, change: { role?: StaffRole; showroomIds: number[] }) => void;
}

/**
 * The showrooms a person may give, of those stored in Manage > Site: every one for Owners
 * (a closed one too: its staff keep its leads), their own for Managers.
 */
export function givableShowrooms(me: StaffRoleView, showrooms: readonly SiteShowroom[]): number[] {
  const ids = showrooms.map((s) => s.id);
  return roleMay(me.role, 'roles') ? ids : ids.filter((id) => me.showroomIds.includes(id));
}

export function StaffEditDialog({ staff, me, pending, onCancel, onSave }: StaffEditDialogProps) {
  const id = useId();
  const [role, setRole] = useState<StaffRole>('sales');
  const [chosen, setChosen] = useState<number[]>([]);
  const { showrooms } = useSiteSettings();
  useEffect(() => {
    if (staff) {
      setRole(staff.role);
      setChosen(staff.showroomIds);
    }
  }, [staff]);
  const name = staff ? staff.userName || staff.userId : '';
  const own = staff?.userId === me.userId;
  const refusal = staffGrantRefusal({ userId: me.userId, role: me.role, showroomIds: me.showroomIds }, { role, showroomIds: chosen });
  const toggle = (showroomId: number) =>
    setChosen((ids) => (ids.includes(showroomId) ? ids.filter((x) => x !== showroomId) : [...ids, showroomId]));
  return (
    <Modal open={staff !== undefined} onClose={onCancel} title={`Role and showrooms of ${name}`}>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (staff && !refusal) onSave(staff, { ...(own || role === staff.role ? {} : { role }), showroomIds: chosen });
        }}
      >
        <label className="admin-field">
          <span>Role</span>
          <select value={role} disabled={own} onChange={(e) => setRole(e.target.value as StaffRole)} aria-describedby={own ? `${id}-own` : undefined}>
            {grantableRoles(me.role).map((r) => <option key={r} value={r}>{staffRoleLabels[r]}</option>)}
          </select>
          {own && <span id={`${id}-own`} className="admin-field-note">You cannot change your own role.</span>}
        </label>
        {!own && <StaffRoleDuties id={`${id}-duties`} roles={grantableRoles(me.role)} />}
        <fieldset className="admin-field staff-showrooms">
          <legend>Showrooms</legend>
          {givableShowrooms(me, showrooms).map((showroomId) => (
            <label key={showroomId} className="staff-showroom-choice">
              <input type="checkbox" checked={chosen.includes(showroomId)} onChange={() => toggle(showroomId)} />
              <span>{showroomPlaceIn(showrooms, showroomId)}</span>
            </label>
          ))}
        </fieldset>
        {refusal && <p className="admin-field-error" role="status">{refusal.replace(/^\w+: /, '')}</p>}
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary admin-keep-case" disabled={pending || refusal !== null}>{pending ? 'Saving...' : 'Save'}</button>
          <button type="button" className="btn btn-outline admin-keep-case" onClick={onCancel}>Cancel</button>
        </div>
      </form>
    </Modal>
  );
}
