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
import type { jsPDF as JsPdf } from 'jspdf';
import { mediaUrl } from '../../lib/api.ts';
import { logoPictureUrl } from '#contract/site-settings.ts';
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

/** A picture (the model's, the dealer's logo) as a JPEG for the page (any format the browser draws, SVG included); null if it cannot be had. */
async function pictureJpeg(url: string | undefined, width = 800, height = 500): Promise<string | null> {
  if (!url) return null;
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width, height });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    const scale = Math.min(canvas.width / image.naturalWidth, canvas.height / image.naturalHeight);
    const w = image.naturalWidth * scale;
    const h = image.naturalHeight * scale;
    context.drawImage(image, (canvas.width - w) / 2, (canvas.height - h) / 2, w, h);
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return null;
  }
}

/** The group's mark (src/app/logo.tsx): a red shield with a white wheel. */
function drawLogo(pdf: JsPdf, x: number, y: number, size: number): void {
  const k = size / 64;
  pdf.setFillColor(200, 16, 46);
  // The shield: straight top and sides, a curved point at the foot.
  pdf.lines([[26 * k, 10 * k], [0, 20 * k], [0, 15 * k, -11 * k, 25 * k, -26 * k, 30 * k], [-15 * k, -5 * k, -26 * k, -15 * k, -26 * k, -30 * k], [0, -20 * k]], x + 32 * k, y + 2 * k, [1, 1], 'F', true);
  pdf.setDrawColor(255, 255, 255).setLineWidth(3 * k * 0.6);
  pdf.circle(x + 32 * k, y + 31 * k, 15 * k, 'S');
  pdf.setFillColor(255, 255, 255).circle(x + 32 * k, y + 31 * k, 4 * k, 'F');
  pdf.setLineWidth(1.6 * k * 0.6);
  pdf.line(x + 32 * k, y + 16 * k, x + 32 * k, y + 46 * k);
  pdf.line(x + 17 * k, y + 31 * k, x + 47 * k, y + 31 * k);
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
    dealer.logoPath ? pictureJpeg(mediaUrl(logoPictureUrl(dealer.logoPath)), 256, 256) : Promise.resolve(null),
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
    gstin: `GSTIN ${dealer.gstin}`,
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
  if (logo) pdf.addImage(logo, 'JPEG', left, 12, 18, 18);
  else drawLogo(pdf, left, 12, 18);
  text(dealer.dealerName, 15, 19, { bold: true, x: left + 21 });
  text(texts.gstin, 8.5, 25, { x: left + 21, grey: true });
  const address = showroom?.address ?? dealer.office.address;
  const phone = showroom?.salesNo ?? dealer.office.salesPhone;
  const email = showroom?.email ?? dealer.office.salesEmail;
  text(showroomName(i18n, dealer, doc.showroomId), 9, 16, { x: right, align: 'right', bold: true });
  text(address, 8.5, 21, { x: right, align: 'right', grey: true });
  text(`${texts.phone}: ${phone}  ·  ${email}`, 8.5, 26, { x: right, align: 'right', grey: true });
  pdf.setDrawColor(200, 16, 46).setLineWidth(0.8).line(left, 33, right, 33);

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
