import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { profileSchema, type ProfileBody } from '#contract/admin-schemas.ts';
import type { AccountView } from '#contract/catalogue-types.ts';
import { roleMay } from '#contract/staff-roles.ts';
import { api } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { DigitsInput } from '../../ui/digits-input.tsx';
import { useAdminForm } from '../data/use-admin-form.ts';
import { CheckFailed, useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, isUnauthorized } from '../session/api-errors.ts';
import { meQuery } from '../session/me-query.ts';
import { MorningDigestSwitch } from './morning-digest-switch.tsx';

const blank: ProfileBody = { userName: '', email: '', mobileNo: '' };

const formValues = (me: AccountView): ProfileBody => ({ userName: me.user_name ?? '', email: me.email ?? '', mobileNo: me.mobile_no ?? '' });

/** requirements 6, 8: a 401 on the current-user call; any other failure. */
const loadFailed = (error: unknown) =>
  isUnauthorized(error) ? 'User not found. Please log in again.' : 'Failed to load user profile. Please try again.';

/** requirements 2.5 Profile: User ID (read-only), Name, Email, Mobile, UPDATE. */
export function ProfileScreen() {
  usePageMeta('Profile');
  const queryClient = useQueryClient();
  // The account query is shared with the top bar: this screen's own failure toast is said here.
  const { data: me, error, errorUpdatedAt } = useQuery(meQuery);
  useEffect(() => {
    if (error) toast.error(loadFailed(error), { id: 'profile-load-failed' });
  }, [error, errorUpdatedAt]);
  const userId = me?.user_id ?? '';
  const { register, control, submitWith, formState: { errors } } = useAdminForm(profileSchema, {
    defaultValues: blank,
    // The account fills the form when it arrives; what the user already typed stays.
    values: me ? formValues(me) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const update = useAdminWrite({
    write: (body: { userName: string; email: string; mobileNo: string }) => {
      // requirements 5: the user ID must be present.
      if (!userId) throw new CheckFailed('User ID is missing. Please log in again.');
      return api<{ message?: string } | null>(adminApiPaths.profile(userId), { method: 'PATCH', body });
    },
    onDone: (_answer, body) =>
      queryClient.setQueryData(meQuery.queryKey, (old) => old && { ...old, user_name: body.userName, email: body.email, mobile_no: body.mobileNo }),
    done: (answer) => answer?.message || 'Profile updated successfully',
    failed: (error) => failureText(error, 'Profile update failed'),
  });

  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Profile</h1>
      <form className="admin-panel admin-form" onSubmit={submitWith((body) => update.mutate(body))} noValidate>
        <label className="admin-field">
          <span>User ID</span>
          <input type="text" value={userId} readOnly />
        </label>
        <label className="admin-field">
          <span>Name</span>
          <input type="text" autoComplete="name" maxLength={120} aria-invalid={!!errors.userName} {...register('userName')} />
        </label>
        <label className="admin-field">
          <span>Email</span>
          <input type="email" autoComplete="email" maxLength={254} aria-invalid={!!errors.email} {...register('email')} />
        </label>
        <label className="admin-field">
          <span>Mobile</span>
          {/* requirements 5: the mobile input is numeric; non-digits are dropped as typed. */}
          <Controller
            control={control}
            name="mobileNo"
            render={({ field }) => <DigitsInput field={field} autoComplete="tel" aria-invalid={!!errors.mobileNo} />}
          />
        </label>
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'UPDATE'}
          </button>
        </div>
      </form>
      {/* The summary is of leads (and, for Owners, money): a role without leads would get an empty mail. */}
      {userId && me && roleMay(me.role, 'leads') && <MorningDigestSwitch userId={userId} email={me.email ?? ''} />}
    </section>
  );
}
