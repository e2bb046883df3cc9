/**
 * PDF export (requirements 7.3: landscape, centred title, `<fileBase>.pdf`) with jsPDF and
 * jspdf-autotable. The DejaVu Sans font is embedded so '₹' and Indian names in Latin
 * letters render (the standard PDF fonts have no rupee sign); when the export holds
 * Devanagari (Hindi names), Noto Sans Devanagari and the HarfBuzz shaper are loaded too and
 * those cells are drawn as shaped glyphs (pdf-text-writer.ts). Under the title: which rows
 * these are (scope, dates, search, row count) and when they were fetched. Large tables are
 * drawn in chunks with a pause between them, so a 10,000-row export never freezes the
 * page; each chunk carries on where the previous one stopped, so the result reads as one
 * table.
 */
import { jsPDF } from 'jspdf';
import { autoTable, type CellHookData, type Table } from 'jspdf-autotable';
import { fetchedAtLine, viewLine, type ExportTable } from './export-table.ts';
import { PdfFontUnavailableError } from './export-unavailable-error.ts';
import { shapedCellHooks } from './pdf-shaped-cells.ts';
import { PdfTextWriter, type DevanagariSupport } from '../../lib/pdf/pdf-text-writer.ts';
import { hasDevanagari } from '../../lib/pdf/script-runs.ts';
import { drawLetterhead, type Letterhead } from '../../lib/pdf/letterhead.ts';
import { toBase64 } from '../../lib/pdf/base64.ts';

const pdfFontName = 'DejaVuSans';
const fontFile = 'DejaVuSans.ttf';

/** Rows drawn between two pauses (a few hundred milliseconds of work each). */
const chunkRows = 250;

export { toBase64 };

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The table jspdf-autotable drew last (it keeps it on the document). */
function lastTable(doc: jsPDF): Table {
  return (doc as jsPDF & { lastAutoTable: Table }).lastAutoTable;
}

interface PdfProgress {
  (drawn: number, total: number): void;
}

interface PdfFonts {
  /** DejaVu Sans (TTF bytes): Latin letters, '₹' and the table's frame. */
  latin: ArrayBuffer;
  /** Noto Sans Devanagari (TTF bytes), asked for only when the export has Devanagari text. */
  devanagari: () => Promise<ArrayBuffer>;
}

function hasAnyDevanagari(table: ExportTable): boolean {
  return [table.title, viewLine(table), ...table.headings].some(hasDevanagari) || table.readableRows.some((row) => row.some(hasDevanagari));
}

async function devanagariSupport(fonts: PdfFonts): Promise<DevanagariSupport> {
  const shaperModule = import('../../lib/pdf/devanagari-shaper.ts').catch((error: unknown) => {
    // Its chunk and WebAssembly are cached once used; offline before that they cannot load.
    throw new PdfFontUnavailableError({ cause: error });
  });
  const [bytes, { createDevanagariShaper }] = await Promise.all([fonts.devanagari(), shaperModule]);
  const shaper = createDevanagariShaper(bytes);
  // The first shaping reads the font's layout tables (a few hundred ms on a tablet): do it
  // here, with a pause after it, not inside the first chunk of rows.
  shaper.shape('क');
  await pause();
  return { shaper, fontBase64: toBase64(bytes) };
}

/** Points to a millimetre: the letterhead is laid out in mm, this page in points. */
const pointsPerMm = 72 / 25.4;

/** Builds the PDF and returns its bytes; with `letterhead`, on the dealer's letterhead like the quote. */
export async function buildPdf(table: ExportTable, fonts: PdfFonts, onProgress?: PdfProgress, letterhead?: Letterhead): Promise<ArrayBuffer> {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  doc.addFileToVFS(fontFile, toBase64(fonts.latin));
  doc.addFont(fontFile, pdfFontName, 'normal');
  doc.setFont(pdfFontName, 'normal');
  const devanagari = hasAnyDevanagari(table) || (letterhead !== undefined && Object.values(letterhead).some((v) => typeof v === 'string' && hasDevanagari(v)));
  const writer = new PdfTextWriter(doc, devanagari ? await devanagariSupport(fonts) : undefined);
  const cellHooks = shapedCellHooks(writer);

  const pageWidth = doc.internal.pageSize.getWidth();
  // The first page opens with the dealer's letterhead (src/lib/pdf/letterhead.ts); one font here, so no bold.
  const rule = letterhead
    ? drawLetterhead(doc, letterhead, { left: 24, right: pageWidth - 24, top: 14, perMm: pointsPerMm, phoneWord: 'Phone' }, (value, size, x, y, { align = 'left', grey }) => {
        doc.setFontSize(size).setTextColor(grey ? 90 : 20);
        writer.draw(value, x, y, align);
      })
    : 14;
  const titleY = rule + 26;
  doc.setTextColor(0);
  doc.setFontSize(16);
  writer.draw(table.title, pageWidth / 2, titleY, 'center');
  doc.setFontSize(9);
  writer.draw(viewLine(table), pageWidth / 2, titleY + 18, 'center');
  doc.setTextColor(90);
  writer.draw(fetchedAtLine(table.fetchedAt), pageWidth / 2, titleY + 31, 'center');
  doc.setTextColor(0);
  const tableTop = titleY + 42;

  const margin = { top: 40, left: 24, right: 24, bottom: 30 };
  const common = {
    head: [table.headings],
    theme: 'grid' as const,
    margin,
    styles: { font: pdfFontName, fontStyle: 'normal' as const, fontSize: 8, cellPadding: 3, overflow: 'linebreak' as const },
    headStyles: { font: pdfFontName, fontStyle: 'normal' as const, fillColor: [200, 16, 46] as [number, number, number], textColor: 255 },
    showHead: 'everyPage' as const,
    ...cellHooks,
  };

  if (table.readableRows.length === 0) autoTable(doc, { ...common, body: [], startY: tableTop });
  // The first chunk decides the column widths; later chunks reuse them so the columns
  // line up as one table.
  let columnStyles: Record<number, { cellWidth: number }> | undefined;
  let headHeight = 0;
  const pageHeight = doc.internal.pageSize.getHeight();
  for (let start = 0; start < table.readableRows.length; start += chunkRows) {
    const body = table.readableRows.slice(start, start + chunkRows);
    if (start === 0) {
      autoTable(doc, { ...common, body, startY: tableTop });
    } else {
      const finalY = lastTable(doc).finalY ?? margin.top;
      // Room for at least a couple of rows: continue right under the previous chunk, with
      // its heading row laid out but not drawn there (it is drawn on every new page).
      const continueHere = finalY + 2 * headHeight < pageHeight - margin.bottom;
      if (!continueHere) doc.addPage();
      autoTable(doc, {
        ...common,
        body,
        startY: continueHere ? finalY - headHeight : margin.top,
        ...(columnStyles ? { columnStyles } : {}),
        willDrawCell: (data: CellHookData) => {
          if (continueHere && data.section === 'head' && data.pageNumber === 1) return false;
          cellHooks.willDrawCell(data);
        },
      });
    }
    if (start === 0) {
      const first = lastTable(doc);
      columnStyles = Object.fromEntries(first.columns.map((c, i) => [i, { cellWidth: c.width }]));
      headHeight = first.head.reduce((h, row) => h + row.height, 0);
    }
    onProgress?.(Math.min(start + chunkRows, table.readableRows.length), table.readableRows.length);
    await pause();
  }

  const pages = doc.getNumberOfPages();
  doc.setFontSize(8);
  for (let i = 1; i <= pages; i++) {
    doc.setPage(i);
    writer.draw(`${table.title} · ${i} / ${pages}`, pageWidth / 2, doc.internal.pageSize.getHeight() - 14, 'center');
  }
  return doc.output('arraybuffer');
}
