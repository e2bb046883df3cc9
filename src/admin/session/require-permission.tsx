/**
 * A screen the signed-in role may not open says so in words, with the ways on (rather
 * than a blank page, a spinner or a row of refusals): docs/roles.md.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { notAllowedMessage, roleMay, staffRoleLabels, type StaffPermission, type StaffRole } from '#contract/staff-roles.ts';
import { defaultScreen, homeFor } from '../shell/admin-menu.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useStaffRole } from './use-staff-role.ts';

/** `permission` undefined: a screen every signed-in person may open. */
export function RequirePermission({ permission, children }: { permission: StaffPermission | undefined; children: ReactNode }) {
  const { role, known } = useStaffRole();
  const { pathname } = useLocation();
  if (!permission || !known || roleMay(role, permission)) return <>{children}</>;
  // Signing in leads to the dashboard; a role that may not open it (Service) goes on to its own first screen.
  if (pathname === defaultScreen) return <Navigate to={homeFor(role).to} replace />;
  return <NotAllowed role={role} />;
}

function NotAllowed({ role }: { role: StaffRole }) {
  usePageMeta('Not open to your role');
  const roleLabel = staffRoleLabels[role];
  const home = homeFor(role);
  return (
    <section className="admin-screen" aria-labelledby="not-allowed-heading">
      <h1 id="not-allowed-heading" className="admin-heading">Not open to your role</h1>
      <p role="alert">{notAllowedMessage}: this screen is not open to {roleLabel} accounts. An Owner can change your role.</p>
      <p>
        <Link className="btn btn-primary admin-keep-case" to={roleMay(role, 'leads') ? '/admin/leads' : home.to}>
          Go to {roleMay(role, 'leads') ? 'Leads' : home.label}
        </Link>
      </p>
    </section>
  );
}
