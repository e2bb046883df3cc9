/**
 * What a message's placeholders say (src/contract/messages.ts), read when it is sent:
 * the customer's name and reference, what they asked for, the showroom with its address,
 * the booked time in IST ("27 Nov 2026 at 10:30 IST"), the booking's status and the
 * /track link. A change's own status and time, kept with the message when it was queued,
 * win over the booking as it is now, so each change's message says that change.
 */
import type { Queryable } from '../db/connect.ts';
import { readSiteSettings } from '../site/site-repository.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { formatIndianDate } from '#contract/ist-date.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { appointmentStatusLabels, type AppointmentStatus } from '#contract/appointment-api.ts';
import { slotOf } from '#contract/appointment-slots.ts';
import type { MessageValues } from '#contract/messages.ts';

interface LeadFacts {
  reference: string;
  kind: string;
  name: string;
  model: string;
  showroom_id: number | null;
  purpose: 'test-ride' | 'service' | null;
  starts_at: Date | string | null;
  status: AppointmentStatus | null;
}

/** '2026-11-27T05:00:00Z' -> '27 Nov 2026 at 10:30 IST'. */
export function istWhen(instant: Date | string): string {
  const slot = slotOf(new Date(instant));
  return `${formatIndianDate(slot.date)} at ${slot.time} IST`;
}

function whatOf(facts: LeadFacts): string {
  const model = facts.model ? modelDisplayName(facts.model) : '';
  if (facts.purpose === 'test-ride') return model ? `test ride of the ${model}` : 'test ride';
  if (facts.purpose === 'service') return model ? `service of your ${model}` : 'service booking';
  const label = (enquiryKinds as Record<string, { label: string } | undefined>)[facts.kind]?.label ?? 'enquiry';
  return `${label.toLowerCase()}${model ? ` (${model})` : ''}`;
}

export async function messageValues(
  db: Queryable, leadId: string, data: Record<string, unknown>, publicUrl: string,
): Promise<MessageValues | null> {
  const { rows } = await db.query<LeadFacts>(
    `SELECT l.kind, l.name, l.model, l.reference, COALESCE(a.showroom_id, l.showroom_id)::int AS showroom_id, a.purpose, a.starts_at, a.status
       FROM leads l LEFT JOIN appointments a ON a.id = l.id WHERE l.id = $1`,
    [leadId],
  );
  const facts = rows[0];
  if (!facts) return null;
  const site = await readSiteSettings(db);
  const showroom = site.showrooms.find((s) => s.id === facts.showroom_id);
  const startsAt = typeof data.startsAt === 'string' || data.startsAt === null ? (data.startsAt as string | null) : facts.starts_at;
  const status = (typeof data.status === 'string' ? data.status : facts.status) as AppointmentStatus | null;
  // The customer's reference, as the server made it (docs/security.md).
  const reference = facts.reference;
  const booking = facts.purpose !== null;
  return {
    name: facts.name || 'Customer',
    reference,
    what: whatOf(facts),
    where: showroom ? `${showroom.name}, ${showroom.address}` : site.dealerName,
    when: startsAt ? istWhen(startsAt) : booking ? 'the showroom will call you to fix a time' : 'our team will call you soon',
    status: status ? (appointmentStatusLabels[status] ?? status) : 'Received',
    trackLink: `${publicUrl}/track?reference=${reference}`,
    dealer: site.dealerName,
  };
}
