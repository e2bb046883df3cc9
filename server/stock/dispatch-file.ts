/**
 * The maker's dispatch file (CSV) read into vehicles in transit, every row checked before
 * anything is stored (docs/stock-and-delivery.md "Stock"): the preview lists each row's
 * problems, and adding is all or nothing.
 */
import { readCsvTable } from '../csv/bounded-csv.ts';
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

/** 2026-12-05, 05-12-2026 and 05/12/2026 (day first, as Indian files write it). */
export function dispatchDate(text: string): string | null {
  const t = text.trim();
  if (isIsoDate(t)) return t;
  const m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

export interface DispatchContext {
  models: Map<number, CatalogueModel>;
  showrooms: readonly SiteShowroom[];
  /** The chassis numbers of the file already in the stock records. */
  knownVins: (vins: string[]) => Promise<Set<string>>;
}

/** The file's rows with their problems; `fileProblem` when the file itself cannot be read. */
export async function readDispatchFile(csv: string, context: DispatchContext): Promise<{ rows: DispatchRow[]; fileProblem: string | null }> {
  const { table, fileProblem } = readCsvTable(csv, dispatchColumns, dispatchRowLimit, stockMessages.emptyCsv);
  if (!table) return { rows: [], fileProblem };
  const { cell } = table;
  const byName = new Map([...context.models.values()].map((m) => [m.name.toLowerCase(), m]));
  const seen = new Map<string, number>();
  const rows: DispatchRow[] = table.records.map((record, i) => {
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
