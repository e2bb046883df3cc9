/**
 * What staff can do to a booking from where it stands, as one table, as vehicle-actions.ts
 * is for vehicles: Ready for delivery once a vehicle is allotted, Delivered (with the day)
 * once Ready, Cancel with a reason at any open state, and a Manager's vehicle out of turn
 * while it waits. The server holds the same steps (server/stock/booking-changes.ts).
 */
import { stockPaths, type BookingRecord, type BookingState } from '#contract/stock.ts';

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
  request: (b: BookingRecord, input: BookingStepInput) => { path: string; body: Record<string, unknown> };
  done: string;
}

const state = (b: BookingRecord, body: Record<string, unknown>) => ({ path: stockPaths.bookingState(b.id), body });

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
      body: { vehicleId, reason, ...(takeFromBookingId ? { takeFromBookingId } : {}) },
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
