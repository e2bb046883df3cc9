/**
 * The customer's own booking on /track (docs/appointments.md "The customer's changes"):
 * how the lookup shows it, and POST /api/track/appointment, Cancel or Change time with
 * the same reference and mobile as the lookup, counted against the same per-address
 * `lookups` budget (server/limits/budgets.ts), capacity checked like a staff Reschedule.
 * What the customer did is recorded on the lead too, in the same transaction
 * (server/leads/customer-booking-event.ts).
 */
import Router from '@koa/router';
import type { ResolvedDeps } from '../deps.ts';
import type { Queryable } from '../db/connect.ts';
import { appointmentPaths, type AppointmentChange, type AppointmentRecord, type SlotRefusalAnswer } from '#contract/appointment-api.ts';
import { slotOf, slotProblemMessage } from '#contract/appointment-slots.ts';
import { trackChangeMessages, trackChangeSchema, type TrackBooking } from '#contract/appointment-track.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { validBody } from '../http/validate.ts';
import { limitRequests } from '../limits/request-limits.ts';
import { appointmentById, recordOf } from './appointment-repository.ts';
import { nearestOpen } from './availability.ts';
import { changeAppointment, type OnChanged } from './change-appointment.ts';
import { bookingChangeMessage } from '../notifications/booking-change-message.ts';
import { recordCustomerBookingChange } from '../leads/customer-booking-event.ts';
import { customerAuthor, type CustomerBookingChange } from '#contract/lead-customer-change.ts';

/** What the customer did, as the lead records it: a cancellation, or a move to the booking's new time. */
function leadChangeOf(made: Parameters<OnChanged>[1]): CustomerBookingChange {
  if (made.status === 'cancelled' || !made.startsAt) return { change: 'cancelled' };
  return { change: 'moved', ...slotOf(new Date(made.startsAt)) };
}

export function trackBookingOf(record: AppointmentRecord): TrackBooking {
  return {
    purpose: record.purpose, showroomId: record.showroomId, date: record.date, time: record.time, status: record.status,
    askedDate: record.askedDate, askedTime: record.askedTime, changeable: record.status === 'booked' && !record.walkIn,
  };
}

/** The booking of a lead, if the lead is one. */
export async function trackBooking(db: Queryable, leadId: string): Promise<TrackBooking | null> {
  const row = await appointmentById(db, leadId);
  return row ? trackBookingOf(recordOf(row)) : null;
}

export function trackChangeRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const body = bodyReader(deps.config);
  router.post(appointmentPaths.trackChange, limitRequests(deps, 'lookups'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const asked = validBody(trackChangeSchema, await body.json(ctx));
    // The lookup's own query: the newest lead with this reference and mobile.
    const { rows } = await deps.db.query<{ id: string }>(
      'SELECT id FROM leads WHERE reference = $1 AND mobile = $2 ORDER BY created_at DESC LIMIT 1',
      [asked.reference, asked.mobile],
    );
    const row = rows[0] ? await appointmentById(deps.db, rows[0].id) : null;
    if (!row) throw new HttpError(404, trackChangeMessages.notFound);
    if (!trackBookingOf(recordOf(row)).changeable) throw new HttpError(409, trackChangeMessages.notChangeable);
    const change: AppointmentChange = asked.action === 'cancel' ? { type: 'status', status: 'cancelled' } : { type: 'reschedule', date: asked.date, time: asked.time };
    const now = deps.now();
    const message = bookingChangeMessage(deps.notifier, row.id, now);
    // In the change's transaction: the customer's message, and the lead saying what they did.
    const onChanged: OnChanged = async (tx, made) => {
      await message?.(tx, made);
      await recordCustomerBookingChange(tx, row.id, leadChangeOf(made), made.changeId, now);
    };
    const outcome = await changeAppointment(deps.db, row.id, change, { by: customerAuthor, now, onChanged });
    // A customer cancels or moves, never marks a visit: only staff meet 'too-early'.
    if (outcome.kind === 'not-found' || outcome.kind === 'too-early') throw new HttpError(404, trackChangeMessages.notFound);
    if (outcome.kind === 'refused') {
      const request = { showroomId: Number(outcome.row.showroom_id), purpose: outcome.row.purpose, model: outcome.row.model, date: outcome.date, time: outcome.time };
      const answer: Omit<SlotRefusalAnswer, 'message'> = { problem: outcome.problem, alternatives: await nearestOpen(deps.db, request, now) };
      throw new HttpError(409, slotProblemMessage(outcome.problem, outcome.date), { fields: { ...answer } });
    }
    ctx.body = { booking: trackBookingOf(outcome.record) };
  });
  return router;
}
