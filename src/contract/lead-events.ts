/**
 * What staff record on a lead (docs/lead-desk.md): append-only events, each with its
 * own client-made UUID (the outbox's Idempotency-Key), the lead version it was made on and
 * the time it happened on the device. The author is the signed-in account, set by the
 * server, never by the body.
 */
import { z } from 'zod';
import { dateWindowMessage, isDateInWindow, showroomIdField } from './fields.ts';
import { callChannelIds, callOutcomeIds, closeReasonIds, type CloseReason } from './lead-statuses.ts';

export const leadEventTypes = ['note', 'call', 'status', 'assign', 'followup'] as const;
export type LeadEventType = (typeof leadEventTypes)[number];

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID').transform((v) => v.toLowerCase());
/** An ISO time with its offset, as `Date.prototype.toISOString()` writes it. */
const isoTime = z.string().max(40)
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), { message: 'must be a date and time', abort: true })
  .refine(isDateInWindow, dateWindowMessage);

export const leadNoteMax = 2000;

const noteData = z.object({
  text: z.string({ error: 'Please write a note' }).trim().min(1, 'Please write a note').max(leadNoteMax, `A note is at most ${leadNoteMax} characters`),
});
const callData = z.object({
  channel: z.enum(callChannelIds, { error: 'Choose Call or WhatsApp' }),
  outcome: z.enum(callOutcomeIds, { error: 'Choose how the call went' }),
});
const statusData = z.object({
  status: z.string({ error: 'Choose a status' }).max(40),
  reason: z.enum(closeReasonIds, { error: 'Choose a reason from the list' }).optional(),
  reasonText: z.string().trim().max(200, 'A reason is at most 200 characters').optional(),
});
const showroom = showroomIdField('Choose one of the showrooms');
const assignData = z
  .object({
    ownerId: z.string().trim().min(1).max(64).nullable().optional(),
    showroomId: showroom.nullable().optional(),
  })
  .refine((d) => d.ownerId !== undefined || d.showroomId !== undefined, 'Choose an owner or a showroom');
const followupData = z.object({ at: isoTime.nullable() });

const envelope = {
  id: uuid,
  /**
   * The lead version the device last received from the server (not counting its own
   * events still waiting), so every event made offline on a lead names the same base and
   * the server can tell what others changed meanwhile.
   */
  baseVersion: z.number({ error: 'baseVersion must be a number' }).int().min(0),
  at: isoTime,
  /** The flagged event this one settles (the conflict's one-tap choice). */
  resolves: uuid.optional(),
};

export const leadEventBodySchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('note'), data: noteData }),
  z.object({ ...envelope, type: z.literal('call'), data: callData }),
  z.object({ ...envelope, type: z.literal('status'), data: statusData }),
  z.object({ ...envelope, type: z.literal('assign'), data: assignData }),
  z.object({ ...envelope, type: z.literal('followup'), data: followupData }),
], { error: 'type must be one of: note, call, status, assign, followup' });

export type LeadEventBody = z.infer<typeof leadEventBodySchema>;
export type LeadEventData = LeadEventBody['data'];

/** What an event says (its type with the matching data), without the envelope. */
export type LeadEventContent = LeadEventBody extends infer E ? (E extends LeadEventBody ? Pick<E, 'type' | 'data'> : never) : never;

/**
 * What a customer's own change of their booking on /track records on the lead
 * (lead-customer-change.ts): never sent by staff, so no body schema takes it. Besides
 * what the customer did, it carries what the change set on the lead, decided by the server
 * from the lead as it was, so the one reducer applies it without knowing the lead's group.
 */
export interface CustomerBookingData {
  change: 'cancelled' | 'moved';
  /** The booking's new day (YYYY-MM-DD) and time (HH:MM, IST) after a move. */
  date?: string;
  time?: string;
  /** The status it set, with its close reason when that status closes the lead. */
  status?: string;
  reason?: CloseReason;
  /** The follow-up it set (ISO), so the lead comes up to be called. */
  followUpAt?: string;
}

export type CustomerBookingContent = { type: 'booking'; data: CustomerBookingData };

/**
 * A movement of the money of a booking made from this lead (lead-payment-event.ts): a ledger
 * entry, or a gateway refund the gateway says is processed. Recorded by the server in the
 * entry's transaction; never sent by staff, and it sets nothing on the lead.
 */
export interface PaymentEventData {
  kind: 'paid_online' | 'counter_cash' | 'counter_upi' | 'refund' | 'adjustment' | 'reversal' | 'refund_processed';
  /** Signed as the ledger's: money in positive, money given back negative. */
  amountPaise: number;
  /** The gateway's payment or refund id, the UPI transaction id or the counter slip; '' when none. */
  reference: string;
  /** The booking's reference (BK-000123). */
  booking: string;
  /** A gateway refund's status as the gateway gave it. */
  refundStatus?: 'pending' | 'processed' | 'failed';
  /** Why, for an adjustment or a reversal. */
  note?: string;
}

export type PaymentEventContent = { type: 'payment'; data: PaymentEventData };

/** Every event a lead's timeline holds: staff's, the customer's own booking changes and the booking's money. */
export type StoredEventContent = LeadEventContent | CustomerBookingContent | PaymentEventContent;
export type StoredEventType = StoredEventContent['type'];
