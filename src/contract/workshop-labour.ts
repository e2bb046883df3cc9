/**
 * The workshop's labour list (docs/workshop.md "Labour list"): each operation's code, name,
 * SAC, rate before GST and GST rate. Operations are retired, never deleted: a line already on
 * a job card keeps its code, and a retired one is not offered for a new line. One schema for
 * the edit form and the server, so a refusal names the same field in both.
 */
import { z } from 'zod';
import { groupIndian } from './indian-grouping.ts';
import { paiseOfRupees } from './rupee-text.ts';
import { gstRates } from './workshop-tax.ts';

export const labourPaths = {
  /** Staff (workshop): GET the operations that may go on a new line; `?retired=include` lists the retired ones too. Managers: POST one. */
  labour: '/api/admin/workshop/labour',
  /** Managers (workshopPrices): PUT an operation's name, SAC, rates and whether it is retired, with the version the screen showed. */
  operation: '/api/admin/workshop/labour/:code',
} as const;
export const labourOperationPath = (code: string) => labourPaths.operation.replace(':code', encodeURIComponent(code));

export const labourMessages = {
  code: 'Please enter a code of letters, digits and -, at most 30',
  name: 'Please enter the operation\'s name, at most 120 characters',
  sac: 'Please enter the 6-digit SAC',
  rate: 'Please enter the rate in rupees before GST, such as 450 or 1250.50',
  gstRate: `Please choose a GST rate: ${gstRates.join(', ')} per cent`,
  taken: 'A labour operation with this code is listed already',
  unknown: 'No labour operation with this code',
  retired: 'This labour operation is retired: please choose another',
  version: 'Please send the version of the labour operation you saw, so a change made meanwhile is not overwritten',
} as const;

/** An operation's rate as the list shows it: ₹450 + 18% GST, ₹1,250.50 + 28% GST. */
export function labourRateText(op: Pick<LabourOperation, 'ratePaise' | 'gstRate'>): string {
  return `₹${groupIndian(op.ratePaise / 100, op.ratePaise % 100 === 0 ? 0 : 2)} + ${op.gstRate}% GST`;
}

/** The 409 of a change or retiring made from a screen that showed an older version of the operation. */
export function labourChangedMessage(now: Pick<LabourOperation, 'ratePaise' | 'gstRate' | 'retired'>): string {
  return `This operation was changed by someone else: it is now ${now.retired ? 'retired, at ' : ''}${labourRateText(now)}. Please look again.`;
}

const codeField = z.string({ error: labourMessages.code }).trim().toUpperCase().regex(/^[A-Z0-9][A-Z0-9-]{0,29}$/, labourMessages.code);
const detailFields = {
  name: z.string({ error: labourMessages.name }).trim().min(1, labourMessages.name).max(120, labourMessages.name),
  sac: z.string({ error: labourMessages.sac }).trim().regex(/^\d{6}$/, labourMessages.sac),
  ratePaise: z.number({ error: labourMessages.rate }).int(labourMessages.rate).min(0, labourMessages.rate).max(1_000_000_000, labourMessages.rate),
  gstRate: z.number({ error: labourMessages.gstRate }).refine((v) => (gstRates as readonly number[]).includes(v), labourMessages.gstRate),
};

/** POST: a new operation. */
export const newLabourSchema = z.object({ code: codeField, ...detailFields });
/**
 * PUT: an operation's details, whether it is retired (a retired one may be brought back),
 * and the version the screen showed: a change made meanwhile by someone else is refused.
 */
export const labourChangeSchema = z.object({
  ...detailFields,
  retired: z.boolean({ error: 'Please say whether the operation is retired' }),
  version: z.number({ error: labourMessages.version }).int(labourMessages.version).min(1, labourMessages.version),
});
export type NewLabour = z.infer<typeof newLabourSchema>;
export type LabourChange = z.infer<typeof labourChangeSchema>;

export interface LabourOperation {
  code: string;
  name: string;
  sac: string;
  ratePaise: number;
  gstRate: number;
  retired: boolean;
  /** Bumped by every change and retiring: a change names the version it was made from. */
  version: number;
}

/** The body of the 409 for a stale version: the words, and the operation as it is now. */
export interface LabourConflict {
  message: string;
  current: LabourOperation;
}

/** The form: the rate typed in rupees and the GST rate chosen as text, read for the schemas above. */
const typedRupees = z.string().transform((v) => paiseOfRupees(v) ?? Number.NaN);
const typedRate = z.string().transform((v) => (v.trim() === '' ? Number.NaN : Number(v)));
export const labourFormSchema = z.object({ code: z.string(), name: z.string(), sac: z.string(), ratePaise: typedRupees, gstRate: typedRate });
