/**
 * Adds a line to the estimate from the parts price list or the labour list, with its
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
import { cardPath, labourQuery, partsQuery } from './workshop-queries.ts';

type Kind = 'part' | 'labour';
const rupees = (paise: number) => formatRupees(paise / 100, 2);

export function AddLineForm({ jobCardId }: { jobCardId: number }) {
  const id = useId();
  const [kind, setKind] = useState<Kind>('labour');
  const [code, setCode] = useState('');
  const [qty, setQty] = useState('1');
  const [checked, setChecked] = useState<{ field: string; text: string }>();
  const parts = useQuery(partsQuery);
  const labour = useQuery(labourQuery);
  const add = useCardChange<{ name: string }>(jobCardId, () => cardPath(workshopPaths.lines, jobCardId), (_, vars) => `${vars.name} added: waiting for the customer`, 'Failed to add the line. Please try again.');
  const choices = kind === 'part'
    ? (parts.data ?? []).map((p) => ({ code: p.partNumber, label: `${p.name} (${p.partNumber}), ${rupees(p.pricePaise)} + ${p.gstRate}% GST` }))
    : (labour.data ?? []).map((l) => ({ code: l.code, label: `${l.name}, ${rupees(l.ratePaise)} + ${l.gstRate}% GST` }));
  const list = kind === 'part' ? parts : labour;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.clearProblem();
    const body = kind === 'part' ? { partNumber: code, qty: Number(qty) } : { labourCode: code, qty: Number(qty) };
    if (!code) return setChecked({ field: 'code', text: kind === 'part' ? 'Please choose a part' : 'Please choose a labour operation' });
    const parsed = (kind === 'part' ? partLineBodySchema : labourLineBodySchema).safeParse(qty.trim() === '' ? { ...body, qty: undefined } : body);
    if (!parsed.success) return setChecked({ field: 'qty', text: parsed.error.issues[0]?.message ?? 'Please check the quantity' });
    setChecked(undefined);
    const name = choices.find((c) => c.code === code)?.label.split(',')[0] ?? code;
    add.mutate({ name, body: parsed.data }, { onSuccess: () => { setCode(''); setQty('1'); } });
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
            <input type="radio" name={`${id}-kind`} checked={kind === k} onChange={() => { setKind(k); setCode(''); setChecked(undefined); }} />
            <span>{k === 'part' ? 'Parts price list' : 'Labour list'}</span>
          </label>
        ))}
      </fieldset>
      <label className="admin-field">
        <span>{kind === 'part' ? 'Part' : 'Labour operation'}</span>
        <select value={code} onChange={(e) => { setCode(e.target.value); setChecked(undefined); }} {...codeMark.attrs}>
          <option value="">{list.data ? (choices.length ? 'Choose...' : 'The list is empty') : 'Loading...'}</option>
          {choices.map((c) => <option key={c.code} value={c.code}>{c.label}</option>)}
        </select>
        {codeMark.error}
      </label>
      {list.error && <ListState rows={undefined} failed failedText="Failed to load the list. Please try again." emptyText="" retry={() => void list.refetch()} />}
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
