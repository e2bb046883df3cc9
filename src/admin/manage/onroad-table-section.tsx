import type { ReactNode } from 'react';
import { formatIndianDate, istDateOf } from '#contract/ist-date.ts';
import type { FieldError } from './onroad-field-errors.ts';

interface SectionProps {
  title: string;
  /** The rows' `changedAt` instants: the section shows the latest as its day (none given: a table the server does not date). */
  changedAts?: readonly string[];
  errors: readonly FieldError[];
  /** Errors the fields show next to themselves; the list under the form shows the rest. */
  shownAtField?: (field: string) => boolean;
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}

/** One rate table of Manage > On-road rates: its inputs, its changed day, its Save and the server's field errors. */
export function OnroadTableSection({ title, changedAts, errors, shownAtField, saving, onSave, children }: SectionProps) {
  const latest = (changedAts ?? []).reduce<string | null>((a, b) => (a === null || b > a ? b : a), null);
  const listed = shownAtField ? errors.filter((e) => !shownAtField(e.field)) : errors;
  return (
    <section className="admin-card onroad-section" aria-label={title}>
      <h2 className="onroad-section-title">{title}</h2>
      {changedAts && <p className="onroad-changed">{latest ? `Changed ${formatIndianDate(istDateOf(latest))}` : 'Not set yet'}</p>}
      <form className="onroad-form" noValidate onSubmit={(e) => { e.preventDefault(); onSave(); }}>
        {children}
        {listed.length > 0 && (
          <ul className="admin-error onroad-errors" role="alert">
            {listed.map((e) => <li key={`${e.field}:${e.message}`}>{e.message}</li>)}
          </ul>
        )}
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>{saving ? 'Saving…' : 'Save'}</button>
        </div>
      </form>
    </section>
  );
}
