/**
 * CSV export (requirements 7.3: `<fileBase>.csv`). UTF-8 with a byte-order mark so spreadsheet
 * programs read '₹' and Indian names correctly; text that a spreadsheet would run as a
 * formula is neutralised with a single quote (OWASP CSV injection).
 */
import Papa from 'papaparse';
import { fetchedAtLine, type ExportTable } from './export-table.ts';

const bom = '\uFEFF';
/**
 * A spreadsheet may split a line at a comma, semicolon (most of Europe), tab or pipe,
 * whichever this file uses, so a formula can start at the cell's start or after any of
 * them (`;=1+1` opened as `=1+1` where ';' separates), spaces allowed before it. A quote
 * goes in at each such place. Linear: each lookahead reads only a run of spaces.
 */
const formulaAt = /(?<=^|[,;\t|])(?=[ ]*[=+\-@\t\r])/g;

export function neutralise(cell: string): string {
  return cell.replace(formulaAt, "'");
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
