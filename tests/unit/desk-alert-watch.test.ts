/**
 * The desk's promise (docs/notifications.md "Desk alerts"): a lead that reaches the server is
 * news on every open desk within 5 seconds. The watch asks every deskAlertEveryMs; on a
 * controlled clock a lead stored just after an ask is reported at the next one, never twice,
 * and what was there before the desk opened is not news. The browser test shows the same
 * path end to end and prints the time it took on the machine that ran it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchDeskAlerts } from '../../src/admin/alerts/desk-alert-watch.ts';
import { deskAlertEveryMs, type DeskAlertAnswer, type DeskAlertLead } from '#contract/desk-alerts.ts';

const lead = (id: string, name: string): DeskAlertLead => ({
  id, reference: id.toUpperCase(), kind: 'contact', name, model: '', showroomId: null, createdAt: new Date().toISOString(), booking: false,
});

/** The server's side of the ask: every lead it holds, as an answer with the server's time. */
function serverHolding(leads: DeskAlertLead[]) {
  const asked: string[] = [];
  const fetchAlerts = async (path: string): Promise<DeskAlertAnswer> => {
    asked.push(path);
    return { now: new Date().toISOString(), leads: [...leads].reverse(), changes: [] };
  };
  return { fetchAlerts, asked };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T06:00:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('desk alert watch', () => {
  it('asks often enough to keep the 5 s promise with 2 s left for the ask itself', () => {
    expect(deskAlertEveryMs).toBeLessThanOrEqual(3000);
  });

  it('reports a lead stored just after an ask at the next ask, once, and not what was there before', async () => {
    const leads = [lead('a1', 'Before Opening')];
    const server = serverHolding(leads);
    const news: string[][] = [];
    const watch = watchDeskAlerts(server.fetchAlerts, (fresh) => news.push(fresh.map((l) => l.name)));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.asked).toHaveLength(1);
    expect(news).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    leads.push(lead('b2', 'Farhan Alert'));
    await vi.advanceTimersByTimeAsync(deskAlertEveryMs - 2);
    expect(news).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(news).toEqual([['Farhan Alert']]);

    // The server's window overlaps: the same lead answered again is not news again.
    await vi.advanceTimersByTimeAsync(deskAlertEveryMs * 3);
    expect(news).toEqual([['Farhan Alert']]);
    expect(server.asked).toHaveLength(5);
    watch.stop();
  });

  it('keeps asking after a failed ask (offline) and stops when told', async () => {
    let offline = true;
    const leads: DeskAlertLead[] = [];
    const server = serverHolding(leads);
    const news: string[] = [];
    const watch = watchDeskAlerts(
      (path) => (offline ? Promise.reject(new TypeError('Failed to fetch')) : server.fetchAlerts(path)),
      (fresh) => news.push(...fresh.map((l) => l.name)),
    );
    await vi.advanceTimersByTimeAsync(deskAlertEveryMs * 2);
    offline = false;
    await vi.advanceTimersByTimeAsync(deskAlertEveryMs);
    leads.push(lead('c3', 'Gita Walkin'));
    await vi.advanceTimersByTimeAsync(deskAlertEveryMs);
    expect(news).toEqual(['Gita Walkin']);
    watch.stop();
    const asks = server.asked.length;
    await vi.advanceTimersByTimeAsync(deskAlertEveryMs * 5);
    expect(server.asked).toHaveLength(asks);
  });
});
