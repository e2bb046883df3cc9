/**
 * The receipt of a booking's payment (docs/payments.md "Receipts"): one A5 page on the
 * dealer's letterhead (letterhead.ts: name, GSTIN, the showroom's address and lines), the
 * receipt number and date (IST, '30 Nov 2026'), the booking, the customer, the vehicle, how
 * it was paid and its payment id, the amount in figures (₹, Indian grouping) and in words
 * (src/contract/amount-in-words.ts). In English, as the dealer's documents are, on the
 * shared document page (document-page.ts: a Devanagari name shaped). Made in the browser
 * from what the page already holds (the ledger's or /track's receipts).
 */
import { amountInWords } from '#contract/amount-in-words.ts';
import { receiptDay, type PaymentReceipt } from '#contract/payment-receipt.ts';
import { formatPaise, ledgerKindLabels } from '#contract/payments.ts';
import { documentPage, type DocumentFonts } from './document-page.ts';
import type { Letterhead } from './letterhead.ts';

export type ReceiptFonts = DocumentFonts;

/** What the payment id is called for each way of paying. */
const paymentIdLabels: Record<PaymentReceipt['kind'], string> = {
  paid_online: 'Payment ID', counter_upi: 'UPI transaction ID', counter_cash: 'Counter slip',
};

/** The receipt's lines: label and value, in the order printed. */
export function receiptLines(receipt: PaymentReceipt): [string, string][] {
  const lines: [string, string][] = [
    ['Receipt number', receipt.receiptNumber],
    ['Date', receiptDay(receipt)],
    ['Booking reference', receipt.reference],
    ['Received from', receipt.customerName],
    ['Vehicle', `${receipt.model}, ${receipt.variant}, ${receipt.colour}`],
    ['Paid by', ledgerKindLabels[receipt.kind]],
  ];
  if (receipt.paymentId) lines.push([paymentIdLabels[receipt.kind], receipt.paymentId]);
  return lines;
}

export async function receiptPdf(receipt: PaymentReceipt, head: Letterhead, fonts: ReceiptFonts): Promise<ArrayBuffer> {
  const lines = receiptLines(receipt);
  const page = await documentPage('a5', head, fonts, lines.flat());
  const { pdf, writer, left, right, text } = page;
  let y = page.top;
  text('Payment receipt', 15, left, y, { bold: true });
  y = page.lines(lines, y + 10, 45) + 2;
  page.rule(y);
  y += 9;
  text('Amount received', 11, left, y, { bold: true });
  text(formatPaise(receipt.amountPaise), 15, right, y, { bold: true, align: 'right' });
  y += 8;
  pdf.setFontSize(10);
  for (const line of writer.wrap(amountInWords(receipt.amountPaise), right - left)) {
    text(line, 10, left, y);
    y += 5;
  }
  y += 6;
  text('A receipt made by the computer: it needs no signature.', 8, left, y, { grey: true });
  return pdf.output('arraybuffer');
}
