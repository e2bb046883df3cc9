/**
 * A booking's ledger (docs/payments.md "Ledger"): entries are only added, never changed
 * (the database refuses UPDATE and DELETE: migration 350); the balance is their sum. Every
 * change of a booking's money runs in one transaction that first locks the booking's row,
 * so checks made here (how much may be refunded) hold until it commits; the database's
 * own trigger checks the same under the same lock.
 */
import type { Queryable } from '../db/connect.ts';
import type { LedgerEntryRecord, LedgerKind, RefundStatus } from '#contract/payments.ts';
import { paymentMessages } from '#contract/payments.ts';
import { HttpError } from '../http/http-error.ts';
import { withRules, type RuleRefusal, type RuleTable } from '../db/rule-refusals.ts';
import { recordLedgerEntryOnLead } from '../leads/payment-lead-event.ts';
import { followRefundStatus } from './refund-status.ts';

export interface NewLedgerEntry {
  bookingId: number;
  kind: LedgerKind;
  amountPaise: number;
  gatewayPaymentId?: string | null;
  gatewayRefundId?: string | null;
  reversesId?: number | null;
  reference?: string;
  note?: string;
  createdBy: string;
  createdAt: Date;
  /** A gateway refund's status when it was made: on the lead's timeline, and followed beside the ledger (refund-status.ts). */
  refundStatus?: 'pending' | 'processed' | 'failed';
}

interface EntryRow {
  id: string; kind: LedgerKind; amount_paise: string; reference: string; note: string; gateway_payment_id: string | null;
  gateway_refund_id: string | null; reverses_id: string | null; reversed_by_id: string | null; refund_status: RefundStatus | null; created_by: string; created_at: Date | string;
}

/** Adds an entry; its id, or null when a payment or refund of the gateway is in the ledger already. */
export async function addLedgerEntry(tx: Queryable, e: NewLedgerEntry): Promise<number | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO ledger_entries (booking_id, kind, amount_paise, gateway_payment_id, gateway_refund_id, reverses_id, reference, note, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING RETURNING id::text`,
    [e.bookingId, e.kind, e.amountPaise, e.gatewayPaymentId ?? null, e.gatewayRefundId ?? null, e.reversesId ?? null, e.reference ?? '', e.note ?? '', e.createdBy, e.createdAt],
  );
  if (!rows[0]) return null;
  const entryId = Number(rows[0].id);
  if (e.kind === 'refund' && e.gatewayRefundId && e.refundStatus) await followRefundStatus(tx, e.bookingId, e.gatewayRefundId, e.refundStatus, e.createdAt);
  // Every movement of a booking's money reaches the timeline of the lead it came from, in this transaction.
  await recordLedgerEntryOnLead(tx, {
    entryId, bookingId: e.bookingId, kind: e.kind, amountPaise: e.amountPaise,
    reference: (e.kind === 'refund' ? e.gatewayRefundId : e.kind === 'paid_online' ? e.gatewayPaymentId : null) ?? e.reference ?? '',
    note: e.note ?? '', createdBy: e.createdBy, createdAt: e.createdAt, ...(e.refundStatus ? { refundStatus: e.refundStatus } : {}),
  });
  return entryId;
}

export async function balanceOf(db: Queryable, bookingId: number): Promise<number> {
  const { rows } = await db.query<{ balance: string }>('SELECT coalesce(sum(amount_paise), 0)::text AS balance FROM ledger_entries WHERE booking_id = $1', [bookingId]);
  return Number(rows[0]?.balance ?? 0);
}

/**
 * What the booking ever received (docs/payments.md "What is due"): its payments and positive
 * adjustments that no reversal undid. Money given back (refunds, negative adjustments) is
 * not taken off, so a refund never puts an amount due again; the balance, which it does
 * take off, stays the sum of every entry.
 */
export async function receivedOf(db: Queryable, bookingId: number): Promise<number> {
  const { rows } = await db.query<{ received: string }>(
    `SELECT coalesce(sum(e.amount_paise), 0)::text AS received FROM ledger_entries e
      WHERE e.booking_id = $1 AND e.amount_paise > 0 AND e.kind <> 'reversal'
        AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)`,
    [bookingId],
  );
  return Number(rows[0]?.received ?? 0);
}

/**
 * What may still be refunded of a gateway payment: its amount less its refunds (a reversed
 * one, as a failed refund is, gave nothing back), and never
 * more than the booking's balance (a cash refund or a negative adjustment may have given
 * some back already).
 */
export async function refundableOf(tx: Queryable, bookingId: number, gatewayPaymentId: string): Promise<number> {
  const { rows } = await tx.query<{ left: string }>(
    `SELECT (coalesce(sum(amount_paise) FILTER (WHERE kind = 'paid_online' AND gateway_payment_id = $2), 0)
       + coalesce(sum(amount_paise) FILTER (WHERE kind = 'refund' AND gateway_payment_id = $2
           AND NOT EXISTS (SELECT 1 FROM ledger_entries x WHERE x.reverses_id = ledger_entries.id)), 0))::text AS left
       FROM ledger_entries WHERE booking_id = $1`,
    [bookingId, gatewayPaymentId],
  );
  return Math.min(Number(rows[0]?.left ?? 0), await balanceOf(tx, bookingId));
}

/** The booking's online payments not yet wholly refunded, the oldest first: what a refund goes against. */
export async function onlinePaymentsOf(tx: Queryable, bookingId: number): Promise<{ paymentId: string; leftPaise: number }[]> {
  const { rows } = await tx.query<{ payment_id: string; left: string }>(
    `SELECT p.gateway_payment_id AS payment_id,
       (p.amount_paise + coalesce((SELECT sum(r.amount_paise) FROM ledger_entries r WHERE r.kind = 'refund' AND r.gateway_payment_id = p.gateway_payment_id
         AND NOT EXISTS (SELECT 1 FROM ledger_entries y WHERE y.reverses_id = r.id)), 0))::text AS left
       FROM ledger_entries p
      WHERE p.booking_id = $1 AND p.kind = 'paid_online'
        AND NOT EXISTS (SELECT 1 FROM ledger_entries x WHERE x.reverses_id = p.id)
      ORDER BY p.id`,
    [bookingId],
  );
  return rows.map((r) => ({ paymentId: r.payment_id, leftPaise: Number(r.left) })).filter((r) => r.leftPaise > 0);
}

export async function ledgerEntriesOf(db: Queryable, bookingId: number): Promise<LedgerEntryRecord[]> {
  const { rows } = await db.query<EntryRow>(
    `SELECT e.id::text, e.kind, e.amount_paise::text, e.reference, e.note, e.gateway_payment_id, e.gateway_refund_id, e.reverses_id::text,
       (SELECT r.id::text FROM ledger_entries r WHERE r.reverses_id = e.id) AS reversed_by_id,
       (SELECT s.status FROM gateway_refund_statuses s WHERE s.gateway_refund_id = e.gateway_refund_id) AS refund_status, e.created_by, e.created_at
       FROM ledger_entries e WHERE e.booking_id = $1 ORDER BY e.id`,
    [bookingId],
  );
  return rows.map((r) => ({
    id: Number(r.id), kind: r.kind, amountPaise: Number(r.amount_paise), reference: r.reference, note: r.note,
    gatewayPaymentId: r.gateway_payment_id, gatewayRefundId: r.gateway_refund_id, reversesId: r.reverses_id === null ? null : Number(r.reverses_id),
    reversedById: r.reversed_by_id === null ? null : Number(r.reversed_by_id), refundStatus: r.refund_status, createdBy: r.created_by, createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** A `field: text` message as a rule's refusal. */
const refusalOf = (text: string): RuleRefusal => {
  const cut = text.indexOf(': ');
  return { field: text.slice(0, cut), message: text.slice(cut + 2) };
};

const ledgerRules: RuleTable = {
  codes: { PL003: refusalOf(paymentMessages.belowNothing), PL002: refusalOf(paymentMessages.reversalOfReversal) },
  uniques: { ledger_entries_reverses_id: refusalOf(paymentMessages.alreadyReversed) },
};

/** The database's refusals of a ledger rule (migration 350) as answers a person reads (server/db/rule-refusals.ts). */
export function withLedgerRules<T>(work: () => Promise<T>): Promise<T> {
  return withRules(ledgerRules, work);
}

/** A refusal from a `field: text` message, naming its field as refusals are answered everywhere (server/db/rule-refusals.ts). */
export function refusalOfMessage(status: number, message: string): HttpError {
  const cut = message.indexOf(': ');
  const field = cut > 0 ? message.slice(0, cut) : '';
  return new HttpError(status, message, field ? { fields: { errors: [{ field, message: message.slice(cut + 2) }] } } : {});
}
