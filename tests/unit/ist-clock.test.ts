/** Times in IST as staff read them on the lead page and in the morning digest: "23 Nov 2026, 6:00 pm". */
import { describe, expect, it } from 'vitest';
import { formatIstClock, formatIstDateTime } from '#contract/ist-date.ts';

describe('IST clock times', () => {
  it('says am and pm, noon and midnight as 12, in IST whatever the instant is written in', () => {
    expect(formatIstDateTime('2026-11-23T12:30:00Z')).toBe('23 Nov 2026, 6:00 pm');
    expect(formatIstClock('2026-11-23T05:00:00Z')).toBe('10:30 am');
    expect(formatIstClock('2026-11-23T06:35:00Z')).toBe('12:05 pm');
    expect(formatIstClock(new Date('2026-11-23T18:30:00Z'))).toBe('12:00 am');
    // 23:59 UTC is the next day in IST.
    expect(formatIstDateTime('2026-11-23T23:59:00Z')).toBe('24 Nov 2026, 5:29 am');
  });
});
