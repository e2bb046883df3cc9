/**
 * A one-page document on the dealer's letterhead (a booking's receipt, a delivery note):
 * jsPDF in millimetres with Noto Sans Devanagari embedded, whose Latin letters and '₹' the
 * English text uses too, so one font serves the page; a name or address in Devanagari is
 * shaped by the PDF text writer. The page offers the text drawing and the label-and-value
 * lines such documents are made of; each document adds its own parts.
 */
import { jsPDF } from 'jspdf';
import { toBase64 } from './base64.ts';
import { drawLetterhead, type Letterhead } from './letterhead.ts';
import { PdfTextWriter } from './pdf-text-writer.ts';
import { hasDevanagari } from './script-runs.ts';

export interface DocumentFonts {
  /** Noto Sans Devanagari, regular and bold (TTF bytes). */
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

type TextOptions = { bold?: boolean; align?: 'left' | 'right'; grey?: boolean };

export interface DocumentPage {
  pdf: jsPDF;
  writer: PdfTextWriter;
  /** The text column's edges (mm). */
  left: number;
  right: number;
  /** Where the document's own content starts, under the letterhead (mm). */
  top: number;
  text: (value: string, size: number, x: number, y: number, options?: TextOptions) => void;
  /** Label-and-value lines from `y`, values wrapped beside their labels; the y after them. */
  lines: (lines: readonly (readonly [string, string])[], y: number, labelWidth: number) => number;
  /** A thin rule across the text column at `y`. */
  rule: (y: number) => void;
}

const fontName = 'DocumentSans';

/**
 * A new page with the letterhead drawn; `words`: every text it will hold, to know whether
 * Devanagari is needed; `phoneWord`: the letterhead's 'Phone' in the document's language.
 */
export async function documentPage(format: 'a4' | 'a5', head: Letterhead, fonts: DocumentFonts, words: readonly string[], phoneWord = 'Phone'): Promise<DocumentPage> {
  const pdf = new jsPDF({ unit: 'mm', format });
  pdf.addFileToVFS(`${fontName}-Regular.ttf`, toBase64(fonts.regular));
  pdf.addFont(`${fontName}-Regular.ttf`, fontName, 'normal');
  pdf.addFileToVFS(`${fontName}-Bold.ttf`, toBase64(fonts.bold));
  pdf.addFont(`${fontName}-Bold.ttf`, fontName, 'bold');
  pdf.setFont(fontName, 'normal');
  let writer = new PdfTextWriter(pdf);
  if ([...words, ...Object.values(head)].some((v) => typeof v === 'string' && hasDevanagari(v))) {
    const { createDevanagariShaper } = await import('./devanagari-shaper.ts');
    writer = new PdfTextWriter(pdf, { shaper: createDevanagariShaper(fonts.regular), fontBase64: toBase64(fonts.regular) });
  }
  const left = 12;
  const right = pdf.internal.pageSize.getWidth() - 12;
  const text = (value: string, size: number, x: number, y: number, options: TextOptions = {}) => {
    // The writer draws Latin runs in the document's font: the bold face for bold.
    pdf.setFont(fontName, options.bold ? 'bold' : 'normal');
    pdf.setFontSize(size).setTextColor(options.grey ? 90 : 20);
    writer.draw(value, x, y, options.align ?? 'left');
  };
  const top = drawLetterhead(pdf, head, { left, right, top: 10, perMm: 1, phoneWord }, text) + 12;
  const lines = (rows: readonly (readonly [string, string])[], from: number, labelWidth: number) => {
    let y = from;
    for (const [label, value] of rows) {
      text(label, 9.5, left, y, { grey: true });
      pdf.setFont(fontName, 'normal').setFontSize(10);
      const wrapped = writer.wrap(value, right - left - labelWidth);
      wrapped.forEach((line, i) => text(line, 10, left + labelWidth, y + i * 5));
      y += 5 * Math.max(1, wrapped.length) + 2.5;
    }
    return y;
  };
  const rule = (y: number) => {
    pdf.setDrawColor(200).setLineWidth(0.3).line(left, y, right, y);
  };
  return { pdf, writer, left, right, top, text, lines, rule };
}
