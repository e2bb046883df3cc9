/**
 * Specification rows pasted into the catalogue studio (docs/catalogue.md "Specifications:
 * the usual rows, pasting"): a spreadsheet's label and value columns, 'label: value' lines
 * or a PDF table's columns become rows in order, blank lines left out, a heading line
 * moving the rows after it to its group; added after a group's rows or in their place.
 * And the usual rows a maker's sheet has, which the site already names in Hindi.
 */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { modelDraftSchema, type ModelDraftInput } from '#contract/catalogue-studio.ts';
import { specSections } from '#contract/catalogue-types.ts';
import { vehicleTypes } from '#contract/admin-schemas.ts';
import { loadCatalog } from '../../src/lib/i18n/catalogs.ts';
import { specLabelWords } from '../../src/catalogue/spec-label-words.ts';
import { parseSpecPaste, pasteOverLimit, rowsReplaced, withPastedRows } from '../../src/admin/catalogue/spec-paste.ts';
import { missingUsualRows, usualSpecRows } from '../../src/admin/catalogue/spec-row-suggestions.ts';

/** 35 rows of a maker's sheet as a spreadsheet copies them: label TAB value, CRLF line ends. */
const sheet = Array.from({ length: 35 }, (_, i) => `Row ${i + 1} label\t${i + 1}0 mm`);

describe('parseSpecPaste', () => {
  it('takes 35 rows copied from a spreadsheet, all in order, leaving blank lines out', () => {
    const text = ['', ...sheet.slice(0, 10), '', '\t', '   ', ...sheet.slice(10), '', ''].join('\r\n');
    const { rows, problems } = parseSpecPaste(text, 'engineDetails');
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(35);
    expect(rows.map((r) => r.label)).toEqual(sheet.map((_, i) => `Row ${i + 1} label`));
    expect(rows.every((r) => r.group === 'engineDetails')).toBe(true);
    expect(rows[34]).toEqual({ group: 'engineDetails', label: 'Row 35 label', value: '350 mm', labelHi: '', valueHi: '' });
  });

  it("reads 'label: value' lines, keeping the colons of a value, and a PDF table's columns", () => {
    const { rows } = parseSpecPaste('Compression Ratio: 10.0:1\nCharging Time : 0-80% in 4:30 h\nKerb Weight    117 kg\nWheelbase', 'engineDetails');
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Compression Ratio', '10.0:1'], ['Charging Time', '0-80% in 4:30 h'], ['Kerb Weight', '117 kg'], ['Wheelbase', ''],
    ]);
  });

  it('takes a third and fourth column as the Hindi label and value, and unquotes cells', () => {
    const { rows } = parseSpecPaste('Clutch\tMulti-plate wet\tक्लच\tमल्टी-प्लेट वेट\n"Gear ""Pattern"""\t"1-N-2-3-4"', 'transmissionDetails');
    expect(rows).toEqual([
      { group: 'transmissionDetails', label: 'Clutch', value: 'Multi-plate wet', labelHi: 'क्लच', valueHi: 'मल्टी-प्लेट वेट' },
      { group: 'transmissionDetails', label: 'Gear "Pattern"', value: '1-N-2-3-4', labelHi: '', valueHi: '' },
    ]);
  });

  it('leaves out a first line that only names the columns, and an indented sheet keeps its columns', () => {
    const { rows } = parseSpecPaste('Specification\tValue\n\tFront Tyre\t2.75 x 17\n\t\tRear Tyre\t3.00 x 17', 'tyreDetails');
    expect(rows.map((r) => [r.label, r.value])).toEqual([['Front Tyre', '2.75 x 17'], ['Rear Tyre', '3.00 x 17']]);
  });

  it('sends the rows after a heading line to its group, in any spelling a sheet uses', () => {
    const text = 'Kerb Weight\t117 kg\nENGINE\nDisplacement\t123.94 cc\nTyres and Brakes\t\nFront Brake\tDisc\nSuspension:\nFront Suspension\tTelescopic\nElectrical\nHeadlamp\tLED';
    const { rows } = parseSpecPaste(text, 'bodyDimensions');
    expect(rows.map((r) => [r.group, r.label])).toEqual([
      ['bodyDimensions', 'Kerb Weight'], ['engineDetails', 'Displacement'], ['tyreDetails', 'Front Brake'],
      ['frame', 'Front Suspension'], ['Electrical', 'Headlamp'],
    ]);
  });

  it('names the lines it leaves out: too long for the studio, or a value with no label', () => {
    const { rows, problems } = parseSpecPaste(`Wheelbase\t1285 mm\n${'L'.repeat(81)}\tx\n\t\nSeat Height\t${'9'.repeat(161)}\n:orphan`, 'bodyDimensions');
    expect(rows.map((r) => r.label)).toEqual(['Wheelbase']);
    expect(problems).toEqual([
      { line: 2, message: 'Line 2: the label is longer than 80 characters' },
      { line: 4, message: 'Line 4: the value is longer than 160 characters' },
      { line: 5, message: 'Line 5: no label before the value' },
    ]);
  });
});

const specsOf = (rows: ModelDraftInput['specifications']) =>
  modelDraftSchema.parse({ type: 'bikes', name: 'Paste', specifications: rows }).specifications;

describe('adding or replacing pasted rows', () => {
  const existing = specsOf({ engineDetails: [{ label: 'Displacement', value: '110 cc' }], frame: [{ label: 'Trail', value: '80 mm' }] });
  const pasted = parseSpecPaste('Max Power\t6 kW\nMax Torque\t9 Nm', 'engineDetails').rows;

  it('adds after the rows of the group, or replaces only that group\'s rows', () => {
    expect(withPastedRows(existing, pasted, 'add').engineDetails.map((r) => r.label)).toEqual(['Displacement', 'Max Power', 'Max Torque']);
    const replaced = withPastedRows(existing, pasted, 'replace');
    expect(replaced.engineDetails.map((r) => r.label)).toEqual(['Max Power', 'Max Torque']);
    expect(replaced.frame).toEqual(existing.frame);
    expect(rowsReplaced(existing, pasted)).toBe(1);
    // The result is a draft the studio takes.
    expect(modelDraftSchema.safeParse({ type: 'bikes', name: 'Paste', specifications: replaced }).success).toBe(true);
  });

  it('says when a group would hold more rows than the studio takes', () => {
    const forty = parseSpecPaste(Array.from({ length: 40 }, (_, i) => `R${i}\t${i}`).join('\n'), 'engineDetails').rows;
    expect(pasteOverLimit(existing, forty, 'add')).toBe('Engine would have 41 rows; a group holds at most 40.');
    expect(pasteOverLimit(existing, forty, 'replace')).toBe('');
  });
});

describe('the usual rows of a specification sheet', () => {
  it('make a full sheet of 30 to 40 rows for every type', () => {
    for (const type of vehicleTypes) {
      const count = specSections.reduce((n, s) => n + usualSpecRows[type][s.field].length, 0);
      expect(count, type).toBeGreaterThanOrEqual(30);
      expect(count, type).toBeLessThanOrEqual(40);
    }
  });

  it('are labels the site names in Hindi, so a Hindi page needs nothing more', async () => {
    const hi = setupI18n({ locale: 'hi', messages: { hi: await loadCatalog('hi', 'catalogue') } });
    const labels = new Set(vehicleTypes.flatMap((type) => specSections.flatMap((s) => [...usualSpecRows[type][s.field]])));
    for (const label of labels) {
      expect(specLabelWords[label], label).toBeDefined();
      expect(hi._(specLabelWords[label]!), label).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('leave out the labels a group has already, in any case', () => {
    expect(missingUsualRows('bikes', 'tyreDetails', [{ label: 'front tyre' }, { label: 'Rear Brake' }]))
      .toEqual(['Rear Tyre', 'Front Brake', 'Braking System']);
  });
});
