/**
 * What a visitor may book: every showroom's next 14 days of one purpose (and model), each
 * slot open with the places left, full, past or blocked; and, for a refused booking, the
 * nearest open times. One indexed read of the slot counters plus the four schedules.
 */
import type { Queryable } from '../db/connect.ts';
import type { AvailabilityAnswer, DayAvailability, SlotChoice, SlotState } from '../../src/contract/appointment-api.ts';
import {
  bookingDays, slotInstant, slotPlaces, slotTimes, type AppointmentPurpose,
} from '../../src/contract/appointment-slots.ts';
import type { ShowroomSchedule } from '../../src/contract/appointment-schedule.ts';
import { istMidnight } from '../../src/contract/lead-sla.ts';
import { allSchedules, scheduleOfShowroom } from './schedule-repository.ts';
import { slotUseBetween, useKey } from './slot-use.ts';

function showroomDays(
  schedule: ShowroomSchedule, purpose: AppointmentPurpose, model: string, days: string[], use: Map<string, number>, now: Date,
): DayAvailability[] {
  const places = slotPlaces(schedule, purpose, model);
  return days.map((date) => {
    if (schedule.holidays.includes(date)) return { date, closed: 'holiday', slots: [] };
    const times = slotTimes(schedule, date);
    if (times.length === 0) return { date, closed: 'closed', slots: [] };
    const slots = times.map((time) => {
      const at = slotInstant(date, time).getTime();
      const taken = use.get(useKey(schedule.showroomId, at, '')) ?? 0;
      let left = Math.max(0, places.total - taken);
      if (places.model !== null) left = Math.min(left, Math.max(0, places.model - (use.get(useKey(schedule.showroomId, at, model)) ?? 0)));
      let state: SlotState = left > 0 ? 'open' : 'full';
      if (at <= now.getTime()) state = 'past';
      else if (schedule.blocked.some((b) => b.date === date && b.time === time)) state = 'blocked';
      return { time, left: state === 'open' ? left : 0, state };
    });
    return { date, closed: null, slots };
  });
}

function windowOf(now: Date): { days: string[]; from: Date; to: Date } {
  const days = bookingDays(now);
  const last = days[days.length - 1] ?? days[0] ?? '';
  return { days, from: istMidnight(days[0] ?? ''), to: new Date(istMidnight(last).getTime() + 86_400_000) };
}

export async function availability(db: Queryable, purpose: AppointmentPurpose, model: string, now: Date): Promise<AvailabilityAnswer> {
  const { days, from, to } = windowOf(now);
  const [schedules, use] = await Promise.all([allSchedules(db), slotUseBetween(db, purpose, from, to, model)]);
  return {
    purpose,
    model,
    at: now.toISOString(),
    showrooms: schedules.map((s) => ({ showroomId: s.showroomId, days: showroomDays(s, purpose, model, days, use, now) })),
  };
}

/** Up to `count` open times at the showroom nearest the one asked for (before or after it), in time order. */
export async function nearestOpen(
  db: Queryable, request: { showroomId: number; purpose: AppointmentPurpose; model: string; date: string; time: string }, now: Date, count = 4,
): Promise<SlotChoice[]> {
  const schedule = await scheduleOfShowroom(db, request.showroomId);
  if (!schedule) return [];
  const { days, from, to } = windowOf(now);
  const use = await slotUseBetween(db, request.purpose, from, to, request.model, request.showroomId);
  const asked = /^\d{4}-\d{2}-\d{2}$/.test(request.date) && /^\d{2}:\d{2}$/.test(request.time)
    ? slotInstant(request.date, request.time).getTime()
    : now.getTime();
  const open = showroomDays(schedule, request.purpose, request.model, days, use, now).flatMap((day) =>
    day.slots.filter((s) => s.state === 'open').map((s) => ({ date: day.date, time: s.time, at: slotInstant(day.date, s.time).getTime() })),
  );
  return open
    .filter((s) => s.at !== asked)
    .sort((a, b) => Math.abs(a.at - asked) - Math.abs(b.at - asked) || a.at - b.at)
    .slice(0, count)
    .sort((a, b) => a.at - b.at)
    .map((s) => ({ showroomId: request.showroomId, date: s.date, time: s.time }));
}
