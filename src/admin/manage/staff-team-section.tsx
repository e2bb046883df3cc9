/**
 * Manage > Staff, below the person's own account: the accounts the person may see (user id, name, mobile, role, showrooms,
 * whether it can sign in), Add account, a switch that turns an account off (its sessions
 * end at once) or on again after a confirmation, and Edit for role and showrooms. Owners
 * see and manage everyone; Managers the Sales and Managers of their showrooms
 * (docs/roles.md); controls show only where the person may use them.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { leadPaths, type StaffRecord } from '#contract/lead-api.ts';
import { showroomPlaceIn, type SiteShowroom } from '#contract/site-settings.ts';
import { mayManageAccount, staffRoleLabels, type StaffRole } from '#contract/staff-roles.ts';
import { api } from '../../lib/api.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { Modal } from '../../ui/modal.tsx';
import { staffQuery } from '../data/staff-query.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText } from '../session/api-errors.ts';
import { meQuery } from '../session/me-query.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { StaffAddForm } from './staff-add-form.tsx';
import { StaffEditDialog } from './staff-edit-dialog.tsx';
import { StaffSwitchDialog } from './staff-switch-dialog.tsx';
import { ListState } from '../ui/list-state.tsx';

export function StaffTeamSection() {
  const queryClient = useQueryClient();
  const { data: staff, error, refetch } = useQuery(staffQuery);
  const [adding, setAdding] = useState(false);
  const [switching, setSwitching] = useState<StaffRecord>();
  const [editing, setEditing] = useState<StaffRecord>();
  const me = { ...useStaffRole(), userId: useQuery(meQuery).data?.user_id ?? '' };
  const { showrooms } = useSiteSettings();
  const manages = (s: StaffRecord) => me.userId !== '' && mayManageAccount(me, s);
  const replace = (updated: StaffRecord) =>
    queryClient.setQueryData(staffQuery.queryKey, (list) => list?.map((s) => (s.userId === updated.userId ? updated : s)));

  const edit = useAdminWrite({
    write: ({ userId, change }: { userId: string; change: { role?: StaffRole; showroomIds: number[] } }) =>
      api<StaffRecord>(leadPaths.staffAccount(userId), { method: 'PATCH', body: change }),
    onDone: (updated) => {
      setEditing(undefined);
      replace(updated);
    },
    done: (updated) => `${updated.userName || updated.userId} is now ${staffRoleLabels[updated.role]} at ${showroomsText(updated, showrooms)}`,
    failed: (failure) => failureText(failure, 'Failed to change the account. Please try again.'),
  });

  const setActive = useAdminWrite({
    write: ({ userId, active }: { userId: string; active: boolean }) =>
      api<StaffRecord>(leadPaths.staffStatus(userId), { method: 'PATCH', body: { active } }),
    onDone: (updated) => {
      setSwitching(undefined);
      replace(updated);
    },
    done: (updated) => (updated.active ? `${updated.userName || updated.userId} can sign in again` : `${updated.userName || updated.userId} is switched off and signed out`),
    failed: (failure) => failureText(failure, 'Failed to change the account. Please try again.'),
  });

  return (
    <section className="staff-part" aria-labelledby="staff-accounts-heading">
      <div className="admin-actions">
        <h2 id="staff-accounts-heading" className="staff-part-heading staff-heading">Staff accounts</h2>
        <button type="button" className="btn btn-primary admin-keep-case" onClick={() => setAdding(true)}>Add account</button>
      </div>
      <ScrollRegion className="admin-table-wrap" label="Staff accounts table">
        <table className="admin-table staff-table">
          <thead>
            <tr>
              <th scope="col">User ID</th>
              <th scope="col">Name</th>
              <th scope="col">Mobile</th>
              <th scope="col">Role</th>
              <th scope="col">Showrooms</th>
              <th scope="col">Active</th>
              <th scope="col"><span className="visually-hidden">Change</span></th>
            </tr>
          </thead>
          <tbody>
            {staff && staff.length > 0 ? (
              staff.map((s) => (
                <tr key={s.userId} className={s.active ? undefined : 'staff-off'}>
                  <td>{s.userId}</td>
                  <td>{s.userName || '—'}</td>
                  <td className="staff-nowrap">{s.mobileNo || '—'}</td>
                  <td>{staffRoleLabels[s.role]}</td>
                  <td>{showroomsText(s, showrooms)}</td>
                  <td>
                    {manages(s) ? (
                      <button
                        type="button"
                        role="switch"
                        aria-checked={s.active}
                        aria-label={`${s.userName || s.userId} can sign in`}
                        className="staff-switch"
                        onClick={() => setSwitching(s)}
                      >
                        <span className="staff-switch-track" aria-hidden="true" />
                        <span className="staff-switch-text">{s.active ? 'On' : 'Off'}</span>
                      </button>
                    ) : (s.active ? 'On' : 'Off')}
                  </td>
                  <td>
                    {manages(s) && (
                      <button type="button" className="btn btn-outline admin-keep-case staff-edit" onClick={() => setEditing(s)}
                        aria-label={`Change role and showrooms of ${s.userName || s.userId}`}>
                        Edit
                      </button>
                    )}
                  </td>
                </tr>
              ))
            ) : (
              <ListState
                rows={staff}
                failed={!!error}
                failedText="Failed to load the staff accounts. Please try again."
                emptyText="No staff accounts yet."
                retry={() => void refetch()}
                columns={7}
              />
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <Modal open={adding} onClose={() => setAdding(false)} title="Add account">
        <StaffAddForm onAdded={() => setAdding(false)} />
      </Modal>
      <StaffEditDialog
        staff={editing}
        me={me}
        pending={edit.isPending}
        onCancel={() => setEditing(undefined)}
        onSave={(s, change) => edit.mutate({ userId: s.userId, change })}
      />
      <StaffSwitchDialog
        staff={switching}
        pending={setActive.isPending}
        onCancel={() => setSwitching(undefined)}
        onConfirm={(s) => setActive.mutate({ userId: s.userId, active: !s.active })}
      />
    </section>
  );
}

/** An account's showrooms in words ('All showrooms' for an Owner without any). */
function showroomsText(s: StaffRecord, showrooms: readonly SiteShowroom[]): string {
  const ids = s.showroomIds ?? (s.showroomId ? [s.showroomId] : []);
  return ids.length ? ids.map((id) => showroomPlaceIn(showrooms, id)).join(', ') : s.role === 'owner' ? 'All showrooms' : 'None yet';
}
