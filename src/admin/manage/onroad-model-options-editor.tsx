import { useId, useState } from 'react';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { AdminOnroadModel, OnroadOption } from '#contract/onroad-rates.ts';
import { optionKindLabels, optionKinds, type OptionKind } from '#contract/onroad-registry.ts';
import { warrantyExtraYears } from '#contract/warranty-plans.ts';
import { fieldErrorProps, OnroadFieldMessage } from './onroad-field-message.tsx';
import { OnroadTableSection } from './onroad-table-section.tsx';
import { useOnroadSave } from './use-onroad-save.ts';

interface Row { id?: number; kind: OptionKind; label: string; labelHi: string; years: string; price: string }

const rowOf = (o: OnroadOption): Row => ({
  id: o.id, kind: o.kind, label: o.label, labelHi: o.labelHi ?? '', years: o.years === null ? '' : String(o.years), price: String(o.price),
});
const blank: Row = { kind: 'accessoryKit', label: '', labelHi: '', years: '', price: '' };
const hasYears = (kind: OptionKind) => kind === 'extendedWarranty';
// Only an extended warranty has years: a row switched to another kind sends none.
const bodyOf = (row: Row) => ({ ...row, years: hasYears(row.kind) ? row.years : null });

/**
 * A model's optional lines (accessory kit, extended warranty plans, AMC) a buyer may tick on
 * the quote, each named in English and, if the dealer writes it, in Hindi (a Hindi page
 * shows the English name without it; docs/visitor-language.md "Text the dealer enters").
 */
export function OnroadModelOptionsEditor({ model }: { model: AdminOnroadModel }) {
  const id = useId();
  const [rows, setRows] = useState<Row[]>(() => model.options.map(rowOf));
  const title = `Optional extras: ${model.name}`;
  const { errors, saving, put } = useOnroadSave(title);
  const set = (i: number, change: Partial<Row>) => setRows(rows.map((r, k) => (k === i ? { ...r, ...change } : r)));
  const field = (i: number, name: keyof Row) => {
    const path = `options.${i}.${name}`;
    return { path, messageId: `${id}-${i}-${name}`, props: fieldErrorProps(`${id}-${i}-${name}`, errors, path) };
  };
  return (
    <OnroadTableSection title={title} changedAts={model.options.map((o) => o.changedAt)} errors={errors}
      shownAtField={(path) => /^options\.\d+\.(kind|label|labelHi|years|price)$/.test(path)} saving={saving}
      onSave={() => put(adminApiPaths.adminOnroadOptions(model.id), { options: rows.map(bodyOf) })}>
      {rows.length === 0 && <p>No optional extras: the quote offers none for this model.</p>}
      {rows.map((row, i) => {
        const kind = field(i, 'kind');
        const label = field(i, 'label');
        const labelHi = field(i, 'labelHi');
        const years = field(i, 'years');
        const price = field(i, 'price');
        return (
          <fieldset key={row.id ?? `new-${i}`} className="onroad-group">
            <legend>{row.label || `New extra ${i + 1}`}</legend>
            <label className="admin-field">
              <span>Kind</span>
              <select value={row.kind} {...kind.props} onChange={(e) => set(i, { kind: e.target.value as OptionKind })}>
                {optionKinds.map((k) => <option key={k} value={k}>{optionKindLabels[k]}</option>)}
              </select>
              <OnroadFieldMessage id={kind.messageId} errors={errors} field={kind.path} />
            </label>
            <label className="admin-field">
              <span>Name on the quote</span>
              <input type="text" value={row.label} {...label.props} onChange={(e) => set(i, { label: e.target.value })} />
              <OnroadFieldMessage id={label.messageId} errors={errors} field={label.path} />
            </label>
            <label className="admin-field">
              <span>Name on the quote in Hindi (optional)</span>
              <input type="text" lang="hi" value={row.labelHi} {...labelHi.props} onChange={(e) => set(i, { labelHi: e.target.value })} />
              <OnroadFieldMessage id={labelHi.messageId} errors={errors} field={labelHi.path} />
            </label>
            {hasYears(row.kind) && (
              <label className="admin-field">
                <span>Years added</span>
                <select value={row.years} {...years.props} onChange={(e) => set(i, { years: e.target.value })}>
                  <option value="">Choose</option>
                  {warrantyExtraYears.map((y) => <option key={y} value={y}>{`${y} ${y === 1 ? 'year' : 'years'}`}</option>)}
                </select>
                <OnroadFieldMessage id={years.messageId} errors={errors} field={years.path} />
              </label>
            )}
            <label className="admin-field">
              <span>Price (₹)</span>
              <input type="number" inputMode="decimal" min="0" step="any" value={row.price} {...price.props}
                onChange={(e) => set(i, { price: e.target.value })} />
              <OnroadFieldMessage id={price.messageId} errors={errors} field={price.path} />
            </label>
            <button type="button" className="btn btn-outline onroad-add" onClick={() => setRows(rows.filter((_, k) => k !== i))}>
              Remove extra
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="btn btn-outline onroad-add" onClick={() => setRows([...rows, { ...blank }])}>Add extra</button>
    </OnroadTableSection>
  );
}
