/**
 * When the desk pulls (docs/lead-desk.md): on open, when the browser is back
 * online, every minute while the page is visible, and when the outbox has sent one of
 * the desk's events (so the server's copy, with any conflict flag, comes back). A failed
 * pull (offline) leaves the device's copy as it is.
 */
import { useCallback, useEffect, useState } from 'react';
import { leadPaths, type LeadChanges, type StaffRecord } from '#contract/lead-api.ts';
import { api } from '../../lib/api.ts';
import { onOutboxSent } from '../../lib/outbox/outbox-events.ts';
import { leadDeskDb } from './lead-db.ts';
import { pullLeadChanges } from './lead-sync.ts';
import { leadEventOutboxKind } from './record-desk-event.ts';

const pullEveryMs = 60_000;

export type SyncState = 'syncing' | 'synced' | 'offline' | 'failed';

let running: Promise<void> | undefined;
let queued: Promise<void> | undefined;

async function pullOnce(): Promise<void> {
  const database = leadDeskDb();
  await pullLeadChanges(database, (path) => api<LeadChanges>(path));
  const staff = await api<StaffRecord[] | { data: StaffRecord[] }>(leadPaths.staff).catch(() => null);
  if (staff) await database.meta.put({ key: 'staff', value: Array.isArray(staff) ? staff : staff.data });
}

/**
 * Pulls changes and the staff list. One pull at a time; a call made while one runs gets
 * one more pull after it (what it was called for may have happened after that one asked).
 */
export function syncDesk(): Promise<void> {
  if (!running) {
    running = pullOnce().finally(() => {
      running = undefined;
    });
    return running;
  }
  queued ??= running
    .catch(() => undefined)
    .then(() => {
      queued = undefined;
      return syncDesk();
    });
  return queued;
}

export function useDeskSync(): SyncState {
  const [state, setState] = useState<SyncState>('syncing');

  const pull = useCallback(() => {
    if (!navigator.onLine) {
      setState('offline');
      return;
    }
    setState('syncing');
    syncDesk().then(
      () => setState('synced'),
      () => setState(navigator.onLine ? 'failed' : 'offline'),
    );
  }, []);

  useEffect(() => {
    pull();
    const onVisible = () => {
      if (document.visibilityState === 'visible') pull();
    };
    const onOffline = () => setState('offline');
    window.addEventListener('online', pull);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') pull();
    }, pullEveryMs);
    const stopListening = onOutboxSent((message) => {
      if (message.kind === leadEventOutboxKind) pull();
    });
    return () => {
      window.removeEventListener('online', pull);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
      stopListening();
    };
  }, [pull]);

  return state;
}
