/**
 * What a visitor may book: every showroom's next 14 days of one purpose (and model), each
 * slot open with the places left, full, past or blocked; and, for a refused booking, the
 * nearest open times. One indexed read of the slot counters plus the four schedules.
 */
import type { Queryable } from '../db/connect.ts';
import type { AvailabilityAnswer, DayAvailability, SlotChoice, SlotState } from '#contract/appointment-api.ts';
import {
  bookingDays, daySlots, slotInstant, slotPlaces, type AppointmentPurpose,
} from '#contract/appointment-slots.ts';
import type { ShowroomSchedule } from '#contract/appointment-schedule.ts';
import { istMidnight } from '#contract/lead-sla.ts';
import { allSchedules, scheduleOfShowroom } from './schedule-repository.ts';
import { slotUseBetween, useKey } from './slot-use.ts';

function showroomDays(
  schedule: ShowroomSchedule, purpose: AppointmentPurpose, model: string, days: string[], use: Map<string, number>, now: Date,
): DayAvailability[] {
  const places = slotPlaces(schedule, purpose, model);
  return days.map((date) => {
    if (schedule.holidays.includes(date)) return { date, closed: 'holiday', slots: [] };
    const times = daySlots(schedule, date);
    if (times.length === 0) return { date, closed: 'closed', slots: [] };
    const slots = times.map(({ time, at }) => {
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

/** The days a visitor may book and the instants they span, [from, to). */
export function bookingWindow(now: Date): { days: string[]; from: Date; to: Date } {
  const days = bookingDays(now);
  const last = days[days.length - 1] ?? days[0] ?? '';
  return { days, from: istMidnight(days[0] ?? ''), to: new Date(istMidnight(last).getTime() + 86_400_000) };
}

export async function availability(db: Queryable, purpose: AppointmentPurpose, model: string, now: Date): Promise<AvailabilityAnswer> {
  const { days, from, to } = bookingWindow(now);
  const [schedules, use] = await Promise.all([allSchedules(db, true), slotUseBetween(db, purpose, from, to, model)]);
  return {
    purpose,
    model,
    at: now.toISOString(),
    showrooms: schedules.map((s) => ({ showroomId: s.showroomId, days: showroomDays(s, purpose, model, days, use, now) })),
  };
}

type NearRequest = { showroomId: number; purpose: AppointmentPurpose; model: string; date: string; time: string };

/** Up to `count` open times at the showroom nearest the one asked for (before or after it), in time order. */
export async function nearestOpen(db: Queryable, request: NearRequest, now: Date, count = 4): Promise<SlotChoice[]> {
  const schedule = await scheduleOfShowroom(db, request.showroomId);
  if (!schedule) return [];
  const { from, to } = bookingWindow(now);
  const use = await slotUseBetween(db, request.purpose, from, to, request.model, request.showroomId);
  return nearestOf(slotsWithPlaces(schedule, request.purpose, request.model, bookingWindow(now).days, use), request, now, count);
}

export interface SlotWithPlaces {
  date: string;
  time: string;
  at: number;
}

/**
 * The slots of `days` with a place left, started or not, in time order: not on a holiday or
 * a closed day, not blocked (the slots `showroomDays` calls open, but for the time of day).
 */
export function slotsWithPlaces(
  schedule: ShowroomSchedule, purpose: AppointmentPurpose, model: string, days: string[], use: Map<string, number>,
): SlotWithPlaces[] {
  const places = slotPlaces(schedule, purpose, model);
  const blocked = new Set(schedule.blocked.map((b) => `${b.date} ${b.time}`));
  const open: SlotWithPlaces[] = [];
  for (const date of days) {
    if (schedule.holidays.includes(date)) continue;
    for (const { time, at } of daySlots(schedule, date)) {
      let left = places.total - (use.get(useKey(schedule.showroomId, at, '')) ?? 0);
      if (places.model !== null) left = Math.min(left, places.model - (use.get(useKey(schedule.showroomId, at, model)) ?? 0));
      if (left > 0 && !blocked.has(`${date} ${time}`)) open.push({ date, time, at });
    }
  }
  return open;
}

/**
 * Up to `count` of `open` (in time order) nearest the time asked for, before or after it,
 * not started by `now` and not the one asked for; the earlier of two as near; in time order.
 */
export function nearestOf(open: readonly SlotWithPlaces[], request: NearRequest, now: Date, count = 4): SlotChoice[] {
  const asked = /^\d{4}-\d{2}-\d{2}$/.test(request.date) && /^\d{2}:\d{2}$/.test(request.time)
    ? slotInstant(request.date, request.time).getTime()
    : now.getTime();
  const usable = (s: SlotWithPlaces | undefined) => s === undefined || (s.at > now.getTime() && s.at !== asked);
  let after = 0;
  for (let hi = open.length; after < hi;) {
    const mid = (after + hi) >> 1;
    if ((open[mid] as SlotWithPlaces).at < asked) after = mid + 1;
    else hi = mid;
  }
  let before = after - 1;
  const picked: SlotWithPlaces[] = [];
  while (picked.length < count) {
    while (!usable(open[before])) before -= 1;
    while (!usable(open[after])) after += 1;
    const earlier = open[before];
    const later = open[after];
    if (later && (!earlier || later.at - asked < asked - earlier.at)) {
      picked.push(later);
      after += 1;
    } else if (earlier) {
      picked.push(earlier);
      before -= 1;
    } else {
      break;
    }
  }
  return picked.sort((a, b) => a.at - b.at).map((s) => ({ showroomId: request.showroomId, date: s.date, time: s.time }));
}
