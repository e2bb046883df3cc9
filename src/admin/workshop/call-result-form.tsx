/**
 * What came of a call from the call list (docs/workshop.md "Call list"): one of the results
 * and an optional note, as a lead's outcome is recorded. Checked by the contract's schema,
 * the server's own; a refusal shows under its field.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  callResultLabels, callResults, callResultSchema, dueKindLabels, maxCallNote, reminderPaths, type CallListRow, type CallRecord, type CallResult,
} from '#contract/service-reminders.ts';
import { api } from '../../lib/api.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { fieldMark } from '../stock/field-mark.tsx';

export function CallResultForm({ row, onSaved }: { row: CallListRow; onSaved: (call: CallRecord) => void }) {
  const id = useId();
  const [result, setResult] = useState<CallResult | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field?: string; text: string }>();
  const [busy, setBusy] = useState(false);
  const resultMark = fieldMark(id, 'result', problem?.field === 'result' ? problem.text : undefined);
  const noteMark = fieldMark(id, 'note', problem?.field === 'note' ? problem.text : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { registration: row.registration, kind: row.kind, dueOn: row.dueOn, result, note };
    const checked = callResultSchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setProblem({ field: String(issue?.path[0] ?? ''), text: issue?.message ?? 'Please check the call' });
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const saved = await api<CallRecord>(reminderPaths.callResults, { method: 'POST', body: checked.data });
      toast.success(`Call about ${row.registration} recorded`);
      onSaved(saved);
    } catch (error) {
      setProblem(fieldProblem(failureText(error, 'Failed to record the call. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form workshop-call-form" onSubmit={(e) => void submit(e)} noValidate>
      <p>{dueKindLabels[row.kind]} of {row.registration}, {row.customerName}</p>
      <fieldset className="workshop-call-results" role="radiogroup" {...resultMark.attrs}>
        <legend>What came of the call</legend>
        {callResults.map((r) => (
          <label key={r} className="workshop-call-choice">
            <input type="radio" name={`${id}-result`} value={r} checked={result === r} onChange={() => setResult(r)} />
            <span>{callResultLabels[r]}</span>
          </label>
        ))}
        {resultMark.error}
      </fieldset>
      <label className="admin-field">
        <span>Note (optional)</span>
        <textarea rows={3} maxLength={maxCallNote} value={note} onChange={(e) => setNote(e.target.value)} {...noteMark.attrs} />
        {noteMark.error}
      </label>
      {problem && problem.field !== 'result' && problem.field !== 'note' && <p className="admin-field-error" role="alert">{problem.text}</p>}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary admin-keep-case" disabled={busy}>{busy ? 'Saving...' : 'Save the call'}</button>
      </div>
    </form>
  );
}
