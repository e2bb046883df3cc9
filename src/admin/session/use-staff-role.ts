/**
 * The signed-in person's role and showrooms (GET /api/me), remembered on the device so the
 * menu and the screens know them at once, offline too. Until the first answer, the least
 * a role may do is assumed: a menu that grows is better than one offering refusals. The
 * server decides every call whatever this says (docs/roles.md); logout clears local
 * storage, and with it this.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isStaffRole } from '#contract/staff-roles.ts';
import { meQuery } from './me-query.ts';
import { remembered, staffRoleStorageKey as storageKey, type StaffRoleView } from './remembered-role.ts';

export type { StaffRoleView };

export function useStaffRole(): StaffRoleView {
  const { data: me } = useQuery(meQuery);
  const fromServer = me && isStaffRole(me.role) ? { role: me.role, showroomIds: me.showroom_ids ?? [], known: true } : undefined;
  useEffect(() => {
    if (fromServer) localStorage.setItem(storageKey, JSON.stringify({ role: fromServer.role, showroomIds: fromServer.showroomIds }));
  }, [fromServer?.role, fromServer?.showroomIds.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  return fromServer ?? remembered() ?? { role: 'sales', showroomIds: [], known: false };
}
