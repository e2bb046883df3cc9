/**
 * Specification rows pasted from a spreadsheet or a maker's sheet (docs/catalogue.md
 * "Specifications: the usual rows, pasting"). One row per line: `label TAB value` as a
 * spreadsheet copies it (a third and fourth column are the label and value in Hindi),
 * else `label: value`, else label and value apart by two or more spaces (a PDF's table).
 * Blank lines are ignored, and so is a first line that only names the columns. A line
 * with just a group's name ("Engine", "Tyres & Brakes", "Brakes") sends the lines after it
 * to that group; the others go to the group the paste was made in.
 */
import { specGroups, studioLimits, type ModelDraft, type SpecGroup } from '#contract/catalogue-studio.ts';
import { specSections } from '#contract/catalogue-types.ts';

export interface PastedRow {
  group: SpecGroup;
  label: string;
  value: string;
  labelHi: string;
  valueHi: string;
}

export interface PasteProblem {
  /** The line of the pasted text, from 1. */
  line: number;
  message: string;
}

export interface ParsedPaste {
  rows: PastedRow[];
  /** Lines left out, with why. */
  problems: PasteProblem[];
}

/** A heading's words, compared without case, '&'/'and' or punctuation. */
const headingKey = (text: string) => text.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z]+/g, ' ').trim();

/** What a sheet calls each group, besides its own title. */
const groupNames: Record<SpecGroup, readonly string[]> = {
  bodyDimensions: ['Dimensions', 'Dimensions & Weight', 'Dimensions and Capacity', 'Body'],
  engineDetails: ['Engine Details', 'Motor', 'Motor & Battery', 'Battery & Motor', 'Powertrain'],
  transmissionDetails: ['Transmission Details', 'Drivetrain', 'Gearbox'],
  tyreDetails: ['Tyres', 'Tires', 'Brakes', 'Brakes & Tyres', 'Tires & Brakes', 'Wheels & Tyres', 'Wheels, Tyres & Brakes'],
  frame: ['Frame', 'Suspension', 'Chassis', 'Chassis & Suspension'],
  Electrical: ['Electrical', 'Electricals & Features', 'Electrics'],
};

const groupOfHeading = new Map<string, SpecGroup>(
  specSections.flatMap((s) => [s.title, ...groupNames[s.field]].map((name) => [headingKey(name), s.field] as const)),
);

/** A first line that only names the columns ("Label  Value", "Specification: Details"). */
const columnNames = new Set(['label', 'labels', 'specification', 'specifications', 'spec', 'parameter', 'item', 'feature', 'name', 'value', 'values', 'details', 'detail', 'description']);

/** A spreadsheet quotes a cell holding a line break or a quote: "a ""b""" -> a "b". */
const unquoted = (cell: string) => {
  const t = cell.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"').trim() : t;
};

/** The cells of one line; a spreadsheet's leading empty cells (an indented sheet) dropped. */
function cellsOf(line: string): string[] {
  if (line.includes('\t')) {
    const cells = line.split('\t').map(unquoted);
    while (cells.length > 1 && cells[0] === '') cells.shift();
    return cells;
  }
  const colon = line.indexOf(':');
  // 'label: value'; a time or ratio in the value keeps its colons ('Compression Ratio: 10.0:1').
  if (colon >= 0) return [line.slice(0, colon), line.slice(colon + 1)].map(unquoted);
  return line.trim().split(/\s{2,}/).map(unquoted);
}

export function parseSpecPaste(text: string, startGroup: SpecGroup): ParsedPaste {
  const rows: PastedRow[] = [];
  const problems: PasteProblem[] = [];
  let group = startGroup;
  let first = true;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.replace(/\t/g, '').trim() === '') return;
    const [label = '', value = '', labelHi = '', valueHi = ''] = cellsOf(raw);
    const isFirst = first;
    first = false;
    if (isFirst && columnNames.has(label.toLowerCase()) && (value === '' || columnNames.has(value.toLowerCase()))) return;
    if (value === '' && labelHi === '' && valueHi === '') {
      const heading = groupOfHeading.get(headingKey(label));
      if (heading) {
        group = heading;
        return;
      }
    }
    if (label === '') {
      problems.push({ line, message: `Line ${line}: no label before the value` });
      return;
    }
    const tooLong = [
      [label, studioLimits.shortText, 'label'], [value, studioLimits.shortText * 2, 'value'],
      [labelHi, studioLimits.shortText, 'Hindi label'], [valueHi, studioLimits.shortText * 2, 'Hindi value'],
    ] as const;
    const long = tooLong.find(([t, max]) => t.length > max);
    if (long) {
      problems.push({ line, message: `Line ${line}: the ${long[2]} is longer than ${long[1]} characters` });
      return;
    }
    rows.push({ group, label, value, labelHi, valueHi });
  });
  return { rows, problems };
}

export type Specifications = ModelDraft['specifications'];
export type PasteMode = 'add' | 'replace';

/** The groups the pasted rows go to, in the page's order, with how many rows each gets. */
export function pastedGroups(rows: readonly PastedRow[]): { group: SpecGroup; count: number }[] {
  return specGroups.map((group) => ({ group, count: rows.filter((r) => r.group === group).length })).filter((g) => g.count > 0);
}

/**
 * The specifications with the pasted rows added after each group's rows, or in place of
 * the rows of each group that gets some (groups that get none keep theirs).
 */
export function withPastedRows(specs: Specifications, rows: readonly PastedRow[], mode: PasteMode): Specifications {
  const next = { ...specs };
  for (const { group } of pastedGroups(rows)) {
    const pasted = rows.filter((r) => r.group === group).map(({ label, value, labelHi, valueHi }) => ({ label, value, labelHi, valueHi }));
    next[group] = mode === 'add' ? [...specs[group], ...pasted] : pasted;
  }
  return next;
}

/** The groups the paste would take past the limit of rows in a group, in words; '' when none. */
export function pasteOverLimit(specs: Specifications, rows: readonly PastedRow[], mode: PasteMode): string {
  const after = withPastedRows(specs, rows, mode);
  const over = specSections.filter((s) => after[s.field].length > studioLimits.specRows);
  return over.map((s) => `${s.title} would have ${after[s.field].length} rows; a group holds at most ${studioLimits.specRows}.`).join(' ');
}

/** How many rows of the groups the paste goes to it would replace (the ones with a value or not). */
export function rowsReplaced(specs: Specifications, rows: readonly PastedRow[]): number {
  return pastedGroups(rows).reduce((n, { group }) => n + specs[group].length, 0);
}
