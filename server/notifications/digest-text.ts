/**
 * The words of the morning digest (docs/notifications.md "Morning digest"): what a person
 * reads on their phone before the showroom opens. Times are IST as "25 Nov 2026, 6:00 pm";
 * each follow-up links to its lead on the desk.
 */
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import { staffKindLabel } from '#contract/lead-kind-labels.ts';
import { formatIndianDate, formatIstClock, formatIstDateTime, istDateOf } from '#contract/ist-date.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { formatPaise } from '#contract/payments.ts';
import type { DigestMoney } from './digest-money.ts';

export interface DigestFollowUp {
  id: string;
  reference: string;
  name: string;
  mobile: string;
  kind: EnquiryKind;
  model: string;
  dueAt: Date;
  ownerId: string | null;
  ownerName: string;
}

export interface DigestAppointment {
  purpose: 'test-ride' | 'service';
  startsAt: Date;
  showroom: string;
  name: string;
  mobile: string;
  model: string;
  status: string;
}

export interface DigestContent {
  person: { userId: string; name: string };
  /** The IST day (YYYY-MM-DD). */
  day: string;
  followUps: readonly DigestFollowUp[];
  appointments: readonly DigestAppointment[];
  dealer: string;
  publicUrl: string;
  /** Yesterday's booking amounts received and refunds: Owners' digests only. */
  money?: DigestMoney;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function followUpLine(f: DigestFollowUp, content: DigestContent): string {
  const late = istDateOf(f.dueAt) < content.day ? ' (overdue)' : '';
  const what = [staffKindLabel(f.kind), f.model ? modelDisplayName(f.model) : ''].filter(Boolean).join(', ');
  const owner = f.ownerId === null ? 'nobody yet' : f.ownerId === content.person.userId ? 'you' : f.ownerName || f.ownerId;
  return [
    `- ${formatIstDateTime(f.dueAt)}${late}: ${f.name || 'No name'}, ${f.mobile || 'no mobile'}, ${what}; reference ${f.reference}; owner: ${owner}`,
    `  ${content.publicUrl}/admin/leads/${f.id}`,
  ].join('\n');
}

function appointmentLine(a: DigestAppointment): string {
  const what = a.purpose === 'service' ? 'Service' : `Test ride${a.model ? ` of the ${modelDisplayName(a.model)}` : ''}`;
  return `- ${formatIstClock(a.startsAt)}, ${a.showroom}: ${what}; ${a.name || 'No name'}, ${a.mobile || 'no mobile'}${a.status === 'booked' ? '' : ` (${a.status})`}`;
}

function moneyLines(m: DigestMoney): string[] {
  const received = m.onlinePaise + m.counterPaise;
  const count = m.onlineCount + m.counterCount;
  return [
    `Booking amounts yesterday, ${formatIndianDate(m.day)}:`,
    count === 0
      ? '- Received: nothing'
      : `- Received: ${formatPaise(received)} from ${plural(count, 'payment', 'payments')} (online ${formatPaise(m.onlinePaise)}, at the counter ${formatPaise(m.counterPaise)})`,
    m.refundCount === 0 ? '- Refunded: nothing' : `- Refunded: ${formatPaise(m.refundedPaise)} in ${plural(m.refundCount, 'refund', 'refunds')}`,
  ];
}

export function digestSubject(content: DigestContent): string {
  return `Your day, ${formatIndianDate(content.day)}: ${plural(content.followUps.length, 'follow-up', 'follow-ups')}, ${plural(content.appointments.length, 'appointment', 'appointments')}`;
}

export function digestBody(content: DigestContent): string {
  const lines = [`Good morning ${content.person.name || content.person.userId},`, ''];
  lines.push(`Follow-ups due today and overdue (${content.followUps.length}):`);
  lines.push(...(content.followUps.length ? content.followUps.map((f) => followUpLine(f, content)) : ['- None']));
  lines.push('', `Appointments today, ${formatIndianDate(content.day)} (${content.appointments.length}):`);
  lines.push(...(content.appointments.length ? content.appointments.map(appointmentLine) : ['- None']));
  if (content.money) lines.push('', ...moneyLines(content.money));
  lines.push('', `The lead desk: ${content.publicUrl}/admin/leads`, '', content.dealer);
  return lines.join('\n');
}
