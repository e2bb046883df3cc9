/**
 * Add a vehicle by hand (Managers and Owners): its chassis as typed on a tablet (17
 * characters, upper case as typed, no suggestions), engine number, the catalogue's model,
 * variant and colour, the showroom, and whether it is on its way (expected date) or here
 * (arrival date). Checked by the contract's schema, the server's own; each problem shows
 * under its field, and a chassis already known marks the chassis field.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { istDateOf } from '#contract/ist-date.ts';
import { stockPaths, vehicleIntakeSchema, vehicleStatusLabels, type StockKind, type VehicleRecord } from '#contract/stock.ts';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import { api } from '../../lib/api.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { useAdminForm } from '../data/use-admin-form.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
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
  const { showrooms } = useSiteSettings();
  const queryClient = useQueryClient();
  const first = kinds[0];
  const blank: IntakeInput = {
    vin: '', engineNo: '', modelId: first?.id ?? 0, variant: first?.variants[0] ?? '', colour: first?.colours[0] ?? '',
    showroomId: showroomIds[0] ?? 0, status: 'in-stock', arrivedOn: istDateOf(new Date()), expectedOn: '',
  };
  const { register, reset, setError, setValue, watch, formState, submitWith } = useAdminForm(vehicleIntakeSchema, { defaultValues: blank });
  const modelId = Number(watch('modelId'));
  const status = watch('status');
  const kind = kinds.find((k) => k.id === modelId);
  // A new model offers its own variants and colours: start from its first.
  useEffect(() => {
    if (!kind) return;
    setValue('variant', kind.variants[0] ?? '');
    setValue('colour', kind.colours[0] ?? '');
  }, [kind, setValue]);

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

  const field = (name: keyof IntakeInput) => {
    const message = formState.errors[name]?.message;
    return {
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-${name}-error` : undefined,
      error: message ? <span id={`${id}-${name}-error`} className="admin-field-error">{message}</span> : null,
    };
  };
  const { error: vinError, ...vin } = field('vin');
  const { error: engineError, ...engine } = field('engineNo');
  const { error: dateError, ...date } = field(status === 'in-transit' ? 'expectedOn' : 'arrivedOn');
  const { error: kindError, ...kindAttrs } = field('variant');
  const { error: colourError, ...colourAttrs } = field('colour');

  return (
    <form className="admin-form" aria-label="Add a vehicle" onSubmit={submitWith((values) => add.mutate(values))} noValidate>
      <label className="admin-field">
        <span>Chassis number</span>
        <input
          type="text" className="stock-vin-input" inputMode="text" autoComplete="off" autoCapitalize="characters" autoCorrect="off"
          spellCheck={false} maxLength={21} {...vin} {...register('vin')}
        />
        {vinError}
      </label>
      <label className="admin-field">
        <span>Engine number</span>
        <input type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={30} {...engine} {...register('engineNo')} />
        {engineError}
      </label>
      <label className="admin-field">
        <span>Model</span>
        <select {...register('modelId', { valueAsNumber: true })}>
          {kinds.map((k) => <option key={k.id} value={k.id}>{k.name}</option>)}
        </select>
      </label>
      <label className="admin-field">
        <span>Variant</span>
        <select {...kindAttrs} {...register('variant')}>
          {kind?.variants.map((v) => <option key={v} value={v}>{v}</option>)}
        </select>
        {kindError}
      </label>
      <label className="admin-field">
        <span>Colour</span>
        <select {...colourAttrs} {...register('colour')}>
          {kind?.colours.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
        {colourError}
      </label>
      {showroomIds.length > 1 && (
        <label className="admin-field">
          <span>Showroom</span>
          <select {...register('showroomId', { valueAsNumber: true })}>
            {showroomIds.map((s) => <option key={s} value={s}>{showroomPlaceIn(showrooms, s)}</option>)}
          </select>
        </label>
      )}
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
        <input type="date" {...date} {...register(status === 'in-transit' ? 'expectedOn' : 'arrivedOn')} />
        {dateError}
      </label>
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary admin-keep-case" disabled={add.isPending}>{add.isPending ? 'Saving...' : 'Add vehicle'}</button>
      </div>
    </form>
  );
}
