/**
 * A screen the signed-in role may not open says so in words, with the ways on (rather
 * than a blank page, a spinner or a row of refusals): docs/roles.md.
 */
import type { ReactNode } from 'react';
import { Link } from '../../ui/link.tsx';
import { notAllowedMessage, roleMay, staffRoleLabels, type StaffPermission } from '#contract/staff-roles.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useStaffRole } from './use-staff-role.ts';

/** `permission` undefined: a screen every signed-in person may open. */
export function RequirePermission({ permission, children }: { permission: StaffPermission | undefined; children: ReactNode }) {
  const { role, known } = useStaffRole();
  if (!permission || !known || roleMay(role, permission)) return <>{children}</>;
  return <NotAllowed roleLabel={staffRoleLabels[role]} />;
}

function NotAllowed({ roleLabel }: { roleLabel: string }) {
  usePageMeta('Not open to your role');
  return (
    <section className="admin-screen" aria-labelledby="not-allowed-heading">
      <h1 id="not-allowed-heading" className="admin-heading">Not open to your role</h1>
      <p role="alert">{notAllowedMessage}: this screen is not open to {roleLabel} accounts. An Owner can change your role.</p>
      <p>
        <Link className="btn btn-primary admin-keep-case" to="/admin/leads">Go to Leads</Link>
      </p>
    </section>
  );
}
