/**
 * A vehicle's sale, insurance renewal and PUC renewal dates, entered by staff (docs/workshop.md
 * "Next due"); checked by the contract's schema, the server's own, each problem under its field.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { serviceHistoryPaths, vehicleDatesSchema, type ServiceHistory } from '#contract/service-history.ts';
import { api } from '../../lib/api.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { fieldMark } from '../stock/field-mark.tsx';

const fields = [['soldOn', 'Sold on'], ['insuranceRenewsOn', 'Insurance renews on'], ['pucRenewsOn', 'PUC renews on']] as const;
type DateField = (typeof fields)[number][0];

export function VehicleDatesForm({ history, onSaved }: { history: ServiceHistory; onSaved: (history: ServiceHistory) => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<DateField, string>>({
    soldOn: history.soldOn ?? '', insuranceRenewsOn: history.insuranceRenewsOn ?? '', pucRenewsOn: history.pucRenewsOn ?? '',
  });
  const [problem, setProblem] = useState<{ field?: string; text: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { registration: history.registration, ...values };
    const checked = vehicleDatesSchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setProblem({ field: String(issue?.path[0] ?? ''), text: issue?.message ?? 'Please check the dates' });
    }
    setProblem(undefined);
    setBusy(true);
    try {
      onSaved(await api<ServiceHistory>(serviceHistoryPaths.dates, { method: 'POST', body }));
      toast.success(`Dates of ${history.registration} saved`);
    } catch (error) {
      setProblem(fieldProblem(failureText(error, 'Failed to save the dates. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form workshop-vehicle-dates" aria-labelledby={`${id}-heading`} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={`${id}-heading`} className="workshop-visit-heading">Dates of {history.registration}</h3>
      {fields.map(([field, label]) => {
        const mark = fieldMark(id, field, problem?.field === field ? problem.text : undefined);
        return (
          <label key={field} className="admin-field">
            <span>{label}</span>
            <input type="date" value={values[field]} onChange={(e) => setValues({ ...values, [field]: e.target.value })} {...mark.attrs} />
            {mark.error}
          </label>
        );
      })}
      {problem && !fields.some(([f]) => f === problem.field) && <p className="admin-field-error" role="alert">{problem.text}</p>}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary admin-keep-case" disabled={busy}>{busy ? 'Saving...' : 'Save dates'}</button>
      </div>
    </form>
  );
}
