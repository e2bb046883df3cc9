/**
 * The booking receipt PDF (src/lib/pdf/receipt-pdf.ts), read back with pdftotext as the
 * export tests do: the dealer's GSTIN, the receipt and booking numbers, a Devanagari name
 * exactly, the vehicle, the way of paying and its id, the IST date, the amount with '₹' in
 * Indian grouping and in words.
 */
import { describe, expect, it } from 'vitest';
import { amountInWords } from '#contract/amount-in-words.ts';
import { receiptPdf } from '../../src/lib/pdf/receipt-pdf.ts';
import type { PaymentReceipt } from '#contract/payment-receipt.ts';
import { documentFontFiles, pdfText, testLetterhead } from '../support/pdf-files.ts';

const fonts = documentFontFiles();
const head = testLetterhead;
const receipt: PaymentReceipt = {
  receiptNumber: 'RC-000042', reference: 'BK-000017', customerName: 'श्रीमती क्षमा त्रिपाठी', model: 'Shine 100', variant: 'Drum', colour: 'Black',
  // 23:40 on 29 Nov in UTC is 30 Nov in India.
  amountPaise: 12_34_567_50, kind: 'paid_online', paymentId: 'pay_Nx3k2Lm9QpA1', receivedAt: '2026-11-29T23:40:00.000Z',
};

describe('the receipt PDF', () => {
  it('carries the GSTIN, the numbers, the Devanagari name, the IST date and the amount in figures and words', async () => {
    const text = pdfText(await receiptPdf(receipt, head, fonts));
    for (const expected of [
      'GSTIN 06AAGCG4821K1ZK', 'Gurgaon Motors', 'Payment receipt', 'RC-000042', 'BK-000017', 'श्रीमती क्षमा त्रिपाठी',
      'Shine 100, Drum, Black', 'Paid online', 'pay_Nx3k2Lm9QpA1', '30 Nov 2026', '₹12,34,567.50',
    ]) expect(text).toContain(expected);
    // The words may wrap: compare them with the lines joined.
    const flat = text.replace(/\s+/g, ' ');
    expect(amountInWords(receipt.amountPaise)).toBe('Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Fifty Paise Only');
    expect(flat).toContain(amountInWords(receipt.amountPaise));
  });

  it('names the UPI transaction id of a counter payment', async () => {
    const text = pdfText(await receiptPdf({ ...receipt, customerName: 'Aarav Sharma', kind: 'counter_upi', paymentId: '412345678901', amountPaise: 200_000 }, head, fonts));
    expect(text).toMatch(/UPI transaction ID\s+412345678901/);
    expect(text).toContain('UPI at the counter');
    expect(text).toContain('₹2,000');
    expect(text.replace(/\s+/g, ' ')).toContain('Rupees Two Thousand Only');
  });

  it('is in Hindi for a buyer reading in Hindi: the labels, the way of paying and the date, the amount in words in English', async () => {
    const text = pdfText(await receiptPdf({ ...receipt, kind: 'counter_upi', paymentId: '412345678901', amountPaise: 200_000 }, head, fonts, 'hi'));
    for (const expected of [
      'भुगतान रसीद', 'रसीद संख्या', 'RC-000042', 'तारीख', '30 नवंबर 2026', 'बुकिंग संदर्भ', 'BK-000017', 'भुगतानकर्ता', 'श्रीमती क्षमा त्रिपाठी',
      'वाहन', 'Shine 100, Drum, Black', 'भुगतान का तरीका', 'काउंटर पर UPI', 'UPI लेनदेन आईडी', '412345678901', 'प्राप्त राशि', '₹2,000',
      'GSTIN 06AAGCG4821K1ZK',
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('Payment receipt');
    expect(text.replace(/\s+/g, ' ')).toContain('Rupees Two Thousand Only');
  });
});
