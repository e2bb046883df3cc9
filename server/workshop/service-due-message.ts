/**
 * What a service reminder says, read when it is sent (docs/workshop.md "Reminders"): the
 * facts kept with the message when it was queued (the vehicle, what falls due and when, the
 * customer's name and language, the showroom of the vehicle's latest visit), the showroom's
 * name, address and service phone as Manage > Site has them now. {reference} is the
 * registration number: that is what the customer knows the vehicle by.
 */
import type { Queryable } from '../db/connect.ts';
import { readSiteSettings } from '../site/site-repository.ts';
import { formatIndianDateIn } from '#contract/ist-date.ts';
import { isLanguage, type Language } from '#contract/language.ts';
import { messageWords } from '#contract/message-words.ts';
import { serviceDueWhat } from '#contract/service-due-words.ts';
import { dueKindNames, type DueKindName } from '#contract/service-reminders.ts';
import { noJobCardValues, phoneFor, type LeadMessage } from '../notifications/message-values.ts';

/** What the reminder run keeps with each message (customer_messages.data). */
export interface ServiceDueFacts {
  kind: DueKindName;
  registration: string;
  dueOn: string;
  daysBefore: number;
  customerName: string;
  language: Language;
  showroomId: number;
}

function factsOf(data: Record<string, unknown>): ServiceDueFacts | null {
  const kind = dueKindNames.find((k) => k === data.kind);
  if (!kind || typeof data.registration !== 'string' || typeof data.dueOn !== 'string') return null;
  return {
    kind, registration: data.registration, dueOn: data.dueOn, daysBefore: Number(data.daysBefore),
    customerName: typeof data.customerName === 'string' ? data.customerName : '',
    language: isLanguage(data.language) ? data.language : 'en',
    showroomId: Number(data.showroomId),
  };
}

export async function messageOfServiceDue(db: Queryable, data: Record<string, unknown>, publicUrl: string): Promise<LeadMessage | null> {
  const facts = factsOf(data);
  if (!facts) return null;
  const { language } = facts;
  const site = await readSiteSettings(db);
  const showroom = site.showrooms.find((s) => s.id === facts.showroomId);
  return {
    language,
    calendar: null,
    values: {
      ...noJobCardValues,
      registration: facts.registration,
      name: facts.customerName || messageWords[language].customer,
      reference: facts.registration,
      what: serviceDueWhat[language][facts.kind](facts.registration),
      where: showroom ? `${showroom.name}, ${showroom.address}` : site.dealerName,
      when: formatIndianDateIn(language, facts.dueOn),
      status: '',
      trackLink: `${publicUrl}/track`,
      dealer: site.dealerName,
      phone: phoneFor(site, showroom, 'service'),
    },
  };
}
