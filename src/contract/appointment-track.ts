/**
 * The customer's own booking on /track (docs/appointments.md "The customer's changes"): the
 * lookup's answer with the booking's time and state, and Cancel or Change time with the
 * same reference and mobile, limited per address like the lookup. Apart from
 * appointment-api.ts so the booking forms do not carry the lead lookup's schema.
 */
import { z } from 'zod';
import { slotTimeField, bookingDateField, type AppointmentStatus } from './appointment-api.ts';
import type { AppointmentPurpose } from './appointment-slots.ts';
import { trackSchema, type TrackAnswer } from './lead-api.ts';
import type { UpdatesConsent } from './updates-consent.ts';

/** The customer's own change on /track: the lookup's reference and mobile, then what to do. */
export const trackChangeSchema = z.discriminatedUnion('action', [
  trackSchema.extend({ action: z.literal('cancel') }),
  trackSchema.extend({ action: z.literal('change'), date: bookingDateField, time: slotTimeField }),
], { error: 'action is cancel or change' });
export type TrackChange = z.infer<typeof trackChangeSchema>;

/** A booking as its customer reads it on /track. */
export interface TrackBooking {
  purpose: AppointmentPurpose;
  showroomId: number | null;
  /** null while it needs a time (the showroom calls to fix one). */
  date: string | null;
  time: string | null;
  status: AppointmentStatus;
  askedDate: string | null;
  askedTime: string | null;
  /** Whether the customer may still Cancel or Change time (a booking not yet arrived, done or cancelled). */
  changeable: boolean;
}

/**
 * /track's answer: the status and showroom, `booking` only when the request is one, and
 * `updates` only when its form had the WhatsApp and SMS updates ticked (other answers are as they were).
 */
export interface TrackBookingAnswer extends TrackAnswer {
  booking?: TrackBooking;
  updates?: UpdatesConsent;
}

export const trackChangeMessages = {
  notFound: 'No booking found',
  notChangeable: 'This booking can no longer be changed here. Please call the showroom.',
} as const;
