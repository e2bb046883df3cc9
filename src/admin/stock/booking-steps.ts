/**
 * What staff can do to a booking from where it stands, as one table, as vehicle-actions.ts
 * is for vehicles: Ready for delivery once a vehicle is allotted, Delivered (with the day)
 * once Ready, Cancel with a reason at any open state, and a Manager's vehicle out of turn
 * while it waits. The server holds the same steps (server/stock/booking-changes.ts). Each
 * request carries the version of the booking the screen shows (docs/stock-and-delivery.md
 * "Two screens, one booking"), its body typed by the contract's schema the server validates with.
 */
import type { z } from 'zod';
import { stockPaths, type allotOverrideSchema, type BookingRecord, type BookingState, type bookingStepSchema } from '#contract/stock.ts';

export type BookingStepId = 'ready' | 'delivered' | 'cancelled' | 'allot';

export interface BookingStepInput {
  date: string;
  reason: string;
  vehicleId: number;
  takeFromBookingId: number | null;
}

export interface BookingStep {
  id: BookingStepId;
  label: string;
  from: readonly BookingState[];
  /** Giving a vehicle out of turn is a Manager's or Owner's. */
  managersOnly?: boolean;
  asks: 'nothing' | 'date' | 'reason' | 'vehicle';
  request: (b: BookingRecord, input: BookingStepInput) => { path: string; body: StepBody | AllotBody };
  done: string;
}

type StepBody = z.input<typeof bookingStepSchema>;
type AllotBody = z.input<typeof allotOverrideSchema>;

const state = (b: BookingRecord, step: Omit<StepBody, 'version'>) => ({ path: stockPaths.bookingState(b.id), body: { ...step, version: b.version } satisfies StepBody });

export const bookingSteps: readonly BookingStep[] = [
  {
    id: 'ready', label: 'Ready for delivery', from: ['allotted'], asks: 'nothing', done: 'ready for delivery',
    request: (b) => state(b, { state: 'ready' }),
  },
  {
    id: 'delivered', label: 'Delivered', from: ['ready'], asks: 'date', done: 'delivered',
    request: (b, { date }) => state(b, { state: 'delivered', date }),
  },
  {
    id: 'allot', label: 'Give a vehicle out of turn', from: ['booked'], managersOnly: true, asks: 'vehicle', done: 'vehicle given out of turn',
    request: (b, { vehicleId, takeFromBookingId, reason }) => ({
      path: stockPaths.bookingAllot(b.id),
      body: { vehicleId, reason, ...(takeFromBookingId ? { takeFromBookingId } : {}), version: b.version } satisfies AllotBody,
    }),
  },
  {
    id: 'cancelled', label: 'Cancel the booking', from: ['booked', 'allotted', 'ready'], asks: 'reason', done: 'cancelled',
    request: (b, { reason }) => state(b, { state: 'cancelled', reason }),
  },
];

export function stepsFor(b: BookingRecord, mayChangeStock: boolean, vehiclesToGive: number): BookingStep[] {
  return bookingSteps.filter((s) => s.from.includes(b.state) && (!s.managersOnly || (mayChangeStock && vehiclesToGive > 0)));
}
