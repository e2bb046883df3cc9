/**
 * The receipts of a booking (src/contract/payment-receipt.ts): one for each payment entry
 * of its ledger (paid online, cash or UPI at the counter) that no reversal undid, with the
 * booking's customer and vehicle, oldest first. Staff read them with the ledger, the buyer
 * with the booking on /track.
 */
import { receiptKinds, receiptNumberOf, type PaymentReceipt, type ReceiptKind } from '#contract/payment-receipt.ts';
import type { Queryable } from '../db/connect.ts';

interface ReceiptRow {
  id: string; kind: ReceiptKind; amount: string; gateway_payment_id: string | null; entry_reference: string; created_at: Date | string;
  booking_reference: string; customer_name: string; model: string; variant: string; colour: string;
}

export async function receiptsOf(db: Queryable, bookingId: number): Promise<PaymentReceipt[]> {
  const { rows } = await db.query<ReceiptRow>(
    `SELECT e.id::text, e.kind, e.amount_paise::text AS amount, e.gateway_payment_id, e.reference AS entry_reference, e.created_at,
            b.reference AS booking_reference, b.customer_name, m.name AS model, b.variant, b.colour
       FROM ledger_entries e JOIN bookings b ON b.id = e.booking_id JOIN models m ON m.id = b.model_id
      WHERE e.booking_id = $1 AND e.kind = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)
      ORDER BY e.id`,
    [bookingId, [...receiptKinds]],
  );
  return rows.map((r) => ({
    receiptNumber: receiptNumberOf(Number(r.id)), reference: r.booking_reference, customerName: r.customer_name,
    model: r.model, variant: r.variant, colour: r.colour, amountPaise: Number(r.amount), kind: r.kind,
    paymentId: r.gateway_payment_id ?? r.entry_reference, receivedAt: new Date(r.created_at).toISOString(),
  }));
}
