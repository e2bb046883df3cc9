/**
 * One showroom's day for the day view: read from the device's copy at once (offline too),
 * refreshed from the server on open, when the browser is back online, every minute while
 * the page is visible, and when the outbox has sent one of the day view's changes (so the
 * server's copy replaces the one laid over). A failed read leaves the device's copy as is.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { appointmentPaths, type AppointmentRecord } from '#contract/appointment-api.ts';
import { api } from '../../lib/api.ts';
import { onOutboxSent } from '../../lib/outbox/outbox-events.ts';
import { useOutboxEntries } from '../../lib/use-outbox-entries.ts';
import type { SyncState } from '../leads/use-desk-sync.ts';
import { useSignedInAuthor } from '../session/use-signed-in-author.ts';
import { appointmentDayDb, dayKey, storeDay } from './appointment-day-db.ts';
import { isAppointmentEntry } from './appointment-outbox.ts';
import { dayRows, type DayRow } from './day-rows.ts';

export const refreshEveryMs = 60_000;

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
  const entries = useOutboxEntries('admin');
  const me = useSignedInAuthor();
  const [sync, setSync] = useState<SyncState>('syncing');

  const refresh = useCallback(() => {
    if (!navigator.onLine) {
      setSync('offline');
      return;
    }
    setSync('syncing');
    api<DayAnswer>(`${appointmentPaths.day}?showroom=${showroomId}&date=${date}`)
      .then((day) => storeDay({ showroomId, date, appointments: day.appointments, needsTime: day.needsTime, syncedAt: Date.now() }))
      .then(
        () => setSync('synced'),
        () => setSync(navigator.onLine ? 'failed' : 'offline'),
      );
  }, [showroomId, date]);

  useEffect(() => {
    refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onOffline = () => setSync('offline');
    window.addEventListener('online', refresh);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(onVisible, refreshEveryMs);
    const stop = onOutboxSent((message) => {
      if (isAppointmentEntry(message)) refresh();
    });
    return () => {
      window.removeEventListener('online', refresh);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
      stop();
    };
  }, [refresh]);

  return useMemo(() => {
    // Whose change it is: the signed-in person's own (and older entries naming no author).
    const mine = entries.filter((e) => isAppointmentEntry(e) && (!e.author || e.author.id === me?.id));
    return {
      rows: stored === undefined ? undefined : dayRows(stored?.appointments ?? [], mine, showroomId, date),
      needsTime: dayRows(stored?.needsTime ?? [], mine.filter((e) => e.kind !== 'appointment-walk-in'), showroomId, date),
      unknown: stored === null,
      syncedAt: stored?.syncedAt ?? null,
      sync,
    };
  }, [stored, entries, me?.id, showroomId, date, sync]);
}
