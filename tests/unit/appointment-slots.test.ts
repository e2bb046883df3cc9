/**
 * A day's slots and the booking window (src/contract/appointment-slots.ts), as the server
 * decides and a device shows them: the instants worked out from the day's midnight are
 * the ones each slot's IST date and time name, and the window is today (IST) and 13 days.
 */
import { describe, expect, it } from 'vitest';
import { bookingDays, daySlots, slotInstant, slotTimes } from '#contract/appointment-slots.ts';
import { scheduleSettingsSchema } from '#contract/appointment-schedule.ts';

const defaults = scheduleSettingsSchema.parse({});

describe('a day of slots', () => {
  it('runs from opening, one per slot length, the last ending by closing (09:30-19:00, 30 minutes: 19 slots)', () => {
    const times = slotTimes(defaults, '2026-11-27');
    expect(times).toHaveLength(19);
    expect(times[0]).toBe('09:30');
    expect(times.at(-1)).toBe('18:30');
  });

  it('gives each slot the instant its IST date and time name', () => {
    const hours = defaults.hours.map(() => ({ open: '08:15', close: '20:05' }));
    const settings = { ...defaults, hours, slotMinutes: 40 };
    const slots = daySlots(settings, '2026-12-31');
    expect(slots.map((s) => s.time)).toEqual(['08:15', '08:55', '09:35', '10:15', '10:55', '11:35', '12:15', '12:55', '13:35', '14:15', '14:55', '15:35', '16:15', '16:55', '17:35', '18:15', '18:55']);
    for (const slot of slots) expect(new Date(slot.at)).toEqual(slotInstant('2026-12-31', slot.time));
    // 08:15 IST is 02:45 UTC.
    expect(new Date(slots[0]!.at).toISOString()).toBe('2026-12-31T02:45:00.000Z');
  });

  it('is empty on a day the showroom is closed', () => {
    const hours = defaults.hours.map((h, weekday) => (weekday === 0 ? null : h));
    expect(daySlots({ ...defaults, hours }, '2026-11-29')).toEqual([]);
  });
});

describe('the booking window', () => {
  it('is today in IST and the 13 days after it, whatever the instant of that day', () => {
    // 23:59 IST on 27 Nov is still 27 Nov there (18:29 UTC); 00:00 IST on 28 Nov is 18:30 UTC.
    expect(bookingDays(new Date('2026-11-27T18:29:00Z'))[0]).toBe('2026-11-27');
    const next = bookingDays(new Date('2026-11-27T18:30:00Z'));
    expect(next[0]).toBe('2026-11-28');
    expect(next).toHaveLength(14);
    expect(next.at(-1)).toBe('2026-12-11');
  });

  it('hands each caller its own list', () => {
    const now = new Date('2026-11-27T06:00:00Z');
    bookingDays(now).splice(0, 14);
    expect(bookingDays(now)).toHaveLength(14);
  });
});
