/**
 * The one-page quote PDF. jsPDF is loaded only when a buyer taps Download or Share (a
 * dynamic import); its chunk is in the service worker's precache, so it works offline.
 */
import { formatIndianDate, ratesAsOfLine } from '../../contract/ist-date.ts';
import { site } from '../../contract/site.ts';
import { emiRows, quoteRows, showroomName, type QuoteDocument } from './quote-summary.ts';

export function quoteFileName(doc: QuoteDocument): string {
  const model = `${doc.modelName}-${doc.variant}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `on-road-quote-${model}-${doc.reference}.pdf`;
}

export async function quotePdf(doc: QuoteDocument): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const left = 18;
  const right = 192;
  let y = 22;
  const line = (text: string, size = 10, style: 'normal' | 'bold' = 'normal') => {
    pdf.setFont('helvetica', style).setFontSize(size);
    pdf.text(text, left, y);
    y += size * 0.5 + 2;
  };
  const row = ([label, amount]: [string, string], bold = false) => {
    pdf.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(11);
    pdf.text(label, left, y);
    pdf.text(amount, right, y, { align: 'right' });
    y += 7;
  };

  line(site.groupName, 16, 'bold');
  line(showroomName(doc.showroomId));
  line(site.mainAddress, 9);
  y += 4;
  line('On-road price quote', 14, 'bold');
  line(`Model: ${doc.modelName}`);
  line(`Variant: ${doc.variant}`);
  line(`Quoted on ${formatIndianDate(doc.on)}  |  Reference ${doc.reference}`);
  y += 3;
  pdf.setDrawColor(180).line(left, y - 4, right, y - 4);
  const rows = quoteRows(doc.quote);
  rows.forEach((r, i) => row(r, i === rows.length - 1));
  line(ratesAsOfLine(doc.quote.ratesAsOf), 9);
  if (doc.emi) {
    y += 4;
    line('EMI', 12, 'bold');
    for (const r of emiRows(doc.emi)) row(r);
  }
  y += 6;
  pdf.setFont('helvetica', 'normal').setFontSize(8);
  pdf.text(pdf.splitTextToSize(
    'Amounts in Indian rupees. Road tax, registration and insurance follow the rates in force on the day of registration; the showroom confirms the final price.',
    right - left,
  ) as string[], left, y);
  return pdf.output('blob');
}
