/**
 * When a screen's copy on the device is read again from the server (the appointments day,
 * the workshop board): on open, when the browser is back online, every minute while the
 * page is visible, and when the outbox has sent one of the screen's own changes (so the
 * server's copy replaces the one laid over). `read` fetches and stores the copy; a failed
 * read leaves the device's copy as it is and says offline or failed. Both arguments keep
 * their identity across renders (module functions, or useCallback), or it reads on every render.
 */
import { useCallback, useEffect, useState } from 'react';
import { onOutboxSent, type OutboxSentMessage } from '../../lib/outbox/outbox-events.ts';
import type { SyncState } from '../leads/use-desk-sync.ts';

export const refreshEveryMs = 60_000;

export function useCopyRefresh(read: () => Promise<unknown>, isScreenEntry: (message: Pick<OutboxSentMessage, 'kind'>) => boolean): { sync: SyncState; refresh: () => void } {
  const [sync, setSync] = useState<SyncState>('syncing');

  const refresh = useCallback(() => {
    if (!navigator.onLine) {
      setSync('offline');
      return;
    }
    setSync('syncing');
    read().then(
      () => setSync('synced'),
      () => setSync(navigator.onLine ? 'failed' : 'offline'),
    );
  }, [read]);

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
      if (isScreenEntry(message)) refresh();
    });
    return () => {
      window.removeEventListener('online', refresh);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
      stop();
    };
  }, [refresh, isScreenEntry]);

  return { sync, refresh };
}
