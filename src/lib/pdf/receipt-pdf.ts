/**
 * The receipt of a booking's payment (docs/payments.md "Receipts"): one A5 page on the
 * dealer's letterhead (letterhead.ts: name, GSTIN, the showroom's address and lines), the
 * receipt number and date (IST, '30 Nov 2026'), the booking, the customer, the vehicle, how
 * it was paid and its payment id, the amount in figures (₹, Indian grouping) and in words
 * (src/contract/amount-in-words.ts). In English, as the dealer's documents are; a name in
 * Devanagari is shaped and drawn by the PDF text writer. Written in Noto Sans Devanagari,
 * whose Latin letters and '₹' the rest uses too, so one font serves the page. Made in the
 * browser from what the page already holds (the ledger's or /track's receipts).
 */
import { jsPDF } from 'jspdf';
import { amountInWords } from '#contract/amount-in-words.ts';
import { receiptDay, type PaymentReceipt } from '#contract/payment-receipt.ts';
import { formatPaise, ledgerKindLabels } from '#contract/payments.ts';
import { toBase64 } from './base64.ts';
import { drawLetterhead, type Letterhead } from './letterhead.ts';
import { PdfTextWriter } from './pdf-text-writer.ts';
import { hasDevanagari } from './script-runs.ts';

export interface ReceiptFonts {
  /** Noto Sans Devanagari, regular and bold (TTF bytes). */
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

const fontName = 'ReceiptSans';

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
  const pdf = new jsPDF({ unit: 'mm', format: 'a5' });
  pdf.addFileToVFS('ReceiptSans-Regular.ttf', toBase64(fonts.regular));
  pdf.addFont('ReceiptSans-Regular.ttf', fontName, 'normal');
  pdf.addFileToVFS('ReceiptSans-Bold.ttf', toBase64(fonts.bold));
  pdf.addFont('ReceiptSans-Bold.ttf', fontName, 'bold');
  pdf.setFont(fontName, 'normal');
  const lines = receiptLines(receipt);
  const devanagari = [...lines.flat(), ...Object.values(head)].some((v) => typeof v === 'string' && hasDevanagari(v));
  let writer = new PdfTextWriter(pdf);
  if (devanagari) {
    const { createDevanagariShaper } = await import('./devanagari-shaper.ts');
    writer = new PdfTextWriter(pdf, { shaper: createDevanagariShaper(fonts.regular), fontBase64: toBase64(fonts.regular) });
  }
  const left = 12;
  const right = pdf.internal.pageSize.getWidth() - 12;
  const text = (value: string, size: number, x: number, y: number, options: { bold?: boolean; align?: 'left' | 'right'; grey?: boolean } = {}) => {
    // The writer draws Latin runs in the document's font: the bold face for bold.
    pdf.setFont(fontName, options.bold ? 'bold' : 'normal');
    pdf.setFontSize(size).setTextColor(options.grey ? 90 : 20);
    writer.draw(value, x, y, options.align ?? 'left');
  };

  let y = drawLetterhead(pdf, head, { left, right, top: 10, perMm: 1, phoneWord: 'Phone' }, text) + 12;
  text('Payment receipt', 15, left, y, { bold: true });
  y += 10;
  for (const [label, value] of lines) {
    text(label, 9.5, left, y, { grey: true });
    const wrapped = writer.wrap(value, right - left - 45);
    wrapped.forEach((line, i) => text(line, 10, left + 45, y + i * 5));
    y += 5 * Math.max(1, wrapped.length) + 2.5;
  }
  y += 2;
  pdf.setDrawColor(200).setLineWidth(0.3).line(left, y, right, y);
  y += 9;
  text('Amount received', 11, left, y, { bold: true });
  text(formatPaise(receipt.amountPaise), 15, right, y, { bold: true, align: 'right' });
  y += 8;
  pdf.setFont(fontName, 'normal').setFontSize(10);
  for (const line of writer.wrap(amountInWords(receipt.amountPaise), right - left)) {
    text(line, 10, left, y);
    y += 5;
  }
  y += 6;
  text('A receipt made by the computer: it needs no signature.', 8, left, y, { grey: true });
  return pdf.output('arraybuffer');
}
