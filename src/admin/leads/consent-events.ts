/**
 * The customer's WhatsApp and SMS consent as lines of the lead's timeline
 * (docs/notifications.md "Consent"): agreed on the form, with the exact words they were
 * shown, and stopped on /track. They come with the lead itself, so the desk shows them offline too.
 */
import type { LeadRecord } from '#contract/lead-api.ts';
import type { TimelineExtra } from './booking-events.ts';

const byCustomer = 'Customer';

export function consentEvents(lead: Pick<LeadRecord, 'id' | 'updates'>): TimelineExtra[] {
  const updates = lead.updates;
  if (!updates) return [];
  const agreed: TimelineExtra = {
    id: `${lead.id}:updates-agreed`,
    at: updates.agreedAt,
    text: `Agreed to WhatsApp and SMS updates on the form: “${updates.wording.replace(/\n/g, ' ')}”`,
    byName: byCustomer,
  };
  if (!updates.withdrawnAt) return [agreed];
  return [agreed, { id: `${lead.id}:updates-stopped`, at: updates.withdrawnAt, text: 'Stopped WhatsApp and SMS updates on the Track your request page', byName: byCustomer }];
}
