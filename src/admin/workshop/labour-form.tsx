/**
 * Adds a labour operation or changes one (docs/workshop.md "Labour list"): code (a new one
 * only: lines on job cards name it), name, SAC, rate in rupees before GST and GST rate.
 * Checked by the contract's schema, the server's own, each problem under its field. A change
 * names the version the form showed; when someone else changed the operation meanwhile, the
 * server's words say what it holds now and the form shows the fresh operation to look again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { labourFormSchema, labourOperationPath, labourPaths, newLabourSchema, type LabourOperation } from '#contract/workshop-labour.ts';
import { gstRates } from '#contract/workshop-tax.ts';
import { api } from '../../lib/api.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { fieldMark } from '../stock/field-mark.tsx';
import { labourConflictOf } from './labour-conflict.ts';

type Typed = { code: string; name: string; sac: string; ratePaise: string; gstRate: string };
const typedOf = (op: LabourOperation | undefined): Typed => (op
  ? { code: op.code, name: op.name, sac: op.sac, ratePaise: (op.ratePaise / 100).toFixed(2).replace(/\.00$/, ''), gstRate: String(op.gstRate) }
  : { code: '', name: '', sac: '998714', ratePaise: '', gstRate: '18' });

/** `operation`: the one changed; none: a new one. */
export function LabourForm({ operation, onDone }: { operation?: LabourOperation; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  // The operation as last read from the server: its version goes with the change.
  const [shown, setShown] = useState(operation);
  const [typed, setTyped] = useState<Typed>(typedOf(operation));
  const [problem, setProblem] = useState<{ field?: string; text: string }>();
  const [busy, setBusy] = useState(false);
  const mark = (field: keyof Typed) => fieldMark(id, field, problem?.field === field ? problem.text : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = labourFormSchema.pipe(newLabourSchema).safeParse(typed);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setProblem({ field: String(issue?.path[0] ?? ''), text: issue?.message ?? 'Please check the operation' });
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const { code, ...details } = checked.data;
      const saved = shown
        ? await api<LabourOperation>(labourOperationPath(shown.code), { method: 'PUT', body: { ...details, retired: shown.retired, version: shown.version } })
        : await api<LabourOperation>(labourPaths.labour, { method: 'POST', body: { code, ...details } });
      await queryClient.invalidateQueries({ queryKey: [labourPaths.labour] });
      toast.success(operation ? `${saved.name} saved` : `${saved.name} added to the labour list`);
      onDone();
    } catch (error) {
      const conflict = labourConflictOf(error);
      if (conflict) {
        setShown(conflict.current);
        setTyped(typedOf(conflict.current));
        setProblem({ text: conflict.text });
        void queryClient.invalidateQueries({ queryKey: [labourPaths.labour] });
        return;
      }
      setProblem(fieldProblem(failureText(error, 'Failed to save the labour operation. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Exclude<keyof Typed, 'gstRate'>, label: string, extra: { inputMode?: 'numeric' | 'decimal'; maxLength: number; hint?: string; readOnly?: boolean }) => {
    const m = mark(name);
    return (
      <label className="admin-field">
        <span>{label}{extra.hint && <span className="stock-hint"> {extra.hint}</span>}</span>
        <input type="text" autoComplete="off" inputMode={extra.inputMode} maxLength={extra.maxLength} readOnly={extra.readOnly} value={typed[name]}
          onChange={(e) => setTyped({ ...typed, [name]: e.target.value })} {...m.attrs} />
        {m.error}
      </label>
    );
  };
  const gst = mark('gstRate');

  return (
    <form className="admin-form price-lists-labour-form" onSubmit={(e) => void submit(e)} noValidate>
      {field('code', 'Code', { maxLength: 30, readOnly: !!operation, hint: operation ? '(job cards name it: it stays)' : '(letters, digits and -)' })}
      {field('name', 'Name', { maxLength: 120 })}
      {field('sac', 'SAC', { inputMode: 'numeric', maxLength: 6 })}
      {field('ratePaise', 'Rate before GST (₹)', { inputMode: 'decimal', maxLength: 12 })}
      <label className="admin-field">
        <span>GST rate</span>
        <select value={typed.gstRate} onChange={(e) => setTyped({ ...typed, gstRate: e.target.value })} {...gst.attrs}>
          {gstRates.map((r) => <option key={r} value={String(r)}>{r}%</option>)}
        </select>
        {gst.error}
      </label>
      {problem && !problem.field && <p className="admin-field-error" role="alert">{problem.text}</p>}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Saving...' : operation ? 'Save' : 'Add'}</button>
        <button type="button" className="btn btn-outline" onClick={onDone}>Cancel</button>
      </div>
    </form>
  );
}
