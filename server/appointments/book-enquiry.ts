/**
 * A test ride or service enquiry with a time: the enquiry, its lead, the place in the
 * slot and the appointment are written in one transaction (docs/appointments.md).
 *
 * - An open slot: a place is taken (server/appointments/slot-use.ts) and the booking is confirmed.
 * - A full, past, closed, holiday or blocked slot, with the visitor at the form (the first
 *   send): nothing is stored and the visitor is told why, with the nearest open times.
 * - The same, sent later by the outbox: the enquiry is kept as a request without a time
 *   (never lost); the visitor is told the showroom will call, staff see it needs a time.
 */
import type { Db, Queryable } from '../db/connect.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { insertParams, insertSql, type NewEnquiry, type OnStored } from '../enquiries/repository.ts';
import type { BookingAnswer, BookingRequest } from '../../src/contract/appointment-api.ts';
import { slotInstant, slotPlaces, slotProblem, type SlotProblem } from '../../src/contract/appointment-slots.ts';
import { appointmentById, bookingAnswerOf, insertAppointment, recordChange } from './appointment-repository.ts';
import { scheduleOfShowroom } from './schedule-repository.ts';
import { takePlace } from './slot-use.ts';

type BookingOutcome =
  | { kind: 'stored'; booking: BookingAnswer }
  | { kind: 'replay'; existingHash: string; booking: BookingAnswer | null }
  | { kind: 'refused'; problem: SlotProblem };

/** Thrown inside the transaction so that nothing of a refused booking is stored. */
class Refused extends Error {
  constructor(readonly problem: SlotProblem) {
    super(problem);
  }
}

async function replayOf(db: Queryable, id: string): Promise<BookingOutcome> {
  const { rows } = await db.query<{ body_hash: string }>('SELECT body_hash FROM enquiries WHERE id = $1', [id]);
  const appointment = await appointmentById(db, id);
  return { kind: 'replay', existingHash: rows[0]?.body_hash ?? '', booking: appointment ? bookingAnswerOf(appointment) : null };
}

/** Tries to take a place; the slot's problem when it cannot (capacity included). */
async function placeFor(tx: Queryable, request: BookingRequest, now: Date): Promise<{ startsAt: Date; modelPlace: boolean } | SlotProblem> {
  const schedule = await scheduleOfShowroom(tx, request.showroomId, true);
  if (!schedule) return 'invalid';
  const problem = slotProblem(schedule, request.date, request.time, now);
  if (problem) return problem;
  const startsAt = slotInstant(request.date, request.time);
  const taken = await takePlace(tx, { showroomId: request.showroomId, purpose: request.purpose, startsAt }, slotPlaces(schedule, request.purpose, request.model), request.model);
  return taken ? { startsAt, modelPlace: taken.modelPlace } : 'full';
}

/**
 * Why the slot cannot be had, as far as committed bookings show, or null. Only a fast
 * answer for a slot already full or closed: the place itself is taken under the lock.
 */
async function visibleProblem(db: Queryable, request: BookingRequest, now: Date): Promise<SlotProblem | null> {
  const schedule = await scheduleOfShowroom(db, request.showroomId);
  if (!schedule) return 'invalid';
  const problem = slotProblem(schedule, request.date, request.time, now);
  if (problem) return problem;
  const places = slotPlaces(schedule, request.purpose, request.model);
  const { rows } = await db.query<{ scope: string; taken: number }>(
    `SELECT scope, taken FROM appointment_slot_use WHERE showroom_id = $1 AND purpose = $2 AND starts_at = $3 AND scope IN ('', $4)`,
    [request.showroomId, request.purpose, slotInstant(request.date, request.time), request.model],
  );
  const taken = (scope: string) => rows.find((r) => r.scope === scope)?.taken ?? 0;
  if (taken('') >= places.total || (places.model !== null && request.model && taken(request.model) >= places.model)) return 'full';
  return null;
}

export async function storeBooking(
  db: Db, enquiry: NewEnquiry, request: BookingRequest, options: { interactive: boolean; now: Date; onStored?: OnStored },
): Promise<BookingOutcome> {
  // The visitor at the form hears at once about a slot already full, without queueing for its
  // lock behind the bookings in flight (200 visitors for 3 places: docs/performance.md). A
  // replay of a stored booking is answered as stored, whatever the slot holds now.
  if (options.interactive) {
    const problem = await visibleProblem(db, request, options.now);
    if (problem) {
      const stored = await replayOf(db, enquiry.id);
      if (stored.kind === 'replay' && stored.booking) return stored;
      return { kind: 'refused', problem };
    }
  }
  try {
    return await retryTransaction(db, async (tx) => {
      // The enquiry first, the slot's lock last: the lock is held for as short a time as it can be.
      const inserted = await tx.query(insertSql, insertParams(enquiry, null));
      if (inserted.rows.length === 0) return { kind: 'replay', existingHash: '', booking: null } as const;
      const place = await placeFor(tx, request, options.now);
      if (typeof place === 'string' && options.interactive) throw new Refused(place);
      const confirmed = typeof place !== 'string';
      await insertAppointment(tx, {
        id: enquiry.id,
        purpose: request.purpose,
        showroomId: request.showroomId,
        model: request.model,
        modelPlace: confirmed ? place.modelPlace : false,
        startsAt: confirmed ? place.startsAt : null,
        askedDate: /^\d{4}-\d{2}-\d{2}$/.test(request.date) ? request.date : null,
        askedTime: request.time,
        name: enquiry.lead.name,
        mobile: enquiry.lead.mobile,
        at: enquiry.createdAt,
      });
      await recordChange(tx, {
        appointmentId: enquiry.id,
        type: confirmed ? 'booked' : 'needs-time',
        data: { showroomId: request.showroomId, date: request.date, time: request.time, ...(confirmed ? {} : { problem: place }) },
        at: enquiry.createdAt,
        by: 'customer',
      });
      // The confirmation and the desks' alert, queued with the booking (docs/notifications.md).
      await options.onStored?.(tx);
      const booking: BookingAnswer = confirmed
        ? { state: 'confirmed', showroomId: request.showroomId, date: request.date, time: request.time }
        : { state: 'needs-time', showroomId: request.showroomId, date: null, time: null };
      return { kind: 'stored', booking } as const;
    }).then((outcome) => (outcome.kind === 'replay' ? replayOf(db, enquiry.id) : outcome));
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', problem: error.problem };
    throw error;
  }
}
