/**
 * The maker's dispatch file (CSV) read into vehicles in transit, every row checked before
 * anything is stored (docs/stock-and-delivery.md "Stock"): the preview lists each row's
 * problems, and adding is all or nothing.
 */
import Papa from 'papaparse';
import type { Queryable } from '../db/connect.ts';
import { dispatchColumns, isVin, normalVin, stockMessages, vinMessage, type IntakePreviewRow } from '#contract/stock.ts';
import { isIsoDate } from '#contract/fields.ts';
import type { SiteShowroom } from '#contract/site-settings.ts';
import { spelledAs, type CatalogueModel } from './catalogue-kinds.ts';

/** More rows than any dispatch a showroom group receives at once. */
export const dispatchRowLimit = 5_000;

export interface DispatchRow extends IntakePreviewRow {
  modelId: number | null;
  engineNo: string;
}

const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

/** 2026-12-05, 05-12-2026 and 05/12/2026 (day first, as Indian files write it). */
export function dispatchDate(text: string): string | null {
  const t = text.trim();
  if (isIsoDate(t)) return t;
  const m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The delimiter (comma, semicolon, tab or bar: what a spreadsheet writes) and line ending of a file, read from its header line. */
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

export interface DispatchContext {
  models: Map<number, CatalogueModel>;
  showrooms: readonly SiteShowroom[];
  /** The chassis numbers of the file already in the stock records. */
  knownVins: (vins: string[]) => Promise<Set<string>>;
}

/** The file's rows with their problems; `fileProblem` when the file itself cannot be read. */
export async function readDispatchFile(csv: string, context: DispatchContext): Promise<{ rows: DispatchRow[]; fileProblem: string | null }> {
  const text = csv.replace(/^\uFEFF/, '');
  // A 2 MB file of one-character lines is a million rows, and reading them all before
  // refusing held the server for 17 s. Parsing stops one row past the limit, and the
  // delimiter and line ending come from the header line: Papa's own guess, and its fast
  // mode, split the whole file (six times over to guess) whatever the row limit. Fast mode
  // (ten times quicker on an ordinary file) is kept for a file with no more lines than that.
  const layout = layoutOf(text);
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true, skipEmptyLines: 'greedy', transformHeader: headerKey, preview: dispatchRowLimit + 1,
    ...layout, ...(hasMoreLinesThan(text, layout.newline, dispatchRowLimit + 1) ? { fastMode: false } : {}),
  });
  const headers = new Set(parsed.meta.fields ?? []);
  const column = Object.fromEntries(Object.entries(dispatchColumns).map(([name, names]) => [name, names.find((n) => headers.has(n)) ?? null])) as Record<keyof typeof dispatchColumns, string | null>;
  const missing = Object.entries(column).filter(([, found]) => found === null).map(([name]) => name);
  if (missing.length > 0) return { rows: [], fileProblem: `The file needs the columns ${missing.join(', ')}` };
  if (parsed.data.length === 0) return { rows: [], fileProblem: stockMessages.emptyCsv };
  if (parsed.data.length > dispatchRowLimit) return { rows: [], fileProblem: `A file has at most ${dispatchRowLimit} rows` };

  const cell = (record: Record<string, string>, name: keyof typeof dispatchColumns) => String(record[column[name] ?? ''] ?? '').trim();
  const byName = new Map([...context.models.values()].map((m) => [m.name.toLowerCase(), m]));
  const seen = new Map<string, number>();
  const rows: DispatchRow[] = parsed.data.map((record, i) => {
    const line = i + 2;
    const problems: string[] = [];
    const vin = normalVin(cell(record, 'vin'));
    if (!isVin(vin)) problems.push(`Chassis number: ${vinMessage}`);
    else if (seen.has(vin)) problems.push(`Chassis number: the same as line ${seen.get(vin)}`);
    else seen.set(vin, line);
    const engineNo = cell(record, 'engineNo');
    if (!engineNo) problems.push('Engine number: missing');
    const model = byName.get(cell(record, 'model').toLowerCase());
    if (!model) problems.push(`Model: ${stockMessages.unknownModel}`);
    const variant = model ? spelledAs(model.variants, cell(record, 'variant')) : undefined;
    if (model && !variant) problems.push(`Variant: ${stockMessages.unknownVariant}`);
    const colour = model ? spelledAs(model.colours, cell(record, 'colour')) : undefined;
    if (model && !colour) problems.push(`Colour: ${stockMessages.unknownColour}`);
    const showroomText = cell(record, 'showroom').toLowerCase();
    const showroom = context.showrooms.find((s) => String(s.id) === showroomText || s.label.toLowerCase() === showroomText || s.name.toLowerCase() === showroomText);
    if (!showroom) problems.push(`Showroom: ${stockMessages.unknownShowroom}`);
    const expectedOn = dispatchDate(cell(record, 'expectedOn'));
    if (!expectedOn) problems.push('Expected date: please write it as YYYY-MM-DD or DD-MM-YYYY');
    return {
      line, vin, engineNo, modelId: model?.id ?? null, model: model?.name ?? cell(record, 'model'), variant: variant ?? cell(record, 'variant'),
      colour: colour ?? cell(record, 'colour'), showroomId: showroom?.id ?? null, expectedOn: expectedOn ?? cell(record, 'expectedOn'), problems,
    };
  });
  const known = await context.knownVins(rows.filter((r) => isVin(r.vin)).map((r) => r.vin));
  for (const row of rows) if (known.has(row.vin)) row.problems.push(`Chassis number: ${stockMessages.knownVin}`);
  return { rows, fileProblem: null };
}

export async function knownVinsIn(db: Queryable, vins: string[]): Promise<Set<string>> {
  if (vins.length === 0) return new Set();
  const { rows } = await db.query<{ vin: string }>('SELECT vin FROM vehicles WHERE vin = ANY($1::text[])', [vins]);
  return new Set(rows.map((r) => r.vin));
}

/** What a person reads about the first bad row: "Line 3: Chassis number: ...". */
export function firstProblem(rows: readonly DispatchRow[]): string | null {
  const bad = rows.find((r) => r.problems.length > 0);
  return bad ? `Line ${bad.line}: ${bad.problems[0]}` : null;
}
