/**
 * The lead registry (docs/lead-desk.md): every enquiry kind belongs to a group, each
 * group has its statuses in the order a lead moves through them, and each status has the
 * words staff read, the words the customer reads on /track, whether the lead is still open,
 * whether closing with it needs a reason, and which funnel step it counts as. The server's
 * projection, the desk, the reports, the dashboard funnel and /track all read this table.
 */
import type { EnquiryKind } from './enquiry-kinds.ts';

export const leadGroupIds = ['sales', 'service', 'other'] as const;
export type LeadGroup = (typeof leadGroupIds)[number];

/** What /track shows: never staff words, never more than this. */
export const customerStatusWords = [
  'Received', 'We have called you', 'Test ride booked', 'Booked', 'Completed', 'Closed',
] as const;
export type CustomerStatus = (typeof customerStatusWords)[number];

/** Dashboard funnel steps (last 30 days per showroom); a status counts for its step and those before it. */
export const funnelSteps = ['contacted', 'testRide', 'booked', 'delivered'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/**
 * Every stored status id. A new status starts here: the compiler then asks for its words
 * (`leadGroups`) wherever a group lists it, and the reports' status filter follows.
 */
export const leadStatusIds = [
  'new', 'contacted', 'test_ride', 'ride_cancelled', 'booked', 'delivered', 'lost',
  'confirmed', 'done', 'cancelled', 'in_progress', 'closed',
] as const;
type LeadStatusId = (typeof leadStatusIds)[number];

interface LeadStatusSpec {
  /** Stored value. */
  id: LeadStatusId;
  /** What staff read. */
  label: string;
  /** What the customer reads on /track. */
  customer: CustomerStatus;
  /** Open leads are worked (Today and Open tabs); the others are closed. */
  open: boolean;
  /** Lost and Cancelled ask for a reason. */
  needsReason: boolean;
  /** The furthest funnel step a lead in this status has reached (sales only). */
  funnel?: FunnelStep;
}

function status(id: LeadStatusId, label: string, customer: CustomerStatus, extra: Partial<LeadStatusSpec> = {}): LeadStatusSpec {
  return { id, label, customer, open: true, needsReason: false, ...extra };
}

export const newStatus: LeadStatusId = 'new';

export const leadGroups: Record<LeadGroup, { label: string; statuses: readonly LeadStatusSpec[] }> = {
  sales: {
    label: 'Sales',
    statuses: [
      status(newStatus, 'New', 'Received'),
      status('contacted', 'Contacted', 'We have called you', { funnel: 'contacted' }),
      status('test_ride', 'Test ride booked', 'Test ride booked', { funnel: 'testRide' }),
      // Open: a customer who called off the ride is still a buyer to call back. Set by the
      // customer's own cancellation on /track (lead-customer-change.ts) or by staff.
      status('ride_cancelled', 'Test ride cancelled', 'Received'),
      status('booked', 'Booked', 'Booked', { funnel: 'booked' }),
      status('delivered', 'Delivered', 'Completed', { open: false, funnel: 'delivered' }),
      status('lost', 'Lost', 'Closed', { open: false, needsReason: true }),
    ],
  },
  service: {
    label: 'Service',
    statuses: [
      status(newStatus, 'New', 'Received'),
      status('confirmed', 'Confirmed', 'Booked'),
      status('done', 'Done', 'Completed', { open: false }),
      status('cancelled', 'Cancelled', 'Closed', { open: false, needsReason: true }),
    ],
  },
  other: {
    label: 'Other',
    statuses: [
      status(newStatus, 'New', 'Received'),
      status('in_progress', 'In progress', 'We have called you'),
      status('closed', 'Closed', 'Closed', { open: false }),
    ],
  },
};

/** Which group each enquiry kind's leads belong to. */
export const kindGroups: Record<EnquiryKind, LeadGroup> = {
  product: 'sales',
  finance: 'sales',
  offer: 'sales',
  joyclub: 'sales',
  service: 'service',
  amc: 'service',
  warranty: 'service',
  contact: 'other',
  feedback: 'other',
  career: 'other',
  optin: 'other',
};

/** Why a lead was lost or cancelled; 'other' needs a text. */
export const closeReasons = [
  { id: 'not_reachable', label: 'Not reachable' },
  { id: 'price', label: 'Price' },
  { id: 'bought_elsewhere', label: 'Bought elsewhere' },
  { id: 'finance_rejected', label: 'Finance rejected' },
  { id: 'not_interested', label: 'Not interested' },
  { id: 'customer_cancelled', label: 'Cancelled by the customer' },
  { id: 'other', label: 'Other' },
] as const;
export type CloseReason = (typeof closeReasons)[number]['id'];
export const closeReasonIds = closeReasons.map((r) => r.id) as [CloseReason, ...CloseReason[]];

/** The outcome staff log after a call or a WhatsApp message. */
export const callOutcomes = [
  { id: 'reached', label: 'Reached' },
  { id: 'no_answer', label: 'No answer' },
  { id: 'busy', label: 'Busy' },
  { id: 'wrong_number', label: 'Wrong number' },
] as const;
type CallOutcome = (typeof callOutcomes)[number]['id'];
export const callOutcomeIds = callOutcomes.map((o) => o.id) as [CallOutcome, ...CallOutcome[]];

export const callChannels = [
  { id: 'phone', label: 'Call' },
  { id: 'whatsapp', label: 'WhatsApp' },
] as const;
export type CallChannel = (typeof callChannels)[number]['id'];
export const callChannelIds = callChannels.map((c) => c.id) as [CallChannel, ...CallChannel[]];

export function groupOfKind(kind: EnquiryKind): LeadGroup {
  return kindGroups[kind];
}

export function statusSpec(group: LeadGroup, statusId: string): LeadStatusSpec | undefined {
  return leadGroups[group].statuses.find((s) => s.id === statusId);
}

export function statusLabel(group: LeadGroup, statusId: string): string {
  return statusSpec(group, statusId)?.label ?? statusId;
}

export function isOpenStatus(group: LeadGroup, statusId: string): boolean {
  return statusSpec(group, statusId)?.open ?? true;
}

/** Every status id of every group that counts as open / closed (for SQL filters). */
export function statusIdsWhere(open: boolean): string[] {
  const ids = new Set<string>();
  for (const g of leadGroupIds) for (const s of leadGroups[g].statuses) if (s.open === open) ids.add(s.id);
  return [...ids];
}

/** Every status id in any group (for the report status filter). */
export const allStatusIds: LeadStatusId[] = [...new Set(leadGroupIds.flatMap((g) => leadGroups[g].statuses.map((s) => s.id)))];

/**
 * The funnel steps a lead in this status has reached: its own step and those before it.
 * Stored by id (leads.funnel_reached), so inserting a step later relabels no stored lead.
 */
export function funnelReachedBy(group: LeadGroup, statusId: string): FunnelStep[] {
  const step = statusSpec(group, statusId)?.funnel;
  return step ? funnelSteps.slice(0, funnelSteps.indexOf(step) + 1) : [];
}

/**
 * The status rule: a lead moves to any other status of its own group except back to New
 * (New is only where a lead starts). Any order is allowed because two tablets that were
 * offline must both be able to apply what they recorded (docs/lead-desk.md "Conflicts");
 * closing as Lost/Cancelled needs a reason, 'Other' needs a text.
 */
export function statusMoveError(
  group: LeadGroup,
  to: string,
  reason: string | undefined,
  reasonText: string | undefined,
): string | undefined {
  const target = statusSpec(group, to);
  if (!target) return `Status must be one of: ${leadGroups[group].statuses.filter((s) => s.id !== newStatus).map((s) => s.label).join(', ')}`;
  if (target.id === newStatus) return 'A lead cannot be moved back to New';
  if (target.needsReason && !reason) return `Please choose why the lead is ${target.label.toLowerCase()}`;
  if (!target.needsReason && reason) return `${target.label} takes no reason`;
  if (reason === 'other' && !reasonText?.trim()) return 'Please write the reason';
  return undefined;
}
