/**
 * A showroom's booking schedule (Manage > Appointments): opening hours per weekday, the
 * slot length, test-ride places (the demo bikes; optionally per model), service places
 * (bays), holidays and blocked slots. Stored per showroom as JSON; a value left out takes
 * its default, so a showroom nobody has set up books 09:30-19:00 IST every day.
 */
import { z } from 'zod';
import { isIsoDate } from './fields.ts';

/** 'HH:MM', 24-hour, IST. */
export const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z.string().regex(clockPattern, 'Times are HH:MM, 24-hour');
const isoDate = z.string().refine(isIsoDate, 'Dates are YYYY-MM-DD');
const places = z.number().int().min(0, 'Places cannot be negative').max(50, 'At most 50 places a slot');

/** Open from `open` to `close` (the last slot ends by `close`); null: closed that weekday. */
const dayHoursSchema = z
  .object({ open: clock, close: clock })
  .refine((h) => h.open < h.close, 'A day closes after it opens')
  .nullable();
export type DayHours = z.infer<typeof dayHoursSchema>;

/** Weekdays as Date#getUTCDay numbers them: 0 is Sunday. */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** requirements 2.3 and 9: the showrooms open 09:30 AM to 07:00 PM. */
export const defaultHours = { open: '09:30', close: '19:00' } as const;

export const scheduleSettingsSchema = z.object({
  hours: z.array(dayHoursSchema).length(7, 'Give hours for all seven weekdays').default(() => weekdayNames.map(() => ({ ...defaultHours }))),
  slotMinutes: z.number().int().min(10, 'A slot is at least 10 minutes').max(240, 'A slot is at most 4 hours').default(30),
  testRidePlaces: places.default(2),
  servicePlaces: places.default(3),
  /** Fewer places for a model with fewer demo bikes, by the model's name. */
  modelPlaces: z.record(z.string().trim().min(1).max(80), places).default({}),
  holidays: z.array(isoDate).max(366).default([]),
  blocked: z.array(z.object({ date: isoDate, time: clock })).max(2000).default([]),
});
export type ScheduleSettings = z.infer<typeof scheduleSettingsSchema>;

export interface ShowroomSchedule extends ScheduleSettings {
  showroomId: number;
  /** Bumped by every save: a save names the version it edited. */
  version: number;
}
