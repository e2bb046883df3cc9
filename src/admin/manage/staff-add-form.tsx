/**
 * Add Staff: user id, name, mobile, role, showrooms and a first password, checked by the
 * contract's schema (the server's own). Only the roles and showrooms the person may give
 * are offered (docs/roles.md). Each problem shows under its field, and the first one in a
 * toast (as every admin form); a taken user id marks the user id field.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { FieldPath } from 'react-hook-form';
import { leadPaths, staffCreateSchema, type StaffCreateBody, type StaffRecord } from '#contract/lead-api.ts';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import { grantableRoles, staffRoleLabels } from '#contract/staff-roles.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { givableShowrooms } from './staff-edit-dialog.tsx';
import { StaffRoleDuties } from './staff-role-duties.tsx';
import { api } from '../../lib/api.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { useAdminForm } from '../data/use-admin-form.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { staffQuery } from '../data/staff-query.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';

type StaffValues = ReturnType<typeof staffCreateSchema.parse>;

const emptyStaff: StaffCreateBody = { userId: '', userName: '', mobileNo: '', role: 'sales', showroomIds: [], password: '' };

export function StaffAddForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const me = useStaffRole();
  const { showrooms } = useSiteSettings();
  const queryClient = useQueryClient();
  const { register, reset, setError, formState, submitWith } = useAdminForm(staffCreateSchema, { defaultValues: emptyStaff });
  const add = useAdminWrite({
    write: (values: StaffValues) => api<StaffRecord>(leadPaths.staff, { method: 'POST', body: values }),
    onDone: () => {
      reset(emptyStaff);
      onAdded();
      void queryClient.invalidateQueries({ queryKey: staffQuery.queryKey });
    },
    done: (staff) => `${staff.userName} can now sign in as ${staff.userId}`,
    failed: (error) => {
      const problem = fieldProblem(failureText(error, 'Failed to add the account. Please try again.'));
      if (problem.field && problem.field in emptyStaff) setError(problem.field as FieldPath<StaffCreateBody>, { message: problem.text });
      return problem.text;
    },
  });

  const field = (name: keyof StaffCreateBody) => {
    const message = formState.errors[name]?.message;
    return {
      invalid: message ? true : undefined,
      describedBy: message ? `${id}-${name}-error` : undefined,
      error: message ? <span id={`${id}-${name}-error`} className="admin-field-error">{message}</span> : null,
    };
  };
  const userId = field('userId');
  const userName = field('userName');
  const mobileNo = field('mobileNo');
  const role = field('role');
  const showroomField = field('showroomIds');
  const password = field('password');

  return (
    <form className="admin-form" onSubmit={submitWith((values) => add.mutate(values))} noValidate>
      <label className="admin-field">
        <span>User ID</span>
        <input type="text" autoComplete="off" spellCheck={false} maxLength={32} aria-invalid={userId.invalid} aria-describedby={userId.describedBy} {...register('userId')} />
        {userId.error}
      </label>
      <label className="admin-field">
        <span>Name</span>
        <input type="text" autoComplete="off" maxLength={120} aria-invalid={userName.invalid} aria-describedby={userName.describedBy} {...register('userName')} />
        {userName.error}
      </label>
      <label className="admin-field">
        <span>Mobile number</span>
        <input type="tel" inputMode="numeric" autoComplete="off" maxLength={10} aria-invalid={mobileNo.invalid} aria-describedby={mobileNo.describedBy} {...register('mobileNo')} />
        {mobileNo.error}
      </label>
      <label className="admin-field">
        <span>Role</span>
        <select aria-invalid={role.invalid} aria-describedby={role.describedBy} {...register('role')}>
          {grantableRoles(me.role).map((r) => <option key={r} value={r}>{staffRoleLabels[r]}</option>)}
        </select>
        <StaffRoleDuties id={`${id}-duties`} roles={grantableRoles(me.role)} />
        {role.error}
      </label>
      <fieldset className="admin-field staff-showrooms" aria-describedby={showroomField.describedBy}>
        <legend>Showrooms</legend>
        {givableShowrooms(me, showrooms).map((showroomId) => (
          <label key={showroomId} className="staff-showroom-choice">
            <input type="checkbox" value={showroomId} {...register('showroomIds')} />
            <span>{showroomPlaceIn(showrooms, showroomId)}</span>
          </label>
        ))}
        {showroomField.error}
      </fieldset>
      <label className="admin-field">
        <span>First password</span>
        <input type="password" autoComplete="new-password" maxLength={128} aria-invalid={password.invalid} aria-describedby={password.describedBy} {...register('password')} />
        {password.error}
      </label>
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary admin-keep-case" disabled={add.isPending}>{add.isPending ? 'Saving...' : 'Add account'}</button>
      </div>
    </form>
  );
}
