/**
 * CSV export (spec 7.3: `<fileBase>.csv`). UTF-8 with a byte-order mark so spreadsheet
 * programs read '₹' and Indian names correctly; cells that a spreadsheet would run as a
 * formula are neutralised with a leading single quote (OWASP CSV injection).
 */
import Papa from 'papaparse';
import { fetchedAtLine, type ExportTable } from './export-table.ts';

const bom = '\uFEFF';
const formulaStart = /^[=+\-@\t\r]/;

export function neutralise(cell: string): string {
  return formulaStart.test(cell) ? `'${cell}` : cell;
}

/** The file's text: BOM, a title line, the fetch time, a blank line, then the table. */
export function buildCsv(table: ExportTable): string {
  const body = Papa.unparse(
    { fields: table.headings.map(neutralise), data: table.rows.map((row) => row.map(neutralise)) },
    { quotes: false, newline: '\r\n' },
  );
  const preamble = Papa.unparse([[neutralise(table.title)], [fetchedAtLine(table.fetchedAt)]], { newline: '\r\n' });
  return `${bom}${preamble}\r\n\r\n${body}\r\n`;
}

export function csvBlob(table: ExportTable): Blob {
  return new Blob([buildCsv(table)], { type: 'text/csv;charset=utf-8' });
}
