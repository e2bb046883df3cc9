/**
 * The parts price list file (CSV) read into price list rows, every row checked before
 * anything is stored (docs/workshop.md "Parts price list"): the answer lists each row's
 * problems, and importing is all or nothing.
 */
import { readCsvTable } from '../csv/bounded-csv.ts';
import { partsColumns, partsGstRates, partsRowLimit, workshopMessages, type PartsImportRow } from '#contract/workshop.ts';

/** "1,250.50", "₹ 450" or "450.5" as paise; null when it is not an amount of rupees with at most two decimals. */
export function paiseOfRupees(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.replace(/[₹,\s]/g, '').replace(/^Rs\.?/i, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const gstRateOf = (text: string): number | null => {
  const t = text.replace(/%/g, '').trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(t)) return null;
  return (partsGstRates as readonly number[]).includes(Number(t)) ? Number(t) : null;
};

export function readPartsFile(csv: string): { rows: PartsImportRow[]; fileProblem: string | null } {
  const { table, fileProblem } = readCsvTable(csv, partsColumns, partsRowLimit, workshopMessages.emptyCsv);
  if (!table) return { rows: [], fileProblem };
  const { cell } = table;
  const seen = new Map<string, number>();
  const rows = table.records.map((record, i): PartsImportRow => {
    const line = i + 2;
    const problems: string[] = [];
    const partNumber = cell(record, 'partNumber').toUpperCase();
    if (!/^[A-Z0-9][A-Z0-9/.-]{0,39}$/.test(partNumber)) problems.push('Part number: letters, digits, / . and - only, at most 40');
    else if (seen.has(partNumber)) problems.push(`Part number: the same as line ${seen.get(partNumber)}`);
    else seen.set(partNumber, line);
    const name = cell(record, 'name');
    if (name.length === 0 || name.length > 120) problems.push('Name: missing or longer than 120 characters');
    const hsn = cell(record, 'hsn');
    if (!/^\d{4}(\d{2}(\d{2})?)?$/.test(hsn)) problems.push('HSN: 4, 6 or 8 digits');
    const pricePaise = paiseOfRupees(cell(record, 'price'));
    if (pricePaise === null) problems.push('Price: rupees before GST, such as 450 or 1250.50');
    const gstRate = gstRateOf(cell(record, 'gstRate'));
    if (gstRate === null) problems.push(`GST rate: one of ${partsGstRates.join(', ')} per cent`);
    return { line, partNumber, name, hsn, pricePaise, gstRate, problems };
  });
  return { rows, fileProblem: null };
}

/** The first problem of the file, as one sentence naming its line; null when every row is good. */
export function firstPartsProblem(rows: readonly PartsImportRow[]): string | null {
  const bad = rows.filter((r) => r.problems.length > 0);
  const first = bad[0];
  if (!first) return null;
  const more = bad.length > 1 ? ` (and ${bad.length - 1} more ${bad.length === 2 ? 'line' : 'lines'})` : '';
  return `Line ${first.line}: ${first.problems.join('; ')}${more}. Nothing was imported`;
}
