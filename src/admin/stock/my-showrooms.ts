/**
 * The showrooms a person works on the stock and bookings screens: Owners every open one,
 * Managers and Sales their own. With more than one, the lists name each row's showroom.
 */
import { openShowrooms, showroomPlaceIn } from '#contract/site-settings.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import type { StaffRoleView } from '../session/use-staff-role.ts';

export interface MyShowrooms {
  ids: readonly number[];
  /** A row's showroom in words, for the list's Showroom column; none with one showroom. */
  nameColumn: ((showroomId: number) => string) | undefined;
}

export function useMyShowrooms(me: StaffRoleView): MyShowrooms {
  const { showrooms } = useSiteSettings();
  const ids = me.role === 'owner' ? openShowrooms(showrooms).map((s) => s.id) : me.showroomIds;
  return { ids, nameColumn: ids.length > 1 ? (s) => showroomPlaceIn(showrooms, s) : undefined };
}
