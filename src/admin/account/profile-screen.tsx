import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { apiPaths } from '../../contract/api-paths.ts';
import { api } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { isNetworkError, isUnauthorized, networkErrorText, serverMessage } from '../session/api-errors.ts';
import { useMeStore } from '../session/me-store.ts';

/** spec 2.5 Profile: User ID (read-only), Name, Email, Mobile, UPDATE. */
export function ProfileScreen() {
  usePageMeta('Profile');
  const load = useMeStore((s) => s.load);
  const patchMe = useMeStore((s) => s.set);
  const [userId, setUserId] = useState('');
  const [userName, setUserName] = useState('');
  const [email, setEmail] = useState('');
  const [mobileNo, setMobileNo] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    load(true).then(
      (me) => {
        if (!live || !me) return;
        setUserId(me.user_id ?? '');
        setUserName(me.user_name ?? '');
        setEmail(me.email ?? '');
        setMobileNo(me.mobile_no ?? '');
      },
      (error: unknown) => {
        if (!live) return;
        // spec 6, 8: a 401 on the current-user call; any other failure.
        toast.error(isUnauthorized(error) ? 'User not found. Please log in again.' : 'Failed to load user profile. Please try again.');
      },
    );
    return () => {
      live = false;
    };
  }, [load]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // spec 5: the user ID must be present.
    if (!userId) {
      toast.error('User ID is missing. Please log in again.');
      return;
    }
    setSaving(true);
    try {
      const body = { userName: userName.trim(), email: email.trim(), mobileNo };
      const answer = await api<{ message?: string }>(apiPaths.profile(userId), { method: 'PATCH', body });
      patchMe({ user_name: body.userName, email: body.email, mobile_no: mobileNo });
      toast.success(answer?.message || 'Profile updated successfully');
    } catch (error) {
      toast.error(isNetworkError(error) ? networkErrorText : serverMessage(error, 'Profile update failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Profile</h1>
      <form className="admin-panel admin-form" onSubmit={onSubmit}>
        <label className="admin-field">
          <span>User ID</span>
          <input type="text" value={userId} readOnly />
        </label>
        <label className="admin-field">
          <span>Name</span>
          <input type="text" value={userName} onChange={(e) => setUserName(e.target.value)} autoComplete="name" maxLength={120} />
        </label>
        <label className="admin-field">
          <span>Email</span>
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" maxLength={254} />
        </label>
        <label className="admin-field">
          <span>Mobile</span>
          {/* spec 5: the mobile input is numeric; non-digits are dropped as typed. */}
          <input
            type="text"
            inputMode="numeric"
            value={mobileNo}
            onChange={(e) => setMobileNo(e.target.value.replace(/\D/g, '').slice(0, 10))}
            autoComplete="tel"
            maxLength={10}
          />
        </label>
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Updating...' : 'UPDATE'}
          </button>
        </div>
      </form>
    </section>
  );
}
