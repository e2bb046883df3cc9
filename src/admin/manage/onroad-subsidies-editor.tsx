import { useState } from 'react';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { Subsidy } from '#contract/onroad-rates.ts';
import { OnroadTableSection } from './onroad-table-section.tsx';
import { useOnroadSave } from './use-onroad-save.ts';

type Field = 'name' | 'perKwh' | 'cap' | 'capPercent' | 'maxExShowroom' | 'validFrom' | 'validUntil';
type Row = Record<Field, string> & { id?: number };

const fields: { field: Field; label: string; type: 'text' | 'number' | 'date' }[] = [
  { field: 'name', label: 'Scheme name', type: 'text' },
  { field: 'perKwh', label: 'Amount per kWh (₹)', type: 'number' },
  { field: 'cap', label: 'Cap per vehicle (₹)', type: 'number' },
  { field: 'capPercent', label: 'Cap as a share of the price (%), optional', type: 'number' },
  { field: 'maxExShowroom', label: 'Highest eligible price (₹), optional', type: 'number' },
  { field: 'validFrom', label: 'First day', type: 'date' },
  { field: 'validUntil', label: 'Last day, optional', type: 'date' },
];

const text = (v: string | number | null) => (v === null ? '' : String(v));
const rowOf = (s: Subsidy): Row => ({
  id: s.id, name: s.name, perKwh: text(s.perKwh), cap: text(s.cap), capPercent: text(s.capPercent),
  maxExShowroom: text(s.maxExShowroom), validFrom: s.validFrom, validUntil: text(s.validUntil),
});
const blank: Row = { name: '', perKwh: '', cap: '', capPercent: '', maxExShowroom: '', validFrom: '', validUntil: '' };

/** The EV subsidy schemes: each applies per kWh of battery, up to its caps, between its days. */
export function OnroadSubsidiesEditor({ subsidies }: { subsidies: readonly Subsidy[] }) {
  const [rows, setRows] = useState<Row[]>(() => subsidies.map(rowOf));
  const { errors, saving, put } = useOnroadSave('EV subsidies');
  const set = (i: number, field: Field, value: string) => setRows(rows.map((r, k) => (k === i ? { ...r, [field]: value } : r)));
  return (
    <OnroadTableSection title="EV subsidies" changedAts={subsidies.map((s) => s.changedAt)} errors={errors} saving={saving}
      onSave={() => put(adminApiPaths.adminOnroadSubsidies, { subsidies: rows })}>
      {rows.length === 0 && <p>No subsidy schemes.</p>}
      {rows.map((row, i) => (
        <fieldset key={row.id ?? `new-${i}`} className="onroad-group">
          <legend>{row.name || `New scheme ${i + 1}`}</legend>
          {fields.map(({ field, label, type }) => (
            <label key={field} className="admin-field">
              <span>{label}</span>
              <input type={type} inputMode={type === 'number' ? 'decimal' : undefined} step={type === 'number' ? 'any' : undefined}
                value={row[field]} aria-invalid={errors.some((e) => e.field === `subsidies.${i}.${field}`) || undefined}
                onChange={(e) => set(i, field, e.target.value)} />
            </label>
          ))}
          <button type="button" className="btn btn-outline onroad-add" onClick={() => setRows(rows.filter((_, k) => k !== i))}>
            Remove scheme
          </button>
        </fieldset>
      ))}
      <button type="button" className="btn btn-outline onroad-add" onClick={() => setRows([...rows, { ...blank }])}>Add scheme</button>
    </OnroadTableSection>
  );
}
