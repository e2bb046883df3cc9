/**
 * The lead desk's API: paths, query and body schemas, and what the server answers. The
 * desk syncs a device copy with `changes` and records work with `events` (through the
 * outbox, the event id as Idempotency-Key); `list` and `summary` serve online screens;
 * `track` is the customer's public status lookup.
 */
import { z } from 'zod';
import { enquiryKindIds, type EnquiryKind } from './enquiry-kinds.ts';
import { numberFromText, showroomMessage } from './fields.ts';
import type { LeadEventType } from './lead-events.ts';
import type { LeadConflict, LeadState } from './lead-state.ts';
import { allStatusIds, type CustomerStatus, type FunnelStep } from './lead-statuses.ts';
import type { StoredLeadQuote } from './lead-quote.ts';
import { referencePattern } from './lead-reference.ts';
import { normalizeIndianMobile } from './mobile.ts';
import { showroomIds, type ShowroomId } from './site.ts';

const seg = (value: string) => encodeURIComponent(value);

export const leadPaths = {
  changes: '/api/leads/changes',
  list: '/api/leads',
  events: (leadId: string) => `/api/leads/${seg(leadId)}/events`,
  summary: '/api/leads/summary',
  staff: '/api/staff',
  staffStatus: (userId: string) => `/api/staff/${seg(userId)}/status`,
  track: '/api/track',
} as const;

/** The desk's tabs (README "Admin API": Today = new, due today, overdue). */
export const leadTabs = [
  { id: 'today', label: 'Today' },
  { id: 'open', label: 'Open' },
  { id: 'closed', label: 'Closed' },
] as const;
export type LeadTab = (typeof leadTabs)[number]['id'];

/** How long closed leads stay on a device. */
export const closedLeadsKeptDays = 30;

const showroomParam = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === 'none' ? 'none' : numberFromText(v)),
  z.union([z.literal('none'), ...showroomIds.map((id) => z.literal(id))] as unknown as [z.ZodLiteral<'none'>, ...z.ZodLiteral<ShowroomId>[]]).optional(),
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
  /**
   * Flagged events of this lead not yet settled: `by`/`byName` made the flagged event,
   * `theirBy`/`theirByName` made the change it overrode.
   */
  conflicts: (LeadConflict & { eventId: string; by: string; byName: string; theirByName: string })[];
}

export interface LeadEventRecord {
  id: string;
  leadId: string;
  type: LeadEventType;
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
  /** Every event of the leads answered (their whole timelines, so a lead new to the device arrives complete). */
  events: LeadEventRecord[];
  /** More changes wait: ask again with the new cursor at once. */
  more: boolean;
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

/** POST /api/staff: a new staff account. */
export const staffCreateSchema = z.object({
  userId: z.string({ error: 'Please enter a user ID' }).trim().min(3, 'User ID is 3 to 32 letters, digits, dots, dashes or underscores').max(32, 'User ID is 3 to 32 letters, digits, dots, dashes or underscores')
    .regex(/^[A-Za-z0-9._-]+$/, 'User ID is 3 to 32 letters, digits, dots, dashes or underscores'),
  userName: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(120),
  mobileNo: z.string({ error: 'Please enter a mobile number' }).trim().regex(/^\d{10}$/, 'Mobile number must be 10 digits'),
  showroomId: z.preprocess((v) => (v === '' || v === null || v === undefined ? null : numberFromText(v)), z.union(showroomIds.map((id) => z.literal(id)) as unknown as [z.ZodLiteral<ShowroomId>], { error: showroomMessage }).nullable()),
  password: z.string({ error: 'Please enter a first password' }).min(8, 'Password must be at least 8 characters').max(128),
});
export type StaffCreateBody = z.input<typeof staffCreateSchema>;

export const staffStatusSchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

export interface StaffRecord {
  userId: string;
  userName: string;
  mobileNo: string;
  showroomId: ShowroomId | null;
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

/** What /track shows, nothing else (README "Public API": the status in customer words and the showroom). */
export interface TrackAnswer {
  status: CustomerStatus;
  showroom: string | null;
}

export const trackNotFoundMessage = 'No request found';

export type { EnquiryKind };
