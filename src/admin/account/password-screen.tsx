import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { apiPaths } from '../../contract/api-paths.ts';
import { api } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { isNetworkError, networkErrorText, serverMessage } from '../session/api-errors.ts';
import { useMeStore } from '../session/me-store.ts';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** spec 2.5 Change Password: Current, New, Confirm and the 'Change Password' button. */
export function PasswordScreen() {
  usePageMeta('Change Password');
  const load = useMeStore((s) => s.load);
  const [fields, setFields] = useState(empty);
  const [saving, setSaving] = useState(false);
  const set = (name: keyof typeof empty) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // spec 5: a mismatch is reported and no call is made.
    if (fields.newPassword !== fields.confirmPassword) {
      toast.error('New password and confirm password do not match');
      return;
    }
    setSaving(true);
    try {
      const me = await load().catch(() => undefined);
      if (!me?.user_id) {
        toast.error('User not found');
        return;
      }
      const answer = await api<{ message?: string }>(apiPaths.password(me.user_id), { method: 'PATCH', body: fields });
      toast.success(answer?.message || 'Password updated successfully');
      setFields(empty);
    } catch (error) {
      toast.error(isNetworkError(error) ? networkErrorText : serverMessage(error, 'Failed to update password'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Change Password</h1>
      <form className="admin-panel admin-form" onSubmit={onSubmit}>
        <label className="admin-field">
          <span>Current Password</span>
          <input type="password" required value={fields.oldPassword} onChange={set('oldPassword')} autoComplete="current-password" />
        </label>
        <label className="admin-field">
          <span>New Password</span>
          <input type="password" required value={fields.newPassword} onChange={set('newPassword')} autoComplete="new-password" />
        </label>
        <label className="admin-field">
          <span>Confirm Password</span>
          <input type="password" required value={fields.confirmPassword} onChange={set('confirmPassword')} autoComplete="new-password" />
        </label>
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary admin-keep-case" disabled={saving}>
            Change Password
          </button>
        </div>
      </form>
    </section>
  );
}
