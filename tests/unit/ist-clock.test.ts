/** Times as people in India read them, on every screen, export and customer message: "23 Nov 2026, 6:00 pm", "10:30 am IST". */
import { describe, expect, it } from 'vitest';
import { formatClock, formatClockIn, formatIstClock, formatIstDateTime } from '#contract/ist-date.ts';
import { messageWords } from '#contract/message-words.ts';

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

describe('a stored HH:MM time as people read it', () => {
  it('is the one way a time is written: am and pm, 12 for noon and midnight, no leading zero', () => {
    expect(formatClock('10:30')).toBe('10:30 am');
    expect(formatClock('09:05')).toBe('9:05 am');
    expect(formatClock('12:00')).toBe('12:00 pm');
    expect(formatClock('00:15')).toBe('12:15 am');
    expect(formatClock('18:00')).toBe('6:00 pm');
    // Not a time: as written.
    expect(formatClock('later')).toBe('later');
    expect(formatClock('25:00')).toBe('25:00');
  });

  it('in a visitor language: Hindi says the part of the day', () => {
    expect(formatClockIn('en', '15:00')).toBe('3:00 pm');
    expect(formatClockIn('hi', '10:30')).toBe('सुबह 10:30');
    expect(formatClockIn('hi', '15:00')).toBe('दोपहर 3:00');
  });

  it('customer messages in English keep IST but read the time as people do', () => {
    expect(messageWords.en.when('2026-11-25', '10:30')).toBe('25 Nov 2026 at 10:30 am IST');
    expect(messageWords.en.when('2026-11-27', '15:00')).toBe('27 Nov 2026 at 3:00 pm IST');
  });
});
