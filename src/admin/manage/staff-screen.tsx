/**
 * Manage > Staff: one place for the people of the dealership. First the signed-in person's
 * own account (every role), then, for those who manage staff (docs/roles.md), the accounts
 * they may see with their roles and showrooms. Manage > Account's old address leads here.
 */
import { roleMay } from '#contract/staff-roles.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { OwnAccountSection } from './own-account-section.tsx';
import { StaffTeamSection } from './staff-team-section.tsx';
import './staff-screen.css';

export function StaffScreen() {
  usePageMeta('Staff');
  const { role } = useStaffRole();
  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Staff</h1>
      <OwnAccountSection />
      {roleMay(role, 'staff') && <StaffTeamSection />}
    </section>
  );
}
