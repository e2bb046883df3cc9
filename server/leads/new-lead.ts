/**
 * What a new lead starts with, from its enquiry (docs/lead-desk.md): the
 * showroom the visitor chose (or none), the first-response due time in working hours
 * (src/contract/lead-sla.ts, the one implementation, also for leads made from existing
 * enquiries by the migration), and what the desk lists and searches: the name, the mobile
 * as the 10 digits a showroom dials where it is one, and the model's display name.
 */
import { normalizeIndianMobile } from '#contract/mobile.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { slaDueAt } from '#contract/lead-sla.ts';
import { showroomIdOf, type ShowroomId } from '#contract/site.ts';
import { isLanguage, type Language } from '#contract/language.ts';

interface EnquiryForLead {
  createdAt: Date;
  payload: Record<string, unknown>;
  /** The enquiry's indexed columns (server/enquiries/repository.ts). */
  name: string;
  mobile: string;
  model: string;
}

export interface NewLeadColumns {
  showroomId: ShowroomId | null;
  slaDueAt: Date;
  name: string;
  mobile: string;
  model: string;
  /** The language the customer's messages are written in. */
  language: Language;
  /** The words of a ticked WhatsApp and SMS updates box, agreed when the lead is made; '' for none. */
  updatesConsent: string;
}

/**
 * `language`: the form's own (the body's `language`), else the one the visit was in
 * (a body queued before forms sent it), else English.
 */
export function newLeadColumns(enquiry: EnquiryForLead, slaHours: number, visitLanguage?: Language): NewLeadColumns {
  const mobile = enquiry.mobile.trim();
  const { language, updatesConsent } = enquiry.payload;
  return {
    // Service, product and finance forms send preferredShowroom; absent, '' or unknown is none.
    showroomId: showroomIdOf(enquiry.payload.preferredShowroom),
    slaDueAt: slaDueAt(enquiry.createdAt, slaHours),
    name: enquiry.name.trim(),
    mobile: normalizeIndianMobile(mobile) ?? mobile,
    model: modelDisplayName(enquiry.model),
    language: isLanguage(language) ? language : (visitLanguage ?? 'en'),
    updatesConsent: typeof updatesConsent === 'string' ? updatesConsent : '',
  };
}
