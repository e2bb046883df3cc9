/**
 * Fair allotment (docs/stock-and-delivery.md "Allotment"): vehicles of a kind (model,
 * variant, colour, showroom) that are in stock or PDI done go to the kind's waiting
 * bookings, oldest booking first, oldest arrival first. It runs in the transaction of the
 * change that may free or add a vehicle or a booking (intake, arrival, unblock, transfer,
 * a new booking, a cancellation), under a lock per kind, so two API processes allotting
 * the same kind take turns and each sees the other's allotments once it has the lock.
 * Bookings that only join the queue (no vehicle free) share the lock with each other and
 * wait for, or hold off, every change that allots. The database refuses a second allotment
 * of a vehicle or a blocked one whatever happens (migration 300).
 */
import type { Queryable } from '../db/connect.ts';
import type { Notifier } from '../deps.ts';
import { announceStep } from './booking-step-messages.ts';
import { updateVehicle, recordHistory } from './vehicle-repository.ts';

export interface VehicleKind {
  modelId: number;
  variant: string;
  colour: string;
  showroomId: number;
}

/** Key space of the kind locks (the lead desk's and the migrations' are single keys). */
const kindLockSpace = 7_303_302;

const kindKey = (kind: VehicleKind) => JSON.stringify([kind.modelId, kind.variant, kind.colour, kind.showroomId]);

/**
 * The kinds each open transaction holds exclusively: a change takes its kind's lock before
 * its rows and allotment takes it again, and asking the database again while holding it is
 * one more round trip inside everyone else's wait. Keyed by the transaction's own handle
 * (a new one per transaction, retries too), so nothing outlives the transaction.
 */
const heldKinds = new WeakMap<Queryable, Set<string>>();

/** Takes the kind's lock until the transaction ends (`tx` is a transaction's handle, never the pool). */
export async function lockKind(tx: Queryable, kind: VehicleKind): Promise<void> {
  const key = kindKey(kind);
  const held = heldKinds.get(tx);
  if (held?.has(key)) return;
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [kindLockSpace, key]);
  if (held) held.add(key);
  else heldKinds.set(tx, new Set([key]));
}

/**
 * The kind's lock shared, until the transaction ends: bookings joining a queue with no
 * free vehicle hold it together, while any change that allots (exclusive) waits for them
 * all to commit, and they for it. Never taken by a transaction that already holds the kind
 * exclusively, nor followed by the exclusive lock (two bookings doing so would deadlock).
 */
export async function lockKindShared(tx: Queryable, kind: VehicleKind): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock_shared($1, hashtext($2))', [kindLockSpace, kindKey(kind)]);
}

const kindWhere = 'model_id = $1 AND variant = $2 AND colour = $3 AND showroom_id = $4';
const kindParams = (k: VehicleKind) => [k.modelId, k.variant, k.colour, k.showroomId];
/**
 * A vehicle of the kind ($1-$4: model, variant, colour, showroom) on the floor that no booking
 * holds. Every change that frees a vehicle allots it under the kind's lock before it
 * commits, so under the kind's lock a free vehicle means no booking is waiting for it.
 */
export const freeVehicleWhere = `${kindWhere} AND status IN ('in-stock', 'pdi-done') AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.vehicle_id = v.id)`;

/**
 * Gives the kind's free vehicles to its oldest waiting bookings; returns how many were
 * allotted. With a notifier each booking's customer is told of their vehicle in this transaction.
 */
export async function allotKind(tx: Queryable, kind: VehicleKind, by: string, at: Date, notifier?: Notifier): Promise<number> {
  await lockKind(tx, kind);
  const vehicles = await tx.query<{ id: string; status: string }>(
    `SELECT v.id::text AS id, v.status FROM vehicles v WHERE ${freeVehicleWhere} ORDER BY arrived_on, id FOR UPDATE`,
    kindParams(kind),
  );
  if (vehicles.rows.length === 0) return 0;
  const bookings = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM bookings WHERE ${kindWhere} AND state = 'booked' ORDER BY created_at, id LIMIT $5 FOR UPDATE`,
    [...kindParams(kind), vehicles.rows.length],
  );
  for (const [i, booking] of bookings.rows.entries()) {
    const vehicle = vehicles.rows[i];
    if (!vehicle) break;
    await allot(tx, Number(booking.id), Number(vehicle.id), { by, at, reason: null, notifier });
  }
  return bookings.rows.length;
}

/**
 * One booking takes one vehicle: the booking first (the database checks the vehicle), then
 * the vehicle. The booking's version goes up with the row (migration 570's trigger), so a
 * screen that showed it waiting is refused its change (docs/stock-and-delivery.md "Two screens, one booking").
 */
export async function allot(
  tx: Queryable, bookingId: number, vehicleId: number, how: { by: string; at: Date; reason: string | null; notifier?: Notifier | undefined },
): Promise<void> {
  await tx.query(
    `UPDATE bookings SET vehicle_id = $2, state = 'allotted', allotted_at = $3, updated_at = $3, override_reason = $4, override_by = $5 WHERE id = $1`,
    [bookingId, vehicleId, how.at, how.reason, how.reason === null ? null : how.by],
  );
  await updateVehicle(tx, vehicleId, { status: 'allotted' }, how.at);
  const data = how.reason === null ? { vehicleId, bookingId } : { vehicleId, bookingId, reason: how.reason, outOfTurn: true };
  await recordHistory(tx, { vehicleId, bookingId, type: 'allotted', data, by: how.by, at: how.at });
  await announceStep(tx, how.notifier, bookingId, 'allotted', how.at, { vehicleId });
}

/**
 * Lets a booking's vehicle go (a cancellation, a block): the booking first, then the
 * vehicle back to what it was before allotment, so the database sees no vehicle held by
 * nobody. The caller allots the kind again afterwards.
 */
export async function release(
  tx: Queryable, booking: { id: number; vehicleId: number }, to: { state: 'booked' | 'cancelled'; vehicleStatus: string; blockReason?: string },
  how: { by: string; at: Date; why: string },
): Promise<void> {
  await tx.query(
    `UPDATE bookings SET vehicle_id = NULL, state = $2, allotted_at = NULL, override_reason = NULL, override_by = NULL, updated_at = $3 WHERE id = $1`,
    [booking.id, to.state, how.at],
  );
  const set: Record<string, unknown> = { status: to.vehicleStatus };
  if (to.blockReason !== undefined) set.block_reason = to.blockReason;
  await updateVehicle(tx, booking.vehicleId, set, how.at);
  await recordHistory(tx, { vehicleId: booking.vehicleId, bookingId: booking.id, type: 'released', data: { why: how.why }, by: how.by, at: how.at });
}
