/**
 * The PDF text writer on a real jsPDF document: shaped widths for Devanagari (what
 * jspdf-autotable sizes columns with), lines that fit, and runs written as glyphs of the
 * embedded Devanagari font with their text marked for extraction.
 */
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { createDevanagariShaper } from '../../src/lib/pdf/devanagari-shaper.ts';
import { toBase64 } from '../../src/admin/export/export-pdf.ts';
import { fillColorOperator, PdfTextWriter } from '../../src/lib/pdf/pdf-text-writer.ts';
import { devanagariFontPath, fileBytes, latinFontPath, pdfText } from '../support/pdf-files.ts';

const devanagari = fileBytes(devanagariFontPath);
const shaper = createDevanagariShaper(devanagari);

function newDoc(): { doc: jsPDF; writer: PdfTextWriter } {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  doc.addFileToVFS('DejaVuSans.ttf', toBase64(fileBytes(latinFontPath)));
  doc.addFont('DejaVuSans.ttf', 'DejaVuSans', 'normal');
  doc.setFont('DejaVuSans', 'normal');
  doc.setFontSize(8);
  return { doc, writer: new PdfTextWriter(doc, { shaper, fontBase64: toBase64(devanagari) }) };
}

describe('PDF text writer', () => {
  it('measures Devanagari by its shaped advance and Latin by the document font', () => {
    const { doc, writer } = newDoc();
    expect(writer.width('किरण शर्मा')).toBeCloseTo((shaper.shape('किरण शर्मा').advance / 1000) * 8, 6);
    const latin = writer.width('Kiran ');
    expect(latin).toBeGreaterThan(0);
    expect(writer.width('Kiran किरण')).toBeCloseTo(latin + writer.width('किरण'), 6);
    // jspdf-autotable measures cells through the document.
    expect(doc.getTextWidth('किरण शर्मा')).toBe(writer.width('किरण शर्मा'));
    expect(writer.shapes('किरण')).toBe(true);
    expect(writer.shapes('Kiran ₹500')).toBe(false);
  });

  it('wraps a long Hindi comment into lines that each fit the cell', () => {
    const { writer } = newDoc();
    const comment = 'शाम 6 बजे के बाद फ़ोन करें, दिन में मैं दफ़्तर में रहती हूँ और क्षत्रियश्रीवास्तवत्रिवेदी परिवार';
    const lines = writer.wrap([comment], 60);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(writer.width(line), line).toBeLessThanOrEqual(60);
    expect(lines.join('').replace(/\s/g, '')).toBe(comment.replace(/\s/g, ''));
  });

  it('writes Devanagari as glyphs of the embedded font, marked with the text, in the current colour', () => {
    const { doc, writer } = newDoc();
    doc.setTextColor(90);
    writer.draw('Kiran किरण', 40, 100);
    const pdf = doc.output();
    expect(pdf).toMatch(/\/BaseFont \/NotoSansDevanagari/);
    expect(pdf).toContain('/Span <</ActualText <FEFF0915093F09300923>>> BDC');
    expect(pdf).toContain('0.353 g');
    // The Latin run (jsPDF, DejaVu Sans) and the shaped run read back as one line, in order.
    expect(pdfText(doc.output('arraybuffer')).trim()).toBe('Kiran किरण');
  });

  it('turns jsPDF colours into PDF fill operators', () => {
    expect(fillColorOperator('#000000')).toBe('0 g');
    expect(fillColorOperator('#5a5a5a')).toBe('0.353 g');
    expect(fillColorOperator('#c8102e')).toBe('0.784 0.063 0.18 rg');
    expect(fillColorOperator('nonsense')).toBe('0 g');
  });
});
