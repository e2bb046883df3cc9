/**
 * Appointments' API: the public availability read, what a booking answers, the refusal
 * with the nearest open times, and the customer's and staff's changes. Test rides and
 * service bookings stay the enquiry kinds they are (`product` on /api/postBooking,
 * `service` on /book-service); a time in their body makes them a booking.
 */
import { z } from 'zod';
import { clockPattern } from './appointment-schedule.ts';
import { appointmentPurposes, type AppointmentPurpose } from './appointment-slots.ts';
import { isIsoDate } from './fields.ts';
import { showroomIdOf } from './site.ts';

const seg = (value: string | number) => encodeURIComponent(String(value));

export const appointmentPaths = {
  /** GET ?purpose=test-ride|service&model=...: every showroom's next 14 days. */
  availability: '/api/appointments/availability',
  /** POST {reference, mobile, action: 'cancel'} or {..., action: 'change', date, time}: the customer's own booking. */
  trackChange: '/api/track/appointment',
  /** Staff: GET ?showroom=&date= the day's rows. */
  day: '/api/admin/appointments',
  /** Staff: POST a change (status, reschedule) with its id as Idempotency-Key. */
  changes: (id: string) => `/api/admin/appointments/${seg(id)}/changes`,
  /** Staff: GET one booking and every change of it (the lead's timeline). */
  booking: (id: string) => `/api/admin/appointments/${seg(id)}`,
  /** Staff: POST a walk-in. */
  walkIn: '/api/admin/appointments/walk-in',
  /** Staff: GET every showroom's schedule; PUT one. */
  schedules: '/api/admin/appointment-schedules',
  schedule: (showroomId: number | string) => `/api/admin/appointment-schedules/${seg(showroomId)}`,
} as const;

export { attemptHeader, timeTakenMessage } from './appointment-words.ts';

/** Which body fields of a kind carry the booking. */
export const bookingFields = {
  product: { purpose: 'test-ride', date: 'preferredDate', time: 'preferredTime', model: 'model' },
  service: { purpose: 'service', date: 'bookingDate', time: 'bookingTime', model: null },
} as const satisfies Record<string, { purpose: AppointmentPurpose; date: string; time: string; model: string | null }>;
type BookingKind = keyof typeof bookingFields;

export function isBookingKind(kind: string): kind is BookingKind {
  return kind in bookingFields;
}

export interface BookingRequest {
  purpose: AppointmentPurpose;
  showroomId: number;
  date: string;
  time: string;
  /** The model as the form named it; the server resolves it to the catalogue's (server/appointments/booked-model.ts). */
  model: string;
  /** The catalogue model's id, when the form sent one. */
  modelId?: number;
}

/** The booking a validated body asks for: a showroom, a date and a time; otherwise none. */
export function bookingRequestOf(kind: string, payload: Record<string, unknown>): BookingRequest | null {
  if (!isBookingKind(kind)) return null;
  const fields = bookingFields[kind];
  const time = payload[fields.time];
  const date = payload[fields.date];
  const showroomId = showroomIdOf(payload.preferredShowroom);
  if (typeof time !== 'string' || !time || typeof date !== 'string' || !date || showroomId === null) return null;
  const model = fields.model ? payload[fields.model] : '';
  // A model's own places are the model's, whichever variant is asked for: 'Shine 100 (Disc)' rides a Shine 100.
  const name = typeof model === 'string' ? model.replace(/\s*\([^)]*\)$/, '').trim() : '';
  const modelId = fields.model && typeof payload.modelId === 'number' ? payload.modelId : undefined;
  return { purpose: fields.purpose, showroomId, date, time, model: name, ...(modelId === undefined ? {} : { modelId }) };
}

/**
 * A slot time in a body: absent, '' (none) or HH:MM. No default, and '' is stored as absent:
 * a body sent before times existed, or with no time chosen, keeps the stored form it always
 * had, so its replay is still the same enquiry.
 */
export const optionalSlotTime = z
  .string()
  .trim()
  .max(5)
  .refine((v) => v === '' || clockPattern.test(v), 'Please choose one of the times offered.')
  .transform((v) => v || undefined)
  .optional();

/** A booking with a time names its showroom and day too. */
export function bookingComplete(fields: { date: string; time: string }) {
  return (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (!body[fields.time]) return;
    if (body.preferredShowroom === undefined) ctx.addIssue({ code: 'custom', path: ['preferredShowroom'], message: 'Please choose a showroom' });
    if (!body[fields.date]) ctx.addIssue({ code: 'custom', path: [fields.date], message: 'Please choose a date' });
  };
}

export type SlotState = 'open' | 'full' | 'past' | 'blocked';

export interface SlotAvailability {
  time: string;
  /** Places left (0 when full, past or blocked). */
  left: number;
  state: SlotState;
}

export interface DayAvailability {
  date: string;
  /** Why nothing can be booked that day, or null. */
  closed: 'closed' | 'holiday' | null;
  slots: SlotAvailability[];
}

export interface ShowroomAvailability {
  showroomId: number;
  days: DayAvailability[];
}

export interface AvailabilityAnswer {
  purpose: AppointmentPurpose;
  model: string;
  /** When the server worked it out (ISO): a device shows how old its copy is. */
  at: string;
  showrooms: ShowroomAvailability[];
}

export const availabilityQuerySchema = z.object({
  purpose: z.enum(appointmentPurposes, { error: 'purpose is test-ride or service' }),
  model: z.string().trim().max(80).optional().default(''),
});

export interface SlotChoice {
  showroomId: number;
  date: string;
  time: string;
}

/** A refused booking: the reason and the nearest open times at that showroom. */
export interface SlotRefusalAnswer {
  message: string;
  problem: string;
  alternatives: SlotChoice[];
}

export type BookingState = 'confirmed' | 'needs-time';

/** Added to a booking enquiry's answer. */
export interface BookingAnswer {
  state: BookingState;
  showroomId: number;
  /** The booked time; null while it needs one. */
  date: string | null;
  time: string | null;
}


export const appointmentStatuses = ['booked', 'arrived', 'no-show', 'done', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  arrived: 'Arrived',
  'no-show': 'No-show',
  done: 'Done',
  cancelled: 'Cancelled',
};

export const bookingDateField = z.string().refine(isIsoDate, 'Please choose a date');
export const slotTimeField = z.string().regex(clockPattern, 'Please choose one of the times offered.');

/** A staff change of one appointment. */
export const appointmentChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), status: z.enum(appointmentStatuses) }),
  z.object({ type: z.literal('reschedule'), date: bookingDateField, time: slotTimeField }),
]);
export type AppointmentChange = z.infer<typeof appointmentChangeSchema>;



/** One row of the staff day view (and of a lead's booking). */
export interface AppointmentRecord {
  id: string;
  reference: string;
  purpose: AppointmentPurpose;
  showroomId: number | null;
  date: string | null;
  time: string | null;
  status: AppointmentStatus;
  name: string;
  mobile: string;
  model: string;
  overCapacity: boolean;
  walkIn: boolean;
  /** What the customer asked when the time could not be kept. */
  askedDate: string | null;
  askedTime: string | null;
  version: number;
  /** The workshop's job card opened for this service visit (docs/workshop.md "Job cards"), once there is one. */
  jobCard?: { id: number; reference: string } | null;
}

/** One entry of a booking's history: made, needs a time, a state, a new time, a walk-in. */
export interface AppointmentChangeRecord {
  id: string;
  /** 'booked' | 'needs-time' | 'walk-in' | 'rescheduled' | an AppointmentStatus */
  type: string;
  data: Record<string, unknown>;
  at: string;
  /** 'customer' for the visitor (the booking form, /track), else a staff user id. */
  by: string;
  byName: string;
}

export interface AppointmentHistory {
  appointment: AppointmentRecord;
  /** Oldest first. */
  changes: AppointmentChangeRecord[];
}
