/**
 * The Web Push alerts a lead caused, for its page beside the customer's messages
 * (docs/notifications.md "Web Push"): how many staff devices were alerted and how each
 * fared, in counts and the push service's reasons, never the devices' addresses.
 *
 * - GET /api/leads/{id}/staff-alerts
 */
import { seg } from './api-paths.ts';
import { formatIstDateTime } from './ist-date.ts';

export const leadStaffAlertPaths = {
  leadStaffAlerts: (leadId: string) => `/api/leads/${seg(leadId)}/staff-alerts`,
} as const;

export interface LeadStaffAlerts {
  /** Devices an alert was queued for. */
  devices: number;
  sent: number;
  /** Queued, or waiting to try again. */
  waiting: number;
  failed: number;
  /** When the last one was taken by the push service (ISO), null before any. */
  lastSentAt: string | null;
  /** The reasons of failed ones and of those waiting to try again, each once. */
  reasons: string[];
}

const devicesText = (n: number) => (n === 1 ? '1 staff device' : `${n} staff devices`);

/** The alerts in plain words, one line each: what was sent, what waits, what failed and why. */
export function staffAlertLines(a: LeadStaffAlerts): string[] {
  if (a.devices === 0) return ['No staff device was alerted: none had switched alerts on for this lead.'];
  const lines: string[] = [];
  if (a.sent > 0) lines.push(`Alert sent to ${devicesText(a.sent)}${a.lastSentAt ? `, ${formatIstDateTime(a.lastSentAt)}` : ''}.`);
  if (a.waiting > 0) lines.push(`Alert waiting to send to ${devicesText(a.waiting)}.`);
  if (a.failed > 0) lines.push(`Alert not delivered to ${devicesText(a.failed)}.`);
  if (a.reasons.length > 0) lines.push(`Why: ${a.reasons.join('; ')}`);
  return lines;
}
