/**
 * The model editor's Specifications (docs/catalogue.md "Specifications: the usual rows,
 * pasting"): rows of label and value in the six groups. A full sheet of 30 to 40 rows is
 * quick on a tablet: "Add the usual rows" puts in every label a maker's sheet has (values
 * to fill in; a row left without a value is not shown on the site), each label field
 * suggests them, and rows copied from a spreadsheet are pasted in after a preview, with
 * Undo. The Hindi label and value of each row are optional and shown on request.
 */
import { useEffect, useState } from 'react';
import { specSections } from '#contract/catalogue-types.ts';
import type { SpecGroup } from '#contract/catalogue-studio.ts';
import { EditorSection, TextField, type SectionProps } from './editor-sections.tsx';
import { SpecPastePanel } from './spec-paste-panel.tsx';
import { pastedGroups, withPastedRows, type PasteMode, type PastedRow, type Specifications } from './spec-paste.ts';
import { missingUsualRows, usualSpecRows } from './spec-row-suggestions.ts';

type Row = Specifications[SpecGroup][number];

const blankRow = (label = ''): Row => ({ label, value: '', labelHi: '', valueHi: '' });
const rowsWord = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
const titleOf = (group: SpecGroup) => specSections.find((s) => s.field === group)!.title;
/** Pasted text, not typed: a line break or a column break (a spreadsheet's cells). */
const isSheet = (text: string) => /[\n\t]/.test(text.trim());

interface Undo {
  message: string;
  /** The rows of the groups the change touched, as they were. */
  before: Partial<Specifications>;
}

export function SpecificationsSection({ draft, update, errors }: SectionProps) {
  const specs = draft.specifications;
  const [hindiChosen, setHindi] = useState(() => specSections.some((s) => specs[s.field].some((r) => r.labelHi || r.valueHi)));
  // A refused Hindi word is shown at its field, whatever the switch says.
  const hindi = hindiChosen || [...errors.keys()].some((field) => /^specifications\.\w+\.\d+\.(labelHi|valueHi)$/.test(field));
  const [pasting, setPasting] = useState<{ group: SpecGroup; text: string } | null>(null);
  const [undo, setUndo] = useState<Undo | null>(null);
  const [focus, setFocus] = useState<string | null>(null);

  // A field the last action made comes into focus once it is drawn (the first new value).
  useEffect(() => {
    if (!focus) return;
    document.querySelector<HTMLElement>(`[data-field="${focus}"]`)?.focus();
    setFocus(null);
  }, [focus]);

  const setRows = (group: SpecGroup, rows: Row[]) => update((d) => ({ ...d, specifications: { ...d.specifications, [group]: rows } }));

  /** Changes the rows of `groups` and offers to undo it. */
  function change(groups: SpecGroup[], next: Specifications, message: string) {
    setUndo({ message, before: Object.fromEntries(groups.map((g) => [g, specs[g]])) });
    update((d) => ({ ...d, specifications: { ...d.specifications, ...Object.fromEntries(groups.map((g) => [g, next[g]])) } }));
  }

  function addUsual(groups: readonly SpecGroup[]) {
    const added = groups.map((g) => ({ group: g, labels: missingUsualRows(draft.type, g, specs[g]) })).filter((a) => a.labels.length > 0);
    if (added.length === 0) return;
    const next = { ...specs };
    for (const a of added) next[a.group] = [...specs[a.group], ...a.labels.map((l) => blankRow(l))];
    const count = added.reduce((n, a) => n + a.labels.length, 0);
    change(added.map((a) => a.group), next, `${rowsWord(count)} added: fill in the values`);
    setFocus(`specifications.${added[0]!.group}.${specs[added[0]!.group].length}.value`);
  }

  function applyPaste(rows: PastedRow[], mode: PasteMode) {
    const groups = pastedGroups(rows);
    const where = groups.map((g) => titleOf(g.group)).join(' and ');
    change(groups.map((g) => g.group), withPastedRows(specs, rows, mode), `${rowsWord(rows.length)} pasted into ${where}`);
    setPasting(null);
    const first = groups[0]!.group;
    setFocus(`specifications.${first}.${mode === 'add' ? specs[first].length : 0}.value`);
  }

  function undoLast() {
    if (!undo) return;
    update((d) => ({ ...d, specifications: { ...d.specifications, ...undo.before } }));
    setUndo(null);
  }

  const missingEverywhere = specSections.reduce((n, s) => n + missingUsualRows(draft.type, s.field, specs[s.field]).length, 0);

  return (
    <EditorSection id="specifications" title="Specifications"
      note="Rows of label and value, such as Kerb Weight and 117 kg. A row left without a value is not shown on the site.">
      <div className="admin-actions">
        {missingEverywhere > 0 && (
          <button type="button" className="btn btn-outline admin-keep-case" onClick={() => addUsual(specSections.map((s) => s.field))}>
            Add the usual rows to every group ({missingEverywhere})
          </button>
        )}
        <label className="studio-toggle">
          <input type="checkbox" checked={hindi} onChange={(e) => setHindi(e.target.checked)} />
          Show the Hindi fields
        </label>
      </div>
      {undo && (
        <p className="studio-undo" role="status">
          {undo.message}.{' '}
          <button type="button" className="btn btn-outline admin-keep-case" onClick={undoLast}>Undo</button>
        </p>
      )}
      {specSections.map((s) => {
        const rows = specs[s.field];
        const missing = missingUsualRows(draft.type, s.field, rows);
        const listId = `spec-suggestions-${s.field}`;
        const at = (i: number, part: keyof Row) => `specifications.${s.field}.${i}.${part}`;
        const edit = (i: number, patch: Partial<Row>) => setRows(s.field, rows.map((x, j) => (j === i ? { ...x, ...patch } : x)));
        return (
          <fieldset key={s.field} className="studio-spec-group">
            <legend>{s.title}</legend>
            <datalist id={listId}>{usualSpecRows[draft.type][s.field].map((l) => <option key={l} value={l} />)}</datalist>
            {rows.map((r, i) => (
              <div key={i} className={`studio-spec-row${hindi ? ' studio-spec-row-hindi' : ''}`}>
                <TextField label="Label" field={at(i, 'label')} value={r.label} error={errors.get(at(i, 'label'))} list={listId}
                  onChange={(label) => edit(i, { label })}
                  onPaste={(text) => {
                    if (!isSheet(text)) return false;
                    setPasting({ group: s.field, text });
                    return true;
                  }} />
                <TextField label="Value" field={at(i, 'value')} value={r.value} error={errors.get(at(i, 'value'))} onChange={(value) => edit(i, { value })} />
                {hindi && (
                  <>
                    <TextField label="Label in Hindi" field={at(i, 'labelHi')} lang="hi" value={r.labelHi} error={errors.get(at(i, 'labelHi'))}
                      onChange={(labelHi) => edit(i, { labelHi })} />
                    <TextField label="Value in Hindi" field={at(i, 'valueHi')} lang="hi" value={r.valueHi} error={errors.get(at(i, 'valueHi'))}
                      onChange={(valueHi) => edit(i, { valueHi })} />
                  </>
                )}
                <button type="button" className="btn btn-outline admin-keep-case studio-spec-remove" aria-label={`Remove ${s.title} row ${i + 1}`}
                  onClick={() => setRows(s.field, rows.filter((_, j) => j !== i))}>Remove</button>
              </div>
            ))}
            {pasting?.group === s.field && (
              <SpecPastePanel key={pasting.text} group={s.field} specs={specs} initialText={pasting.text}
                onApply={applyPaste} onCancel={() => setPasting(null)} />
            )}
            <div className="admin-actions">
              <button type="button" className="btn btn-outline admin-keep-case" onClick={() => {
                setRows(s.field, [...rows, blankRow()]);
                setFocus(at(rows.length, 'label'));
              }}>
                Add {s.title} row
              </button>
              {missing.length > 0 && (
                <button type="button" className="btn btn-outline admin-keep-case" onClick={() => addUsual([s.field])}>
                  Add the usual {s.title} rows ({missing.length})
                </button>
              )}
              {pasting?.group !== s.field && (
                <button type="button" className="btn btn-outline admin-keep-case" onClick={() => setPasting({ group: s.field, text: '' })}>
                  Paste {s.title} rows
                </button>
              )}
            </div>
          </fieldset>
        );
      })}
    </EditorSection>
  );
}
