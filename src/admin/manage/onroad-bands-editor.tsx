import { useState } from 'react';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { DatedBand } from '#contract/onroad-rates.ts';
import { bandSchedules, measureLabels, powertrainLabels, type BandSchedule, type Powertrain } from '#contract/onroad-registry.ts';
import { OnroadTableSection } from './onroad-table-section.tsx';
import { useOnroadSave } from './use-onroad-save.ts';

interface Row { upTo: string; value: string }

const rowsOf = (bands: readonly DatedBand[]): Row[] => bands.map((b) => ({ upTo: b.upTo === null ? '' : String(b.upTo), value: String(b.value) }));

/** One band schedule for one powertrain: upper limits (the last left empty: no limit) and values. */
export function OnroadBandsEditor({ schedule, powertrain, bands }: { schedule: BandSchedule; powertrain: Powertrain; bands: readonly DatedBand[] }) {
  const entry = bandSchedules[schedule];
  const title = `${entry.label}: ${powertrainLabels[powertrain]}`;
  const [rows, setRows] = useState<Row[]>(() => rowsOf(bands));
  const { errors, saving, put } = useOnroadSave(title);
  const invalid = (i: number, field: keyof Row) => errors.some((e) => e.field === `bands.${i}.${field}`);
  const set = (i: number, field: keyof Row, value: string) => setRows(rows.map((r, k) => (k === i ? { ...r, [field]: value } : r)));

  return (
    <OnroadTableSection title={title} changedAts={bands.map((b) => b.changedAt)} errors={errors} saving={saving}
      onSave={() => put(adminApiPaths.adminOnroadBands(schedule, powertrain), { bands: rows })}>
      <div className="admin-table-wrap">
        <table className="admin-table onroad-table">
          <thead>
            <tr>
              <th scope="col">{`Up to: ${measureLabels[entry.measure[powertrain]]}`}</th>
              <th scope="col">{entry.valueLabel}</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <td>
                  <input type="number" inputMode="decimal" min="0" step="any" value={row.upTo} placeholder="No limit"
                    aria-label={`Band ${i + 1} upper limit`} aria-invalid={invalid(i, 'upTo') || undefined}
                    onChange={(e) => set(i, 'upTo', e.target.value)} />
                </td>
                <td>
                  <input type="number" inputMode="decimal" min="0" step="any" value={row.value}
                    aria-label={`Band ${i + 1} ${entry.valueLabel}`} aria-invalid={invalid(i, 'value') || undefined}
                    onChange={(e) => set(i, 'value', e.target.value)} />
                </td>
                <td>
                  <button type="button" className="btn btn-outline admin-small-btn" aria-label={`Remove band ${i + 1}`}
                    disabled={rows.length === 1} onClick={() => setRows(rows.filter((_, k) => k !== i))}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="btn btn-outline onroad-add" onClick={() => setRows([...rows, { upTo: '', value: '' }])}>
        Add band
      </button>
    </OnroadTableSection>
  );
}
