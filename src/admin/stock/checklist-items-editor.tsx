/**
 * The dealer's delivery checklist items (Managers and Owners; docs/stock-and-delivery.md
 * "Delivery"): each item with its English and Hindi words, what it asks for, whether it is
 * required; moved up or down, retired (asked no more, kept on the bookings that have it) or
 * brought back; and a new item added. Every change is the server's at once; a refusal shows
 * under the field it names.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { checklistKindLabels, checklistKinds, type ChecklistItem, type ChecklistKind } from '#contract/delivery-checklist.ts';
import { stockPaths } from '#contract/stock.ts';
import { api } from '../../lib/api.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { ListState } from '../ui/list-state.tsx';

const itemsQuery = {
  queryKey: [stockPaths.checklistItems],
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await api<{ data: ChecklistItem[] }>(stockPaths.checklistItems, { signal, cache: 'no-store' })).data,
};

/** A short stored name from the English words ("Helmet given" -> "helmet-given"), unique among the items. */
function keyFor(label: string, taken: readonly string[]): string {
  const base = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 30).replace(/^[^a-z]+/, '') || 'item';
  let key = base.length >= 2 ? base : `${base}-item`;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}-${n}`;
  return key;
}

type Patch = { key: string; change: Partial<Pick<ChecklistItem, 'required' | 'retired' | 'sort'>> };

export function ChecklistItemsEditor() {
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(itemsQuery);
  const patch = useAdminWrite({
    write: (patches: Patch[]) => Promise.all(patches.map((p) => api<ChecklistItem>(stockPaths.checklistItem(p.key), { method: 'PATCH', body: p.change }))),
    onDone: () => void queryClient.invalidateQueries({ queryKey: itemsQuery.queryKey }),
    done: () => 'Checklist saved',
    failed: (failure) => failureText(failure, 'Failed to save the checklist. Please try again.'),
  });
  if (!data) return <ListState rows={undefined} failed={!!error} failedText="Failed to load the checklist. Please try again." emptyText="" retry={() => void refetch()} />;
  const items = [...data].sort((a, b) => a.sort - b.sort);
  // Swapping places with the neighbour: two items, one save.
  const move = (i: number, by: -1 | 1) => {
    const a = items[i]!;
    const b = items[i + by]!;
    patch.mutate([{ key: a.key, change: { sort: b.sort } }, { key: b.key, change: { sort: a.sort } }]);
  };

  return (
    <div className="checklist-editor">
      <ol className="checklist-editor-items">
        {items.map((item, i) => (
          <li key={item.key} className={item.retired ? 'checklist-editor-retired' : undefined}>
            <div className="checklist-editor-words">
              <span className="checklist-editor-label">{item.labelEn}</span>
              <span lang="hi">{item.labelHi}</span>
              <span className="stock-hint">
                {checklistKindLabels[item.kind]}{item.format === 'registration' ? ' (registration number)' : ''}{item.retired ? ' · retired' : ''}
              </span>
            </div>
            <div className="checklist-editor-actions">
              <label className="stock-radio">
                <input type="checkbox" checked={item.required} disabled={patch.isPending || item.retired}
                  onChange={(e) => patch.mutate([{ key: item.key, change: { required: e.target.checked } }])} />
                <span>Required</span>
              </label>
              <button type="button" className="btn btn-outline admin-keep-case" disabled={patch.isPending || i === 0}
                aria-label={`Move ${item.labelEn} up`} onClick={() => move(i, -1)}>↑</button>
              <button type="button" className="btn btn-outline admin-keep-case" disabled={patch.isPending || i === items.length - 1}
                aria-label={`Move ${item.labelEn} down`} onClick={() => move(i, 1)}>↓</button>
              <button type="button" className="btn btn-outline admin-keep-case" disabled={patch.isPending}
                onClick={() => patch.mutate([{ key: item.key, change: { retired: !item.retired } }])}>
                {item.retired ? 'Bring back' : 'Retire'}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <NewChecklistItem taken={items.map((i) => i.key)} nextSort={(items.at(-1)?.sort ?? 0) + 10} />
    </div>
  );
}

function NewChecklistItem({ taken, nextSort }: { taken: readonly string[]; nextSort: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [labelEn, setLabelEn] = useState('');
  const [labelHi, setLabelHi] = useState('');
  const [kind, setKind] = useState<ChecklistKind>('tick');
  const [required, setRequired] = useState(true);
  const [problem, setProblem] = useState<{ field?: string; text: string }>();
  const add = useAdminWrite({
    write: (body: Record<string, unknown>) => api<ChecklistItem>(stockPaths.checklistItems, { method: 'POST', body }),
    onDone: () => {
      setLabelEn('');
      setLabelHi('');
      setProblem(undefined);
      void queryClient.invalidateQueries({ queryKey: itemsQuery.queryKey });
    },
    done: (item) => `${item.labelEn} added to the checklist`,
    failed: (failure) => {
      const found = fieldProblem(failureText(failure, 'Failed to add the item. Please try again.'));
      setProblem(found);
      return found.text;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!labelEn.trim()) return setProblem({ field: 'labelEn', text: 'Please enter the label in English' });
    if (!labelHi.trim()) return setProblem({ field: 'labelHi', text: 'Please enter the label in Hindi' });
    add.mutate({ key: keyFor(labelEn, taken), labelEn: labelEn.trim(), labelHi: labelHi.trim(), kind, required, sort: nextSort });
  };
  const described = (field: string) => (problem?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}` } : {});
  const message = (field: string) => problem?.field === field && <span id={`${id}-${field}`} className="admin-field-error">{problem.text}</span>;
  return (
    <form className="admin-form stock-change" aria-label="Add a checklist item" onSubmit={submit} noValidate>
      <h3 className="stock-history-heading">Add an item</h3>
      <label className="admin-field">
        <span>In English</span>
        <input type="text" maxLength={80} value={labelEn} onChange={(e) => setLabelEn(e.target.value)} {...described('labelEn')} />
        {message('labelEn')}
      </label>
      <label className="admin-field">
        <span>In Hindi</span>
        <input type="text" lang="hi" maxLength={80} value={labelHi} onChange={(e) => setLabelHi(e.target.value)} {...described('labelHi')} />
        {message('labelHi')}
      </label>
      <label className="admin-field">
        <span>Asks for</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as ChecklistKind)}>
          {checklistKinds.map((k) => <option key={k} value={k}>{checklistKindLabels[k]}</option>)}
        </select>
      </label>
      <label className="stock-radio">
        <input type="checkbox" checked={required} onChange={(e) => setRequired(e.target.checked)} />
        <span>Required before delivery</span>
      </label>
      {problem && !['labelEn', 'labelHi'].includes(problem.field ?? '') && <p className="admin-field-error" role="alert">{problem.text}</p>}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary admin-keep-case" disabled={add.isPending}>{add.isPending ? 'Saving...' : 'Add item'}</button>
      </div>
    </form>
  );
}
