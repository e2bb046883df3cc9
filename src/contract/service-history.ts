/**
 * A vehicle's service history by registration number (docs/workshop.md "Service history"):
 * every visit with the work done and its bill, the next service due, and the insurance and
 * PUC renewal dates staff enter. Staff read it on the Workshop screen; the customer on
 * /track with their mobile.
 */
import { z } from 'zod';
import { dateWindowMessage, isDateInWindow, isIsoDate } from './fields.ts';
import { groupIndian } from './indian-grouping.ts';
import { formatIndianDate } from './ist-date.ts';
import { normalizeIndianMobile } from './mobile.ts';
import type { NextService } from './service-due.ts';
import { registrationField, type ServiceType } from './workshop.ts';

export const serviceHistoryPaths = {
  /** Staff (workshop): GET ?registration=: the vehicle's visits in the person's showrooms. */
  history: '/api/admin/workshop/vehicles/history',
  /** Staff (workshop): POST {registration, soldOn, insuranceRenewsOn, pucRenewsOn}: the vehicle's dates. */
  dates: '/api/admin/workshop/vehicles/dates',
  /** Public: POST {registration, mobile}: the vehicle's history for its customer. */
  track: '/api/workshop/history',
} as const;

export const historyMessages = {
  /** Staff: no visit of this vehicle in the person's showrooms. */
  noVisits: 'No visits of this registration number in your showrooms',
  /** A new job card's odometer below the vehicle's last reading: a typing slip or a changed meter. */
  odometerBelow: (km: number, istDay: string) =>
    `The odometer cannot read less than at this vehicle's last visit: ${groupIndian(km)} km on ${formatIndianDate(istDay)}`,
} as const;

export const historyQuerySchema = z.object({ registration: registrationField });

/** A renewal or sale date as YYYY-MM-DD, or '' / null for none. */
const optionalDay = z.union([z.string(), z.null()], { error: 'Please enter a date such as 2027-03-31' })
  .transform((v, ctx) => {
    const day = (v ?? '').trim();
    if (day === '') return null;
    if (!isIsoDate(day)) return (ctx.addIssue({ code: 'custom', message: 'Please enter a date such as 2027-03-31' }), z.NEVER);
    if (!isDateInWindow(day)) return (ctx.addIssue({ code: 'custom', message: `The date ${dateWindowMessage}` }), z.NEVER);
    return day;
  });

export const vehicleDatesSchema = z.object({
  registration: registrationField,
  soldOn: optionalDay,
  insuranceRenewsOn: optionalDay,
  pucRenewsOn: optionalDay,
});
export type VehicleDatesBody = z.infer<typeof vehicleDatesSchema>;

export const historyTrackSchema = z.object({
  registration: registrationField,
  mobile: z.string({ error: 'Please enter your mobile number' }).max(24)
    .transform((v, ctx) => normalizeIndianMobile(v) ?? (ctx.addIssue({ code: 'custom', message: 'Please enter a 10-digit mobile number' }), z.NEVER)),
});

export interface VisitWork {
  name: string;
  code: string;
  qty: number;
}

export interface HistoryVisit {
  reference: string;
  /** When the card was opened (ISO instant); screens show its IST day. */
  at: string;
  showroomId: number;
  odometerKm: number;
  serviceType: ServiceType;
  delivered: boolean;
  /** The approved lines: the work done. */
  work: VisitWork[];
  invoiceNumber: string | null;
  /** The bill's total with GST; null with no bill. */
  totalPaise: number | null;
  technician: string | null;
}

export interface ServiceHistory {
  registration: string;
  model: string;
  soldOn: string | null;
  insuranceRenewsOn: string | null;
  pucRenewsOn: string | null;
  nextService: NextService | null;
  /** Newest first. */
  visits: HistoryVisit[];
}
