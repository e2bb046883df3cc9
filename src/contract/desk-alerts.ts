/**
 * The desks' alerts (docs/notifications.md): every open admin screen asks for the leads
 * that came in since it last asked, every few seconds, so staff learn of a new enquiry or
 * booking within seconds: a toast, the count in the page title, the app icon's badge, an
 * optional sound. Only the leads the person may see (server/auth/staff-scope.ts). The same
 * ask brings the customers' own booking changes on /track (cancelled, moved) to the lead's
 * owner, or to everyone who sees the lead while nobody owns it.
 */
import { z } from 'zod';
import { customerChangeText } from './lead-customer-change.ts';
import type { CustomerBookingData } from './lead-events.ts';
import { groupOfKind, type LeadGroup } from './lead-statuses.ts';
import type { EnquiryKind } from './enquiry-kinds.ts';

export const deskAlertPaths = {
  alerts: '/api/leads/alerts',
} as const;

/** How often an open desk asks (the promise: shown within 5 seconds). */
export const deskAlertEveryMs = 3000;

/** The furthest back a desk may ask: a desk that slept longer catches up through its sync. */
export const deskAlertWindowMs = 15 * 60_000;

export const deskAlertQuerySchema = z.object({
  since: z.string({ error: 'since: must be a time' }).max(40, { message: 'since: must be a time', abort: true })
    .refine((v) => Number.isFinite(Date.parse(v)), 'since: must be a time like 2026-11-23T06:00:00.000Z'),
});

export interface DeskAlertLead {
  id: string;
  reference: string;
  kind: string;
  name: string;
  model: string;
  showroomId: number | null;
  createdAt: string;
  /** A booked test ride or service (it has an appointment). */
  booking: boolean;
}

/** A customer's own change of a booking on /track (the lead's `booking` event). */
export interface DeskAlertChange extends Pick<CustomerBookingData, 'change' | 'date' | 'time'> {
  /** The lead event's id (the booking change's). */
  id: string;
  leadId: string;
  reference: string;
  kind: string;
  name: string;
  model: string;
  showroomId: number | null;
  /** When the customer made it (ISO). */
  at: string;
}

export interface DeskAlertAnswer {
  /** The server's time: the next ask's `since` (a device's own clock may be off). */
  now: string;
  leads: DeskAlertLead[];
  /** Newest first. Absent from servers before these alerts. */
  changes?: DeskAlertChange[];
}

/** The toast's words for one new lead. */
export function alertTitle(lead: Pick<DeskAlertLead, 'booking' | 'name'>): string {
  return `${lead.booking ? 'New booking' : 'New lead'}: ${lead.name || 'No name'}`;
}

const changedWords: Record<LeadGroup, string> = { sales: 'Test ride', service: 'Service booking', other: 'Booking' };

/** The toast's words for a customer's change: 'Test ride cancelled: Kavya Sharma'. */
export function changeAlertTitle(change: Pick<DeskAlertChange, 'change' | 'kind' | 'name'>): string {
  const what = changedWords[groupOfKind(change.kind as EnquiryKind)] ?? changedWords.other;
  return `${what} ${change.change === 'cancelled' ? 'cancelled' : 'moved'} by the customer: ${change.name || 'No name'}`;
}

/** What the change was, as the timeline says it: 'Customer moved the test ride to 28 Nov 2026, 10:30 am'. */
export function changeAlertText(change: Pick<DeskAlertChange, 'change' | 'kind' | 'date' | 'time'>): string {
  return customerChangeText(groupOfKind(change.kind as EnquiryKind) ?? 'other', change);
}
