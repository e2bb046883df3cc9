/**
 * The receipt's words in English and Hindi (docs/payments.md "Receipts"): the buyer gets
 * the receipt in the language /track is read in; staff's copy is English. A table like the
 * track texts (src/contract/booking-track.ts), since the PDF is drawn outside React and
 * staff's screens load no Hindi catalog.
 */
import type { PaymentReceipt } from '#contract/payment-receipt.ts';
import { ledgerKindLabels } from '#contract/payments.ts';

export type ReceiptLanguage = 'en' | 'hi';

export interface ReceiptWords {
  title: string;
  receiptNumber: string;
  date: string;
  booking: string;
  receivedFrom: string;
  vehicle: string;
  paidBy: string;
  amountReceived: string;
  phone: string;
  noSignature: string;
  kinds: Record<PaymentReceipt['kind'], string>;
  /** What the payment id is called for each way of paying. */
  paymentIds: Record<PaymentReceipt['kind'], string>;
}

export const receiptWords: Record<ReceiptLanguage, ReceiptWords> = {
  en: {
    title: 'Payment receipt', receiptNumber: 'Receipt number', date: 'Date', booking: 'Booking reference', receivedFrom: 'Received from',
    vehicle: 'Vehicle', paidBy: 'Paid by', amountReceived: 'Amount received', phone: 'Phone',
    noSignature: 'A receipt made by the computer: it needs no signature.',
    kinds: ledgerKindLabels,
    paymentIds: { paid_online: 'Payment ID', counter_upi: 'UPI transaction ID', counter_cash: 'Counter slip' },
  },
  hi: {
    title: 'भुगतान रसीद', receiptNumber: 'रसीद संख्या', date: 'तारीख', booking: 'बुकिंग संदर्भ', receivedFrom: 'भुगतानकर्ता',
    vehicle: 'वाहन', paidBy: 'भुगतान का तरीका', amountReceived: 'प्राप्त राशि', phone: 'फ़ोन',
    noSignature: 'कंप्यूटर से बनी रसीद: इस पर हस्ताक्षर की ज़रूरत नहीं है।',
    kinds: { paid_online: 'ऑनलाइन भुगतान', counter_cash: 'काउंटर पर नकद', counter_upi: 'काउंटर पर UPI' },
    paymentIds: { paid_online: 'भुगतान आईडी', counter_upi: 'UPI लेनदेन आईडी', counter_cash: 'काउंटर पर्ची' },
  },
};
