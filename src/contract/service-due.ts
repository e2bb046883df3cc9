/**
 * The next service a vehicle is due for (docs/workshop.md "Next due"), worked out when a job
 * card is delivered from the model's schedule and the visits so far: by a date and by an
 * odometer reading, whichever comes first. Pure, so the server and the tests run the same
 * arithmetic; dates are IST calendar days (YYYY-MM-DD), added as plain day counts.
 */
import type { ServiceSchedule } from './service-schedule.ts';

export type ServiceKind = 'free' | 'paid' | 'repair' | 'accident';

export interface Visit {
  /** The IST day the vehicle came in. */
  on: string;
  odometerKm: number;
  serviceType: ServiceKind;
}

export interface NextService {
  /** 'free-2' for the second free service, or 'paid'. */
  service: string;
  dueOn: string;
  dueKm: number;
}

/** '2026-11-23' plus `days` days. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The next service after `visits` (oldest first, at least one). Free services are counted
 * by the visits booked as free; a free service's days count from the sale when it is known,
 * else from the last visit (the gap the booklet leaves between it and the one before). A
 * free service the vehicle has already passed, by km or by date, has lapsed: the next one
 * is due instead, and after the last free one, a paid service every N km or M days from the
 * last free or paid service (a repair does not service the vehicle).
 */
export function nextServiceDue(schedule: ServiceSchedule, visits: readonly Visit[], soldOn: string | null): NextService | null {
  const last = visits[visits.length - 1];
  if (!last) return null;
  const lastKm = Math.max(...visits.map((v) => v.odometerKm));
  const free = schedule.freeServices;
  for (let n = visits.filter((v) => v.serviceType === 'free').length; n < free.length; n += 1) {
    const window = free[n]!;
    const dueOn = soldOn ? addDays(soldOn, window.toDays) : addDays(last.on, window.toDays - (free[n - 1]?.toDays ?? 0));
    if (lastKm <= window.toKm && dueOn >= last.on) return { service: `free-${n + 1}`, dueOn, dueKm: window.toKm };
  }
  const serviced = [...visits].reverse().find((v) => v.serviceType === 'free' || v.serviceType === 'paid') ?? last;
  return { service: 'paid', dueOn: addDays(serviced.on, schedule.paidEveryDays), dueKm: serviced.odometerKm + schedule.paidEveryKm };
}
