/**
 * One showroom's day for the day view: read from the device's copy at once (offline too),
 * refreshed from the server as every device copy is (src/admin/data/use-copy-refresh.ts).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { appointmentPaths, type AppointmentRecord } from '#contract/appointment-api.ts';
import { api } from '../../lib/api.ts';
import { useCopyRefresh } from '../data/use-copy-refresh.ts';
import type { SyncState } from '../leads/use-desk-sync.ts';
import { useAdminChanges } from '../shell/admin-changes.ts';
import { appointmentDayDb, dayKey, storeDay } from './appointment-day-db.ts';
import { isAppointmentEntry } from './appointment-outbox.ts';
import { dayRows, type DayRow } from './day-rows.ts';

export interface AppointmentDayView {
  /** undefined while the device's copy is read. */
  rows: DayRow[] | undefined;
  needsTime: DayRow[];
  /** The day was never read on this device. */
  unknown: boolean;
  syncedAt: number | null;
  sync: SyncState;
}

interface DayAnswer {
  appointments: AppointmentRecord[];
  needsTime: AppointmentRecord[];
}

export function useAppointmentDay(showroomId: number, date: string): AppointmentDayView {
  const key = dayKey(showroomId, date);
  const stored = useLiveQuery(async () => (await appointmentDayDb().days.get(key)) ?? null, [key]);
  // Whose change it is: the signed-in person's own (and older entries naming no author).
  const { mine: myChanges } = useAdminChanges();
  const read = useCallback(
    () => api<DayAnswer>(`${appointmentPaths.day}?showroom=${showroomId}&date=${date}`)
      .then((day) => storeDay({ showroomId, date, appointments: day.appointments, needsTime: day.needsTime, syncedAt: Date.now() })),
    [showroomId, date],
  );
  const { sync } = useCopyRefresh(read, isAppointmentEntry);

  return useMemo(() => {
    const mine = myChanges.filter(isAppointmentEntry);
    return {
      rows: stored === undefined ? undefined : dayRows(stored?.appointments ?? [], mine, showroomId, date),
      needsTime: dayRows(stored?.needsTime ?? [], mine.filter((e) => e.kind !== 'appointment-walk-in'), showroomId, date),
      unknown: stored === null,
      syncedAt: stored?.syncedAt ?? null,
      sync,
    };
  }, [stored, myChanges, showroomId, date, sync]);
}
