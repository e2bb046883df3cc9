/**
 * Manage > Staff: every account (user id, name, mobile, showroom, whether it can sign in),
 * Add account, and a switch that turns an account off (its sessions end at once) or on
 * again, each after a confirmation. One role, as in the spec: every account may do this.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { leadPaths, type StaffRecord } from '../../contract/lead-api.ts';
import { showroomPlace } from '../../contract/site.ts';
import { api } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Modal } from '../../ui/modal.tsx';
import { staffQuery } from '../data/staff-query.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText } from '../session/api-errors.ts';
import { StaffAddForm } from './staff-add-form.tsx';
import { StaffSwitchDialog } from './staff-switch-dialog.tsx';
import './staff-screen.css';

export function StaffScreen() {
  usePageMeta('Staff');
  const queryClient = useQueryClient();
  const { data: staff, error, isPending } = useQuery(staffQuery);
  const [adding, setAdding] = useState(false);
  const [switching, setSwitching] = useState<StaffRecord>();

  const setActive = useAdminWrite({
    write: ({ userId, active }: { userId: string; active: boolean }) =>
      api<StaffRecord>(leadPaths.staffStatus(userId), { method: 'PATCH', body: { active } }),
    onDone: (updated) => {
      setSwitching(undefined);
      queryClient.setQueryData(staffQuery.queryKey, (list) => list?.map((s) => (s.userId === updated.userId ? updated : s)));
    },
    done: (updated) => (updated.active ? `${updated.userName || updated.userId} can sign in again` : `${updated.userName || updated.userId} is switched off and signed out`),
    failed: (failure) => failureText(failure, 'Failed to change the account. Please try again.'),
  });

  return (
    <section className="admin-screen">
      <div className="admin-actions">
        <h1 className="admin-heading staff-heading">Staff</h1>
        <button type="button" className="btn btn-primary admin-keep-case" onClick={() => setAdding(true)}>Add account</button>
      </div>
      {error && !staff && <p className="admin-error" role="alert">Failed to load the staff accounts. Please try again.</p>}
      <div className="admin-table-wrap">
        <table className="admin-table staff-table">
          <thead>
            <tr>
              <th scope="col">User ID</th>
              <th scope="col">Name</th>
              <th scope="col">Mobile</th>
              <th scope="col">Showroom</th>
              <th scope="col">Active</th>
            </tr>
          </thead>
          <tbody>
            {staff && staff.length > 0 ? (
              staff.map((s) => (
                <tr key={s.userId} className={s.active ? undefined : 'staff-off'}>
                  <td>{s.userId}</td>
                  <td>{s.userName || '—'}</td>
                  <td className="staff-nowrap">{s.mobileNo || '—'}</td>
                  <td>{showroomPlace(s.showroomId) || 'All showrooms'}</td>
                  <td>
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
                  </td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={5} className="admin-table-note">{isPending ? 'Loading...' : error ? 'No accounts to show.' : 'No staff accounts yet.'}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Modal open={adding} onClose={() => setAdding(false)} title="Add account">
        <StaffAddForm onAdded={() => setAdding(false)} />
      </Modal>
      <StaffSwitchDialog
        staff={switching}
        pending={setActive.isPending}
        onCancel={() => setSwitching(undefined)}
        onConfirm={(s) => setActive.mutate({ userId: s.userId, active: !s.active })}
      />
    </section>
  );
}
