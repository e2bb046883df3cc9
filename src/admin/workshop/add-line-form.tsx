/**
 * Adds a line to the estimate from the parts price list (found by a search of the server,
 * part-search.tsx) or the labour list (a few dozen operations, chosen from a list), with its
 * quantity; checked by the contract's schema, the server's own, the problem shown under its
 * field. The line waits for the customer's decision (docs/workshop.md "Approval").
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { labourLineBodySchema, partLineBodySchema, workshopPaths } from '#contract/workshop.ts';
import { formatRupees } from '../../lib/format.ts';
import { fieldMark } from '../stock/field-mark.tsx';
import { ListState } from '../ui/list-state.tsx';
import { useCardChange } from './use-card-change.ts';
import { PartSearch, partLabel } from './part-search.tsx';
import { cardPath, labourQuery, type PartRow } from './workshop-queries.ts';

type Kind = 'part' | 'labour';
const rupees = (paise: number) => formatRupees(paise / 100, 2);

export function AddLineForm({ jobCardId }: { jobCardId: number }) {
  const id = useId();
  const [kind, setKind] = useState<Kind>('labour');
  const [code, setCode] = useState('');
  const [part, setPart] = useState<PartRow>();
  const [qty, setQty] = useState('1');
  const [checked, setChecked] = useState<{ field: string; text: string }>();
  const labour = useQuery(labourQuery);
  const add = useCardChange<{ name: string }>(jobCardId, () => cardPath(workshopPaths.lines, jobCardId), (_, vars) => `${vars.name} added: waiting for the customer`, 'Failed to add the line. Please try again.');
  const choices = (labour.data ?? []).map((l) => ({ code: l.code, label: `${l.name}, ${rupees(l.ratePaise)} + ${l.gstRate}% GST` }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.clearProblem();
    const chosen = kind === 'part' ? part?.partNumber ?? '' : code;
    const body = kind === 'part' ? { partNumber: chosen, qty: Number(qty) } : { labourCode: chosen, qty: Number(qty) };
    if (!chosen) return setChecked({ field: 'code', text: kind === 'part' ? 'Please choose a part' : 'Please choose a labour operation' });
    const parsed = (kind === 'part' ? partLineBodySchema : labourLineBodySchema).safeParse(qty.trim() === '' ? { ...body, qty: undefined } : body);
    if (!parsed.success) return setChecked({ field: 'qty', text: parsed.error.issues[0]?.message ?? 'Please check the quantity' });
    setChecked(undefined);
    const name = (kind === 'part' && part ? partLabel(part) : choices.find((c) => c.code === chosen)?.label ?? chosen).split(',')[0] ?? chosen;
    add.mutate({ name, body: parsed.data }, { onSuccess: () => { setCode(''); setPart(undefined); setQty('1'); } });
  };

  const problemAt = (field: string) => (checked?.field === field ? checked.text : undefined)
    ?? (add.problem && (field === 'code' ? ['partNumber', 'labourCode', 'jobCard', undefined].includes(add.problem.field) : add.problem.field === field) ? add.problem.text : undefined);
  const codeMark = fieldMark(id, 'code', problemAt('code'));
  const qtyMark = fieldMark(id, 'qty', problemAt('qty'));

  return (
    <form className="admin-form workshop-add-line" aria-label="Add a line to the estimate" onSubmit={submit} noValidate>
      <h3 className="stock-history-heading">Add a line</h3>
      <fieldset className="admin-field workshop-kind">
        <legend>From</legend>
        {(['labour', 'part'] as const).map((k) => (
          <label key={k} className="stock-radio">
            <input type="radio" name={`${id}-kind`} checked={kind === k} onChange={() => { setKind(k); setCode(''); setPart(undefined); setChecked(undefined); }} />
            <span>{k === 'part' ? 'Parts price list' : 'Labour list'}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'part' ? (
        <PartSearch chosen={part} onChoose={(p) => { setPart(p); setChecked(undefined); }} mark={codeMark} />
      ) : (
        <>
          <label className="admin-field">
            <span>Labour operation</span>
            <select value={code} onChange={(e) => { setCode(e.target.value); setChecked(undefined); }} {...codeMark.attrs}>
              <option value="">{labour.data ? (choices.length ? 'Choose...' : 'The list is empty') : 'Loading...'}</option>
              {choices.map((c) => <option key={c.code} value={c.code}>{c.label}</option>)}
            </select>
            {codeMark.error}
          </label>
          {labour.error && <ListState rows={undefined} failed failedText="Failed to load the list. Please try again." emptyText="" retry={() => void labour.refetch()} />}
        </>
      )}
      <label className="admin-field workshop-qty">
        <span>Quantity</span>
        <input type="text" inputMode="decimal" autoComplete="off" maxLength={8} value={qty} onChange={(e) => { setQty(e.target.value); setChecked(undefined); }} {...qtyMark.attrs} />
        {qtyMark.error}
      </label>
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary admin-keep-case" disabled={add.isPending}>{add.isPending ? 'Saving...' : 'Add line'}</button>
      </div>
    </form>
  );
}
