/**
 * Automatic backups keep the newest of each of the last 7 days and of each of the last 4
 * weeks that have one (India time), on a fixed clock: 60 days of nightly backups, a gap
 * of a month, several backups on one day, and the names the retention reads times from.
 */
import { describe, expect, it } from 'vitest';
import { backupFileName, backupTime } from '../../server/backup/backup-names.ts';
import { backupsToDelete } from '../../server/backup/retention.ts';

const at = (iso: string) => ({ at: new Date(iso) });
const kept = (backups: { at: Date }[]) => {
  const gone = new Set(backupsToDelete(backups));
  return backups.filter((b) => !gone.has(b)).map((b) => b.at.toISOString()).sort();
};

/** A backup at 02:00 IST (20:30 UTC the day before) on each of `days` days ending on 2026-11-26 IST. */
function nightly(days: number): { at: Date }[] {
  const last = Date.parse('2026-11-25T20:30:00.000Z');
  return Array.from({ length: days }, (_, i) => ({ at: new Date(last - i * 86_400_000) }));
}

describe('backup retention', () => {
  it('keeps 7 daily and 4 weekly of 60 nightly backups', () => {
    const result = kept(nightly(60));
    // 26 Nov 2026 is a Thursday. 7 nights (20-26 Nov IST; 02:00 IST is 20:30 UTC the day
    // before) plus the newest of each of the 4 weeks: this week's and last week's (Sunday
    // 22 Nov) are among the nights; Sundays 15 and 8 Nov are kept for their weeks.
    expect(result).toEqual([
      '2026-11-07T20:30:00.000Z', '2026-11-14T20:30:00.000Z',
      '2026-11-19T20:30:00.000Z', '2026-11-20T20:30:00.000Z', '2026-11-21T20:30:00.000Z', '2026-11-22T20:30:00.000Z',
      '2026-11-23T20:30:00.000Z', '2026-11-24T20:30:00.000Z', '2026-11-25T20:30:00.000Z',
    ]);
  });

  it('keeps everything while there are fewer backups than that', () => {
    expect(backupsToDelete(nightly(5))).toEqual([]);
  });

  it('keeps only the newest of several backups on one day (India time)', () => {
    const day = [at('2026-11-25T19:00:00.000Z'), at('2026-11-26T03:00:00.000Z'), at('2026-11-26T17:00:00.000Z')];
    // 19:00 UTC on the 25th is 00:30 IST on the 26th: the same India day as the other two.
    expect(kept(day)).toEqual(['2026-11-26T17:00:00.000Z']);
  });

  it('never deletes the last good backups after a month without any', () => {
    const old = nightly(10).map((b) => ({ at: new Date(b.at.getTime() - 40 * 86_400_000) }));
    const backups = [...old, at('2026-11-26T10:00:00.000Z')];
    // The old ones were 8-17 Oct IST. Daily: the new one and 12-17 Oct; weekly: the new
    // one's week, 12-18 Oct (17 Oct, kept already) and 5-11 Oct (11 Oct, kept for it).
    expect(kept(backups)).toEqual([
      '2026-10-10T20:30:00.000Z', '2026-10-11T20:30:00.000Z', '2026-10-12T20:30:00.000Z', '2026-10-13T20:30:00.000Z',
      '2026-10-14T20:30:00.000Z', '2026-10-15T20:30:00.000Z', '2026-10-16T20:30:00.000Z', '2026-11-26T10:00:00.000Z',
    ]);
  });

  it('reads the time back from the file name and ignores other files', () => {
    const when = new Date('2026-11-26T09:05:07.123Z');
    expect(backupFileName(when)).toBe('backup-2026-11-26T09-05-07Z.jsonl.gz');
    expect(backupTime(backupFileName(when))?.toISOString()).toBe('2026-11-26T09:05:07.000Z');
    for (const other of ['notes.txt', 'backup-2026-11-26.jsonl.gz', '.backup-2026-11-26T09-05-07Z.jsonl.gz.partial-1']) {
      expect(backupTime(other)).toBeNull();
    }
  });
});
