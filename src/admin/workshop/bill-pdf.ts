/**
 * The workshop bill as a PDF on the dealer's letterhead (src/lib/pdf/letterhead.ts), made in
 * the browser with jsPDF: "Tax invoice", the invoice number and date, the dealer's GSTIN as
 * printed on the bill, the customer and the vehicle, each line with its code and tax split,
 * the totals and the amount in words. DejaVu Sans is embedded so '₹' prints (the export's
 * font, src/admin/export/export-pdf-font.ts); a customer's name or a dealer's address in
 * Devanagari is shaped and drawn in Noto Sans Devanagari, given when the bill has any
 * (`billNeedsDevanagari`), as the receipt's and the exports' are.
 */
import { jsPDF } from 'jspdf';
import { PdfTextWriter } from '../../lib/pdf/pdf-text-writer.ts';
import { hasDevanagari } from '../../lib/pdf/script-runs.ts';
import { autoTable, type Table } from 'jspdf-autotable';
import type { BillAnswer } from '#contract/workshop-bill.ts';
import { drawLetterhead, type Letterhead } from '../../lib/pdf/letterhead.ts';
import { toBase64 } from '../export/export-pdf.ts';
import { supplyLabels } from '#contract/gst-states.ts';
import { billDate, billHeadings, billLineCells, billTotalCells, billWords } from './bill-rows.ts';

const fontName = 'DejaVuSans';
const red: [number, number, number] = [200, 16, 46];

/** Whether the bill's words outside its table (the customer, the letterhead) have Devanagari. */
export function billNeedsDevanagari(bill: BillAnswer, letterhead: Letterhead): boolean {
  return [bill.customerName, bill.model, ...Object.values(letterhead)].some((v) => typeof v === 'string' && hasDevanagari(v));
}

/**
 * The bill's PDF bytes; `letterhead.gstin` is replaced by the bill's own. `devanagari`: the
 * Noto Sans Devanagari font's bytes, needed when `billNeedsDevanagari`.
 */
export async function buildBillPdf(bill: BillAnswer, letterhead: Letterhead, font: ArrayBuffer, devanagari?: ArrayBuffer): Promise<ArrayBuffer> {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  pdf.addFileToVFS(`${fontName}.ttf`, toBase64(font));
  pdf.addFont(`${fontName}.ttf`, fontName, 'normal');
  pdf.setFont(fontName, 'normal');
  let writer = new PdfTextWriter(pdf);
  if (devanagari) {
    const { createDevanagariShaper } = await import('../../lib/pdf/devanagari-shaper.ts');
    writer = new PdfTextWriter(pdf, { shaper: createDevanagariShaper(devanagari), fontBase64: toBase64(devanagari) });
  }
  const left = 14;
  const right = pdf.internal.pageSize.getWidth() - 14;
  const text = (value: string, size: number, x: number, y: number, align: 'left' | 'right' = 'left', grey = false) => {
    // The writer draws Latin runs in the page's font, Devanagari runs shaped.
    pdf.setFont(fontName, 'normal');
    pdf.setFontSize(size).setTextColor(grey ? 90 : 20);
    writer.draw(value, x, y, align);
  };
  const rule = drawLetterhead(pdf, { ...letterhead, gstin: bill.gstin }, { left, right, top: 12, perMm: 1, phoneWord: 'Phone' },
    // A portrait page is narrower than the export's: the dealer's name a size smaller, so it clears the address.
    (value, size, x, y, { align, grey }) => text(value, value === letterhead.dealerName ? Math.min(size, 12) : size, x, y, align, grey));

  text(bill.final ? 'Tax invoice' : 'Draft bill (not yet issued)', 15, left, rule + 10);
  text(bill.invoiceNumber ? `Invoice ${bill.invoiceNumber}` : `Job card ${bill.reference}`, 10, right, rule + 8, 'right');
  text(`Date ${billDate(bill)}`, 10, right, rule + 13, 'right');
  const facts = [
    `Customer: ${bill.customerName}, ${bill.mobile}`,
    `Vehicle: ${bill.model}, ${bill.registration}`,
    `Job card: ${bill.reference}`,
    `Place of supply: ${supplyLabels(bill.gstin)[bill.supply]}`,
  ];
  facts.forEach((f, i) => text(f, 9.5, left, rule + 18 + i * 5));

  const headings = billHeadings(bill.supply);
  autoTable(pdf, {
    startY: rule + 18 + facts.length * 5,
    margin: { left, right: 14 },
    head: [headings],
    body: bill.lines.map((l) => billLineCells(l, bill.supply)),
    foot: [billTotalCells(bill)],
    theme: 'grid',
    styles: { font: fontName, fontStyle: 'normal', fontSize: 8, cellPadding: 1.5, overflow: 'linebreak' },
    headStyles: { font: fontName, fontStyle: 'normal', fillColor: red, textColor: 255 },
    footStyles: { font: fontName, fontStyle: 'normal', fillColor: [240, 240, 240], textColor: 20 },
    columnStyles: Object.fromEntries(headings.map((_, i) => [i, i === 0 ? { cellWidth: 48 } : { halign: 'right' as const }])),
  });
  const after = (pdf as jsPDF & { lastAutoTable: Table }).lastAutoTable.finalY ?? rule + 60;
  text('Amount in words', 9, left, after + 8, 'left', true);
  pdf.setFont(fontName, 'normal').setFontSize(10.5);
  const words = writer.wrap(billWords(bill), right - left);
  words.forEach((w, i) => text(w, 10.5, left, after + 13 + i * 5));
  const foot = after + 18 + words.length * 5;
  text(`For ${letterhead.dealerName}`, 9.5, right, foot + 6, 'right');
  text('Authorised signatory', 8.5, right, foot + 18, 'right', true);
  text('Prices are before GST; GST is shown per line. This is a computer-made bill.', 8, left, foot + 18, 'left', true);
  return pdf.output('arraybuffer');
}
