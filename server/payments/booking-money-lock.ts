/**
 * The one lock every change of a booking's money takes (ledger entries, refund statuses):
 * its own module, so the ledger and the refund status follower both use it without
 * importing each other.
 */
import type { Queryable } from '../db/connect.ts';

/** Locks the booking's row for its money's changes; false when there is no such booking. */
export async function lockBookingMoney(tx: Queryable, bookingId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM bookings WHERE id = $1 FOR NO KEY UPDATE', [bookingId]);
  return rows.length > 0;
}
