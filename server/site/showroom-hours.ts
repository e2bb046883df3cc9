/**
 * Opening hours are typed once, in Manage > Site (docs/appointments.md "The schedule"): a
 * new showroom's booking schedule opens and closes at the hours typed for it, and a change
 * of those hours moves the schedule with them while the schedule still keeps one pair of
 * hours every day, as typed before. A schedule the Owner has shaped per weekday (a day
 * closed, Sundays shorter) is the Owner's and is left as it is.
 */
import type { Queryable } from '../db/connect.ts';
import { openingClocks } from '#contract/opening-hours.ts';
import { weekdayNames, type DayHours } from '#contract/appointment-schedule.ts';
import { scheduleOfShowroom } from '../appointments/schedule-repository.ts';

const sameEveryDay = (hours: readonly DayHours[], clocks: { open: string; close: string }) =>
  hours.every((h) => h !== null && h.open === clocks.open && h.close === clocks.close);

/**
 * Sets a showroom's weekday hours to `hours` (the text of Manage > Site) when the schedule
 * follows the text: a new showroom (`before` null), or one whose every day still has the
 * hours `before` said. Hours not written as two times change nothing.
 */
export async function followOpeningHours(tx: Queryable, showroomId: number, before: string | null, hours: string, by: string, at: Date): Promise<void> {
  const clocks = openingClocks(hours);
  if (!clocks || before === hours) return;
  const schedule = await scheduleOfShowroom(tx, showroomId);
  if (!schedule) return;
  const previous = before === null ? { open: '09:30', close: '19:00' } : openingClocks(before);
  if (!previous || !sameEveryDay(schedule.hours, previous) || sameEveryDay(schedule.hours, clocks)) return;
  await tx.query(
    `UPDATE appointment_schedules SET settings = jsonb_set(settings, '{hours}', $2::text::jsonb), version = version + 1, updated_at = $3, updated_by = $4
      WHERE showroom_id = $1`,
    [showroomId, JSON.stringify(weekdayNames.map(() => clocks)), at, by],
  );
}
