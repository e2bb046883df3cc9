/**
 * Add a vehicle by hand (Managers and Owners): its chassis as typed on a tablet (17
 * characters, upper case as typed, no suggestions), engine number, the catalogue's model,
 * variant and colour, the showroom, and whether it is on its way (expected date) or here
 * (arrival date). Checked by the contract's schema, the server's own; each problem shows
 * under its field, and a chassis already known marks the chassis field.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { istDateOf } from '#contract/ist-date.ts';
import { stockPaths, vehicleIntakeSchema, vehicleStatusLabels, type StockKind, type VehicleRecord } from '#contract/stock.ts';
import { api } from '../../lib/api.ts';
import { useAdminForm } from '../data/use-admin-form.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { fieldMark } from './field-mark.tsx';
import { asKindForm, KindFields, kindDefaults } from './kind-fields.tsx';
import { stockVehiclesQuery } from './stock-queries.ts';
import { statusText, vinParts } from './stock-words.ts';

type IntakeInput = z.input<typeof vehicleIntakeSchema>;
type IntakeValues = z.output<typeof vehicleIntakeSchema>;

interface Props {
  kinds: readonly StockKind[];
  showroomIds: readonly number[];
  onAdded: () => void;
}

export function VehicleAddForm({ kinds, showroomIds, onAdded }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const blank: IntakeInput = {
    vin: '', engineNo: '', ...kindDefaults(kinds, showroomIds), status: 'in-stock', arrivedOn: istDateOf(new Date()), expectedOn: '',
  };
  const form = useAdminForm(vehicleIntakeSchema, { defaultValues: blank });
  const { register, reset, setError, watch, formState, submitWith } = form;
  const status = watch('status');

  const add = useAdminWrite({
    write: (values: IntakeValues) => {
      const body = values.status === 'in-transit' ? { ...values, arrivedOn: undefined } : { ...values, expectedOn: undefined };
      return api<{ vehicle: VehicleRecord }>(stockPaths.vehicles, { method: 'POST', body });
    },
    onDone: () => {
      reset(blank);
      onAdded();
      void queryClient.invalidateQueries({ queryKey: stockVehiclesQuery.queryKey });
    },
    done: ({ vehicle }) => `Chassis …${vinParts(vehicle.vin).tail} added: ${statusText(vehicle)}`,
    failed: (error) => {
      const problem = fieldProblem(failureText(error, 'Failed to add the vehicle. Please try again.'));
      if (problem.field && problem.field in blank) setError(problem.field as FieldPath<IntakeInput>, { message: problem.text });
      return problem.text;
    },
  });

  const dateName = status === 'in-transit' ? 'expectedOn' : 'arrivedOn';
  const vin = fieldMark(id, 'vin', formState.errors.vin?.message);
  const engine = fieldMark(id, 'engineNo', formState.errors.engineNo?.message);
  const date = fieldMark(id, dateName, formState.errors[dateName]?.message);

  return (
    <form className="admin-form" aria-label="Add a vehicle" onSubmit={submitWith((values) => add.mutate(values))} noValidate>
      <label className="admin-field">
        <span>Chassis number</span>
        <input
          type="text" className="stock-vin-input" inputMode="text" autoComplete="off" autoCapitalize="characters" autoCorrect="off"
          spellCheck={false} maxLength={21} {...vin.attrs} {...register('vin')}
        />
        {vin.error}
      </label>
      <label className="admin-field">
        <span>Engine number</span>
        <input type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={30} {...engine.attrs} {...register('engineNo')} />
        {engine.error}
      </label>
      <KindFields form={asKindForm(form)} kinds={kinds} showroomIds={showroomIds} idPrefix={id} />
      <fieldset className="admin-field stock-status-choice">
        <legend>Where is it?</legend>
        {(['in-stock', 'in-transit'] as const).map((s) => (
          <label key={s} className="stock-radio">
            <input type="radio" value={s} {...register('status')} />
            <span>{vehicleStatusLabels[s]}</span>
          </label>
        ))}
      </fieldset>
      <label className="admin-field" key={status}>
        <span>{status === 'in-transit' ? 'Expected on' : 'Arrived on'}</span>
        <input type="date" {...date.attrs} {...register(dateName)} />
        {date.error}
      </label>
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary admin-keep-case" disabled={add.isPending}>{add.isPending ? 'Saving...' : 'Add vehicle'}</button>
      </div>
    </form>
  );
}
