/**
 * What a customer's own change of their booking on /track does to its lead
 * (docs/lead-desk.md "The customer's changes"): the server records it as a `booking`
 * event in the change's transaction, and the desk reads it on the timeline and as an alert.
 * - Cancelled, lead open: a test ride's lead becomes "Test ride cancelled", due for a call
 *   now (a buyer who called off a ride may still buy); a service lead is closed as
 *   Cancelled, "Cancelled by the customer".
 * - Moved: the status stays (it is still booked); the timeline and the alert give the new time.
 * - A lead staff have closed keeps its status either way.
 */
import { slotInstant } from './appointment-slots.ts';
import { formatIstDateTime } from './ist-date.ts';
import type { CustomerBookingContent, CustomerBookingData } from './lead-events.ts';
import type { LeadState } from './lead-state.ts';
import { isOpenStatus, type LeadGroup } from './lead-statuses.ts';

/** Who a change the customer made on /track is by, on the booking's changes and the lead's timeline. */
export const customerAuthor = 'customer';
export const customerName = 'Customer';

export type CustomerBookingChange = { change: 'cancelled' } | { change: 'moved'; date: string; time: string };

export function customerBookingContent(lead: Pick<LeadState, 'group' | 'status'>, change: CustomerBookingChange, at: Date): CustomerBookingContent {
  const data: CustomerBookingData = { ...change };
  if (change.change === 'cancelled' && isOpenStatus(lead.group, lead.status)) {
    if (lead.group === 'sales') Object.assign(data, { status: 'ride_cancelled', followUpAt: at.toISOString() });
    if (lead.group === 'service') Object.assign(data, { status: 'cancelled', reason: 'customer_cancelled' });
  }
  return { type: 'booking', data };
}

const bookingWords: Record<LeadGroup, string> = { sales: 'test ride', service: 'service booking', other: 'booking' };

/** 'Customer cancelled the test ride' or 'Customer moved the service booking to 28 Nov 2026, 10:30 am'. */
export function customerChangeText(group: LeadGroup, data: Pick<CustomerBookingData, 'change' | 'date' | 'time'>): string {
  const what = bookingWords[group];
  if (data.change === 'cancelled') return `${customerName} cancelled the ${what}`;
  const when = data.date && data.time ? ` to ${formatIstDateTime(slotInstant(data.date, data.time))}` : '';
  return `${customerName} moved the ${what}${when}`;
}
