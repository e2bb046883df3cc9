/**
 * What a customer's message says, read when it is sent (docs/notifications.md), in the
 * language the customer filled the form in: the name and reference, what they asked for,
 * the showroom with its address and phone, the booked time in IST ("27 Nov 2026 at 10:30
 * IST", "27 नवंबर 2026 को सुबह 10:30 बजे"), the booking's status, the /track link, and for a
 * booked time its calendar file. The showroom's and dealer's details are the dealer's own,
 * from Manage > Site (the site settings as stored), never from code. A change's own status
 * and time, kept with the message when it was queued, win over the booking as it is now,
 * so each change's message says that change.
 */
import type { Queryable } from '../db/connect.ts';
import { readSiteSettings } from '../site/site-repository.ts';
import type { SiteSettings, SiteShowroom } from '#contract/site-settings.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import type { AppointmentStatus } from '#contract/appointment-api.ts';
import { slotOf, type AppointmentPurpose } from '#contract/appointment-slots.ts';
import type { CalendarBooking } from '#contract/booking-ics.ts';
import { isLanguage, type Language } from '#contract/language.ts';
import type { MessageValues } from '#contract/messages.ts';
import { messageWords } from '#contract/message-words.ts';

interface LeadFacts {
  reference: string;
  kind: string;
  name: string;
  model: string;
  language: string;
  showroom_id: number | null;
  purpose: AppointmentPurpose | null;
  starts_at: Date | string | null;
  status: AppointmentStatus | null;
}

/** The job card's and the vehicle booking's placeholders, empty in a lead's own messages. */
export const noJobCardValues = { registration: '', items: '', total: '', hours: '', chassis: '' } as const;

/** A message ready for its channel's template. */
export interface LeadMessage {
  values: MessageValues;
  language: Language;
  /** A booked time's calendar file (the e-mail carries it); null for anything else. */
  calendar: Omit<CalendarBooking, 'uidDomain'> | null;
}

/** The phone a customer calls about this: the showroom's service line for a service, its sales line otherwise; the office's without a showroom. */
export function phoneFor(site: SiteSettings, showroom: SiteShowroom | undefined, purpose: AppointmentPurpose | null): string {
  const service = purpose === 'service';
  if (showroom) return service ? showroom.serviceNo : showroom.salesNo;
  return service ? site.office.servicePhone : site.office.salesPhone;
}

export async function messageOfLead(
  db: Queryable, leadId: string, data: Record<string, unknown>, publicUrl: string,
): Promise<LeadMessage | null> {
  const { rows } = await db.query<LeadFacts>(
    `SELECT l.kind, l.name, l.model, l.reference, l.language, COALESCE(a.showroom_id, l.showroom_id)::int AS showroom_id,
            a.purpose, a.starts_at, a.status
       FROM leads l LEFT JOIN appointments a ON a.id = l.id WHERE l.id = $1`,
    [leadId],
  );
  const facts = rows[0];
  if (!facts) return null;
  const language: Language = isLanguage(facts.language) ? facts.language : 'en';
  const words = messageWords[language];
  const site = await readSiteSettings(db);
  const showroom = site.showrooms.find((s) => s.id === facts.showroom_id);
  const startsAt = typeof data.startsAt === 'string' || data.startsAt === null ? (data.startsAt as string | null) : facts.starts_at;
  const status = (typeof data.status === 'string' ? data.status : facts.status) as AppointmentStatus | null;
  // The customer's reference, as the server made it (docs/security.md).
  const reference = facts.reference;
  const booking = facts.purpose !== null;
  const slot = startsAt ? slotOf(new Date(startsAt)) : null;
  const phone = phoneFor(site, showroom, facts.purpose);
  const values: MessageValues = {
    name: facts.name || words.customer,
    reference,
    what: words.what({ kind: facts.kind, model: facts.model ? modelDisplayName(facts.model) : '', purpose: facts.purpose }),
    where: showroom ? `${showroom.name}, ${showroom.address}` : site.dealerName,
    when: slot ? words.when(slot.date, slot.time) : words.noTime(booking),
    status: words.status(status),
    trackLink: `${publicUrl}/track?reference=${reference}`,
    dealer: site.dealerName,
    phone,
    ...noJobCardValues,
  };
  const calendar = slot && showroom && facts.purpose && status !== 'cancelled'
    ? { reference, purpose: facts.purpose, showroom: { name: showroom.name, address: showroom.address, phone }, date: slot.date, time: slot.time, language }
    : null;
  return { values, language, calendar };
}
