/**
 * Starts an export. jsPDF, jspdf-autotable and papaparse are loaded here with import()
 * only when an export starts (their chunks are named export-*, kept out of the precache),
 * so no other screen ever loads them; the Devanagari font and HarfBuzz only when a PDF
 * holds Devanagari text.
 */
import { download } from '../export/download.ts';
import type { ExportTable } from '../export/export-table.ts';
import type { SiteSettings } from '#contract/site-settings.ts';

export type ExportFormat = 'pdf' | 'csv' | 'print';
export type ExportScope = 'page' | 'all';

export async function runExport(
  format: ExportFormat,
  table: ExportTable,
  printWindow: Window | null,
  onProgress: (done: number, total: number) => void,
  /** Whose letterhead a PDF carries: the dealer's, and the showrooms of the person exporting. */
  from?: { site: SiteSettings; showroomIds: readonly number[] },
): Promise<void> {
  if (format === 'pdf') {
    const [{ buildPdf }, { pdfFont, devanagariPdfFont }, { exportLetterhead }] = await Promise.all([
      import('../export/export-pdf.ts'),
      import('../export/export-pdf-font.ts'),
      import('../export/export-letterhead.ts'),
    ]);
    const letterhead = from ? await exportLetterhead(from.site, from.showroomIds) : undefined;
    // The Devanagari font (and its shaper) is fetched only if a cell needs it.
    const bytes = await buildPdf(table, { latin: await pdfFont(), devanagari: devanagariPdfFont }, onProgress, letterhead);
    download(new Blob([bytes], { type: 'application/pdf' }), `${table.fileBase}.pdf`);
  } else if (format === 'csv') {
    const { csvBlob } = await import('../export/export-csv.ts');
    download(csvBlob(table), `${table.fileBase}.csv`);
  } else {
    const { printTable } = await import('../export/export-print.ts');
    if (!printWindow || printWindow.closed) throw new Error('The print window was blocked. Please allow pop-ups for this site.');
    printTable(printWindow, table);
  }
}
