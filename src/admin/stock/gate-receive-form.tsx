/**
 * Receiving at the gate on a tablet: the chassis of a vehicle in transit typed, or scanned
 * (a scanner types it and presses Enter), with the day it arrived. The form stays open and
 * empties for the next chassis; what was received in this sitting is listed under it, so
 * a truck of twenty is checked off in one go. A chassis not in transit, unknown, or of
 * another showroom is refused under the field, and nothing changes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { istDateOf } from '#contract/ist-date.ts';
import { receiveSchema, stockPaths, type VehicleRecord } from '#contract/stock.ts';
import { api } from '../../lib/api.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { DayField } from './day-field.tsx';
import { fieldMark } from './field-mark.tsx';
import { stockVehiclesQuery } from './stock-queries.ts';
import { vinParts } from './stock-words.ts';

export function GateReceiveForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const vinInput = useRef<HTMLInputElement>(null);
  const [vin, setVin] = useState('');
  const [arrivedOn, setArrivedOn] = useState(() => istDateOf(new Date()));
  const [problem, setProblem] = useState<{ field?: string; text: string }>();
  const [received, setReceived] = useState<VehicleRecord[]>([]);

  const receive = useAdminWrite({
    write: (body: { vin: string; arrivedOn: string }) => api<{ vehicle: VehicleRecord }>(stockPaths.receive, { method: 'POST', body }),
    onDone: ({ vehicle }) => {
      setReceived((list) => [vehicle, ...list]);
      setVin('');
      setProblem(undefined);
      vinInput.current?.focus();
      void queryClient.invalidateQueries({ queryKey: stockVehiclesQuery.queryKey });
    },
    done: ({ vehicle }) => `Chassis …${vinParts(vehicle.vin).tail} received`,
    failed: (error) => {
      const found = fieldProblem(failureText(error, 'Failed to receive the vehicle. Please try again.'));
      setProblem(found);
      vinInput.current?.focus();
      return found.text;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = receiveSchema.safeParse({ vin, arrivedOn });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setProblem({ field: String(issue.path[0] ?? 'vin'), text: issue.message });
      return;
    }
    receive.mutate(checked.data);
  };
  const dateProblem = problem?.field === 'arrivedOn';
  const vinProblem = problem && !dateProblem;

  return (
    <div className="stock-gate">
      <form className="admin-form" aria-label="Receive a vehicle" onSubmit={submit} noValidate>
        <label className="admin-field">
          <span>Chassis number</span>
          <input
            ref={vinInput} type="text" className="stock-vin-input" inputMode="text" autoComplete="off" autoCapitalize="characters"
            autoCorrect="off" spellCheck={false} maxLength={21} value={vin} onChange={(e) => setVin(e.target.value)}
            aria-invalid={vinProblem ? true : undefined} aria-describedby={vinProblem ? `${id}-vin-error` : `${id}-vin-hint`}
          />
          {vinProblem
            ? <span id={`${id}-vin-error`} className="admin-field-error">{problem.text}</span>
            : <span id={`${id}-vin-hint`} className="stock-hint">Type it or scan it: a vehicle in transit</span>}
        </label>
        <DayField label="Arrived on" value={arrivedOn} onChange={setArrivedOn} mark={fieldMark(id, 'arrivedOn', dateProblem ? problem.text : undefined)} />
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary admin-keep-case" disabled={receive.isPending}>
            {receive.isPending ? 'Saving...' : 'Received'}
          </button>
        </div>
      </form>
      {received.length > 0 && (
        <>
          <h3 className="stock-history-heading">Received now</h3>
          <ul className="stock-received">
            {received.map((v) => (
              <li key={v.id}>
                <span className="stock-vin-full">…{vinParts(v.vin).tail}</span> {v.model} · {v.variant} · {v.colour}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
