/**
 * The receipt of a booking's payment (docs/payments.md "Receipts"): one A5 page on the
 * dealer's letterhead (letterhead.ts: name, GSTIN, the showroom's address and lines), the
 * receipt number and date (IST, '30 Nov 2026'), the booking, the customer, the vehicle, how
 * it was paid and its payment id, the amount in figures (₹, Indian grouping) and in words
 * (src/contract/amount-in-words.ts). In English, or in Hindi for a buyer reading /track in
 * Hindi (receipt-words.ts; the amount in words stays the English of Indian receipts and GST
 * bills), on the shared document page (document-page.ts: Devanagari shaped). Made in the
 * browser from what the page already holds (the ledger's or /track's receipts).
 */
import { amountInWords } from '#contract/amount-in-words.ts';
import { formatIndianDateIn, istDateOf } from '#contract/ist-date.ts';
import type { PaymentReceipt } from '#contract/payment-receipt.ts';
import { formatPaise } from '#contract/payments.ts';
import { documentPage, type DocumentFonts } from './document-page.ts';
import type { Letterhead } from './letterhead.ts';
import { receiptWords, type ReceiptLanguage } from './receipt-words.ts';

export type ReceiptFonts = DocumentFonts;

/** The receipt's lines: label and value, in the order printed. */
export function receiptLines(receipt: PaymentReceipt, language: ReceiptLanguage = 'en'): [string, string][] {
  const words = receiptWords[language];
  const lines: [string, string][] = [
    [words.receiptNumber, receipt.receiptNumber],
    [words.date, formatIndianDateIn(language, istDateOf(receipt.receivedAt))],
    [words.booking, receipt.reference],
    [words.receivedFrom, receipt.customerName],
    [words.vehicle, `${receipt.model}, ${receipt.variant}, ${receipt.colour}`],
    [words.paidBy, words.kinds[receipt.kind]],
  ];
  if (receipt.paymentId) lines.push([words.paymentIds[receipt.kind], receipt.paymentId]);
  return lines;
}

export async function receiptPdf(receipt: PaymentReceipt, head: Letterhead, fonts: ReceiptFonts, language: ReceiptLanguage = 'en'): Promise<ArrayBuffer> {
  const words = receiptWords[language];
  const lines = receiptLines(receipt, language);
  const page = await documentPage('a5', head, fonts, [...lines.flat(), words.title, words.phone], words.phone);
  const { pdf, writer, left, right, text } = page;
  let y = page.top;
  text(words.title, 15, left, y, { bold: true });
  y = page.lines(lines, y + 10, 45) + 2;
  page.rule(y);
  y += 9;
  text(words.amountReceived, 11, left, y, { bold: true });
  text(formatPaise(receipt.amountPaise), 15, right, y, { bold: true, align: 'right' });
  y += 8;
  pdf.setFontSize(10);
  for (const line of writer.wrap(amountInWords(receipt.amountPaise), right - left)) {
    text(line, 10, left, y);
    y += 5;
  }
  y += 6;
  text(words.noSignature, 8, left, y, { grey: true });
  return pdf.output('arraybuffer');
}
