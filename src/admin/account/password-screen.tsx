import { useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { passwordChangeSchema, type PasswordChangeBody } from '#contract/admin-schemas.ts';
import { api } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useAdminForm } from '../data/use-admin-form.ts';
import { CheckFailed, useAdminWrite } from '../data/use-admin-write.ts';
import { failureText } from '../session/api-errors.ts';
import { meQuery } from '../session/me-query.ts';

const empty: PasswordChangeBody = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * requirements 2.5 Change Password: Current, New, Confirm and the 'Change Password' button.
 * requirements 5: all three are required by the browser; a mismatch ('New password and confirm
 * password do not match', the contract's rule) is reported and no call is made.
 */
export function PasswordScreen() {
  usePageMeta('Change Password');
  const queryClient = useQueryClient();
  const { register, submitWith, reset, formState: { errors } } = useAdminForm(passwordChangeSchema, { defaultValues: empty });
  const change = useAdminWrite({
    write: async (body: PasswordChangeBody) => {
      const me = await queryClient.ensureQueryData(meQuery).catch(() => undefined);
      // requirements 5: a known user is required.
      if (!me?.user_id) throw new CheckFailed('User not found');
      return api<{ message?: string } | null>(adminApiPaths.password(me.user_id), { method: 'PATCH', body });
    },
    onDone: () => reset(empty),
    done: (answer) => answer?.message || 'Password updated successfully',
    failed: (error) => failureText(error, 'Failed to update password'),
  });

  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Change Password</h1>
      <form className="admin-panel admin-form" onSubmit={submitWith((body) => change.mutate(body))}>
        <label className="admin-field">
          <span>Current Password</span>
          <input type="password" required autoComplete="current-password" aria-invalid={!!errors.oldPassword} {...register('oldPassword')} />
        </label>
        <label className="admin-field">
          <span>New Password</span>
          <input type="password" required autoComplete="new-password" aria-invalid={!!errors.newPassword} {...register('newPassword')} />
        </label>
        <label className="admin-field">
          <span>Confirm Password</span>
          <input type="password" required autoComplete="new-password" aria-invalid={!!errors.confirmPassword} {...register('confirmPassword')} />
        </label>
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary admin-keep-case" disabled={change.isPending}>
            Change Password
          </button>
        </div>
      </form>
    </section>
  );
}
