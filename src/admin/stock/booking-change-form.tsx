/**
 * Staff's change to one opened booking: the steps open to it (booking-steps.ts), the one
 * thing the chosen step asks for (the delivery day, shown in words too; the reason for a
 * cancellation or for a vehicle out of turn; which vehicle), and the server's refusal under
 * the choice it concerns. The list, the booking and the stock are read again once done,
 * and when the server says someone else changed the booking since this screen read it (409
 * on `version`): the words then go to the booking's page (`onStale`), which outlives this
 * form, drawn afresh for the booking as it is now.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { istDateOf } from '#contract/ist-date.ts';
import { stockPaths, type BookingRecord, type VehicleRecord } from '#contract/stock.ts';
import { api, ApiError } from '../../lib/api.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { stepsFor, type BookingStep } from './booking-steps.ts';
import { ChangeForm, useChangeProblem } from './change-form.tsx';
import { DayField, isIsoDay } from './day-field.tsx';
import { stockBookingsQuery, stockVehiclesQuery } from './stock-queries.ts';
import { statusText, vinParts } from './stock-words.ts';

interface Props {
  booking: BookingRecord;
  mayChangeStock: boolean;
  /** The 409 of a screen someone else's change has passed, or undefined once a change is made. */
  onStale: (text: string | undefined) => void;
}

/** The server's refusal of the version this screen showed (server/stock/admin-routes.ts). */
const isStale = (error: unknown) => error instanceof ApiError && error.status === 409 && fieldProblem(failureText(error, '')).field === 'version';

/** Vehicles of the booking's kind that a Manager may give it: free ones, or one held by another booking. */
function vehiclesFor(b: BookingRecord, vehicles: readonly VehicleRecord[] | undefined): VehicleRecord[] {
  return (vehicles ?? []).filter((v) =>
    v.modelId === b.modelId && v.variant === b.variant && v.colour === b.colour && v.showroomId === b.showroomId
    && (v.status === 'in-stock' || v.status === 'pdi-done' || (v.status === 'allotted' && v.bookingId !== b.id)));
}

export function BookingChangeForm({ booking, mayChangeStock, onStale }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const stock = useQuery({ ...stockVehiclesQuery, enabled: mayChangeStock && booking.state === 'booked' });
  const candidates = vehiclesFor(booking, stock.data);
  const steps = stepsFor(booking, mayChangeStock, candidates.length);
  const [chosen, setChosen] = useState<BookingStep['id'] | ''>('');
  const [date, setDate] = useState(() => istDateOf(new Date()));
  const [reason, setReason] = useState('');
  const [vehicleId, setVehicleId] = useState(0);
  // A refusal naming no field of this form (the step itself) shows under the choice.
  const { setProblem, edited, refused, markOf, choiceProblem } = useChangeProblem(id, ['date', 'reason', 'vehicleId']);
  const step = steps.find((s) => s.id === chosen);

  const readAgain = () => {
    void queryClient.invalidateQueries({ queryKey: stockBookingsQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: stockVehiclesQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: [stockPaths.booking(booking.id)] });
  };

  const change = useAdminWrite({
    write: (s: BookingStep) => {
      const vehicle = candidates.find((v) => v.id === vehicleId);
      const takeFromBookingId = vehicle?.status === 'allotted' ? vehicle.bookingId : null;
      const { path, body } = s.request(booking, { date, reason: reason.trim(), vehicleId, takeFromBookingId });
      return api<{ booking: BookingRecord }>(path, { method: 'POST', body });
    },
    onDone: () => {
      setProblem(undefined);
      setChosen('');
      onStale(undefined);
      readAgain();
    },
    done: (_result, s) => `${booking.reference}: ${s.done}`,
    failed: (error) => {
      if (!isStale(error)) return refused(error, 'Failed to change the booking. Please try again.');
      const { text } = fieldProblem(failureText(error, ''));
      onStale(text);
      readAgain();
      return text;
    },
  });

  if (steps.length === 0) return null;

  const choose = (s: BookingStep) => {
    setChosen(s.id);
    setProblem(undefined);
    setReason('');
    if (s.asks === 'vehicle') setVehicleId(candidates[0]?.id ?? 0);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!step) return setProblem({ field: 'choice', text: 'Please choose what to change' });
    if (step.asks === 'date' && !isIsoDay(date)) return setProblem({ field: 'date', text: 'Please give the delivery date' });
    if ((step.asks === 'reason' || step.asks === 'vehicle') && !reason.trim()) return setProblem({ field: 'reason', text: 'Please give the reason' });
    setProblem(undefined);
    change.mutate(step);
  };
  const vehicleMark = markOf('vehicleId');
  const reasonMark = markOf('reason');

  return (
    <ChangeForm
      label="Change this booking" idPrefix={id} choices={steps} chosen={chosen} onChoose={choose}
      choiceProblem={choiceProblem} saving={change.isPending} onSubmit={submit}
    >
      {step?.asks === 'date' && <DayField label="Delivered on" value={date} onChange={(value) => edited(setDate, value)} mark={markOf('date')} />}
      {step?.asks === 'vehicle' && (
        <label className="admin-field">
          <span>Vehicle</span>
          <select value={vehicleId} onChange={(e) => edited(setVehicleId, Number(e.target.value))} {...vehicleMark.attrs}>
            {candidates.map((v) => (
              <option key={v.id} value={v.id}>
                Chassis …{vinParts(v.vin).tail} · {v.status === 'allotted' ? 'Allotted to another booking' : statusText(v)}
              </option>
            ))}
          </select>
          {vehicleMark.error}
        </label>
      )}
      {(step?.asks === 'reason' || step?.asks === 'vehicle') && (
        <label className="admin-field">
          <span>Reason</span>
          <input type="text" maxLength={300} value={reason} onChange={(e) => edited(setReason, e.target.value)} {...reasonMark.attrs} />
          {reasonMark.error}
        </label>
      )}
    </ChangeForm>
  );
}
