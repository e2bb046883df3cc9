/** How a local-first screen says how old its copy on the device is (the day view, the workshop board), in IST. */
import { describe, expect, it } from 'vitest';
import { copyAge } from '../../src/admin/ui/copy-sync-line.tsx';

describe('copyAge', () => {
  const now = new Date('2026-12-01T05:30:00Z'); // 11:00 am IST, 1 Dec 2026

  it('gives the time alone for a copy read today in India', () => {
    expect(copyAge(Date.parse('2026-12-01T05:35:00Z') - 3_600_000, now)).toBe(' (as of 10:05 am)');
    // 00:10 IST on 1 Dec is still the same Indian day, though it is 30 Nov in UTC.
    expect(copyAge(Date.parse('2026-11-30T18:40:00Z'), now)).toBe(' (as of 12:10 am)');
  });

  it('adds the day for an older copy, and says nothing when there is none', () => {
    expect(copyAge(Date.parse('2026-11-30T13:10:00Z'), now)).toBe(' (as of 30 Nov 2026, 6:40 pm)');
    expect(copyAge(null, now)).toBe('');
  });
});
