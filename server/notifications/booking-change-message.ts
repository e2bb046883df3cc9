/**
 * The customer's message of a booking change, staff's or their own through /track
 * (docs/notifications.md): a new time, a cancellation or a booking restored is news;
 * arrived, no-show or done is not. Queued in the change's transaction, keyed by the change.
 */
import type { Notifier } from '../deps.ts';
import type { OnChanged } from '../appointments/change-appointment.ts';

export function bookingChangeMessage(notifier: Notifier | undefined, leadId: string, now: Date): OnChanged | undefined {
  if (!notifier) return undefined;
  return async (tx, made) => {
    if (!['booked', 'cancelled'].includes(made.status)) return;
    await notifier.customerMessages(tx, {
      leadId, event: 'booking-change', eventKey: `change:${made.changeId}`, data: { status: made.status, startsAt: made.startsAt }, at: now,
    });
  };
}
