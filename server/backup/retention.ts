/**
 * Which automatic backups to keep (docs/operations.md "Automatic backups"): the newest of
 * each of the 7 most recent days that have one, and the newest of each of the 4 most
 * recent weeks (Monday to Sunday) that have one; days and weeks in India time, where the
 * showrooms are. Counted over days that HAVE a backup rather than calendar days, so a
 * server that was off for a month never deletes its last good backups on the first day
 * back.
 */

export interface Retention {
  daily: number;
  weekly: number;
}

export const defaultRetention: Retention = { daily: 7, weekly: 4 };

const istOffsetMs = (5 * 60 + 30) * 60_000;
const dayMs = 86_400_000;

/** Days since 1970-01-01 in India time. */
function istDay(at: Date): number {
  return Math.floor((at.getTime() + istOffsetMs) / dayMs);
}

/** Weeks since the Monday before 1970-01-01 (a Thursday) in India time. */
function istWeek(at: Date): number {
  return Math.floor((istDay(at) + 3) / 7);
}

/** The newest backup of each of the `count` most recent periods that have one. */
function newestPerPeriod<T extends { at: Date }>(backups: T[], period: (at: Date) => number, count: number): T[] {
  const newest = new Map<number, T>();
  for (const b of backups) {
    const key = period(b.at);
    const seen = newest.get(key);
    if (!seen || b.at > seen.at) newest.set(key, b);
  }
  return [...newest.entries()].sort((a, b) => b[0] - a[0]).slice(0, count).map(([, b]) => b);
}

/** The backups to delete, given every automatic backup with its time. */
export function backupsToDelete<T extends { at: Date }>(backups: T[], retention: Retention = defaultRetention): T[] {
  const keep = new Set<T>([
    ...newestPerPeriod(backups, istDay, retention.daily),
    ...newestPerPeriod(backups, istWeek, retention.weekly),
  ]);
  return backups.filter((b) => !keep.has(b));
}
