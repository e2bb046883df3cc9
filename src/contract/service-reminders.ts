/**
 * Service reminders and the daily call list (docs/workshop.md "Reminders" and "Call list"):
 * the days before a date falls due that the customer is reminded (the dealer's choice), what
 * falls due as the call list shows it, and the result of each call, recorded as a lead's
 * outcome is. One schema per body for the screen and the server, so a refusal names the
 * same field in both.
 */
import { z } from 'zod';
import { isDateInWindow, isIsoDate } from './fields.ts';
import { registrationField } from './workshop.ts';

export const reminderPaths = {
  /** Staff (workshop): GET the days before; Managers and Owners (workshopPrices): PUT {daysBefore}. */
  settings: '/api/admin/workshop/reminders/settings',
  /** Staff (workshop): GET ?days=N: what falls due from today to N days ahead in the person's showrooms. */
  calls: '/api/admin/workshop/calls',
  /** Staff (workshop): POST {registration, kind, dueOn, result, note}: what came of a call. */
  callResults: '/api/admin/workshop/calls/results',
} as const;

/** What can fall due (server/workshop/due-query.ts has each one's column). */
export const dueKindNames = ['service', 'insurance', 'puc'] as const;
export type DueKindName = (typeof dueKindNames)[number];

export const dueKindLabels: Record<DueKindName, string> = {
  service: 'Next service',
  insurance: 'Insurance renewal',
  puc: 'PUC renewal',
};

/** Until the dealer chooses: ten days ahead to plan, three to act. */
export const defaultDaysBefore = [10, 3] as const;
export const maxReminders = 4;
export const maxDaysBefore = 60;

const daysMessage = `Please give each reminder as a whole number of days from 1 to ${maxDaysBefore}`;

export const reminderSettingsSchema = z.object({
  daysBefore: z.array(z.number({ error: daysMessage }).int(daysMessage).min(1, daysMessage).max(maxDaysBefore, daysMessage), { error: 'Please give the days before' })
    .min(1, 'Please give at least one reminder')
    .max(maxReminders, `At most ${maxReminders} reminders`)
    .refine((days) => new Set(days).size === days.length, 'Each reminder must be on a different day')
    // Soonest last, as the run and the screen read them.
    .transform((days) => [...days].sort((a, b) => b - a)),
});
export type ReminderSettingsBody = z.infer<typeof reminderSettingsSchema>;

export interface ReminderSettings {
  daysBefore: number[];
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The screen's form: days typed as "10, 3". */
export const reminderDaysFormSchema = z.object({
  daysBefore: z.string().transform((v) => v.split(/[\s,]+/).filter((p) => p !== '').map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN))),
}).pipe(reminderSettingsSchema);

export const callResults = ['booked', 'call-back', 'not-reachable', 'not-interested', 'serviced-elsewhere'] as const;
export type CallResult = (typeof callResults)[number];

export const callResultLabels: Record<CallResult, string> = {
  booked: 'Booked a service',
  'call-back': 'Call back later',
  'not-reachable': 'Not reachable',
  'not-interested': 'Not interested',
  'serviced-elsewhere': 'Already serviced elsewhere',
};

export const maxCallNote = 500;
export const maxCallDays = 60;

export const callListQuerySchema = z.object({
  days: z.string().regex(/^\d{1,2}$/, `Please give the days ahead as a whole number from 0 to ${maxCallDays}`).optional()
    .transform((v) => (v === undefined ? 10 : Number(v)))
    .refine((v) => v <= maxCallDays, `Please give the days ahead as a whole number from 0 to ${maxCallDays}`),
});

export const callResultSchema = z.object({
  registration: registrationField,
  kind: z.enum(dueKindNames, { error: 'Please say what falls due: next service, insurance or PUC' }),
  dueOn: z.string({ error: 'Please give the due date such as 2027-03-31' })
    .refine((v) => isIsoDate(v) && isDateInWindow(v), 'Please give the due date such as 2027-03-31'),
  result: z.enum(callResults, { error: 'Please choose what came of the call' }),
  note: z.string({ error: 'The note must be text' }).trim().max(maxCallNote, `The note can be at most ${maxCallNote} characters`).default(''),
});
export type CallResultBody = z.infer<typeof callResultSchema>;

export const callMessages = {
  /** The item is not on this person's call list (another showroom's, or nothing falls due). */
  notDue: 'Nothing of this vehicle falls due on that date in your showrooms',
} as const;

/** A call staff made, as the row shows it. */
export interface CallRecord {
  result: CallResult;
  note: string;
  /** The staff user id. */
  calledBy: string;
  /** Who called as people read it: the staff member's name. */
  calledByName: string;
  calledAt: string;
}

/** One line of the call list. */
export interface CallListRow {
  kind: DueKindName;
  dueOn: string;
  dueKm: number | null;
  registration: string;
  customerName: string;
  mobile: string;
  showroomId: number;
  showroom: string;
  /** The reminders sent so far, as days before (e.g. [10]). */
  remindedDaysBefore: number[];
  lastCall: CallRecord | null;
  callCount: number;
}

export interface CallListAnswer {
  from: string;
  until: string;
  rows: CallListRow[];
}
