/**
 * The customer's own change of a booking on /track, recorded on its lead in the change's
 * own transaction (docs/lead-desk.md "The customer's changes"): a `booking` event by the
 * customer (no staff author), whose status and follow-up src/contract/lead-customer-change.ts
 * decides, applied by the one reducer and synced to every desk like staff's events. Its id
 * is the booking change's, so a replayed change records nothing twice and the desk shows
 * one line for both. The lead row is locked after the booking's row; no path locks the two
 * the other way round, so they never wait on each other in a circle.
 */
import type { Queryable } from '../db/connect.ts';
import { customerAuthor, customerBookingContent, type CustomerBookingChange } from '#contract/lead-customer-change.ts';
import { applyLeadEvent } from '#contract/lead-state.ts';
import { funnelReachedBy } from '#contract/lead-statuses.ts';
import { bodyHash } from '../enquiries/body-hash.ts';
import { insertEvent, lockLead, nextChange, writeLeadState } from './lead-event-repository.ts';
import { needsWholeTimeline } from './record-lead-event.ts';

export async function recordCustomerBookingChange(
  tx: Queryable, leadId: string, change: CustomerBookingChange, eventId: string, at: Date,
): Promise<void> {
  const lead = await lockLead(tx, leadId);
  if (!lead) return;
  const content = customerBookingContent(lead, change, at);
  const next = applyLeadEvent(lead, { ...content, at: at.toISOString(), by: customerAuthor });
  const changeSeq = await nextChange(tx);
  const inserted = await insertEvent(tx, {
    id: eventId, leadId, content, baseVersion: lead.version, clientAt: at, at, author: null, receivedAt: at,
    version: next.version, conflicts: [], resolves: null, bodyHash: bodyHash('lead-booking', { leadId, ...content }), changeSeq,
  });
  if (!inserted) return;
  await writeLeadState(tx, next, funnelReachedBy(lead.group, next.status), changeSeq, needsWholeTimeline(lead, next, at));
}
