/**
 * Appointments (docs/appointments.md): the availability read (4 showrooms x 14 days in one
 * answer) with 100,000 bookings stored, and 200 visitors booking one slot with 3 places at
 * once: exactly 3 confirmed, every other refused with the nearest open times, no errors.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../server/db/connect.ts';
import { appointmentPaths } from '#contract/appointment-api.ts';
import { bookingDays } from '#contract/appointment-slots.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { percentile, summarise, timeRuns, type Summary } from './stats.ts';

/** The slot the race is for: tomorrow (IST) at 11:00, Railway Road, with 3 places. */
function raceSlot(now = new Date()): { showroomId: number; date: string; time: string } {
  return { showroomId: 1, date: bookingDays(now)[1] ?? '', time: '11:00' };
}

/**
 * `count` bookings over the last years and the next 14 days (about one a slot), every
 * showroom and both purposes on the 30-minute grid, each an enquiry with its appointment, and the slot
 * counters they add up to. The race slot is left empty and given 3 places.
 */
export async function generateBookings(db: Db, count: number): Promise<void> {
  await db.exec(`
    CREATE TEMP TABLE bench_booking AS
      SELECT gen_random_uuid() AS id, g AS n,
             1 + g % 4 AS showroom_id,
             CASE WHEN g % 3 = 0 THEN 'service' ELSE 'test-ride' END AS purpose,
             date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'
               + ((g / 76) % 1400 - 1386) * interval '1 day' + interval '9 hours 30 minutes' + ((g / 4) % 19) * interval '30 minutes' AS starts_at
      FROM generate_series(1, ${Math.floor(count)}) AS g;
    INSERT INTO enquiries (id, kind, created_at, payload, body_hash, name, mobile, model)
      SELECT id, CASE WHEN purpose = 'service' THEN 'service' ELSE 'product' END, starts_at - interval '2 days', '{}'::jsonb, 'bench', 'Bench ' || n, '98' || lpad(n::text, 8, '0'), 'Shine 100'
      FROM bench_booking;
    INSERT INTO appointments (id, purpose, showroom_id, model, starts_at, status, name, mobile, created_at, updated_at)
      SELECT id, purpose, showroom_id, 'Shine 100', starts_at, CASE WHEN starts_at < now() THEN 'done' ELSE 'booked' END, 'Bench ' || n, '98' || lpad(n::text, 8, '0'), starts_at - interval '2 days', starts_at - interval '2 days'
      FROM bench_booking;
    INSERT INTO appointment_slot_use (showroom_id, purpose, starts_at, scope, taken)
      SELECT showroom_id, purpose, starts_at, '', count(*) FROM bench_booking GROUP BY 1, 2, 3;
    DROP TABLE bench_booking;
    ANALYZE appointments;
    ANALYZE appointment_slot_use;
  `);
  const slot = raceSlot();
  await db.query(
    `DELETE FROM appointment_slot_use WHERE showroom_id = $1 AND starts_at = (($2::date + $3::time) AT TIME ZONE 'Asia/Kolkata')`,
    [slot.showroomId, slot.date, slot.time],
  );
  await db.query(`UPDATE appointment_schedules SET settings = '{"testRidePlaces": 3}'::jsonb WHERE showroom_id = $1`, [slot.showroomId]);
}

export async function timeAvailability(url: string, runs: number): Promise<Summary> {
  return timeRuns(async () => {
    const res = await fetch(`${url}${appointmentPaths.availability}?purpose=test-ride`);
    if (res.status !== 200) throw new Error(`availability: ${res.status}`);
    await res.arrayBuffer();
  }, runs, 5);
}

export interface RaceResult {
  visitors: number;
  confirmed: number;
  refusedWithAlternatives: number;
  errors: number;
  p50: number;
  p99: number;
}

/** A distinct address per visitor (documentation range 198.18.0.0/15, never a real client). */
function visitorAddress(i: number): string {
  return `198.18.${(i >> 8) & 255}.${i & 255}`;
}

/** `visitors` test rides for the race slot, all sent at once, each from its own address. */
export async function raceForSlot(url: string, visitors: number): Promise<RaceResult> {
  const slot = raceSlot();
  const outcomes = await Promise.all(Array.from({ length: visitors }, async (_, i) => {
    const t0 = performance.now();
    try {
      const res = await fetch(`${url}/api/postBooking`, {
        method: 'POST',
        // 200 visitors, 200 phones: each its own address, as the proxy in front reports it (TRUST_PROXY=1).
        headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID(), 'X-Forwarded-For': visitorAddress(i) },
        body: JSON.stringify({
          name: `Racer ${i}`, mobileNo: `97${String(10_000_000 + i)}`, emailId: `racer${i}@example.in`, model: 'Shine 100', color: 'Red',
          preferredShowroom: slot.showroomId, preferredDate: slot.date, preferredTime: slot.time,
        }),
      });
      const body = (await res.json()) as { booking?: { state: string }; alternatives?: unknown[] };
      const kind = res.status === 201 && body.booking?.state === 'confirmed' ? 'confirmed'
        : res.status === 409 && Array.isArray(body.alternatives) && body.alternatives.length > 0 ? 'refused' : 'error';
      return { kind, ms: performance.now() - t0 };
    } catch {
      return { kind: 'error', ms: performance.now() - t0 };
    }
  }));
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    visitors,
    confirmed: outcomes.filter((o) => o.kind === 'confirmed').length,
    refusedWithAlternatives: outcomes.filter((o) => o.kind === 'refused').length,
    errors: outcomes.filter((o) => o.kind === 'error').length,
    p50: summarise(times).p50,
    p99: percentile(times, 99),
  };
}
