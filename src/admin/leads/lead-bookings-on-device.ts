/**
 * A lead's vehicle bookings as this device knows them, for its page with no signal
 * (docs/stock-and-delivery.md "The Bookings screen", "From a lead"): those of the device's copy of Manage >
 * Bookings made for the lead, and the lead's counter bookings still waiting in the outbox.
 * Pure, so the selection is tested apart from the screen.
 */
import type { BookingRecord } from '#contract/stock.ts';
import type { WaitingBooking } from '../stock/booking-outbox.ts';

export interface LeadBookingsOnDevice {
  /** null: Manage > Bookings was never read on this device; undefined while the copy is read. */
  bookings: BookingRecord[] | null | undefined;
  syncedAt: number | null;
  waiting: WaitingBooking[];
}

export function leadBookingsOnDevice(
  leadId: string,
  copy: { rows: readonly BookingRecord[]; syncedAt: number } | null | undefined,
  waiting: readonly WaitingBooking[],
): LeadBookingsOnDevice {
  return {
    bookings: copy ? copy.rows.filter((b) => b.leadId === leadId) : copy,
    syncedAt: copy?.syncedAt ?? null,
    waiting: waiting.filter((w) => w.booking.leadId === leadId),
  };
}
