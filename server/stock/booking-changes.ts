/**
 * Changes of a booking, each one transaction with its history row (docs/stock-and-delivery.md
 * "Bookings"): a new booking joins its kind's queue and takes a free vehicle at once if
 * one is there; Ready and Delivered follow the allotted vehicle, Delivered only with the
 * delivery checklist's required items done; a cancellation lets the
 * vehicle go to the next booking in the queue; a Manager may give a chosen vehicle out of
 * turn, with the reason kept.
 */
import type { Queryable } from '../db/connect.ts';
import type { Notifier } from '../deps.ts';
import { announceStep } from './booking-step-messages.ts';
import { stockMessages, type BookingState } from '#contract/stock.ts';
import { allot, allotKind, lockKind, lockKindShared, release } from './allotment.ts';
import { deliveryRefusal } from '#contract/delivery-checklist.ts';
import { HttpError } from '../http/http-error.ts';
import { bookingChecklistEntries, missingOf } from './checklist-repository.ts';
import { insertBooking, insertBookingUnlessVehicleFree, type BookingRequestKey, type BookingRow, type NewBooking } from './booking-repository.ts';
import { kindOf, refusal, type Actor } from './vehicle-changes.ts';
import { recordHistory, updateVehicle, vehicleById } from './vehicle-repository.ts';

/** How a booking holds its kind's lock: shared while it only joins the queue, exclusive when it may take a vehicle. */
export type QueueLock = 'shared' | 'exclusive';

/** A booking's first try found a vehicle of its kind free: it is made again under the kind's own lock. */
export class VehicleFree extends Error {
  constructor() {
    super('a vehicle of the kind is free');
  }
}

/**
 * The kind's lock is taken before the booking's time: a booking that waited for a change
 * of its kind is stamped after it, so the queue's order (oldest first) is the order in
 * which bookings joined it, and none is passed over by one that committed before it.
 *
 * With `lock: 'shared'` (what `bookInQueue` tries first) bookings of one kind join the
 * queue side by side: with no vehicle free there is nothing to allot, and any change that
 * allots waits for them all to commit. A vehicle free throws VehicleFree with nothing
 * written; the caller rolls back and books again with the exclusive lock, which allots.
 */
export async function createBooking(
  tx: Queryable, booking: NewBooking, by: string, now: () => Date,
  extras: { notifier?: Notifier | undefined; requestKey?: BookingRequestKey | null; lock?: QueueLock } = {},
): Promise<number> {
  if (extras.lock === 'shared') {
    await lockKindShared(tx, booking);
    const id = await insertBookingUnlessVehicleFree(tx, booking, by, now(), extras.requestKey ?? null);
    if (id === null) throw new VehicleFree();
    return id;
  }
  await lockKind(tx, booking);
  const at = now();
  const id = await insertBooking(tx, booking, by, at, extras.requestKey ?? null);
  await allotKind(tx, booking, by, at, extras.notifier);
  return id;
}

/**
 * Runs a booking's whole transaction (`attempt`, which calls createBooking with the lock it
 * is given) with the shared lock, and once more with the exclusive lock when a vehicle of
 * the kind was free. Many bookings of one kind arriving at once then wait for one another
 * only when a vehicle is there to be given.
 */
export async function bookInQueue<T>(attempt: (lock: QueueLock) => Promise<T>): Promise<T> {
  try {
    return await attempt('shared');
  } catch (error) {
    if (!(error instanceof VehicleFree)) throw error;
    return attempt('exclusive');
  }
}

const bookingKind = (b: BookingRow) => ({ modelId: b.model_id, variant: b.variant, colour: b.colour, showroomId: b.showroom_id });

/** Which state may follow which (Allotted is set by allotment only). */
const nextStates: Record<BookingState, readonly BookingState[]> = {
  booked: ['cancelled'],
  allotted: ['ready', 'cancelled'],
  ready: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Ready, Delivered or Cancelled, on a booking locked by the caller. */
export async function stepBooking(
  tx: Queryable, b: BookingRow, step: { state: 'ready' | 'delivered' | 'cancelled'; date?: string | undefined; reason: string }, actor: Actor,
): Promise<void> {
  if (!nextStates[b.state].includes(step.state)) throw refusal(409, 'state', stockMessages.badBookingStep);
  if (step.state === 'delivered') {
    // Every required item of the delivery checklist, named when missing; the database refuses it too (SB005).
    const missing = missingOf(await bookingChecklistEntries(tx, Number(b.id)));
    if (missing.length > 0) throw new HttpError(409, deliveryRefusal(missing), { fields: { errors: [{ field: 'checklist', message: deliveryRefusal(missing) }] } });
  }
  const id = Number(b.id);
  const vehicleId = b.vehicle_id === null ? null : Number(b.vehicle_id);
  if (step.state === 'cancelled') {
    if (vehicleId !== null) {
      await lockKind(tx, bookingKind(b));
      const v = await vehicleById(tx, vehicleId, true);
      await release(tx, { id, vehicleId }, { state: 'cancelled', vehicleStatus: v?.pdi_on ? 'pdi-done' : 'in-stock' }, { ...actor, why: 'cancelled' });
      await recordHistory(tx, { bookingId: id, type: 'state', data: { from: b.state, to: 'cancelled', reason: step.reason }, ...actor });
      await announceStep(tx, actor.notifier, id, 'cancelled', actor.at);
      // The vehicle goes to the next booking in the queue, in this transaction.
      await allotKind(tx, bookingKind(b), actor.by, actor.at, actor.notifier);
      return;
    }
    await tx.query(`UPDATE bookings SET state = 'cancelled', updated_at = $2 WHERE id = $1`, [id, actor.at]);
  } else {
    if (step.state === 'delivered' && vehicleId !== null) {
      const v = await vehicleById(tx, vehicleId, true);
      const date = step.date ?? null;
      if (!date) throw refusal(400, 'date', 'Please give the delivery date');
      if (v?.arrived_on && date < v.arrived_on) throw refusal(400, 'date', stockMessages.beforeArrival);
      await tx.query('UPDATE bookings SET state = $2, updated_at = $3 WHERE id = $1', [id, step.state, actor.at]);
      await updateVehicle(tx, vehicleId, { status: 'delivered', delivered_on: date }, actor.at);
      await recordHistory(tx, { vehicleId, bookingId: id, type: 'delivered', data: { date }, ...actor });
    } else {
      await tx.query('UPDATE bookings SET state = $2, updated_at = $3 WHERE id = $1', [id, step.state, actor.at]);
    }
  }
  await recordHistory(tx, { bookingId: id, type: 'state', data: { from: b.state, to: step.state, reason: step.reason }, ...actor });
  await announceStep(tx, actor.notifier, id, step.state, actor.at, step.state === 'delivered' && step.date ? { on: step.date } : {});
}

/**
 * A Manager's choice of vehicle for a waiting booking, ahead of the queue, with the reason.
 * A vehicle allotted to another booking is taken from it only when the choice names that
 * booking, and only before it is Ready; that booking waits again.
 */
export async function allotOutOfTurn(
  tx: Queryable, b: BookingRow, choice: { vehicleId: number; takeFromBookingId?: number | undefined; reason: string }, actor: Actor,
): Promise<void> {
  const { vehicleId, reason } = choice;
  if (b.state !== 'booked') throw refusal(409, 'bookingId', stockMessages.bookingNotOpen);
  await lockKind(tx, bookingKind(b));
  const v = await vehicleById(tx, vehicleId, true);
  if (!v) throw refusal(404, 'vehicleId', stockMessages.noVehicle);
  const kind = kindOf(v);
  if (kind.modelId !== b.model_id || kind.variant !== b.variant || kind.colour !== b.colour || kind.showroomId !== b.showroom_id) {
    throw refusal(409, 'vehicleId', stockMessages.notMatching);
  }
  if (v.booking_id !== null) {
    const holder = Number(v.booking_id);
    const held = await tx.query<{ state: string }>('SELECT state FROM bookings WHERE id = $1 FOR UPDATE', [holder]);
    if (holder !== choice.takeFromBookingId || held.rows[0]?.state !== 'allotted') throw refusal(409, 'vehicleId', stockMessages.alreadyAllotted);
    await release(tx, { id: holder, vehicleId }, { state: 'booked', vehicleStatus: v.pdi_on ? 'pdi-done' : 'in-stock' }, { ...actor, why: 'given out of turn' });
  }
  // The database refuses a held or blocked vehicle (migration 300); db-refusals.ts words it.
  await allot(tx, Number(b.id), vehicleId, { by: actor.by, at: actor.at, reason, notifier: actor.notifier });
}
