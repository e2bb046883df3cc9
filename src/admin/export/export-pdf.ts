/**
 * PDF export (spec 7.3: landscape, centred title, `<fileBase>.pdf`) with jsPDF and
 * jspdf-autotable. The DejaVu Sans font is embedded so '₹' and Indian names render
 * (the standard PDF fonts have no rupee sign). Large tables are drawn in chunks with a
 * pause between them, so a 10,000-row export never freezes the page.
 */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { fetchedAtLine, type ExportTable } from './export-table.ts';

export const pdfFontName = 'DejaVuSans';
const fontFile = 'DejaVuSans.ttf';

/** Rows drawn between two pauses. */
const chunkRows = 400;

function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  // String.fromCharCode takes a bounded number of arguments: convert in slices.
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface PdfProgress {
  (drawn: number, total: number): void;
}

/** Builds the PDF and returns its bytes. `font` is the TTF file's content. */
export async function buildPdf(table: ExportTable, font: ArrayBuffer, onProgress?: PdfProgress): Promise<ArrayBuffer> {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  doc.addFileToVFS(fontFile, toBase64(font));
  doc.addFont(fontFile, pdfFontName, 'normal');
  doc.setFont(pdfFontName, 'normal');

  const pageWidth = doc.internal.pageSize.getWidth();
  doc.setFontSize(16);
  doc.text(table.title, pageWidth / 2, 40, { align: 'center' });
  doc.setFontSize(9);
  doc.setTextColor(90);
  doc.text(fetchedAtLine(table.fetchedAt), pageWidth / 2, 58, { align: 'center' });
  doc.setTextColor(0);

  const common = {
    head: [table.headings],
    theme: 'grid' as const,
    margin: { top: 40, left: 24, right: 24, bottom: 30 },
    styles: { font: pdfFontName, fontStyle: 'normal' as const, fontSize: 8, cellPadding: 3, overflow: 'linebreak' as const },
    headStyles: { font: pdfFontName, fontStyle: 'normal' as const, fillColor: [200, 16, 46] as [number, number, number], textColor: 255 },
    showHead: 'everyPage' as const,
  };

  if (table.rows.length === 0) autoTable(doc, { ...common, body: [], startY: 70 });
  for (let start = 0; start < table.rows.length; start += chunkRows) {
    const body = table.rows.slice(start, start + chunkRows);
    // Each chunk after the first starts on a fresh page, so its heading row is where a
    // page's heading belongs and never in the middle of a page.
    if (start > 0) doc.addPage();
    autoTable(doc, { ...common, body, startY: start === 0 ? 70 : 40 });
    onProgress?.(Math.min(start + chunkRows, table.rows.length), table.rows.length);
    await pause();
  }

  const pages = doc.getNumberOfPages();
  doc.setFontSize(8);
  for (let i = 1; i <= pages; i++) {
    doc.setPage(i);
    doc.text(`${table.title} · ${i} / ${pages}`, pageWidth / 2, doc.internal.pageSize.getHeight() - 14, { align: 'center' });
  }
  return doc.output('arraybuffer');
}
