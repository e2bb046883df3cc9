/**
 * A CSV file's rows by named column, read no further than one row past the limit. A 2 MB
 * file of one-character lines is a million rows, and reading them all before refusing held
 * the server for 10-24 s (docs/security.md "Input limits"): parsing stops past the limit,
 * and the delimiter and line end come from the header line, because Papa's own guess, and
 * its fast mode, split the whole file (six times over to guess) whatever the limit. Fast
 * mode, ten times quicker on an ordinary file, is kept for a file with no more lines than that.
 */
import Papa from 'papaparse';

/** A header as a key: case, spaces and punctuation aside ("Chassis No" -> "chassisno"). */
const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The delimiter (comma, semicolon, tab or bar: what a spreadsheet writes) and line end, from the header line. */
export function layoutOf(text: string): { delimiter: string; newline: '\r\n' | '\n' | '\r' } {
  const end = text.search(/\r\n|\n|\r/);
  const header = end === -1 ? text : text.slice(0, end);
  const newline = end === -1 || text[end] === '\n' ? '\n' : text[end + 1] === '\n' ? '\r\n' : '\r';
  const counts = [',', ';', '\t', '|'].map((d) => ({ d, n: header.split(d).length - 1 }));
  const delimiter = counts.reduce((best, c) => (c.n > best.n ? c : best)).d;
  return { delimiter, newline };
}

/** Whether `text` has more than `lines` lines; reads no further than the line after them. */
function hasMoreLinesThan(text: string, newline: string, lines: number): boolean {
  let at = -1;
  for (let i = 0; i < lines; i++) {
    at = text.indexOf(newline, at + 1);
    if (at === -1) return false;
  }
  return at + newline.length < text.length;
}

export interface CsvTable<K extends string> {
  records: Record<string, string>[];
  /** A record's cell of a named column, trimmed ('' when absent). */
  cell: (record: Record<string, string>, name: K) => string;
}

/**
 * The file's records, or what is wrong with the file as a whole: columns missing (each
 * column matched by any of its header keys), no rows, more than `rowLimit` rows.
 */
export function readCsvTable<K extends string>(
  csv: string, columns: Record<K, readonly string[]>, rowLimit: number, emptyMessage: string,
): { table: CsvTable<K>; fileProblem: null } | { table: null; fileProblem: string } {
  const text = csv.replace(/^\uFEFF/, '');
  const layout = layoutOf(text);
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true, skipEmptyLines: 'greedy', transformHeader: headerKey, preview: rowLimit + 1,
    ...layout, ...(hasMoreLinesThan(text, layout.newline, rowLimit + 1) ? { fastMode: false } : {}),
  });
  const headers = new Set(parsed.meta.fields ?? []);
  const column = Object.fromEntries(
    (Object.entries(columns) as [K, readonly string[]][]).map(([name, keys]) => [name, keys.find((k) => headers.has(k)) ?? null]),
  ) as Record<K, string | null>;
  const missing = Object.entries(column).filter(([, found]) => found === null).map(([name]) => name);
  if (missing.length > 0) return { table: null, fileProblem: `The file needs the columns ${missing.join(', ')}` };
  if (parsed.data.length === 0) return { table: null, fileProblem: emptyMessage };
  if (parsed.data.length > rowLimit) return { table: null, fileProblem: `A file has at most ${rowLimit} rows` };
  const cell = (record: Record<string, string>, name: K) => String(record[column[name] ?? ''] ?? '').trim();
  return { table: { records: parsed.data, cell }, fileProblem: null };
}
