/**
 * A staff or customer change of one booking, in one transaction with its capacity check:
 * a status (Arrived, No-show, Done, Cancelled, back to Booked) or a new time. A booking
 * holds a place while it has a time and is not cancelled; a new time takes a place in the
 * new slot (server/appointments/slot-use.ts) before the old one is given back. The change
 * is stored with its id (the outbox's Idempotency-Key), so a replay changes nothing twice.
 * Arrived, No-show and Done wait for the booking's IST day (src/contract/appointment-day-states.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/connect.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import type { AppointmentChange, AppointmentRecord, AppointmentStatus } from '#contract/appointment-api.ts';
import { slotInstant, slotPlaces, slotProblem, slotOf, type SlotProblem } from '#contract/appointment-slots.ts';
import { tooEarlyFor } from '#contract/appointment-day-states.ts';
import { appointmentById, recordChange, recordOf, reflagSlots, startsAtOf, type AppointmentRow } from './appointment-repository.ts';
import { scheduleOfShowroom } from './schedule-repository.ts';
import { releasePlace, takePlace } from './slot-use.ts';

export type ChangeOutcome =
  | { kind: 'applied'; record: AppointmentRecord }
  | { kind: 'not-found' }
  | { kind: 'refused'; problem: SlotProblem; row: AppointmentRow; date: string; time: string }
  /** A state of the booking's day asked for before that day. */
  | { kind: 'too-early'; status: AppointmentStatus; date: string };

class TooEarly extends Error {
  constructor(readonly status: AppointmentStatus, readonly date: string) {
    super('too early');
  }
}

class Refused extends Error {
  constructor(readonly problem: SlotProblem, readonly row: AppointmentRow, readonly date: string, readonly time: string) {
    super(problem);
  }
}

const holdsPlace = (row: Pick<AppointmentRow, 'status' | 'starts_at'>) => row.status !== 'cancelled' && row.starts_at !== null;

async function giveBack(tx: Queryable, row: AppointmentRow, now: Date): Promise<void> {
  const startsAt = startsAtOf(row);
  if (!startsAt || row.showroom_id === null) return;
  const slot = { showroomId: Number(row.showroom_id), purpose: row.purpose, startsAt };
  await releasePlace(tx, slot, row.model, row.model_place);
  // A booking flagged over the places may now fit: the flags follow the places left.
  const schedule = await scheduleOfShowroom(tx, slot.showroomId);
  if (schedule && startsAt > now) await reflagSlots(tx, slot.showroomId, row.purpose, slotPlaces(schedule, row.purpose).total, startsAt, new Date(startsAt.getTime() + 1));
}

/** Takes a place at date/time for the booking; throws Refused when it cannot. */
async function takeFor(tx: Queryable, row: AppointmentRow, date: string, time: string, now: Date): Promise<{ startsAt: Date; modelPlace: boolean }> {
  const showroomId = Number(row.showroom_id);
  const schedule = await scheduleOfShowroom(tx, showroomId, true);
  const problem = schedule ? slotProblem(schedule, date, time, now) : 'invalid';
  if (problem || !schedule) throw new Refused(problem ?? 'invalid', row, date, time);
  const startsAt = slotInstant(date, time);
  const taken = await takePlace(tx, { showroomId, purpose: row.purpose, startsAt }, slotPlaces(schedule, row.purpose, row.model), row.model);
  if (!taken) throw new Refused('full', row, date, time);
  return { startsAt, modelPlace: taken.modelPlace };
}

async function apply(tx: Queryable, row: AppointmentRow, change: AppointmentChange, now: Date): Promise<void> {
  let startsAt = startsAtOf(row);
  let modelPlace = row.model_place;
  let status = row.status;
  const before = holdsPlace(row);
  if (change.type === 'reschedule') {
    const current = startsAt ? slotOf(startsAt) : null;
    if (current && current.date === change.date && current.time === change.time && before) return;
    ({ startsAt, modelPlace } = await takeFor(tx, row, change.date, change.time, now));
    if (status === 'cancelled') status = 'booked';
  } else {
    if (change.status === row.status) return;
    const day = startsAt ? slotOf(startsAt).date : null;
    if (day && tooEarlyFor(change.status, day, now)) throw new TooEarly(change.status, day);
    status = change.status;
    if (!before && holdsPlace({ status, starts_at: row.starts_at }) && startsAt) {
      const slot = slotOf(startsAt);
      ({ startsAt, modelPlace } = await takeFor(tx, row, slot.date, slot.time, now));
    }
  }
  await tx.query(
    `UPDATE appointments SET starts_at = $2, model_place = $3, status = $4, over_capacity = false, updated_at = $5, version = version + 1
     WHERE id = $1`,
    [row.id, startsAt, modelPlace, status, now],
  );
  // The old place goes back after the row has moved, so the flags are worked out without it.
  const moved = change.type === 'reschedule' || !holdsPlace({ status, starts_at: row.starts_at });
  if (before && moved) await giveBack(tx, row, now);
}

/** Work done in the transaction of a change that was made (the customer's message, docs/notifications.md). */
export type OnChanged = (tx: Queryable, change: { changeId: string; status: string; startsAt: string | null }) => Promise<void>;

export async function changeAppointment(
  db: Db, id: string, change: AppointmentChange, options: { changeId?: string; by: string; now: Date; onChanged?: OnChanged },
): Promise<ChangeOutcome> {
  const changeId = options.changeId ?? randomUUID();
  try {
    return await retryTransaction(db, async (tx) => {
      const row = await appointmentById(tx, id, true);
      if (!row) return { kind: 'not-found' } as const;
      const fresh = await recordChange(tx, {
        id: changeId, appointmentId: id, type: change.type === 'status' ? change.status : 'rescheduled',
        data: { ...change }, at: options.now, by: options.by,
      });
      // A replay of a change already made: answer the booking as it is.
      if (fresh) await apply(tx, row, change, options.now);
      const after = await appointmentById(tx, id);
      const moved = after && (after.status !== row.status || String(startsAtOf(after)) !== String(startsAtOf(row)));
      if (fresh && after && moved && options.onChanged) {
        const startsAt = startsAtOf(after);
        await options.onChanged(tx, { changeId, status: after.status, startsAt: startsAt ? startsAt.toISOString() : null });
      }
      return { kind: 'applied', record: recordOf(after ?? row) } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', problem: error.problem, row: error.row, date: error.date, time: error.time };
    if (error instanceof TooEarly) return { kind: 'too-early', status: error.status, date: error.date };
    throw error;
  }
}
