/**
 * A day typed into a stock form, shown also in words (23 Nov 2026) under the field: a
 * tablet's date field shows the browser's own format, not ours. Its problem, if any, under it.
 */
import { formatIndianDate } from '#contract/ist-date.ts';
import type { FieldMark } from './field-mark.tsx';

/** A whole day as a date field gives it (YYYY-MM-DD); a half-typed one is not. */
export const isIsoDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  mark: FieldMark;
}

export function DayField({ label, value, onChange, mark }: Props) {
  return (
    <label className="admin-field">
      <span>{label}</span>
      <input type="date" value={value} onChange={(e) => onChange(e.target.value)} {...mark.attrs} />
      {isIsoDay(value) && <span className="stock-hint">{formatIndianDate(value)}</span>}
      {mark.error}
    </label>
  );
}
