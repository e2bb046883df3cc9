/**
 * The one-page quote PDF on the dealer's letterhead: logo, name, GSTIN, the showroom's
 * address and phone, the model's picture, the breakup with '₹', the EMI with its rate and
 * tenure in months, when it was made and until when it holds, and its reference (the
 * enquiry's once sent to the showroom). In the visitor's language: Hindi runs are shaped
 * (src/lib/pdf) and written in Noto Sans Devanagari, whose Latin letters and '₹' the
 * English text uses too. jsPDF loads on the tap (precached, so it works offline); the
 * font and the shaper are fetched on the first PDF and cached by the service worker.
 * Without the font (offline before the first PDF) an English quote falls back to
 * jsPDF's Helvetica and 'Rs.'.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { devanagariFontUrls } from '../../lib/pdf/devanagari-font-urls.ts';
import { drawLetterhead, letterheadLogo, pictureJpeg, type Letterhead } from '../../lib/pdf/letterhead.ts';
import { formatRupees } from '../../lib/format.ts';
import type { DevanagariSupport } from '../../lib/pdf/pdf-text-writer.ts';
import { hasDevanagari } from '../../lib/pdf/script-runs.ts';
import { emiRows, plainRupees, quoteDates, quoteRows, showroomName, type Money, type QuoteDocument } from './quote-summary.ts';

export function quoteFileName(doc: QuoteDocument): string {
  const model = `${doc.modelName}-${doc.variant}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `on-road-quote-${model}-${doc.reference}.pdf`;
}

const fontName = 'QuoteSans';

async function bytesOf(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
}

function base64(bytes: ArrayBuffer): string {
  let text = '';
  const view = new Uint8Array(bytes);
  for (let i = 0; i < view.length; i += 0x8000) text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(text);
}

interface Fonts {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

export async function quotePdf(i18n: I18n, doc: QuoteDocument): Promise<Blob> {
  const { dealer } = doc;
  const [{ jsPDF }, fonts, picture, logo] = await Promise.all([
    import('jspdf'),
    Promise.all([bytesOf(devanagariFontUrls.regular), bytesOf(devanagariFontUrls.bold)]).then(([regular, bold]): Fonts => ({ regular, bold })).catch(() => null),
    pictureJpeg(doc.picture),
    // The dealer's own logo (Manage > Site); without one, or when it cannot be read, the drawn mark.
    letterheadLogo(dealer),
  ]);
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const money: Money = fonts ? (amount, decimals) => (amount < 0 ? `−${formatRupees(-amount, decimals)}` : formatRupees(amount, decimals)) : plainRupees;
  const rows = quoteRows(i18n, doc.quote, money);
  const emi = doc.emi ? emiRows(i18n, doc.emi, doc.terms, money) : [];
  const dates = quoteDates(i18n, doc);
  const showroom = dealer.showrooms.find((s) => s.id === doc.showroomId);
  const model = doc.modelName;
  const variant = doc.variant;
  const texts = {
    title: i18n._(msg`On-road price quote`),
    model: i18n._(msg`Model: ${model}`),
    variant: i18n._(msg`Variant: ${variant}`),
    emi: i18n._(msg`EMI`),
    phone: i18n._(msg`Phone`),
    note: i18n._(msg`Amounts in Indian rupees. Road tax, registration and insurance follow the rates in force on the day of registration; the showroom confirms the final price.`),
  };
  const everything = [...rows.flat(), ...emi.flat(), ...Object.values(texts), ...Object.values(dates), showroomName(i18n, dealer, doc.showroomId), doc.modelName, dealer.dealerName, showroom?.address ?? dealer.office.address];

  let draw = (text: string, x: number, y: number, align: 'left' | 'right' = 'left'): void => {
    pdf.text(text, x, y, { align });
  };
  let setStyle = (bold: boolean): void => {
    pdf.setFont('helvetica', bold ? 'bold' : 'normal');
  };
  let wrap = (value: string, width: number) => pdf.splitTextToSize(value, width) as string[];
  if (fonts) {
    pdf.addFileToVFS('QuoteSans-Regular.ttf', base64(fonts.regular));
    pdf.addFont('QuoteSans-Regular.ttf', fontName, 'normal');
    pdf.addFileToVFS('QuoteSans-Bold.ttf', base64(fonts.bold));
    pdf.addFont('QuoteSans-Bold.ttf', fontName, 'bold');
    setStyle = (bold) => {
      pdf.setFont(fontName, bold ? 'bold' : 'normal');
    };
    setStyle(false);
    if (everything.some(hasDevanagari)) {
      const [{ createDevanagariShaper }, { PdfTextWriter }] = await Promise.all([import('../../lib/pdf/devanagari-shaper.ts'), import('../../lib/pdf/pdf-text-writer.ts')]);
      const support: DevanagariSupport = { shaper: createDevanagariShaper(fonts.regular), fontBase64: base64(fonts.regular) };
      const writer = new PdfTextWriter(pdf, support);
      draw = (text, x, y, align = 'left') => writer.draw(text, x, y, align);
      wrap = (value, width) => writer.wrap(value, width);
    }
  }
  const left = 18;
  const right = 192;
  const text = (value: string, size: number, y: number, options: { bold?: boolean; x?: number; align?: 'left' | 'right'; grey?: boolean } = {}) => {
    setStyle(options.bold ?? false);
    pdf.setFontSize(size).setTextColor(options.grey ? 90 : 20);
    draw(value, options.x ?? left, y, options.align ?? 'left');
  };

  // Letterhead: the mark and the dealer on the left, the showroom on the right.
  const head: Letterhead = {
    dealerName: dealer.dealerName,
    gstin: dealer.gstin,
    showroomName: showroomName(i18n, dealer, doc.showroomId),
    address: showroom?.address ?? dealer.office.address,
    phone: showroom?.salesNo ?? dealer.office.salesPhone,
    email: showroom?.email ?? dealer.office.salesEmail,
    logo,
  };
  drawLetterhead(pdf, head, { left, right, top: 12, perMm: 1, phoneWord: texts.phone }, (value, size, x, y, options) => text(value, size, y, { ...options, x }));

  // The quote: title, model and the picture beside them.
  let y = 44;
  text(texts.title, 15, y, { bold: true });
  y += 8;
  text(texts.model, 11, y);
  y += 6;
  text(texts.variant, 11, y);
  y += 6;
  text(dates.quoted, 9, y, { grey: true });
  y += 5;
  text(dates.validUntil, 9, y, { bold: true });
  if (picture) pdf.addImage(picture, 'JPEG', right - 56, 38, 56, 35);
  y = Math.max(y, 75) + 6;

  const row = ([label, amount]: [string, string], bold = false) => {
    text(label, 10.5, y, { bold });
    text(amount, 10.5, y, { bold, x: right, align: 'right' });
    pdf.setDrawColor(225).setLineWidth(0.2).line(left, y + 2.2, right, y + 2.2);
    y += 7.5;
  };
  rows.forEach((r, i) => row(r, i === rows.length - 1));
  text(dates.ratesAsOf, 8.5, y, { grey: true });
  y += 8;
  if (emi.length > 0) {
    text(texts.emi, 12, y, { bold: true });
    y += 7;
    for (const r of emi) row(r);
  }
  y += 4;
  setStyle(false);
  pdf.setFontSize(8).setTextColor(90);
  for (const line of wrap(texts.note, right - left)) {
    draw(line, left, y);
    y += 4;
  }
  return pdf.output('blob');
}
