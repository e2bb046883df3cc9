/**
 * What a Manager or Owner can do to a vehicle from where it stands, as one table: each
 * action's words, when it applies, what it asks for (a date, a reason or a showroom) and
 * the request it sends. Allotted and Delivered follow the booking (change the booking
 * instead); the server refuses any other step anyway (server/stock/vehicle-changes.ts).
 * Each request carries the version of the vehicle the screen shows (docs/stock-and-delivery.md
 * "Two screens, one vehicle"), its body typed by the contract's schema the server validates with.
 */
import type { z } from 'zod';
import { stockPaths, type transferSchema, type VehicleRecord, type vehicleStatusSchema } from '#contract/stock.ts';

export type VehicleActionId = 'arrived' | 'expected' | 'pdi' | 'block' | 'unblock' | 'move';

interface ActionInput {
  date: string;
  reason: string;
  showroomId: number;
  note: string;
}

export interface VehicleAction {
  id: VehicleActionId;
  /** The choice as staff read it. */
  label: string;
  applies: (v: VehicleRecord) => boolean;
  /** What the action asks for, with the field's label. */
  asks: { kind: 'date'; label: (v: VehicleRecord) => string } | { kind: 'reason' } | { kind: 'showroom' };
  request: (v: VehicleRecord, input: ActionInput) => { path: string; body: StatusBody | TransferBody };
  /** The toast once done ("Chassis …4821: PDI done"). */
  done: string;
}

type StatusBody = z.input<typeof vehicleStatusSchema>;
type TransferBody = z.input<typeof transferSchema>;

const heldByBooking = (v: VehicleRecord) => v.status === 'allotted' || v.status === 'delivered';
const status = (v: VehicleRecord, change: Omit<StatusBody, 'version'>) => ({ path: stockPaths.vehicleStatus(v.id), body: { ...change, version: v.version } satisfies StatusBody });

export const vehicleActions: readonly VehicleAction[] = [
  {
    id: 'arrived', label: 'Arrived', done: 'arrived',
    applies: (v) => v.status === 'in-transit',
    asks: { kind: 'date', label: () => 'Arrived on' },
    request: (v, { date, note }) => status(v, { status: 'in-stock', date, note }),
  },
  {
    id: 'expected', label: 'New expected date', done: 'expected date changed',
    applies: (v) => v.status === 'in-transit',
    asks: { kind: 'date', label: () => 'Expected on' },
    request: (v, { date, note }) => status(v, { status: 'in-transit', date, note }),
  },
  {
    id: 'pdi', label: 'PDI done', done: 'PDI done',
    applies: (v) => v.status === 'in-stock',
    asks: { kind: 'date', label: () => 'PDI done on' },
    request: (v, { date, note }) => status(v, { status: 'pdi-done', date, note }),
  },
  {
    id: 'block', label: 'Block', done: 'blocked',
    applies: (v) => v.status !== 'blocked' && v.status !== 'delivered',
    asks: { kind: 'reason' },
    request: (v, { reason, note }) => status(v, { status: 'blocked', reason: reason as StatusBody['reason'], note }),
  },
  {
    id: 'unblock', label: 'Unblock', done: 'back in stock',
    applies: (v) => v.status === 'blocked',
    // Back in stock, not PDI done: a vehicle that was damaged or recalled is inspected again.
    // One blocked on its way has no arrival date yet: unblocking it says when it came.
    asks: { kind: 'date', label: (v) => (v.arrivedOn ? 'In stock again from' : 'Arrived on') },
    request: (v, { date, note }) => status(v, { status: 'in-stock', date, note }),
  },
  {
    id: 'move', label: 'Move to another showroom', done: 'moved',
    applies: (v) => !heldByBooking(v),
    asks: { kind: 'showroom' },
    request: (v, { showroomId, note }) => ({ path: stockPaths.vehicleTransfer(v.id), body: { showroomId, note, version: v.version } satisfies TransferBody }),
  },
];

/** The actions open to this vehicle; moving needs a showroom to move to. */
export function actionsFor(v: VehicleRecord, otherShowrooms: number): VehicleAction[] {
  return vehicleActions.filter((a) => a.applies(v) && (a.id !== 'move' || otherShowrooms > 0));
}
