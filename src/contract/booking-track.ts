/**
 * A vehicle booking on /track (docs/stock-and-delivery.md "What the customer sees"): the
 * customer types the booking's reference (BK-000123) and their mobile and reads its steps
 * with their dates, in English or Hindi. The answer carries the last four characters of the
 * chassis only, never the whole number, and nothing of the checklist but whether insurance
 * is done and the registration number.
 */
import { z } from 'zod';
import { formatIndianDateIn } from './ist-date.ts';
import { normalizeIndianMobile } from './mobile.ts';
import type { PaymentReceipt } from './payment-receipt.ts';
import type { TrackCounterRefund, TrackRefund } from './payment-refund.ts';

/** BK-000123 (BK-1234567 past a million), typed in any case, with or without the dash or spaces. */
const bookingReference = /^BK(\d{6,15})$/;
export function bookingIdOfReference(typed: string): number | null {
  const match = bookingReference.exec(typed.replace(/[\s-]/g, '').toUpperCase());
  return match ? Number(match[1]) : null;
}
export function isBookingReference(typed: string): boolean {
  return bookingIdOfReference(typed) !== null;
}

/** The field messages are the lead lookup's (src/contract/lead-api.ts `trackSchema`), so /track words them once. */
export const bookingTrackSchema = z.object({
  reference: z.string({ error: 'Please enter your reference' }).trim().max(20)
    .transform((v, ctx) => bookingIdOfReference(v) ?? (ctx.addIssue({ code: 'custom', message: 'Please enter your reference' }), z.NEVER)),
  mobile: z.string({ error: 'Please enter your mobile number' }).max(24)
    .transform((v, ctx) => normalizeIndianMobile(v) ?? (ctx.addIssue({ code: 'custom', message: 'Please enter a 10-digit mobile number' }), z.NEVER)),
});

export const bookingTrackSteps = ['booked', 'allotted', 'insurance', 'registration', 'ready', 'delivered'] as const;
export type BookingTrackStepName = (typeof bookingTrackSteps)[number];

export interface BookingTrackStep {
  step: BookingTrackStepName;
  done: boolean;
  /** The IST day it was done (YYYY-MM-DD), or null while waiting. */
  on: string | null;
  /** Allotted: the chassis's last four characters; Registration: the number. */
  detail: string | null;
}

export interface BookingTrackAnswer {
  reference: string;
  model: string;
  variant: string;
  colour: string;
  showroom: string | null;
  /** The IST day the booking was cancelled, or null. */
  cancelledOn: string | null;
  steps: BookingTrackStep[];
  /** The booking amount, what is paid and due; null when the model has no booking amount. */
  payment: BookingPaymentState | null;
}

type Words = {
  steps: Record<BookingTrackStepName, string>;
  chassis: (end: string) => string;
  registration: (plate: string) => string;
  done: string;
  waiting: string;
  cancelled: (on: string) => string;
  heading: string;
};

/** What the customer reads, in both languages of the site. */
export const bookingTrackTexts: Record<'en' | 'hi', Words> = {
  en: {
    steps: { booked: 'Booked', allotted: 'Allotted', insurance: 'Insurance', registration: 'Registration', ready: 'Ready for delivery', delivered: 'Delivered' },
    chassis: (end) => `chassis ending ${end}`,
    registration: (plate) => `Registration: ${plate}`,
    done: 'Done',
    waiting: 'Waiting',
    cancelled: (on) => `This booking was cancelled on ${on}.`,
    heading: 'Your vehicle booking',
  },
  hi: {
    steps: { booked: 'बुक हुई', allotted: 'गाड़ी तय हुई', insurance: 'बीमा', registration: 'रजिस्ट्रेशन', ready: 'डिलीवरी के लिए तैयार', delivered: 'डिलीवर हुई' },
    chassis: (end) => `चेसिस नंबर के आख़िरी अंक ${end}`,
    registration: (plate) => `रजिस्ट्रेशन: ${plate}`,
    done: 'हो गया',
    waiting: 'इंतज़ार है',
    cancelled: (on) => `यह बुकिंग ${on} को रद्द हुई।`,
    heading: 'आपकी गाड़ी की बुकिंग',
  },
};

/** One step as a line the customer reads: "Allotted (chassis ending 4821)", "Registration: HR 26 XX 1234". */
export function bookingStepTitle(language: 'en' | 'hi', step: BookingTrackStep): string {
  const words = bookingTrackTexts[language];
  if (step.step === 'registration' && step.detail) return words.registration(step.detail);
  if (step.step === 'allotted' && step.detail) return `${words.steps.allotted} (${words.chassis(step.detail)})`;
  return words.steps[step.step];
}

/** Done on its date ("23 Nov 2026", "23 नवंबर 2026"), or waiting. */
export function bookingStepState(language: 'en' | 'hi', step: BookingTrackStep): string {
  const words = bookingTrackTexts[language];
  if (!step.done) return words.waiting;
  return step.on ? formatIndianDateIn(language, step.on) : words.done;
}

/** A vehicle booking's money on /track (POST /api/stock/track), when its model has a booking amount. */
export interface BookingPaymentState {
  bookingAmountPaise: number;
  /** What the booking ever received (payments no reversal undid), refunds not taken off: they are listed in `refunds`. */
  paidPaise: number;
  /** Booking amount less `paidPaise`, never below nothing; nothing once cancelled or delivered (src/contract/booking-due.ts). */
  duePaise: number;
  /** Whether it can be paid online now (a gateway is set up, the booking is open). */
  online: boolean;
  testMode: boolean;
  /** A receipt for each payment received and not reversed, oldest first. */
  receipts: PaymentReceipt[];
  /** Each refund through the gateway with its status, oldest first. */
  refunds: TrackRefund[];
  /** Money given back at the showroom (negative adjustments not reversed), oldest first. */
  counterRefunds: TrackCounterRefund[];
}
