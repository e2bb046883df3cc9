/**
 * A receipt for money a booking received (docs/payments.md "Receipts"): one per ledger
 * entry of a payment (paid online, cash or UPI at the counter) not reversed. The server
 * answers these with a booking's ledger (staff) and with the booking on /track (the
 * buyer); the page draws the PDF from them, so a receipt opens offline from what the page
 * already has. Imported by both the payments and the track contracts.
 */
import { formatIndianDate, istDateOf } from './ist-date.ts';

export const receiptKinds = ['paid_online', 'counter_cash', 'counter_upi'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

export interface PaymentReceipt {
  /** RC-000123: the ledger entry's number. */
  receiptNumber: string;
  /** The booking's reference, BK-000123. */
  reference: string;
  customerName: string;
  model: string;
  variant: string;
  colour: string;
  amountPaise: number;
  kind: ReceiptKind;
  /** The gateway's payment id (online), the UPI transaction id or the counter slip's number; '' for none. */
  paymentId: string;
  /** When it entered the ledger (ISO instant). */
  receivedAt: string;
}

/** The ledger entry's id as a receipt number: RC-000123 (wider past a million). */
export function receiptNumberOf(entryId: number): string {
  return `RC-${String(entryId).padStart(6, '0')}`;
}

/** The receipt's day as it is printed: '30 Nov 2026' (IST). */
export function receiptDay(receipt: Pick<PaymentReceipt, 'receivedAt'>): string {
  return formatIndianDate(istDateOf(receipt.receivedAt));
}

/** receipt-RC-000123.pdf */
export function receiptFileName(receipt: Pick<PaymentReceipt, 'receiptNumber'>): string {
  return `receipt-${receipt.receiptNumber}.pdf`;
}
