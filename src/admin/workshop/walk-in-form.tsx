/**
 * A job card opened at the counter (docs/workshop.md "Job cards"), for a walk-in or from a
 * service booking marked Arrived: the customer, the showroom (only those the person works),
 * the vehicle and what the counter records of it. From a booking, the customer, mobile and
 * showroom are the booking's (shown, not typed: the server takes them from it) and the
 * model is filled in from it. Checked by the contract's schema, the server's own; each
 * problem shows under its field, the server's refusal too (a registration Vahan would not
 * write, a booking that already has its card).
 */
import { useCallback, useId, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import { supplyLabels } from '#contract/gst-states.ts';
import { supplyKinds } from '#contract/workshop-tax.ts';
import type { AppointmentRecord } from '#contract/appointment-api.ts';
import { fuelLevels, serviceTypes, walkInJobCardSchema, workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { api } from '../../lib/api.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { useAdminForm } from '../data/use-admin-form.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { useWorkedShowroom } from '../session/use-worked-showroom.ts';
import { fieldMark } from '../stock/field-mark.tsx';
import { TechnicianOptions } from './technician-options.tsx';
import { WalkInConsent } from './walk-in-consent.tsx';
import { boardChanged } from './workshop-queries.ts';

type WalkInInput = z.input<typeof walkInJobCardSchema>;
type WalkInValues = z.output<typeof walkInJobCardSchema>;

const serviceWords = { free: 'Free service', paid: 'Paid service', repair: 'Repair', accident: 'Accident' } as const;
const optional = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

interface Props {
  showroomIds: readonly number[];
  /** The arrived service booking the card is opened from; none for a walk-in. */
  booking?: AppointmentRecord;
  onOpened: (answer: JobCardAnswer) => void;
}

/** The body of a card from a booking: the booking names the customer, mobile and showroom. */
function bookingBody(booking: AppointmentRecord, values: WalkInValues) {
  // The booking's own tick (or the customer's opt-in form) gives the consent of a booking's card.
  const { customerName: _name, mobile: _mobile, showroomId: _showroom, updatesConsent: _consent, ...intake } = values;
  return { appointmentId: booking.id, ...intake };
}

export function WalkInForm({ showroomIds, booking, onOpened }: Props) {
  const id = useId();
  const { showrooms, gstin } = useSiteSettings();
  const supplyWords = supplyLabels(gstin);
  const [refused, setRefused] = useState('');
  const blank: WalkInInput = {
    customerName: booking ? booking.name || 'Customer' : '', mobile: booking?.mobile ?? '', showroomId: booking?.showroomId ?? showroomIds[0] ?? 0,
    model: booking?.model ?? '', registration: '', // Empty until typed: the field shows nothing, and the schema asks for it.
    odometerKm: '' as unknown as number, fuel: 'Half', complaints: '', serviceType: 'paid', supply: 'intra-state', updatesConsent: '',
  };
  const form = useAdminForm(walkInJobCardSchema, { defaultValues: blank });
  const { register, setError, setValue, formState, submitWith, watch } = form;
  const showroomId = Number(watch('showroomId'));
  // A booking's card is at the booking's showroom (the server's choice): only a walk-in's follows the person's.
  const chooseShowroom = useCallback((chosen: number) => setValue('showroomId', chosen), [setValue]);
  useWorkedShowroom(showroomId, booking ? [] : showroomIds, chooseShowroom);
  const showroomShown = !booking && showroomIds.length > 1;
  const open = useAdminWrite({
    write: (values: WalkInValues) => api<JobCardAnswer>(workshopPaths.jobCards, { method: 'POST', body: booking ? bookingBody(booking, values) : values }),
    onDone: (answer) => {
      boardChanged();
      onOpened(answer);
    },
    done: (answer) => `${answer.jobCard.reference} opened`,
    failed: (error) => {
      const problem = fieldProblem(failureText(error, 'Failed to open the job card. Please try again.'));
      const shown = problem.field !== 'showroomId' || showroomShown;
      if (problem.field && shown && (problem.field in blank || problem.field === 'technicianId')) setError(problem.field as FieldPath<WalkInInput>, { message: problem.text });
      // The booking itself refused (already carded, no longer Arrived): said above the button.
      else setRefused(problem.text);
      return problem.text;
    },
  });
  const mark = (name: keyof WalkInInput) => fieldMark(id, name, formState.errors[name]?.message);
  const field = (name: keyof WalkInInput, label: string, input: React.ReactNode, wide = false) => (
    <label className={`admin-field${wide ? ' workshop-wide' : ''}`}>
      <span>{label}</span>
      {input}
      {mark(name).error}
    </label>
  );

  return (
    <form className="admin-form workshop-walk-in" aria-label="Open a job card" onSubmit={submitWith((values) => { setRefused(''); open.mutate(values); })} noValidate>
      {booking ? (
        <dl className="workshop-facts workshop-wide workshop-booking-facts">
          <div><dt>Booking</dt><dd>{booking.reference || 'Service visit'}</dd></div>
          <div><dt>Customer</dt><dd>{booking.name || 'No name'}</dd></div>
          <div><dt>Mobile</dt><dd>{booking.mobile}</dd></div>
          <div><dt>Showroom</dt><dd>{showroomPlaceIn(showrooms, booking.showroomId ?? 0)}</dd></div>
        </dl>
      ) : (
        <>
          {field('customerName', 'Customer name', <input type="text" autoComplete="off" maxLength={100} {...mark('customerName').attrs} {...register('customerName')} />)}
          {field('mobile', 'Mobile number', <input type="tel" inputMode="numeric" autoComplete="off" maxLength={14} {...mark('mobile').attrs} {...register('mobile')} />)}
        </>
      )}
      {showroomShown && field('showroomId', 'Showroom', (
        <select {...mark('showroomId').attrs} {...register('showroomId', {
          valueAsNumber: true,
          // A technician works at one showroom: the one chosen for the old showroom is no choice here.
          onChange: () => setValue('technicianId', undefined),
        })}>
          {showroomIds.map((s) => <option key={s} value={s}>{showroomPlaceIn(showrooms, s)}</option>)}
        </select>
      ))}
      {field('model', 'Model', <input type="text" autoComplete="off" maxLength={80} {...mark('model').attrs} {...register('model')} />)}
      {field('registration', 'Registration number', <input type="text" autoComplete="off" autoCapitalize="characters" maxLength={20} placeholder="HR 26 XX 1234" className="stock-vin-input" {...mark('registration').attrs} {...register('registration')} />)}
      {field('odometerKm', 'Odometer (km)', <input type="text" inputMode="numeric" autoComplete="off" maxLength={9} {...mark('odometerKm').attrs} {...register('odometerKm', { setValueAs: (v: string) => (String(v).trim() === '' ? Number.NaN : Number(String(v).replace(/,/g, ''))) })} />)}
      {field('fuel', 'Fuel level', <select {...mark('fuel').attrs} {...register('fuel')}>{fuelLevels.map((f) => <option key={f} value={f}>{f}</option>)}</select>)}
      {field('serviceType', 'Service type', <select {...mark('serviceType').attrs} {...register('serviceType')}>{serviceTypes.map((s) => <option key={s} value={s}>{serviceWords[s]}</option>)}</select>)}
      {field('supply', 'GST', <select {...mark('supply').attrs} {...register('supply')}>{supplyKinds.map((s) => <option key={s} value={s}>{supplyWords[s]}</option>)}</select>)}
      {field('technicianId', 'Technician (optional)', <select {...mark('technicianId').attrs} {...register('technicianId', { setValueAs: optional })}><TechnicianOptions showroomId={showroomId} /></select>)}
      {field('complaints', 'Complaints in the customer\'s words', <textarea rows={3} maxLength={2000} {...mark('complaints').attrs} {...register('complaints')} />, true)}
      {!booking && (
        <WalkInConsent id={`${id}-consent`} value={watch('updatesConsent')} onChange={(text) => setValue('updatesConsent', text, { shouldDirty: true })} />
      )}
      {refused && <p className="workshop-wide admin-field-error" role="alert">{refused}</p>}
      <div className="admin-actions workshop-wide">
        <button type="submit" className="btn btn-primary admin-keep-case" disabled={open.isPending}>{open.isPending ? 'Saving...' : 'Open job card'}</button>
      </div>
    </form>
  );
}
