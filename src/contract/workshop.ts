/**
 * The service workshop (docs/workshop.md): job cards and their stages, estimate lines the
 * customer approves, the bodies that change them and the answers the server gives, shared
 * by the server and the admin panel. The tax arithmetic is ./workshop-tax.ts.
 */
import { z } from 'zod';
import { csvFileText } from './csv-file.ts';
import { labourPaths } from './workshop-labour.ts';
import { normalRegistration, registrationMessage } from './delivery-checklist.ts';
import { jobCardIdOfReference, workshopTrackPaths } from './workshop-track.ts';
import { requiredMobile, requiredText } from './fields.ts';
import { normalizeIndianMobile } from './mobile.ts';
import { gstRates, supplyKinds, type LineTax, type SupplyKind, type TaxTotals } from './workshop-tax.ts';
import type { LeadMessageRecord } from './messages.ts';
import { updatesConsentField } from './updates-consent.ts';

export const workshopPaths = {
  /** Staff: GET ?showroom=&stage=: the workshop board; POST: open a job card (from an arrived appointment or a walk-in). */
  jobCards: '/api/admin/workshop/job-cards',
  /** Staff: GET: one job card with its stage history and estimate. */
  jobCard: '/api/admin/workshop/job-cards/:id',
  /** Staff: POST {stage, version}: the next stage. */
  stage: '/api/admin/workshop/job-cards/:id/stage',
  /** Staff: POST {partNumber | labourCode, qty}: a line of the estimate, waiting for the customer. */
  lines: '/api/admin/workshop/job-cards/:id/lines',
  /** Staff: POST {decision}: the customer's decision given at the counter. */
  lineDecision: '/api/admin/workshop/job-cards/:id/lines/:lineId/decision',
  /** Staff: GET: the bill (approved lines only); POST: make it, numbered, and deliver the job. */
  bill: '/api/admin/workshop/job-cards/:id/bill',
  /** Staff: POST a photo in `file`: an intake photo of the vehicle (scratches, dents). */
  photos: '/api/admin/workshop/job-cards/:id/photos',
  /** Staff: DELETE: an intake photo removed, until the card is delivered. */
  photo: '/api/admin/workshop/job-cards/:id/photos/:photoId',
  /** Staff: GET: the parts price list; POST {csv, apply}: check or import a price list file. */
  parts: '/api/admin/workshop/parts',
  partsImport: '/api/admin/workshop/parts/import',
  /** Staff: GET: the labour operations (./workshop-labour.ts). */
  labour: labourPaths.labour,
  /** Public (./workshop-track.ts): the job's stage and estimate; the customer's decision on a waiting line. */
  ...workshopTrackPaths,
} as const;

export const jobStages = ['waiting', 'in_bay', 'final_inspection', 'washing', 'ready', 'delivered'] as const;
export type JobStage = (typeof jobStages)[number];
export const jobStageLabels: Record<JobStage, string> = {
  waiting: 'Waiting', in_bay: 'In bay', final_inspection: 'Final inspection', washing: 'Washing', ready: 'Ready', delivered: 'Delivered',
};
/** The stage after `stage`, or null after Delivered. */
export function nextStage(stage: JobStage): JobStage | null {
  return jobStages[jobStages.indexOf(stage) + 1] ?? null;
}

export const serviceTypes = ['free', 'paid', 'repair', 'accident'] as const;
export type ServiceType = (typeof serviceTypes)[number];

export const approvals = ['pending', 'approved', 'declined'] as const;
export type Approval = (typeof approvals)[number];
export const decisions = ['approved', 'declined'] as const;
export type Decision = (typeof decisions)[number];

/** The fuel gauge in quarters, 0 empty to 4 full, as the form names them. */
export const fuelLevels = ['Empty', 'Quarter', 'Half', 'Three quarters', 'Full'] as const;

export const workshopMessages = {
  noJobCard: 'No such job card',
  noLine: 'No such estimate line',
  otherShowroom: 'This job card is of another showroom',
  unknownShowroom: 'Please choose one of our showrooms',
  noAppointment: 'No such service appointment',
  notArrived: 'Open a job card when the customer has arrived: mark the appointment Arrived first',
  notService: 'This appointment is a test ride, not a service',
  appointmentTaken: 'This appointment already has a job card',
  versionConflict: 'Someone else changed this job card: reload it and try again',
  /** A stage move's Idempotency-Key (docs/workshop.md "Stages"). */
  keyNotUuid: 'Idempotency-Key must be a UUID made once per stage move',
  keyReused: 'This stage move was already sent for another job card',
  stageOrder: (from: JobStage, to: JobStage) => {
    const next = nextStage(from);
    return next ? `A job card at ${jobStageLabels[from]} moves to ${jobStageLabels[next]} next, not ${jobStageLabels[to]}` : 'This job card is delivered';
  },
  linesPending: 'Delivered waits until the customer has approved or declined every line',
  delivered: 'This job card is delivered: nothing more can be added or decided',
  alreadyDecided: 'This line was already decided',
  unknownPart: 'No part with this part number in the price list',
  unknownLabour: 'No labour operation with this code',
  emptyCsv: 'The file has no rows',
  noPhoto: 'No such photo on this job card',
  deliveredPhotos: 'This job card is delivered: its intake photos stay as they are',
  tooManyPhotos: 'A job card takes at most 30 intake photos: remove one first',
} as const;

/** Intake photos a card takes: the vehicle all round and each mark on it, not a gallery. */
export const maxIntakePhotos = 30;

/** An intake photo of the vehicle as it came in (docs/workshop.md "Intake photos"). */
export interface IntakePhoto {
  id: number;
  /** The stored picture (the photo pipeline's JPEG at its largest width; smaller ones beside it). */
  path: string;
  addedAt: string;
  addedBy: string;
}

export { jobCardIdOfReference };

export const registrationField = z.string({ error: registrationMessage }).max(20, registrationMessage)
  .transform((v, ctx) => normalRegistration(v) ?? (ctx.addIssue({ code: 'custom', message: registrationMessage }), z.NEVER));

const fuelMessage = 'Please give the fuel level: 0 to 4 quarters, or Empty, Quarter, Half, Three quarters or Full';
const fuelField = z.union([z.number(), z.string()], { error: fuelMessage }).transform((v, ctx) => {
  const named = typeof v === 'string' ? fuelLevels.findIndex((l) => l.toLowerCase() === v.trim().toLowerCase()) : -1;
  const quarters = typeof v === 'number' ? v : named >= 0 ? named : /^\s*[0-4]\s*$/.test(v) ? Number(v) : -1;
  if (Number.isInteger(quarters) && quarters >= 0 && quarters <= 4) return quarters;
  ctx.addIssue({ code: 'custom', message: fuelMessage });
  return z.NEVER;
});

/** What every job card records at the counter, however the vehicle came in. */
const intakeFields = {
  registration: registrationField,
  odometerKm: z.number({ error: 'Please enter the odometer reading in km' }).int('Please enter whole km').min(0, 'Please enter the odometer reading in km').max(2_000_000, 'Please check the odometer reading'),
  fuel: fuelField,
  complaints: requiredText('Please write the customer\'s complaints in their words', 2000),
  serviceType: z.enum(serviceTypes, { error: 'Please choose free, paid, repair or accident' }),
  technicianId: z.string().trim().min(1).max(60).optional(),
  supply: z.enum(supplyKinds, { error: 'Please choose intra-state or inter-state' }).optional().default('intra-state'),
};

/** From a service appointment marked Arrived: the name, mobile, showroom and model are the appointment's (the model may be given if it had none). */
const fromAppointmentSchema = z.object({
  appointmentId: z.string().uuid('Please choose an appointment').transform((v) => v.toLowerCase()),
  model: z.string().trim().max(80).optional(),
  ...intakeFields,
});

const walkInSchema = z.object({
  customerName: requiredText('Please enter the customer\'s name', 100),
  mobile: requiredMobile('Please enter the customer\'s mobile number'),
  showroomId: z.number({ error: 'Please choose one of our showrooms' }).int().min(1).max(9999),
  model: requiredText('Please enter the model', 80),
  /**
   * The booking forms' WhatsApp and SMS tick (./updates-consent.ts), off until ticked: the
   * words shown beside the ticked box, '' (or absent) when left empty.
   */
  updatesConsent: updatesConsentField,
  ...intakeFields,
});

export const jobCardFromAppointmentSchema = fromAppointmentSchema;
export const walkInJobCardSchema = walkInSchema;
export type JobCardBody = z.infer<typeof fromAppointmentSchema> | z.infer<typeof walkInSchema>;
/** Whether a body opens the card of an appointment (checked with its schema) or of a walk-in: so each failure names its own field. */
export const namesAppointment = (body: unknown): boolean => typeof body === 'object' && body !== null && 'appointmentId' in body;
export const isFromAppointment = (body: JobCardBody): body is z.infer<typeof fromAppointmentSchema> => 'appointmentId' in body;

export const stageChangeSchema = z.object({
  stage: z.enum(jobStages, { error: 'Please choose a stage' }),
  version: z.number({ error: 'The job card\'s version is needed' }).int().min(1),
});

const qtyMessage = 'Please enter a quantity above 0 with at most two decimals';
const qtyField = z.number({ error: qtyMessage }).positive(qtyMessage).max(9999.99, qtyMessage)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, qtyMessage);

const partLineSchema = z.object({ partNumber: z.string().trim().min(1).max(40).transform((v) => v.toUpperCase()), qty: qtyField });
const labourLineSchema = z.object({ labourCode: z.string().trim().min(1).max(30).transform((v) => v.toUpperCase()), qty: qtyField.optional().default(1) });
export const partLineBodySchema = partLineSchema;
export const labourLineBodySchema = labourLineSchema;
export type EstimateLineBody = z.infer<typeof partLineSchema> | z.infer<typeof labourLineSchema>;
/** Whether a body is a labour line (checked with its schema) or a part's: a part number and a quantity. */
export const namesLabourCode = (body: unknown): boolean => typeof body === 'object' && body !== null && 'labourCode' in body;

export const decisionSchema = z.object({ decision: z.enum(decisions, { error: 'Please choose approved or declined' }) });

const referenceField = z.string({ error: 'Please enter your reference' }).trim().max(20)
  .transform((v, ctx) => jobCardIdOfReference(v) ?? (ctx.addIssue({ code: 'custom', message: 'Please enter your reference' }), z.NEVER));
const mobileField = z.string({ error: 'Please enter your mobile number' }).max(24)
  .transform((v, ctx) => normalizeIndianMobile(v) ?? (ctx.addIssue({ code: 'custom', message: 'Please enter a 10-digit mobile number' }), z.NEVER));

/** The field messages are the lead lookup's, so /track words them once. */
export const workshopTrackSchema = z.object({ reference: referenceField, mobile: mobileField });
export const customerDecisionSchema = z.object({
  reference: referenceField,
  mobile: mobileField,
  lineId: z.number({ error: 'Please choose a line' }).int().min(1),
  decision: z.enum(decisions, { error: 'Please choose approve or decline' }),
});

export const partsImportSchema = z.object({
  csv: csvFileText(workshopMessages.emptyCsv),
  apply: z.boolean().optional().default(false),
});
/** The price list file's columns, matched without regard to case, spaces or punctuation. */
export const partsColumns = {
  partNumber: ['partnumber', 'partno', 'part'],
  name: ['name', 'description', 'partname'],
  hsn: ['hsn', 'hsncode'],
  price: ['price', 'pricebeforegst', 'rate'],
  gstRate: ['gstrate', 'gst', 'gstpercent'],
} as const;
export const partsRowLimit = 20_000;
export const partsGstRates = gstRates;

export interface PartsImportRow {
  line: number;
  partNumber: string;
  name: string;
  hsn: string;
  pricePaise: number | null;
  gstRate: number | null;
  problems: string[];
  /** Against the list as it stands: a new part number, a new price, other details changed, or the same; null for a row with problems. */
  change: PartChange | null;
  /** The listed price before this file, for a part already listed. */
  oldPricePaise: number | null;
}
export const partChanges = ['new', 'price', 'details', 'same'] as const;
export type PartChange = (typeof partChanges)[number];
/** How many good rows add a part, change its price, change only its name, HSN or GST rate, or change nothing. */
export type PartChangeCounts = Record<PartChange, number>;
export interface PartsImportAnswer { rows: PartsImportRow[]; counts: PartChangeCounts; imported: number }

/** GET parts: `q` finds a part number or name (any part of it), a page of `limit` from `offset`. */
export const partsListQuerySchema = z.object({
  q: z.string().trim().max(60, 'Please search with at most 60 characters').optional().default(''),
  offset: z.string().regex(/^\d{1,6}$/, 'Please give the offset as a whole number').optional().transform((v) => Number(v ?? 0)),
  limit: z.string().regex(/^\d{1,4}$/, 'Please give the limit as a whole number').optional().transform((v) => Math.min(Math.max(Number(v ?? 5000), 1), 5000)),
});
export interface PartListRow { partNumber: string; name: string; hsn: string; pricePaise: number; gstRate: number }
export interface PartsListAnswer { data: PartListRow[]; total: number }

export interface EstimateLineRecord extends LineTax {
  id: number;
  kind: 'part' | 'labour';
  code: string;
  name: string;
  hsnSac: string;
  qty: number;
  unitPricePaise: number;
  gstRate: number;
  approval: Approval;
  decidedBy: 'customer' | 'staff' | null;
  decidedAt: string | null;
  addedAt: string;
}

export interface StageEvent { from: JobStage | null; to: JobStage; at: string; by: string }

export interface JobCardRecord {
  id: number;
  reference: string;
  appointmentId: string | null;
  showroomId: number;
  registration: string;
  model: string;
  odometerKm: number;
  fuelQuarters: number;
  complaints: string;
  serviceType: ServiceType;
  technicianId: string | null;
  customerName: string;
  mobile: string;
  supply: SupplyKind;
  stage: JobStage;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A card on the workshop board (GET job-cards): the card and how many of its lines wait for the customer. */
export interface BoardCard extends JobCardRecord {
  pendingLines: number;
}

export interface JobCardAnswer {
  jobCard: JobCardRecord;
  history: StageEvent[];
  lines: EstimateLineRecord[];
  /** Every line not declined, approved or waiting: what the job costs if the customer agrees to all. */
  estimate: TaxTotals;
  /** The approved lines: what the bill will say. */
  approved: TaxTotals;
  /** What the customer was sent about this card (approval needed, ready), newest first (docs/workshop.md "Messages to the customer"). */
  messages: LeadMessageRecord[];
  /** The vehicle's intake photos, oldest first. */
  photos: IntakePhoto[];
}


export interface WorkshopTrackAnswer {
  reference: string;
  model: string;
  registration: string;
  stage: JobStage;
  stages: { stage: JobStage; label: string; done: boolean }[];
  /** Where GST is due: CGST + SGST, or IGST across states. */
  supply: SupplyKind;
  lines: EstimateLineRecord[];
  approved: TaxTotals;
}
