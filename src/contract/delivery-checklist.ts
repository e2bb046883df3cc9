/**
 * The delivery checklist (docs/stock-and-delivery.md "Delivery"): the items the dealer edits,
 * a booking's values, the bodies that set them, and the Indian registration number check
 * shared by the admin panel and the server. The paths are in `stockPaths` (./stock.ts).
 */
import { z } from 'zod';
import { requiredText } from './fields.ts';

export const checklistKinds = ['tick', 'text', 'photo'] as const;
export type ChecklistKind = (typeof checklistKinds)[number];
export const checklistKindLabels: Record<ChecklistKind, string> = { tick: 'Tick', text: 'Text', photo: 'Photo' };

/** How a text item is checked: as typed, or as an Indian registration number. */
export const checklistFormats = ['plain', 'registration'] as const;
export type ChecklistFormat = (typeof checklistFormats)[number];

/** The seeded items /track reads by name (migration 310). */
export const insuranceItemKey = 'insurance';
export const registrationItemKey = 'registration';

/** Codes of the states and union territories on Indian number plates (old ones still on the road included). */
const stateCodes = new Set([
  'AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'DD', 'DL', 'DN', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK', 'KA', 'KL', 'LA', 'LD',
  'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'OR', 'PB', 'PY', 'RJ', 'SK', 'TN', 'TR', 'TS', 'UA', 'UK', 'UP', 'WB',
]);

/** HR26XX1234: state, district, series of up to three letters, then the number. */
const statePlate = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/;
/**
 * Delhi alone writes a category letter with the district (S two-wheeler, C car, E electric...):
 * DL3SCK7781 is "DL 3S CK 7781", DL8CA1234 "DL 8C A 1234", an old DL3C1234 "DL 3C 1234".
 * The same numbers are accepted as by statePlate; only where the spaces go differs.
 */
const delhiPlate = /^DL(\d{1,2})([A-Z])([A-Z]{0,2})(\d{1,4})$/;
/** 22BH1234AA: the Bharat series, year of registration first. */
const bharatPlate = /^(\d{2})BH(\d{4})([A-HJ-NP-Z]{1,2})$/;

export const registrationMessage = 'Please enter the registration number as Vahan gives it, such as HR 26 XX 1234 or 22 BH 1234 AA';

/**
 * A registration number in its usual written form with spaces ("HR 26 XX 1234",
 * "22 BH 1234 AA"), from any case, spacing or dashes; null when it is not one.
 */
export function normalRegistration(typed: string): string | null {
  const compact = typed.replace(/[\s.-]/g, '').toUpperCase();
  if (compact.length > 12) return null;
  const bharat = bharatPlate.exec(compact);
  if (bharat) return `${bharat[1]} BH ${bharat[2]} ${bharat[3]}`;
  const plate = statePlate.exec(compact);
  if (!plate || !stateCodes.has(plate[1] ?? '') || /^0+$/.test(plate[4] ?? '')) return null;
  const delhi = delhiPlate.exec(compact);
  if (delhi) return ['DL', `${delhi[1]}${delhi[2]}`, delhi[3], delhi[4]].filter((part) => part).join(' ');
  return [plate[1], plate[2], plate[3], plate[4]].filter((part) => part).join(' ');
}

/** A stored picture's path (POST /api/admin/media/images answers it). */
const mediaPathPattern = /^\/media\/[a-z0-9/_.-]{1,200}$/;
export const photoMessage = 'Please upload the photo first: a stored picture\'s path starts with /media/';

/**
 * The item's value as the screen showed it (null: empty). A change made from a screen that
 * is out of date is refused with 409 (checklistChangedMessage), never written over what
 * someone else set meanwhile.
 */
const shownValue = z.union([z.string().max(500), z.null()], { error: 'was: the value the screen showed is needed (null when it was empty)' });

/** The value of one item: `true` for a tick, the text, or a stored photo's path; null clears it. */
export const checklistValueSchema = z.object({
  value: z.union([z.literal(true), requiredText('Please fill this in', 200), z.null()], { error: 'Please tick it or fill it in' }),
  was: shownValue,
});
export type ChecklistValueBody = z.infer<typeof checklistValueSchema>;

/** The 409 of a change from a screen that showed another value than the stored one. */
export function checklistChangedMessage(item: { labelEn: string; kind: ChecklistKind }, now: string | null): string {
  const reads = now === null ? 'it is now empty' : item.kind === 'tick' ? 'it is now ticked' : item.kind === 'photo' ? 'it now has another photo' : `it now reads "${now}"`;
  return `${item.labelEn} was changed meanwhile: ${reads}. Please look again.`;
}

/** Checks a value against its item's kind and format: the stored text, or the refusal's words. */
export function checklistValueOf(item: { kind: ChecklistKind; format: ChecklistFormat }, value: true | string): { ok: true; stored: string } | { ok: false; message: string } {
  if (item.kind === 'tick') return value === true ? { ok: true, stored: 'yes' } : { ok: false, message: 'This item is ticked, not written' };
  if (value === true) return { ok: false, message: item.kind === 'photo' ? photoMessage : 'Please fill this in' };
  if (item.kind === 'photo') return mediaPathPattern.test(value) ? { ok: true, stored: value } : { ok: false, message: photoMessage };
  if (item.format === 'registration') {
    const plate = normalRegistration(value);
    return plate ? { ok: true, stored: plate } : { ok: false, message: registrationMessage };
  }
  return { ok: true, stored: value };
}

const label = (message: string) => requiredText(message, 80);
const keyField = z.string().trim().regex(/^[a-z][a-z0-9-]{1,39}$/, 'A short name of small letters, digits and dashes, such as "helmet"');

/** A new item (Managers and Owners). */
export const checklistItemSchema = z.object({
  key: keyField,
  labelEn: label('Please enter the label in English'),
  labelHi: label('Please enter the label in Hindi'),
  kind: z.enum(checklistKinds, { error: 'Please choose tick, text or photo' }),
  format: z.enum(checklistFormats).optional().default('plain'),
  required: z.boolean(),
  sort: z.number().int().min(0).max(100_000).optional(),
}).superRefine((v, ctx) => {
  if (v.format !== 'plain' && v.kind !== 'text') ctx.addIssue({ code: 'custom', path: ['format'], message: 'Only a text item has a format' });
});

/** A change of an item: its labels, whether required, its place, or retiring it. Its kind stays. */
export const checklistItemChangeSchema = z.object({
  labelEn: label('Please enter the label in English').optional(),
  labelHi: label('Please enter the label in Hindi').optional(),
  required: z.boolean().optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
  retired: z.boolean().optional(),
}).refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');

export interface ChecklistItem {
  key: string;
  labelEn: string;
  labelHi: string;
  kind: ChecklistKind;
  format: ChecklistFormat;
  required: boolean;
  sort: number;
  retired: boolean;
}

/** One item of a booking's checklist with its value (null: not done) and who set it when. */
export interface BookingChecklistEntry extends ChecklistItem {
  value: string | null;
  setAt: string | null;
  /** The staff user id. */
  setBy: string | null;
  /** Who set it as people read it: the staff member's name. */
  setByName: string | null;
}

export interface BookingChecklist {
  bookingId: number;
  reference: string;
  items: BookingChecklistEntry[];
  /** The English labels of the required items not yet done, in the checklist's order. */
  missing: string[];
}

/** The refusal of Delivered, naming every missing item. */
export function deliveryRefusal(missing: readonly string[]): string {
  return `Cannot mark delivered: ${missing.join(', ')} missing`;
}

export const checklistMessages = {
  noItem: 'No such checklist item',
  knownKey: 'This short name is already taken by another item',
  closedBooking: 'The checklist of a delivered or cancelled booking stays as it was',
  retiredItem: 'This item is retired: it is asked no more',
  unknownPhoto: 'There is no stored picture at this path: upload it first',
  notPhotoItem: 'This item is not a photo',
} as const;
