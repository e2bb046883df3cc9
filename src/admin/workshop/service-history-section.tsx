/**
 * Service history on the Workshop screen (docs/workshop.md "Service history"): a
 * registration number typed as the counter writes it shows the vehicle's visits in the
 * person's showrooms, and its sale, insurance and PUC dates, which staff can enter.
 */
import { useId, useState, type FormEvent } from 'react';
import { historyQuerySchema, serviceHistoryPaths, type ServiceHistory } from '#contract/service-history.ts';
import { api } from '../../lib/api.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { fieldMark } from '../stock/field-mark.tsx';
import { HistoryVisits } from './history-visits.tsx';
import { VehicleDatesForm } from './vehicle-dates-form.tsx';

export function ServiceHistorySection() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState<ServiceHistory>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = historyQuerySchema.safeParse({ registration: typed });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    setProblem(undefined);
    setBusy(true);
    try {
      setHistory(await api<ServiceHistory>(`${serviceHistoryPaths.history}?registration=${encodeURIComponent(checked.data.registration)}`, { cache: 'no-store' }));
    } catch (error) {
      setHistory(undefined);
      setProblem(fieldProblem(failureText(error, 'Failed to load the service history. Please try again.')).text);
    } finally {
      setBusy(false);
    }
  };
  const mark = fieldMark(id, 'registration', problem);

  return (
    <section className="workshop-history-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="stock-history-heading">Service history</h2>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate role="search" aria-label="Find a vehicle's service history">
        <label className="admin-field">
          <span>Registration number</span>
          <input type="text" autoComplete="off" autoCapitalize="characters" placeholder="HR 26 XX 1234" value={typed} onChange={(e) => setTyped(e.target.value)} {...mark.attrs} />
          {mark.error}
        </label>
        <div className="admin-actions">
          <button type="submit" className="btn btn-outline admin-keep-case" disabled={busy}>{busy ? 'Looking...' : 'Show history'}</button>
        </div>
      </form>
      {history && (
        <>
          <HistoryVisits history={history} />
          <VehicleDatesForm history={history} onSaved={setHistory} />
        </>
      )}
    </section>
  );
}
