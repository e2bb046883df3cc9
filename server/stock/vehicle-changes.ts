/**
 * Changes of a vehicle, each one transaction with its history row and the allotment it
 * may set off (docs/stock-and-delivery.md "Stock"). Refusals name the field a screen shows
 * them on; a refusal changes nothing.
 */
import type { Queryable } from '../db/connect.ts';
import type { Notifier } from '../deps.ts';
import { stockMessages, type VehicleStatusChange } from '#contract/stock.ts';
import { HttpError } from '../http/http-error.ts';
import { allotKind, release, type VehicleKind } from './allotment.ts';
import { recordHistory, updateVehicle, vehicleById, vehicleByVin, type VehicleRow } from './vehicle-repository.ts';

/** Who changes stock and when; the notifier tells customers of the steps their bookings reach. */
export interface Actor { by: string; at: Date; notifier?: Notifier | undefined }

export const kindOf = (v: Pick<VehicleRow, 'model_id' | 'variant' | 'colour' | 'showroom_id'>): VehicleKind => ({
  modelId: v.model_id, variant: v.variant, colour: v.colour, showroomId: v.showroom_id,
});

export function refusal(status: number, field: string, message: string): HttpError {
  return new HttpError(status, `${field}: ${message}`, { fields: { errors: [{ field, message }] } });
}

async function bookingHolding(tx: Queryable, vehicleId: number): Promise<number | null> {
  const { rows } = await tx.query<{ id: string }>('SELECT id::text AS id FROM bookings WHERE vehicle_id = $1 FOR UPDATE', [vehicleId]);
  return rows[0] ? Number(rows[0].id) : null;
}

/** A status set by staff on a vehicle already locked by the caller (its version checked there: server/stock/admin-routes.ts). */
export async function changeStatus(tx: Queryable, v: VehicleRow, change: Omit<VehicleStatusChange, 'version'>, actor: Actor): Promise<void> {
  const id = Number(v.id);
  const date = change.date ?? null;
  const badStep = () => refusal(409, 'status', `${stockMessages.notInTransit}`);
  if (v.status === 'delivered') throw refusal(409, 'status', stockMessages.heldByBooking);
  if (v.status === 'allotted') {
    if (change.status !== 'blocked') throw refusal(409, 'status', stockMessages.heldByBooking);
    // A damaged or recalled vehicle leaves its booking, which waits for the next one.
    const bookingId = await bookingHolding(tx, id);
    if (bookingId !== null) {
      await release(tx, { id: bookingId, vehicleId: id }, { state: 'booked', vehicleStatus: 'blocked', blockReason: change.reason ?? 'other' }, { ...actor, why: 'blocked' });
    }
    await recordHistory(tx, { vehicleId: id, type: 'status', data: { from: v.status, to: 'blocked', reason: change.reason, note: change.note }, ...actor });
    await allotKind(tx, kindOf(v), actor.by, actor.at, actor.notifier);
    return;
  }
  const set: Record<string, unknown> = { status: change.status };
  switch (change.status) {
    case 'in-transit':
      // Only a new expected date: a vehicle that has arrived does not go back on the road.
      if (v.status !== 'in-transit') throw badStep();
      set.expected_on = date;
      break;
    case 'in-stock':
      if (v.status === 'in-stock' || v.status === 'pdi-done') throw refusal(409, 'status', 'This vehicle is already in stock');
      if (v.arrived_on === null) set.arrived_on = date;
      else if (date !== null && date < v.arrived_on) throw refusal(400, 'date', stockMessages.beforeArrival);
      set.block_reason = null;
      break;
    case 'pdi-done':
      if (v.arrived_on === null) throw refusal(409, 'status', stockMessages.arrivedNeeded);
      if (date !== null && date < v.arrived_on) throw refusal(400, 'date', stockMessages.beforeArrival);
      set.pdi_on = date;
      set.block_reason = null;
      break;
    case 'blocked':
      if (v.status === 'blocked') throw refusal(409, 'status', 'This vehicle is already blocked');
      set.block_reason = change.reason;
      break;
  }
  await updateVehicle(tx, id, set, actor.at);
  await recordHistory(tx, { vehicleId: id, type: 'status', data: { from: v.status, to: change.status, date, reason: change.reason ?? null, note: change.note }, ...actor });
  if (change.status === 'in-stock' || change.status === 'pdi-done') await allotKind(tx, kindOf(v), actor.by, actor.at, actor.notifier);
}

/** The chassis typed at the gate: the vehicle in transit has arrived. */
export async function receiveVehicle(tx: Queryable, vin: string, arrivedOn: string, actor: Actor, mayTouch: (v: VehicleRow) => void): Promise<number> {
  const v = await vehicleByVin(tx, vin, true);
  if (!v) throw refusal(404, 'vin', stockMessages.noVehicle);
  mayTouch(v);
  if (v.status !== 'in-transit') throw refusal(409, 'vin', stockMessages.notInTransit);
  await changeStatus(tx, v, { status: 'in-stock', date: arrivedOn, note: 'received' }, actor);
  return Number(v.id);
}

/** A move to another showroom: the vehicle joins that showroom's queue. */
export async function transferVehicle(tx: Queryable, v: VehicleRow, showroomId: number, note: string, actor: Actor): Promise<void> {
  if (v.status === 'allotted' || v.status === 'delivered') throw refusal(409, 'showroomId', stockMessages.heldByBooking);
  if (v.showroom_id === showroomId) throw refusal(400, 'showroomId', 'The vehicle is already at this showroom');
  const id = Number(v.id);
  await updateVehicle(tx, id, { showroom_id: showroomId }, actor.at);
  await recordHistory(tx, { vehicleId: id, type: 'transferred', data: { from: v.showroom_id, to: showroomId, note }, ...actor });
  if (v.status === 'in-stock' || v.status === 'pdi-done') await allotKind(tx, { ...kindOf(v), showroomId }, actor.by, actor.at, actor.notifier);
}

export async function lockedVehicle(tx: Queryable, id: number): Promise<VehicleRow> {
  const v = await vehicleById(tx, id, true);
  if (!v) throw new HttpError(404, stockMessages.noVehicle);
  return v;
}
