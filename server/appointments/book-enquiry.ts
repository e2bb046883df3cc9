/**
 * A test ride or service enquiry with a time: the enquiry, its lead, the place in the
 * slot and the appointment are written in one transaction (docs/appointments.md).
 *
 * - An open slot: a place is taken (server/appointments/slot-use.ts) and the booking is confirmed.
 * - A full, past, closed, holiday or blocked slot, with the visitor at the form (the first
 *   send): nothing is stored and the visitor is told why, with the nearest open times.
 * - The same, sent later by the outbox: the enquiry is kept as a request without a time
 *   (never lost); the visitor is told the showroom will call, staff see it needs a time.
 *
 * Many visitors asking for one slot at once (server/appointments/slot-turns.ts): a visitor
 * at the form is first checked against the committed counts, in a read shared with the
 * others asking then; the bookings that pass take the slot's transaction one at a time in
 * this process, and those waiting are refused from a fresh shared read once it is full.
 */
import type { Db, Queryable } from '../db/connect.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { insertParams, insertSql, type NewEnquiry, type OnStored } from '../enquiries/repository.ts';
import type { BookingAnswer, BookingRequest, SlotChoice } from '#contract/appointment-api.ts';
import { slotInstant, slotPlaces, slotProblem, type SlotProblem } from '#contract/appointment-slots.ts';
import { appointmentById, bookingAnswerOf, insertAppointment, recordChange } from './appointment-repository.ts';
import { scheduleOf, scheduleOfShowroom } from './schedule-repository.ts';
import { takePlace, useKey, type SlotView } from './slot-use.ts';
import { inSlotTurn, sharedSlotView } from './slot-turns.ts';
import type { ShowroomSchedule } from '#contract/appointment-schedule.ts';
import { bookingWindow, nearestOf, slotsWithPlaces, type SlotWithPlaces } from './availability.ts';

type BookingOutcome =
  /** `reference`: the new lead's, made by the database (docs/security.md). */
  | { kind: 'stored'; booking: BookingAnswer; reference: string }
  | { kind: 'replay'; existingHash: string; booking: BookingAnswer | null }
  /** `alternatives`: the nearest open times, when they were read on the way. */
  | { kind: 'refused'; problem: SlotProblem; alternatives?: SlotChoice[] };

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
async function placeFor(
  tx: Queryable, request: BookingRequest, now: Date,
): Promise<{ startsAt: Date; modelPlace: boolean; placesLeft: number } | SlotProblem> {
  // A showroom closed since an outbox entry was queued takes no new booking: the entry is
  // kept as a request without a time (server/enquiries/submission-rules.ts).
  const schedule = await scheduleOfShowroom(tx, request.showroomId, true, true);
  if (!schedule) return 'invalid';
  const problem = slotProblem(schedule, request.date, request.time, now);
  if (problem) return problem;
  const startsAt = slotInstant(request.date, request.time);
  const taken = await takePlace(tx, { showroomId: request.showroomId, purpose: request.purpose, startsAt }, slotPlaces(schedule, request.purpose, request.model), request.model);
  return taken ? { startsAt, ...taken } : 'full';
}

/**
 * Why the slot cannot be had, as far as committed bookings show, or null; whether this is a
 * replay; and the nearest open times, from the same read. Only a fast answer for a slot
 * already full or closed: the place itself is taken under the lock.
 */
async function visibleProblem(
  db: Db, request: BookingRequest, id: string, now: Date,
): Promise<{ problem: SlotProblem | null; stored: boolean; alternatives: SlotChoice[] }> {
  const { days, from, to } = bookingWindow(now);
  const view = await sharedSlotView(db, { showroomId: request.showroomId, purpose: request.purpose, model: request.model, from, to }, id);
  const stored = view.stored.has(id);
  const seen = seenIn(view, days);
  if (!seen) return { problem: 'invalid', stored, alternatives: [] };
  const { schedule } = seen;
  let problem = slotProblem(schedule, request.date, request.time, now);
  if (!problem) {
    const places = slotPlaces(schedule, request.purpose, request.model);
    const at = slotInstant(request.date, request.time).getTime();
    const taken = (scope: string) => view.use.get(useKey(request.showroomId, at, scope)) ?? 0;
    if (taken('') >= places.total || (places.model !== null && request.model && taken(request.model) >= places.model)) problem = 'full';
  }
  return { problem, stored, alternatives: problem ? nearestOf(seen.open(), request, now) : [] };
}

/** A shared read's schedule and slots with places, worked out once for everyone it answers. */
const seenInViews = new WeakMap<SlotView, { schedule: ShowroomSchedule; open: () => SlotWithPlaces[] }>();

function seenIn(view: SlotView, days: string[]): { schedule: ShowroomSchedule; open: () => SlotWithPlaces[] } | null {
  if (!view.schedule) return null;
  let seen = seenInViews.get(view);
  if (!seen) {
    const schedule = scheduleOf(view.schedule);
    let open: SlotWithPlaces[] | undefined;
    // The view's window is the one `days` span (the read is shared by requests of one window).
    seen = { schedule, open: () => (open ??= slotsWithPlaces(schedule, view.slot.purpose, view.slot.model, days, view.use)) };
    seenInViews.set(view, seen);
  }
  return seen;
}

export async function storeBooking(
  db: Db, enquiry: NewEnquiry, request: BookingRequest, options: { interactive: boolean; now: Date; onStored?: OnStored },
): Promise<BookingOutcome> {
  // The visitor at the form hears at once about a slot already full, without queueing for its
  // lock behind the bookings in flight (200 visitors for 3 places: docs/appointments.md). A
  // replay of a stored booking is answered as stored, whatever the slot holds now.
  const look = async (): Promise<BookingOutcome | null> => {
    const { problem, stored, alternatives } = await visibleProblem(db, request, enquiry.id, options.now);
    if (stored) return replayOf(db, enquiry.id);
    return problem ? { kind: 'refused', problem, alternatives } : null;
  };
  if (options.interactive) {
    const refusal = await look();
    if (refusal) return refusal;
  }
  // One booking of the slot in its transaction at a time in this process; the others wait
  // without a connection and look again (server/appointments/slot-turns.ts).
  const slotKey = `${request.showroomId}|${request.purpose}|${request.date}|${request.time}`;
  return inSlotTurn(db, slotKey, options.interactive ? look : () => Promise.resolve(null), () => bookInTransaction(db, enquiry, request, options));
}

/**
 * The enquiry, its lead, the place and the appointment in one transaction; with whether
 * the slot still had a place once this booking took one.
 */
async function bookInTransaction(
  db: Db, enquiry: NewEnquiry, request: BookingRequest, options: { interactive: boolean; now: Date; onStored?: OnStored },
): Promise<{ outcome: BookingOutcome; placeLeft: boolean }> {
  let placeLeft = false;
  try {
    const outcome = await retryTransaction(db, async (tx) => {
      placeLeft = false;
      // The enquiry first, the slot's lock last: the lock is held for as short a time as it can be.
      const inserted = await tx.query<{ reference: string }>(insertSql, insertParams(enquiry, null));
      const reference = inserted.rows[0]?.reference;
      if (reference === undefined) return { kind: 'replay', existingHash: '', booking: null } as const;
      const place = await placeFor(tx, request, options.now);
      if (typeof place === 'string' && options.interactive) throw new Refused(place);
      const confirmed = typeof place !== 'string';
      placeLeft = confirmed && place.placesLeft > 0;
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
      return { kind: 'stored', booking, reference } as const;
    });
    if (outcome.kind === 'replay') return { outcome: await replayOf(db, enquiry.id), placeLeft: false };
    return { outcome, placeLeft };
  } catch (error) {
    if (error instanceof Refused) return { outcome: { kind: 'refused', problem: error.problem }, placeLeft: false };
    throw error;
  }
}
