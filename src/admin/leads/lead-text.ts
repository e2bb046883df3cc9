/**
 * How the desk words a lead: human labels for kinds, statuses, showrooms and owners,
 * dates and times in IST as "23 Nov 2026, 10:05", ages as "3 h" or "2 days".
 */
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import { staffKindLabel } from '#contract/lead-kind-labels.ts';
import type { LeadRecord, StaffRecord } from '#contract/lead-api.ts';
import { formatIndianDate, formatIstDateTime, istDateOf } from '#contract/ist-date.ts';
import type { ConflictField, LeadState } from '#contract/lead-state.ts';
import { statusLabel } from '#contract/lead-statuses.ts';
import { site } from '#contract/site.ts';
import { showroomPlaceIn, type SiteShowroom } from '#contract/site-settings.ts';


export function kindLabel(kind: EnquiryKind): string {
  return staffKindLabel(kind);
}

/** '23 Nov 2026, 10:05 am' (IST). */
export function istDateTime(iso: string): string {
  return formatIstDateTime(iso);
}

export function istDay(iso: string): string {
  return formatIndianDate(istDateOf(iso));
}

/** How long ago a lead came in. */
export function ageText(createdAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A lead's showroom as staff read it, named as Manage > Site names it (`useSiteSettings().settings.showrooms`). */
export function showroomText(id: number | null, showrooms: readonly SiteShowroom[]): string {
  return showroomPlaceIn(showrooms, id) || 'Unassigned';
}

export function ownerText(ownerId: string | null, staff: readonly StaffRecord[], known = ''): string {
  if (!ownerId) return 'Nobody';
  return staff.find((s) => s.userId === ownerId)?.userName || known || ownerId;
}

/** A conflicting field's value as staff read it. */
export function fieldValueText(
  field: ConflictField, value: unknown, lead: Pick<LeadState, 'group'>, staff: readonly StaffRecord[], showrooms: readonly SiteShowroom[],
): string {
  switch (field) {
    case 'status':
      return statusLabel(lead.group, String(value));
    case 'ownerId':
      return ownerText(typeof value === 'string' ? value : null, staff);
    case 'showroomId':
      return showroomText(typeof value === 'number' ? value : null, showrooms);
    case 'nextFollowUpAt':
      return typeof value === 'string' ? istDateTime(value) : 'None';
  }
}

/** The WhatsApp greeting naming the model: wa.me takes the number with the country code and no '+'. */
export function whatsappHref(lead: Pick<LeadRecord, 'mobile' | 'name'>, model: string): string {
  const digits = lead.mobile.replace(/\D/g, '').slice(-10);
  const first = lead.name.trim().split(/\s+/)[0] ?? '';
  const about = model ? ` about the ${model}` : '';
  const text = `Hello ${first}, this is ${site.groupName}. Thank you for your enquiry${about}. How can we help you?`;
  return `https://wa.me/91${digits}?text=${encodeURIComponent(text)}`;
}
