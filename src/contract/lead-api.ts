/**
 * The lead desk's API: paths, query and body schemas, and what the server answers. The
 * desk syncs a device copy with `changes` and records work with `events` (through the
 * outbox, the event id as Idempotency-Key); `list` and `summary` serve online screens;
 * `track` is the customer's public status lookup.
 */
import { z } from 'zod';
import { enquiryKindIds, type EnquiryKind } from './enquiry-kinds.ts';
import { showroomIdField } from './fields.ts';
import type { StoredEventType } from './lead-events.ts';
import type { LeadConflict, LeadState } from './lead-state.ts';
import { allStatusIds, type CustomerStatus, type FunnelStep } from './lead-statuses.ts';
import type { StoredLeadQuote } from './lead-quote.ts';
import { referencePattern } from './lead-reference.ts';
import { normalizeIndianMobile } from './mobile.ts';
import type { ShowroomId } from './site.ts';
import { staffRoles, type StaffRole } from './staff-roles.ts';
import type { Language } from './language.ts';
import type { UpdatesConsent } from './updates-consent.ts';

const seg = (value: string) => encodeURIComponent(value);

export const leadPaths = {
  changes: '/api/leads/changes',
  list: '/api/leads',
  events: (leadId: string) => `/api/leads/${seg(leadId)}/events`,
  summary: '/api/leads/summary',
  staff: '/api/staff',
  staffAccount: (userId: string) => `/api/staff/${seg(userId)}`,
  staffStatus: (userId: string) => `/api/staff/${seg(userId)}/status`,
  track: '/api/track',
} as const;

/** The desk's tabs (docs/api-admin.md: Today = new, due today, overdue). */
export const leadTabs = [
  { id: 'today', label: 'Today' },
  { id: 'open', label: 'Open' },
  { id: 'closed', label: 'Closed' },
] as const;
export type LeadTab = (typeof leadTabs)[number]['id'];

/** How long closed leads stay on a device. */
export const closedLeadsKeptDays = 30;

const showroomParam = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  z.union([z.literal('none'), showroomIdField()]).optional(),
);

/** GET /api/leads query: one page of a tab with the desk's filters. */
export const leadListQuerySchema = z.object({
  tab: z.enum(['today', 'open', 'closed']).default('open'),
  showroom: showroomParam,
  /** An owner's user id, or 'none' for unassigned. */
  owner: z.string().trim().max(64).optional(),
  kind: z.enum(enquiryKindIds).optional(),
  status: z.enum(allStatusIds as [string, ...string[]]).optional(),
  /** Name, mobile, model or reference, any part, ignoring case. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/**
 * A sync cursor, opaque to the device: '0' (first sync), 'N' (everything changed after
 * change number N) or 'H.P' (a first sync up to change number H, continuing after P).
 */
export const leadCursorPattern = /^\d{1,19}(?:\.\d{1,19})?$/;

/** GET /api/leads/changes query: everything after `since` (0 = a device's first sync). */
export const leadChangesQuerySchema = z.object({
  since: z.string().regex(leadCursorPattern, 'since must be a cursor from an earlier answer').default('0'),
  /** At most this many leads in one answer, each with all its events. */
  limit: z.coerce.number().int().min(1).max(2000).default(1000),
});

/** A lead as the desk shows it: its state plus what the customer sent. */
export interface LeadRecord extends LeadState {
  reference: string;
  name: string;
  mobile: string;
  email: string;
  /** The model's display name (never a slug), or ''. */
  model: string;
  /** The showroom the visitor chose, or null for any. */
  preferredShowroom: ShowroomId | null;
  /** A preferred visit or test-ride date (YYYY-MM-DD), or ''. */
  preferredDate: string;
  /** The validated enquiry as it was sent (field -> text), for the detail pane. */
  payload: Record<string, unknown>;
  /** The on-road quote a product enquiry carried ("Get this price from the showroom"), or null. */
  quote: StoredLeadQuote | null;
  ownerName: string;
  /** When the first response is due (SLA). */
  slaDueAt: string;
  /** The language the customer filled the form in (their messages are in it). Absent in copies kept before it was sent. */
  language?: Language;
  /** The customer's consent to WhatsApp and SMS updates from the booking form, or null (docs/notifications.md "Consent"). */
  updates?: UpdatesConsent | null;
  /**
   * Flagged events of this lead not yet settled: `by`/`byName` made the flagged event,
   * `theirBy`/`theirByName` made the change it overrode.
   */
  conflicts: (LeadConflict & { eventId: string; by: string; byName: string; theirByName: string })[];
}

export interface LeadEventRecord {
  id: string;
  leadId: string;
  /** Staff's events, and 'booking': the customer's own change of their booking (by 'customer'). */
  type: StoredEventType;
  data: Record<string, unknown>;
  /** When it happened on the device (ISO). */
  at: string;
  by: string;
  byName: string;
  /** When the server stored it (ISO). */
  receivedAt: string;
  /** The lead version this event produced. */
  version: number;
  conflicts: LeadConflict[];
  /** The event that settled this one's conflicts, if any. */
  resolvedBy: string | null;
  resolves: string | null;
}

/** POST /api/leads/{id}/events answers (201, a replay too): the lead after the event, and the event as stored. */
export interface LeadEventAnswer {
  lead: LeadRecord;
  event: LeadEventRecord;
}

export interface LeadChanges {
  /** Pass as `since` next time. */
  cursor: string;
  leads: LeadRecord[];
  /**
   * A first sync: every event of the leads answered. A delta: their events changed after
   * the cursor, and the whole timeline of a lead the device may never have held (moved to
   * another showroom, or closed long ago and touched again), so it arrives complete.
   */
  events: LeadEventRecord[];
  /** More changes wait: ask again with the new cursor at once. */
  more: boolean;
  /**
   * The account's role or showrooms changed since the device's cursor: this is a first
   * sync for what it may see now, and the device drops every lead and event it holds
   * (except its own changes still waiting) before storing it.
   */
  reset?: true;
}

export interface LeadListPage {
  data: LeadRecord[];
  totalRecords: number;
  totalPages: number;
}

export interface LeadSummary {
  newToday: number;
  dueToday: number;
  overdue: number;
  slaBreached: number;
  /** Last 30 days, per showroom (null = unassigned). */
  funnel: ({ showroomId: ShowroomId | null; leads: number; conversionPercent: number } & Record<FunnelStep, number>)[];
}

/** The most showrooms an account works for (migration 030's limit). */
const mostShowroomsOfAccount = 16;
/** An account's showrooms: distinct, in the order chosen. */
const showroomIdsField = z.preprocess(
  // A form's checkboxes give false (none ticked) or one value alone.
  (v) => (v === false ? [] : typeof v === 'string' || typeof v === 'number' ? [v] : v),
  z.array(showroomIdField(), { error: 'showroomIds must be a list of showrooms' }).max(mostShowroomsOfAccount).transform((ids) => [...new Set(ids)]),
);
const roleField = z.enum(staffRoles, { error: 'Please choose Owner, Manager, Sales or Service' });

/**
 * POST /api/staff: a new staff account. Its showrooms come as `showroomIds`, or as the
 * one `showroomId` earlier versions of the panel sent; its role is Sales unless told.
 */
export const staffCreateSchema = z.object({
  userId: z.string({ error: 'Please enter a user ID' }).trim().min(3, 'User ID is 3 to 32 letters, digits, dots, dashes or underscores').max(32, 'User ID is 3 to 32 letters, digits, dots, dashes or underscores')
    .regex(/^[A-Za-z0-9._-]+$/, 'User ID is 3 to 32 letters, digits, dots, dashes or underscores'),
  userName: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(120),
  mobileNo: z.string({ error: 'Please enter a mobile number' }).trim().regex(/^\d{10}$/, 'Mobile number must be 10 digits'),
  showroomId: z.preprocess((v) => (v === '' || v === null || v === undefined ? null : v), showroomIdField().nullable()).optional(),
  showroomIds: showroomIdsField.optional(),
  role: roleField.default('sales'),
  password: z.string({ error: 'Please enter a first password' }).min(8, 'Password must be at least 8 characters').max(128),
}).transform(({ showroomId, showroomIds: ids, ...rest }) => ({
  ...rest,
  showroomIds: ids ?? (showroomId ? [showroomId] : []),
}));
export type StaffCreateBody = z.input<typeof staffCreateSchema>;

/** PATCH /api/staff/{userId}: a new role, new showrooms, or both. */
export const staffUpdateSchema = z.object({
  role: roleField.optional(),
  showroomIds: showroomIdsField.optional(),
}).refine((b) => b.role !== undefined || b.showroomIds !== undefined, 'Please send role, showroomIds or both');
export type StaffUpdateBody = z.input<typeof staffUpdateSchema>;

export const staffStatusSchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

export interface StaffRecord {
  userId: string;
  userName: string;
  mobileNo: string;
  /** The first of `showroomIds`, or null (what earlier versions of the panel read). */
  showroomId: ShowroomId | null;
  showroomIds: ShowroomId[];
  role: StaffRole;
  active: boolean;
  createdAt: string;
}

/** POST /api/track: the customer's lookup. */
export const trackSchema = z.object({
  reference: z.string({ error: 'Please enter your reference' }).trim().max(20).transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .refine((v) => referencePattern.test(v), 'Reference is the 8 letters and digits you were given'),
  mobile: z.string({ error: 'Please enter your mobile number' }).max(24)
    .transform((v, ctx) => normalizeIndianMobile(v) ?? (ctx.addIssue({ code: 'custom', message: 'Please enter a 10-digit mobile number' }), z.NEVER)),
});

/** What /track shows, nothing else (docs/api-public.md: the status in customer words and the showroom). */
export interface TrackAnswer {
  status: CustomerStatus;
  showroom: string | null;
}

export const trackNotFoundMessage = 'No request found';

export type { EnquiryKind };
