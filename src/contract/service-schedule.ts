/**
 * Service schedules per model (docs/workshop.md "Service schedules"): the free services, each
 * due within a window of km and of days after sale, then a paid service every N km or M days,
 * whichever comes first. One schema for the edit screen and the server, so a refusal names
 * the same field in both.
 */
import { z } from 'zod';

export const serviceSchedulePaths = {
  /** Staff (workshop): GET every model's schedule. */
  schedules: '/api/admin/workshop/service-schedules',
  /** Staff (workshop): PUT a model's schedule. */
  schedule: (modelId: number | string) => `/api/admin/workshop/service-schedules/${encodeURIComponent(String(modelId))}`,
} as const;

export const maxFreeServices = 6;

const wholeKm = (what: string) => z.number({ error: `Please enter ${what} in whole km` })
  .int(`Please enter ${what} in whole km`).min(1, `Please enter ${what} as a positive number of km`).max(100_000, `Please check ${what}: at most 100,000 km`);
const wholeDays = (what: string) => z.number({ error: `Please enter ${what} in whole days` })
  .int(`Please enter ${what} in whole days`).min(1, `Please enter ${what} as a positive number of days`).max(3650, `Please check ${what}: at most 3,650 days`);

export const freeServiceSchema = z.object({
  fromKm: wholeKm('the first km'),
  toKm: wholeKm('the last km'),
  fromDays: wholeDays('the first day'),
  toDays: wholeDays('the last day'),
});
export type FreeService = z.infer<typeof freeServiceSchema>;

export const scheduleMessages = {
  kmWindow: 'The window must end at or after it starts (km)',
  daysWindow: 'The window must end at or after it starts (days)',
  kmOrder: 'Each free service must start after the one before it ends (km)',
  daysOrder: 'Each free service must start after the one before it ends (days)',
  tooMany: `At most ${maxFreeServices} free services`,
  noModel: 'No such model',
} as const;

export const serviceScheduleSchema = z.object({
  freeServices: z.array(freeServiceSchema, { error: 'Please give the free services' }).max(maxFreeServices, scheduleMessages.tooMany),
  paidEveryKm: wholeKm('the paid service interval'),
  paidEveryDays: wholeDays('the paid service interval'),
}).superRefine((s, ctx) => {
  // Windows in order: each one well formed, and each after the one before, in km and in days.
  s.freeServices.forEach((f, i) => {
    if (f.toKm < f.fromKm) ctx.addIssue({ code: 'custom', path: ['freeServices', i, 'toKm'], message: scheduleMessages.kmWindow });
    if (f.toDays < f.fromDays) ctx.addIssue({ code: 'custom', path: ['freeServices', i, 'toDays'], message: scheduleMessages.daysWindow });
    const before = s.freeServices[i - 1];
    if (!before) return;
    if (f.fromKm <= before.toKm) ctx.addIssue({ code: 'custom', path: ['freeServices', i, 'fromKm'], message: scheduleMessages.kmOrder });
    if (f.fromDays <= before.toDays) ctx.addIssue({ code: 'custom', path: ['freeServices', i, 'fromDays'], message: scheduleMessages.daysOrder });
  });
});
export type ServiceSchedule = z.infer<typeof serviceScheduleSchema>;

/** One model in the schedule list. */
export interface ServiceScheduleRow extends ServiceSchedule {
  modelId: number;
  model: string;
  updatedAt: string | null;
}

/**
 * The schedule of a model the dealer has not set (a model added after the defaults were
 * seeded, or a job card's model the catalogue does not have): the usual petrol booklet.
 */
export const defaultSchedule: ServiceSchedule = {
  freeServices: [
    { fromKm: 500, toKm: 750, fromDays: 30, toDays: 45 },
    { fromKm: 3000, toKm: 3500, fromDays: 150, toDays: 180 },
    { fromKm: 6000, toKm: 6500, fromDays: 300, toDays: 330 },
  ],
  paidEveryKm: 4000,
  paidEveryDays: 180,
};

/** An electric scooter's: fewer visits, as it has less to wear. */
export const defaultEvSchedule: ServiceSchedule = {
  freeServices: [
    { fromKm: 1000, toKm: 1500, fromDays: 60, toDays: 90 },
    { fromKm: 5000, toKm: 5500, fromDays: 330, toDays: 365 },
  ],
  paidEveryKm: 5000,
  paidEveryDays: 365,
};

/** The screen's form: numbers as typed, read as numbers for the schema above. */
const typedNumber = z.union([z.string(), z.number()]).transform((v) => (typeof v === 'number' ? v : /^\s*\d{1,7}\s*$/.test(v) ? Number(v) : Number.NaN));
export const serviceScheduleFormSchema = z.object({
  freeServices: z.array(z.object({ fromKm: typedNumber, toKm: typedNumber, fromDays: typedNumber, toDays: typedNumber })),
  paidEveryKm: typedNumber,
  paidEveryDays: typedNumber,
}).pipe(serviceScheduleSchema);
