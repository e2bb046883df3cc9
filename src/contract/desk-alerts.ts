/**
 * The desks' alerts (docs/notifications.md): every open admin screen asks for the leads
 * that came in since it last asked, every few seconds, so staff learn of a new enquiry or
 * booking within seconds: a toast, the count in the page title, the app icon's badge, an
 * optional sound. Only the leads the person may see (server/auth/staff-scope.ts).
 */
import { z } from 'zod';

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

export interface DeskAlertAnswer {
  /** The server's time: the next ask's `since` (a device's own clock may be off). */
  now: string;
  leads: DeskAlertLead[];
}

/** The toast's words for one new lead. */
export function alertTitle(lead: Pick<DeskAlertLead, 'booking' | 'name'>): string {
  return `${lead.booking ? 'New booking' : 'New lead'}: ${lead.name || 'No name'}`;
}
