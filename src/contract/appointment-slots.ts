/**
 * Slots and why one cannot be booked, worked out the same way on the server (which
 * decides) and on a device (which shows the last availability it saw). Every time is IST
 * (UTC+05:30 all year), computed with plain arithmetic, so the server's own time zone
 * never matters.
 */
import { formatIndianDate } from './ist-date.ts';
import { istDate, istMidnight } from './lead-sla.ts';
import { weekdayNames, type ScheduleSettings } from './appointment-schedule.ts';

/** Visitors book within the next 14 days, today included. */
const bookingWindowDays = 14;

export const appointmentPurposes = ['test-ride', 'service'] as const;
export type AppointmentPurpose = (typeof appointmentPurposes)[number];

const dayMs = 86_400_000;

function minutesOf(clock: string): number {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instant an IST date and time name. */
export function slotInstant(date: string, time: string): Date {
  return new Date(istMidnight(date).getTime() + minutesOf(time) * 60_000);
}

/** The IST date and time of an instant. */
export function slotOf(instant: Date): { date: string; time: string } {
  const date = istDate(instant);
  return { date, time: clockOf(Math.round((instant.getTime() - istMidnight(date).getTime()) / 60_000)) };
}

/** The weekday (0 Sunday) of an IST calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The last window worked out: every booking asks for it, and it changes once a day. */
let lastWindow: { first: string; days: number; dates: readonly string[] } | null = null;

/** The bookable window: today (IST) and the 13 days after it. */
export function bookingDays(now: Date, days = bookingWindowDays): string[] {
  const today = istDate(now);
  if (lastWindow?.first !== today || lastWindow.days !== days) {
    const first = Date.parse(`${today}T00:00:00Z`);
    lastWindow = { first: today, days, dates: Array.from({ length: days }, (_, i) => new Date(first + i * dayMs).toISOString().slice(0, 10)) };
  }
  return [...lastWindow.dates];
}

/**
 * A day's slots with the instant each starts: from opening, one per slot length, the last
 * ending by closing. The instants come from the day's midnight by arithmetic, not from
 * parsing each slot's date and time (a refused booking lists 14 days of them).
 */
export function daySlots(settings: ScheduleSettings, date: string): { time: string; at: number }[] {
  const hours = settings.hours[weekdayOf(date)];
  if (!hours) return [];
  const midnight = istMidnight(date).getTime();
  const close = minutesOf(hours.close);
  const slots: { time: string; at: number }[] = [];
  for (let t = minutesOf(hours.open); t + settings.slotMinutes <= close; t += settings.slotMinutes) slots.push({ time: clockOf(t), at: midnight + t * 60_000 });
  return slots;
}

/** The start times of a day's slots. */
export function slotTimes(settings: ScheduleSettings, date: string): string[] {
  return daySlots(settings, date).map((slot) => slot.time);
}

/**
 * A model name as it is matched against the catalogue and a schedule's model places:
 * without case, spaces or punctuation, so 'SHINE 100', 'Shine100' and 'Shine-100' are one model.
 */
export function modelMatchKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** How many may book one slot, for the purpose and (test rides) the model. */
export function slotPlaces(settings: ScheduleSettings, purpose: AppointmentPurpose, model = ''): { total: number; model: number | null } {
  if (purpose === 'service') return { total: settings.servicePlaces, model: null };
  const key = modelMatchKey(model);
  const own = key ? Object.entries(settings.modelPlaces).find(([name]) => modelMatchKey(name) === key)?.[1] : undefined;
  return { total: settings.testRidePlaces, model: own === undefined ? null : own };
}

export type SlotProblem = 'invalid' | 'outside-window' | 'past' | 'holiday' | 'closed' | 'not-a-slot' | 'blocked' | 'full';

/** What a visitor is told for each refusal. */
export function slotProblemMessage(problem: SlotProblem, date: string): string {
  switch (problem) {
    case 'invalid':
    case 'not-a-slot':
      return 'Please choose one of the times offered.';
    case 'outside-window':
      return `Please choose a day in the next ${bookingWindowDays} days.`;
    case 'past':
      return 'That time has passed. Please choose a later time.';
    case 'holiday':
      return `The showroom is closed for a holiday on ${formatIndianDate(date)}.`;
    case 'closed':
      return `The showroom is closed on ${weekdayNames[weekdayOf(date)] ?? 'that day'}s.`;
    case 'blocked':
      return 'That time is not open for bookings. Please choose another.';
    case 'full':
      return 'That time was just taken. Please choose another.';
  }
}

/**
 * Why this date and time cannot be booked at all (capacity aside), or null. Past means the
 * slot has started: a visitor cannot book a ride that is already under way.
 */
export function slotProblem(settings: ScheduleSettings, date: string, time: string, now: Date): SlotProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return 'invalid';
  const start = slotInstant(date, time);
  if (Number.isNaN(start.getTime())) return 'invalid';
  if (start.getTime() <= now.getTime()) return 'past';
  if (!bookingDays(now).includes(date)) return 'outside-window';
  if (settings.holidays.includes(date)) return 'holiday';
  if (!settings.hours[weekdayOf(date)]) return 'closed';
  if (!slotTimes(settings, date).includes(time)) return 'not-a-slot';
  if (settings.blocked.some((b) => b.date === date && b.time === time)) return 'blocked';
  return null;
}
