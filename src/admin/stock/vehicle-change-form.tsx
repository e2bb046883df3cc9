/**
 * A Manager's or Owner's change to one opened vehicle: the actions open to it from where it
 * stands (vehicle-actions.ts), the one thing the chosen action asks for (a date, shown also
 * in words since a tablet's date field shows the browser's format; a reason; a showroom),
 * and an optional note kept in its history. The server's refusal shows under the field it
 * names; the list and the vehicle are read again once it is done, and when the server says
 * someone else changed the vehicle since this screen read it (409 on `version`): the words
 * then go to the vehicle's page (`onStale`), which outlives this form, drawn afresh for the
 * vehicle as it is now.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { istDateOf } from '#contract/ist-date.ts';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import { blockReasonLabels, blockReasons, stockPaths, type VehicleRecord } from '#contract/stock.ts';
import { api, ApiError } from '../../lib/api.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { ChangeForm, useChangeProblem } from './change-form.tsx';
import { DayField, isIsoDay } from './day-field.tsx';
import { stockVehiclesQuery } from './stock-queries.ts';
import { actionsFor, type VehicleAction } from './vehicle-actions.ts';
import { vinParts } from './stock-words.ts';

interface Props {
  vehicle: VehicleRecord;
  /** The showrooms this person works, where a vehicle may be moved. */
  showroomIds: readonly number[];
  /** The 409 of a screen someone else's change has passed, or undefined once a change is made. */
  onStale: (text: string | undefined) => void;
}

/** The server's refusal of the version this screen showed (server/stock/admin-routes.ts). */
const isStale = (error: unknown) => error instanceof ApiError && error.status === 409 && fieldProblem(failureText(error, '')).field === 'version';

export function VehicleChangeForm({ vehicle, showroomIds, onStale }: Props) {
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
  // The server names `status` or `vin` for a step it refuses: shown under the choice.
  const { setProblem, edited, refused, markOf, choiceProblem } = useChangeProblem(id, ['date', 'reason', 'showroomId']);
  const action = actions.find((a) => a.id === chosen);

  const readAgain = () => {
    void queryClient.invalidateQueries({ queryKey: stockVehiclesQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: [stockPaths.vehicle(vehicle.id)] });
  };

  const change = useAdminWrite({
    write: (a: VehicleAction) => {
      const { path, body } = a.request(vehicle, { date, reason, showroomId, note: note.trim() });
      return api<{ vehicle: VehicleRecord }>(path, { method: 'POST', body });
    },
    onDone: () => {
      setProblem(undefined);
      setChosen('');
      setNote('');
      onStale(undefined);
      readAgain();
    },
    done: (_result, a) => `Chassis …${vinParts(vehicle.vin).tail}: ${a.done}`,
    failed: (error) => {
      if (!isStale(error)) return refused(error, 'Failed to change the vehicle. Please try again.');
      const { text } = fieldProblem(failureText(error, ''));
      onStale(text);
      readAgain();
      return text;
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action) return setProblem({ field: 'choice', text: 'Please choose what to change' });
    if (action.asks.kind === 'date' && !isIsoDay(date)) return setProblem({ field: 'date', text: 'Please give the date' });
    setProblem(undefined);
    change.mutate(action);
  };
  const showroomMark = markOf('showroomId');

  return (
    <ChangeForm
      label="Change this vehicle" idPrefix={id} choices={actions} chosen={chosen} onChoose={choose}
      choiceProblem={choiceProblem} saving={change.isPending} onSubmit={submit}
    >
      {action?.asks.kind === 'date' && (
        <DayField label={action.asks.label(vehicle)} value={date} onChange={(value) => edited(setDate, value)} mark={markOf('date')} />
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
          <select value={showroomId} onChange={(e) => edited(setShowroomId, Number(e.target.value))} {...showroomMark.attrs}>
            {others.map((s) => <option key={s} value={s}>{showroomPlaceIn(showrooms, s)}</option>)}
          </select>
          {showroomMark.error}
        </label>
      )}
      {action && (
        <label className="admin-field">
          <span>Note (optional)</span>
          <input type="text" maxLength={300} value={note} onChange={(e) => edited(setNote, e.target.value)} />
        </label>
      )}
    </ChangeForm>
  );
}
