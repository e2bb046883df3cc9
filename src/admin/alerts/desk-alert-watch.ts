/**
 * Asks the server every few seconds for leads that came in and customers' changes of their
 * bookings (docs/notifications.md) and tells the page about each one new to it. The first answer is the starting point: leads
 * that were there before the desk opened are on the desk already, not news. A failed ask
 * (offline) is simply asked again next time.
 */
import { deskAlertEveryMs, deskAlertPaths, type DeskAlertAnswer, type DeskAlertChange, type DeskAlertLead } from '#contract/desk-alerts.ts';

export type FetchAlerts = (path: string) => Promise<DeskAlertAnswer>;

export interface AlertWatch {
  stop(): void;
}

/** What is new to this page, oldest first. */
export type OnNewAlerts = (leads: DeskAlertLead[], changes: DeskAlertChange[]) => void;

export function watchDeskAlerts(fetchAlerts: FetchAlerts, onNew: OnNewAlerts, everyMs = deskAlertEveryMs): AlertWatch {
  let since = new Date().toISOString();
  let first = true;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const seen = new Set<string>();

  async function ask(): Promise<void> {
    try {
      const answer = await fetchAlerts(`${deskAlertPaths.alerts}?since=${encodeURIComponent(since)}`);
      since = answer.now;
      // Lead ids and change ids are UUIDs of their own: one set tells both apart.
      const fresh = answer.leads.filter((l) => !seen.has(l.id));
      const changes = (answer.changes ?? []).filter((c) => !seen.has(c.id));
      for (const item of [...fresh, ...changes]) seen.add(item.id);
      if (!first && fresh.length + changes.length > 0 && !stopped) onNew(fresh.reverse(), changes.reverse());
      first = false;
      // The set only needs what the overlapping window can return again.
      if (seen.size > 500) for (const id of [...seen].slice(0, seen.size - 200)) seen.delete(id);
    } catch {
      // Offline or signed out: the next ask tries again.
    }
    if (!stopped) timer = setTimeout(() => void ask(), everyMs);
  }

  void ask();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
