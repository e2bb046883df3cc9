/**
 * A device whose account's role works no leads (Service) keeps none: an account moved from
 * Sales to Service on a shared tablet drops the desk's copy as soon as its role is heard,
 * as a logout would (the server refuses the sync from then on, so no reset would reach it).
 */
import { useEffect } from 'react';
import { roleMay } from '#contract/staff-roles.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { clearLeadDesk } from './clear-lead-desk.ts';

export function useNoDeskWithoutLeads(): void {
  const { role, known } = useStaffRole();
  const keepsNone = known && !roleMay(role, 'leads');
  useEffect(() => {
    if (keepsNone) void clearLeadDesk().catch(() => undefined);
  }, [keepsNone]);
}
