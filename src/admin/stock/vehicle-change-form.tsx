/**
 * A Manager's or Owner's change to one opened vehicle: the actions open to it from where it
 * stands (vehicle-actions.ts), the one thing the chosen action asks for (a date, shown also
 * in words since a tablet's date field shows the browser's format; a reason; a showroom),
 * and an optional note kept in its history. The server's refusal shows under the field it
 * names; the list and the vehicle are read again once it is done.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatIndianDate, istDateOf } from '#contract/ist-date.ts';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import { blockReasonLabels, blockReasons, stockPaths, type VehicleRecord } from '#contract/stock.ts';
import { api } from '../../lib/api.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { stockVehiclesQuery } from './stock-queries.ts';
import { actionsFor, type VehicleAction } from './vehicle-actions.ts';
import { vinParts } from './stock-words.ts';

interface Props {
  vehicle: VehicleRecord;
  /** The showrooms this person works, where a vehicle may be moved. */
  showroomIds: readonly number[];
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export function VehicleChangeForm({ vehicle, showroomIds }: Props) {
  const id = useId();
  const { showrooms } = useSiteSettings();
  const queryClient = useQueryClient();
  const others = showroomIds.filter((s) => s !== vehicle.showroomId);
  const actions = actionsFor(vehicle, others.length);
  const [chosen, setChosen] = useState<VehicleAction['id'] | ''>('');
  const [date, setDate] = useState(() => istDateOf(new Date()));
  const [reason, setReason] = useState<string>(blockReasons[0]);
  const [showroomId, setShowroomId] = useState(others[0] ?? 0);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field?: string; text: string }>();
  const action = actions.find((a) => a.id === chosen);

  const change = useAdminWrite({
    write: (a: VehicleAction) => {
      const { path, body } = a.request(vehicle, { date, reason, showroomId, note: note.trim() });
      return api<{ vehicle: VehicleRecord }>(path, { method: 'POST', body });
    },
    onDone: () => {
      setProblem(undefined);
      setChosen('');
      setNote('');
      void queryClient.invalidateQueries({ queryKey: stockVehiclesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: [stockPaths.vehicle(vehicle.id)] });
    },
    done: (_result, a) => `Chassis …${vinParts(vehicle.vin).tail}: ${a.done}`,
    failed: (error) => {
      const found = fieldProblem(failureText(error, 'Failed to change the vehicle. Please try again.'));
      setProblem(found);
      return found.text;
    },
  });

  if (actions.length === 0) {
    return <p className="stock-change-none">This vehicle follows its booking: change the booking instead.</p>;
  }

  const choose = (a: VehicleAction) => {
    setChosen(a.id);
    setProblem(undefined);
    // Where the vehicle is now may have changed since the last move.
    if (a.asks.kind === 'showroom') setShowroomId(others[0] ?? 0);
  };
  // An edit answers the problem shown: it goes until the next Save.
  const edited = <T,>(set: (value: T) => void, value: T) => {
    set(value);
    setProblem(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action) return setProblem({ field: 'action', text: 'Please choose what to change' });
    if (action.asks.kind === 'date' && !isoDay.test(date)) return setProblem({ field: 'date', text: 'Please give the date' });
    setProblem(undefined);
    change.mutate(action);
  };
  // The server names `status` or `vin` for a step it refuses: shown under the choice.
  const problemOf = (field: string) => {
    const shownAt = problem && (problem.field === field || (field === 'action' && !['date', 'reason', 'showroomId'].includes(problem.field ?? '')));
    return shownAt ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error`, error: <span id={`${id}-${field}-error`} className="admin-field-error">{problem.text}</span> } : { error: null };
  };
  // A group takes no aria-invalid: it points at its message instead.
  const { error: actionError, 'aria-describedby': actionDescribedBy } = problemOf('action');
  const { error: dateError, ...dateAttrs } = problemOf('date');
  const { error: showroomError, ...showroomAttrs } = problemOf('showroomId');

  return (
    <form className="admin-form stock-change" aria-label="Change this vehicle" onSubmit={submit} noValidate>
      <h3 className="stock-history-heading">Change</h3>
      <fieldset className="admin-field stock-status-choice" aria-describedby={actionDescribedBy}>
        <legend>What happened?</legend>
        {actions.map((a) => (
          <label key={a.id} className="stock-radio">
            <input type="radio" name={`${id}-action`} value={a.id} checked={chosen === a.id} onChange={() => choose(a)} />
            <span>{a.label}</span>
          </label>
        ))}
        {actionError}
      </fieldset>
      {action?.asks.kind === 'date' && (
        <label className="admin-field">
          <span>{action.asks.label(vehicle)}</span>
          <input type="date" value={date} onChange={(e) => edited(setDate, e.target.value)} {...dateAttrs} />
          {isoDay.test(date) && <span className="stock-hint">{formatIndianDate(date)}</span>}
          {dateError}
        </label>
      )}
      {action?.asks.kind === 'reason' && (
        <label className="admin-field">
          <span>Reason</span>
          <select value={reason} onChange={(e) => edited(setReason, e.target.value)}>
            {blockReasons.map((r) => <option key={r} value={r}>{blockReasonLabels[r]}</option>)}
          </select>
        </label>
      )}
      {action?.asks.kind === 'showroom' && (
        <label className="admin-field">
          <span>Move to</span>
          <select value={showroomId} onChange={(e) => edited(setShowroomId, Number(e.target.value))} {...showroomAttrs}>
            {others.map((s) => <option key={s} value={s}>{showroomPlaceIn(showrooms, s)}</option>)}
          </select>
          {showroomError}
        </label>
      )}
      {action && (
        <label className="admin-field">
          <span>Note (optional)</span>
          <input type="text" maxLength={300} value={note} onChange={(e) => edited(setNote, e.target.value)} />
        </label>
      )}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary admin-keep-case" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save change'}
        </button>
      </div>
    </form>
  );
}
