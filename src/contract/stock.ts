/**
 * Stock by chassis, customer bookings and delivery availability (docs/stock-and-delivery.md):
 * the words, the body schemas, the answers and the paths shared by the admin panel, the
 * public pages and the server.
 */
import { z } from 'zod';
import { csvFileText } from './csv-file.ts';
import { isIsoDate, requiredMobile, requiredText } from './fields.ts';
import { formatIndianDate } from './ist-date.ts';

// What a model's public page needs lives in modules without zod, so that the page's first
// script stays small (docs/decisions/model-page-without-zod.md); re-exported here for the rest.
export { bandOf, deliveryBands, deliveryBandTexts, type AvailabilityAnswer, type AvailabilityRow, type DeliveryBand } from './stock-availability.ts';
export { stockPaths } from './stock-paths.ts';

/** A vehicle's states, in the order a vehicle usually passes them. */
export const vehicleStatuses = ['in-transit', 'in-stock', 'pdi-done', 'allotted', 'delivered', 'blocked'] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];

export const vehicleStatusLabels: Record<VehicleStatus, string> = {
  'in-transit': 'In transit',
  'in-stock': 'In stock',
  'pdi-done': 'PDI done',
  allotted: 'Allotted',
  delivered: 'Delivered',
  blocked: 'Blocked',
};

/** What staff set by hand; Allotted and Delivered follow the vehicle's booking. */
export const settableVehicleStatuses = ['in-transit', 'in-stock', 'pdi-done', 'blocked'] as const;
/** A vehicle a booking can be given: on the floor and not blocked. */
export const allottableStatuses = ['in-stock', 'pdi-done'] as const satisfies readonly VehicleStatus[];

export const blockReasons = ['damage', 'recall', 'documents', 'other'] as const;
export const blockReasonLabels: Record<(typeof blockReasons)[number], string> = {
  damage: 'Damage', recall: 'Recall', documents: 'Papers missing', other: 'Other',
};

export const bookingStates = ['booked', 'allotted', 'ready', 'delivered', 'cancelled'] as const;
export type BookingState = (typeof bookingStates)[number];
export const bookingStateLabels: Record<BookingState, string> = {
  booked: 'Booked', allotted: 'Allotted', ready: 'Ready', delivered: 'Delivered', cancelled: 'Cancelled',
};

/** A vehicle's status as staff read it, with its expected date or its reason ("Blocked — Damage"). */
export function vehicleStatusText(v: Pick<VehicleRecord, 'status' | 'expectedOn' | 'blockReason'>): string {
  const label = vehicleStatusLabels[v.status];
  if (v.status === 'in-transit' && v.expectedOn) return `${label} — expected ${formatIndianDate(v.expectedOn)}`;
  if (v.status === 'blocked' && v.blockReason) return `${label} — ${blockReasonLabels[v.blockReason as keyof typeof blockReasonLabels] ?? v.blockReason}`;
  return label;
}

/**
 * The 409 of a status change or move made from a screen that showed an older version of the
 * vehicle, with the showroom it is at now as the site names it (`place`, from showroomPlaceIn):
 * always named, since the server knows only the version the screen showed, not its showroom
 * (docs/stock-and-delivery.md "Two screens, one vehicle").
 */
export function vehicleChangedMessage(now: Pick<VehicleRecord, 'status' | 'expectedOn' | 'blockReason'>, place: string): string {
  const at = place ? ` at ${place}` : '';
  return `This vehicle was changed by someone else: it now shows ${vehicleStatusText(now)}${at}. Please look again.`;
}

/** A booking's state as staff read it, with the vehicle it holds ("Allotted — chassis …4821"). */
export function bookingStateText(b: Pick<BookingRecord, 'state' | 'vin'>): string {
  if (b.state === 'booked') return 'Waiting for a vehicle';
  const held = b.state === 'allotted' || b.state === 'ready' || b.state === 'delivered';
  return held && b.vin ? `${bookingStateLabels[b.state]} — chassis …${b.vin.slice(-4)}` : bookingStateLabels[b.state];
}

/** The 409 of a change made from a screen that showed an older version of the booking. */
export function bookingChangedMessage(now: Pick<BookingRecord, 'state' | 'vin'>): string {
  return `This booking was changed by someone else: it now shows ${bookingStateText(now)}. Please look again.`;
}

/**
 * A chassis number (VIN): 17 letters and digits, never I, O or Q (they read as 1 and 0).
 * Typed in any case with spaces; stored upper case without them. The check digit
 * (position 9) is not checked: makers outside North America need not use it.
 */
export const vinMessage = 'A chassis number has 17 letters and digits, without I, O or Q';
export function normalVin(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}
export function isVin(value: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(value);
}
export const vinField = z.string().max(40).transform(normalVin).refine(isVin, vinMessage);

const isoDate = (message: string) => z.string().trim().refine(isIsoDate, message);
const dateMessage = 'Please give a date as YYYY-MM-DD';

export const stockMessages = {
  unknownModel: 'There is no such model in the catalogue',
  unknownVariant: 'This model has no such variant in the catalogue',
  unknownColour: 'This model has no such colour in the catalogue',
  unknownShowroom: 'There is no such showroom',
  otherShowroom: 'You can see only the stock of your own showrooms',
  knownVin: 'This chassis number is already in stock records',
  noVehicle: 'No such vehicle',
  noBooking: 'No such booking',
  keyNotUuid: 'Idempotency-Key must be a UUID made once per booking form',
  keyReused: 'This booking form already made a booking with other details: reload the page to book again',
  noLead: 'There is no lead with this id',
  beforeArrival: 'This date is before the vehicle arrived',
  expectedNeeded: 'A vehicle in transit needs its expected date',
  arrivedNeeded: 'A vehicle in stock needs the date it arrived',
  reasonNeeded: 'Please give the reason',
  notInTransit: 'This vehicle is not in transit',
  heldByBooking: 'This vehicle is allotted to a booking: change the booking instead',
  alreadyAllotted: 'This vehicle is already allotted to a booking',
  blockedVehicle: 'A blocked vehicle cannot be allotted',
  notAllottable: 'Only a vehicle in stock or with PDI done can be allotted',
  notMatching: 'This vehicle is not the model, variant, colour and showroom the booking asks for',
  bookingNotOpen: 'Only a booking waiting for a vehicle can be given one',
  badBookingStep: 'A booking cannot move to this state from where it is',
  checklistMissing: 'Cannot mark delivered: required items of the delivery checklist are missing',
  emptyCsv: 'The file has no rows',
  csvProblems: 'Some rows have problems: nothing was added',
} as const;

/** A vehicle added by hand: in transit with its expected date, or in stock since a date. */
export const vehicleIntakeSchema = z.object({
  vin: vinField,
  engineNo: requiredText('Please enter the engine number', 30),
  modelId: z.number().int().positive(),
  variant: requiredText('Please choose the variant', 80),
  colour: requiredText('Please choose the colour', 80),
  showroomId: z.number().int().positive(),
  status: z.enum(['in-transit', 'in-stock']),
  expectedOn: isoDate(dateMessage).optional(),
  arrivedOn: isoDate(dateMessage).optional(),
}).superRefine((v, ctx) => {
  if (v.status === 'in-transit' && !v.expectedOn) ctx.addIssue({ code: 'custom', path: ['expectedOn'], message: stockMessages.expectedNeeded });
  if (v.status === 'in-stock' && !v.arrivedOn) ctx.addIssue({ code: 'custom', path: ['arrivedOn'], message: stockMessages.arrivedNeeded });
});
export type VehicleIntake = z.infer<typeof vehicleIntakeSchema>;

/** Gate receipt: the chassis typed (or scanned) of a vehicle in transit, now arrived. */
export const receiveSchema = z.object({ vin: vinField, arrivedOn: isoDate(dateMessage) });

/** A row's version as a screen showed it: a whole number from 1 (a column `integer`). */
function versionField(needed: string) {
  return z.number({ error: needed }).int(needed).min(1, needed).max(2_147_483_647, needed);
}

/**
 * The version of the vehicle the screen showed (docs/stock-and-delivery.md "Two screens,
 * one vehicle"): a status change or a move made from a screen someone else's change (or an
 * allotment, a delivery, a receipt at the gate) has passed is a 409.
 */
const vehicleVersion = versionField("The vehicle's version is needed: please look at the vehicle again");

/**
 * A status set by staff, with its date (arrival, PDI) or its reason (blocked), or a new
 * expected date for a vehicle still in transit. `version` is the version the screen showed.
 */
export const vehicleStatusSchema = z.object({
  status: z.enum(settableVehicleStatuses),
  date: isoDate(dateMessage).optional(),
  reason: z.enum(blockReasons).optional(),
  note: z.string().trim().max(300).optional().default(''),
  version: vehicleVersion,
}).superRefine((v, ctx) => {
  if (v.status === 'blocked' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: stockMessages.reasonNeeded });
  if (v.status !== 'blocked' && !v.date) ctx.addIssue({ code: 'custom', path: ['date'], message: dateMessage });
});
export type VehicleStatusChange = z.infer<typeof vehicleStatusSchema>;

/** A move to another showroom, made from a screen that showed `version` of the vehicle. */
export const transferSchema = z.object({
  showroomId: z.number().int().positive(),
  note: z.string().trim().max(300).optional().default(''),
  version: vehicleVersion,
});

/** The maker's dispatch file, previewed (`apply: false`) or added whole (`apply: true`). */
export const csvIntakeSchema = z.object({
  csv: csvFileText(stockMessages.emptyCsv),
  apply: z.boolean().optional().default(false),
});

/** The dispatch file's columns, matched by their header without regard to case, spaces or punctuation. */
export const dispatchColumns = {
  vin: ['chassisno', 'chassisnumber', 'vin', 'frameno'],
  engineNo: ['engineno', 'enginenumber'],
  model: ['model', 'modelname'],
  variant: ['variant'],
  colour: ['colour', 'color'],
  showroom: ['showroom', 'dealer', 'branch'],
  expectedOn: ['expectedon', 'eta', 'expecteddate'],
} as const;

export const bookingSchema = z.object({
  modelId: z.number().int().positive(),
  variant: requiredText('Please choose the variant', 80),
  colour: requiredText('Please choose the colour', 80),
  showroomId: z.number().int().positive(),
  customerName: requiredText('Please enter the customer name'),
  mobile: requiredMobile('Please enter the mobile number'),
  leadId: z.string().uuid('A lead id is a UUID').optional(),
});
export type BookingRequest = z.infer<typeof bookingSchema>;

/**
 * The version of the booking the screen showed (docs/stock-and-delivery.md "Two screens,
 * one booking"): a change made from a screen someone else's change has passed is a 409.
 */
const bookingVersion = versionField("The booking's version is needed: please look at the booking again");

/** Ready (PDI done, papers ready), Delivered or Cancelled; Allotted is the server's. */
export const bookingStepSchema = z.object({
  state: z.enum(['ready', 'delivered', 'cancelled']),
  date: isoDate(dateMessage).optional(),
  reason: z.string().trim().max(300).optional().default(''),
  version: bookingVersion,
});

/**
 * A Manager gives a waiting booking a chosen vehicle ahead of the queue, with the reason.
 * Free vehicles go to the queue at once, so the chosen one is usually allotted already:
 * `takeFromBookingId` names the booking it is taken from (which waits again, first in its
 * queue by its age), so a vehicle is never moved by mistake.
 */
export const allotOverrideSchema = z.object({
  vehicleId: z.number().int().positive(),
  takeFromBookingId: z.number().int().positive().optional(),
  reason: requiredText('Please give the reason for choosing this vehicle', 300),
  version: bookingVersion,
});

export const stockSettingsSchema = z.object({ showCounts: z.boolean() });

export interface VehicleRecord {
  id: number;
  vin: string;
  engineNo: string;
  modelId: number;
  model: string;
  variant: string;
  colour: string;
  showroomId: number;
  status: VehicleStatus;
  expectedOn: string | null;
  arrivedOn: string | null;
  pdiOn: string | null;
  deliveredOn: string | null;
  blockReason: string | null;
  /** Days on the floor (arrival to delivery, or to today IST); null while in transit. */
  daysInStock: number | null;
  bookingId: number | null;
  /** Bumped by every change of the vehicle; a status change or a move sends it back. */
  version: number;
  updatedAt: string;
}

/** A model a vehicle can be, with the variants and colours the catalogue spells. */
export interface StockKind {
  id: number;
  name: string;
  variants: string[];
  colours: string[];
}

export interface BookingRecord {
  id: number;
  reference: string;
  modelId: number;
  model: string;
  variant: string;
  colour: string;
  showroomId: number;
  customerName: string;
  mobile: string;
  leadId: string | null;
  state: BookingState;
  vehicleId: number | null;
  vin: string | null;
  /** The allotted vehicle's engine number (the delivery note prints it). */
  engineNo: string | null;
  overrideReason: string | null;
  createdAt: string;
  createdBy: string;
  /** Bumped by every change of the booking; a step or an out-of-turn allotment sends it back. */
  version: number;
}

export interface StockHistoryEntry {
  type: string;
  data: Record<string, unknown>;
  at: string;
  /** Who: the staff user id, or `customer` (Book now) or `seed` (the demo stock). */
  by: string;
  /** Who as people read it: the staff member's name, or in words ("Customer", "Demo data"). */
  byName: string;
}

/** One row of the dispatch file's preview: its line number (the header is line 1) and what is wrong. */
export interface IntakePreviewRow {
  line: number;
  vin: string;
  model: string;
  variant: string;
  colour: string;
  showroomId: number | null;
  expectedOn: string;
  problems: string[];
}

export interface IntakeAnswer {
  rows: IntakePreviewRow[];
  /** Rows added: 0 on a preview, and whenever any row has a problem (all or nothing). */
  added: number;
}

/** GET changes: vehicles and bookings changed after the cursor, in change order. */
export interface StockChanges {
  vehicles: VehicleRecord[];
  bookings: BookingRecord[];
  cursor: string;
  more: boolean;
}
