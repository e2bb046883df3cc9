/**
 * Pasting specification rows into a group (docs/catalogue.md "Specifications: the usual
 * rows, pasting"): the text as copied from a spreadsheet, a preview of the rows it makes,
 * and a choice to add them after the group's rows or to replace those. Nothing changes
 * before the dealer chooses; what is done can be undone (the section's Undo).
 */
import { useId, useMemo, useState } from 'react';
import { specSections } from '#contract/catalogue-types.ts';
import type { SpecGroup } from '#contract/catalogue-studio.ts';
import {
  parseSpecPaste, pastedGroups, pasteOverLimit, rowsReplaced, type PasteMode, type PastedRow, type Specifications,
} from './spec-paste.ts';

const titleOf = (group: SpecGroup) => specSections.find((s) => s.field === group)!.title;
const rowsWord = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

interface SpecPastePanelProps {
  group: SpecGroup;
  specs: Specifications;
  /** Text pasted straight into a label field, shown at once. */
  initialText: string;
  onApply: (rows: PastedRow[], mode: PasteMode) => void;
  onCancel: () => void;
}

export function SpecPastePanel({ group, specs, initialText, onApply, onCancel }: SpecPastePanelProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const parsed = useMemo(() => parseSpecPaste(text, group), [text, group]);
  const groups = pastedGroups(parsed.rows);
  const replaced = rowsReplaced(specs, parsed.rows);
  const overOnAdd = pasteOverLimit(specs, parsed.rows, 'add');
  const overOnReplace = pasteOverLimit(specs, parsed.rows, 'replace');
  const where = groups.map((g) => `${titleOf(g.group)} (${g.count})`).join(', ');
  const ofGroups = groups.map((g) => titleOf(g.group)).join(' and ');
  // The group is said once when every row goes to the group the paste was made in.
  const manyGroups = groups.length > 1 || groups[0]?.group !== group;
  const title = titleOf(group);

  return (
    <div className="studio-paste" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="studio-paste-title">Paste {title} rows</h3>
      <label className="admin-field">
        <span>Rows from a spreadsheet or a sheet</span>
        <textarea rows={6} value={text} aria-describedby={`${id}-hint`} onChange={(e) => setText(e.target.value)} autoFocus={initialText === ''} />
      </label>
      <p id={`${id}-hint`} className="studio-note">
        One row a line: copy the label and value columns (a third and fourth column are the Hindi label and value), or type
        {' '}<q>Kerb Weight: 117 kg</q>. A line with only a group&apos;s name (Engine, Tyres &amp; Brakes) puts the lines after it in
        that group. Blank lines are left out.
      </p>
      {parsed.rows.length > 0 && (
        <div className="studio-paste-preview">
          <table className="admin-table">
            <caption>Preview: {rowsWord(parsed.rows.length)}{manyGroups ? ` in ${where}` : ''}</caption>
            <thead><tr>{manyGroups && <th scope="col">Group</th>}<th scope="col">Label</th><th scope="col">Value</th></tr></thead>
            <tbody>
              {parsed.rows.map((r, i) => (
                <tr key={i}>
                  {manyGroups && <td>{titleOf(r.group)}</td>}
                  <td>{r.label}{r.labelHi && <span className="studio-paste-hindi" lang="hi"> · {r.labelHi}</span>}</td>
                  <td>{r.value || <em>no value yet</em>}{r.valueHi && <span className="studio-paste-hindi" lang="hi"> · {r.valueHi}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {parsed.problems.length > 0 && (
        <ul className="admin-field-error" aria-label="Lines left out">
          {parsed.problems.map((p) => <li key={p.line}>{p.message}</li>)}
        </ul>
      )}
      {text.trim() !== '' && parsed.rows.length === 0 && <p className="admin-field-error">No rows found in the pasted text.</p>}
      {parsed.rows.length > 0 && overOnAdd && <p className="admin-notice">{overOnAdd}</p>}
      <div className="admin-actions">
        {parsed.rows.length > 0 && (
          <button type="button" className="btn btn-primary admin-keep-case" disabled={overOnAdd !== ''} onClick={() => onApply(parsed.rows, 'add')}>
            {replaced > 0 ? `Add ${rowsWord(parsed.rows.length)} after the ${rowsWord(replaced)} of ${ofGroups}` : `Add ${rowsWord(parsed.rows.length)}`}
          </button>
        )}
        {parsed.rows.length > 0 && replaced > 0 && (
          <button type="button" className="btn btn-outline admin-keep-case" disabled={overOnReplace !== ''} onClick={() => onApply(parsed.rows, 'replace')}>
            Replace the {rowsWord(replaced)} of {ofGroups}
          </button>
        )}
        <button type="button" className="btn btn-outline admin-keep-case" onClick={onCancel}>Cancel</button>
      </div>
    </div>
  );
}
