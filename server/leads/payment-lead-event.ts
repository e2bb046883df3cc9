/**
 * A booking's money on the timeline of the lead it came from (docs/lead-desk.md "Payments on
 * the timeline"): each ledger entry, and a gateway refund once the gateway says it is
 * processed, as a `payment` event recorded in the entry's own transaction, applied by the
 * one reducer (it sets nothing on the lead) and synced to every desk like staff's events.
 * Its id is made from the entry's (or the refund's), so nothing is recorded twice. The lead
 * row is locked after the booking's, as every path that holds both does.
 */
import type { PaymentEventContent, PaymentEventData } from '#contract/lead-events.ts';
import { applyLeadEvent } from '#contract/lead-state.ts';
import { funnelReachedBy } from '#contract/lead-statuses.ts';
import { gatewayAuthor } from '#contract/lead-payment-event.ts';
import type { Queryable } from '../db/connect.ts';
import { bodyHash } from '../enquiries/body-hash.ts';
import { uuidFrom } from '../notifications/uuid-from.ts';
import { insertEvent, lockLead, nextChange, writeLeadState } from './lead-event-repository.ts';
import { needsWholeTimeline } from './record-lead-event.ts';

/** The staff member who took it, or null when the gateway told us (online payments, webhook refunds). */
const staffAuthor = (createdBy: string): string | null => (createdBy.startsWith('gateway:') ? null : createdBy);

async function recordOnLead(tx: Queryable, bookingId: number, eventKey: string, data: Omit<PaymentEventData, 'booking'>, author: string | null, at: Date): Promise<void> {
  const { rows } = await tx.query<{ lead_id: string | null; reference: string }>('SELECT lead_id::text, reference FROM bookings WHERE id = $1', [bookingId]);
  const booking = rows[0];
  if (!booking?.lead_id) return;
  const lead = await lockLead(tx, booking.lead_id);
  if (!lead) return;
  if (data.kind === 'refund_processed') {
    // A refund the gateway processed at once already says so on the timeline: one line is enough.
    const said = await tx.query(
      `SELECT 1 FROM lead_events WHERE lead_id = $1::uuid AND type = 'payment' AND data->>'reference' = $2 AND data->>'refundStatus' = 'processed'`,
      [booking.lead_id, data.reference],
    );
    if (said.rows.length > 0) return;
  }
  const content: PaymentEventContent = { type: 'payment', data: { ...data, booking: booking.reference } };
  const next = applyLeadEvent(lead, { ...content, at: at.toISOString(), by: author ?? gatewayAuthor });
  const changeSeq = await nextChange(tx);
  const inserted = await insertEvent(tx, {
    id: uuidFrom(`lead-payment:${eventKey}`), leadId: booking.lead_id, content, baseVersion: lead.version, clientAt: at, at, author, receivedAt: at,
    version: next.version, conflicts: [], resolves: null, bodyHash: bodyHash('lead-payment', { leadId: booking.lead_id, ...content }), changeSeq,
  });
  if (!inserted) return;
  await writeLeadState(tx, next, funnelReachedBy(lead.group, next.status), changeSeq, needsWholeTimeline(lead, next, at));
}

export interface EnteredMoney {
  entryId: number;
  bookingId: number;
  kind: PaymentEventData['kind'];
  amountPaise: number;
  /** The gateway's payment or refund id, else the counter's reference. */
  reference: string;
  note: string;
  createdBy: string;
  createdAt: Date;
  refundStatus?: PaymentEventData['refundStatus'];
}

/** A ledger entry on the lead's timeline. */
export function recordLedgerEntryOnLead(tx: Queryable, e: EnteredMoney): Promise<void> {
  const shown = e.kind === 'adjustment' || e.kind === 'reversal' ? { note: e.note } : {};
  return recordOnLead(tx, e.bookingId, `entry:${e.entryId}`, {
    kind: e.kind, amountPaise: e.amountPaise, reference: e.reference, ...shown, ...(e.refundStatus ? { refundStatus: e.refundStatus } : {}),
  }, staffAuthor(e.createdBy), e.createdAt);
}

/** A refund entered while pending, now processed at the gateway (its refund.processed webhook). */
export function recordRefundProcessedOnLead(tx: Queryable, bookingId: number, gatewayRefundId: string, amountPaise: number, at: Date): Promise<void> {
  return recordOnLead(tx, bookingId, `refund-processed:${gatewayRefundId}`, { kind: 'refund_processed', amountPaise: -Math.abs(amountPaise), reference: gatewayRefundId }, null, at);
}
