/**
 * The parts price list file (CSV) read into price list rows, every row checked before
 * anything is stored (docs/workshop.md "Parts price list"): the answer lists each row's
 * problems, and importing is all or nothing.
 */
import { paiseOfRupees } from '#contract/rupee-text.ts';
import { readCsvTable } from '../csv/bounded-csv.ts';
import { partsColumns, partsGstRates, partsRowLimit, workshopMessages, type PartsImportRow } from '#contract/workshop.ts';

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
    if (!/^\d{4}(\d{2}(\d{2})?)?$/.test(hsn)) problems.push(hsn === '' ? 'HSN: missing; 4, 6 or 8 digits' : 'HSN: 4, 6 or 8 digits');
    const priceText = cell(record, 'price');
    const pricePaise = paiseOfRupees(priceText);
    if (pricePaise === null) problems.push(/^\s*-/.test(priceText) ? 'Price: cannot be below 0' : 'Price: rupees before GST, such as 450 or 1250.50');
    const gstText = cell(record, 'gstRate');
    const gstRate = gstRateOf(gstText);
    if (gstRate === null) problems.push(`GST rate: ${gstText.trim() === '' ? 'missing; ' : ''}one of ${partsGstRates.join(', ')} per cent`);
    return { line, partNumber, name, hsn, pricePaise, gstRate, problems, change: null, oldPricePaise: null };
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
