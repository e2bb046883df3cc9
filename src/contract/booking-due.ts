/**
 * What a booking still owes of its booking amount (docs/payments.md "What is due"): the
 * booking amount less what the booking ever received, never less what was given back. A
 * refund or a negative adjustment is money the dealer chose to return; it never makes the
 * customer owe it again, so a booking once paid in full stays paid, its refunds listed
 * beside it. A cancelled or delivered booking asks for nothing. The server's /track answer,
 * its checkout and staff's ledger answer all read it here.
 */
import type { BookingState } from './stock.ts';

/** Cancelled or delivered: nothing more is asked for. */
export function isClosedBooking(state: BookingState): boolean {
  return state === 'cancelled' || state === 'delivered';
}

/** Booking amount less received (payments and positive adjustments no reversal undid), never below nothing; nothing once closed. */
export function bookingAmountDue(bookingAmountPaise: number, receivedPaise: number, state: BookingState): number {
  return isClosedBooking(state) ? 0 : Math.max(0, bookingAmountPaise - receivedPaise);
}
