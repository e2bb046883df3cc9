/**
 * One showroom of Manage > Site: its name for the menu, address, phones, hours, e-mail and
 * map position. Remove takes it off the list (gone once saved); a showroom that staff,
 * leads or appointments still belong to stays, and the card says why. Closed hides it from
 * visitors (forms, menu, pages, booking times) and keeps its leads, bookings and staff.
 */
import { get, useFormContext } from 'react-hook-form';
import { SiteField } from './site-field.tsx';
import type { SiteFormValues } from './site-form-values.ts';

interface SiteShowroomCardProps {
  index: number;
  /** What still belongs to it (['2 staff accounts']), if anything. */
  inUse: string[] | undefined;
  refusal: string | undefined;
  onRemove: () => void;
}

export function SiteShowroomCard({ index, inUse, refusal, onRemove }: SiteShowroomCardProps) {
  const { watch, formState, register } = useFormContext<SiteFormValues>();
  const base = `showrooms.${index}`;
  const id = watch(`showrooms.${index}.id`);
  const name = watch(`showrooms.${index}.name`);
  const closed = watch(`showrooms.${index}.closed`) === true;
  const idError = get(formState.errors, `${base}.id`) as { message?: string } | undefined;
  const headingId = `site-showroom-${index}-heading`;
  return (
    <li className="site-showroom" aria-labelledby={headingId}>
      <div className="site-showroom-head">
        <h3 id={headingId} className="site-showroom-title">
          {name || 'New showroom'}
          <span className="site-showroom-id">
            {closed ? 'closed: visitors do not see it' : id === null ? 'not saved yet' : `dealer page /dealers/${id}`}
          </span>
        </h3>
        <button type="button" className="btn btn-outline admin-small-btn admin-keep-case" onClick={onRemove} aria-describedby={refusal ? `${headingId}-refusal` : undefined}>
          Remove
        </button>
      </div>
      {refusal && (
        <p id={`${headingId}-refusal`} className="admin-notice site-refusal" role="alert">
          {refusal}
        </p>
      )}
      {idError?.message && <p className="admin-field-error">{idError.message}</p>}
      {inUse && !refusal && <p className="site-in-use">Has {inUse.join(' and ')}.</p>}
      <label className="site-closed-choice">
        <input type="checkbox" {...register(`showrooms.${index}.closed`)} aria-describedby={`${headingId}-closed-hint`} />
        <span>Closed</span>
      </label>
      <p id={`${headingId}-closed-hint`} className="site-in-use">
        Closed: visitors no longer see it or book there; its leads, bookings, reports and staff stay.
      </p>
      <div className="site-grid">
        <SiteField name={`${base}.name`} label="Showroom name" hint="As visitors read it, e.g. Gurgaon Two Wheelers, Sector 18" wide />
        <SiteField name={`${base}.label`} label="Short name in the menu" hint="e.g. SECTOR 18" />
        <SiteField name={`${base}.hours`} label="Opening hours" hint="e.g. 09:30 AM to 07:00 PM" />
        <SiteField name={`${base}.address`} label="Address" wide autoComplete="street-address" />
        <SiteField name={`${base}.salesNo`} label="Sales phone" type="tel" inputMode="tel" />
        <SiteField name={`${base}.serviceNo`} label="Service phone" type="tel" inputMode="tel" />
        <SiteField name={`${base}.email`} label="E-mail" type="email" inputMode="email" wide />
        <SiteField name={`${base}.latitude`} label="Map position: latitude" hint="e.g. 28.4595" inputMode="decimal" />
        <SiteField name={`${base}.longitude`} label="Map position: longitude" hint="e.g. 77.0266" inputMode="decimal" />
      </div>
    </li>
  );
}
