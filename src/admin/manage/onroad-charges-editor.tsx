import { useState } from 'react';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { OnroadRateTables } from '#contract/onroad-rates.ts';
import { chargeKeys, chargeLabels, powertrainLabels, powertrains, settingKeys, settingLabels } from '#contract/onroad-registry.ts';
import { OnroadTableSection } from './onroad-table-section.tsx';
import { useOnroadSave } from './use-onroad-save.ts';

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The fixed charges: one amount for petrol and one for electric models each. */
export function OnroadChargesEditor({ charges }: { charges: OnroadRateTables['charges'] }) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(chargeKeys.map((key) => [key, { ice: text(charges[key]?.ice), ev: text(charges[key]?.ev) }])) as Record<(typeof chargeKeys)[number], { ice: string; ev: string }>);
  const { errors, saving, put } = useOnroadSave('Fixed charges');
  return (
    <OnroadTableSection title="Fixed charges (₹)" changedAts={chargeKeys.flatMap((k) => charges[k]?.changedAt ?? [])} errors={errors} saving={saving}
      onSave={() => put(adminApiPaths.adminOnroadCharges, values)}>
      <div className="admin-table-wrap">
        <table className="admin-table onroad-table">
          <thead>
            <tr><th scope="col">Charge</th>{powertrains.map((p) => <th key={p} scope="col">{powertrainLabels[p]}</th>)}</tr>
          </thead>
          <tbody>
            {chargeKeys.map((key) => (
              <tr key={key}>
                <th scope="row" className="onroad-row-head">{chargeLabels[key]}</th>
                {powertrains.map((p) => (
                  <td key={p}>
                    <input type="number" inputMode="decimal" min="0" step="any" value={values[key][p]}
                      aria-label={`${chargeLabels[key]}: ${powertrainLabels[p]}`}
                      aria-invalid={errors.some((e) => e.field === `${key}.${p}`) || undefined}
                      onChange={(e) => setValues({ ...values, [key]: { ...values[key], [p]: e.target.value } })} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </OnroadTableSection>
  );
}

/** The insurance percentages. */
export function OnroadSettingsEditor({ settings }: { settings: OnroadRateTables['settings'] }) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(settingKeys.map((key) => [key, text(settings[key]?.value)])) as Record<(typeof settingKeys)[number], string>);
  const { errors, saving, put } = useOnroadSave('Insurance settings');
  return (
    <OnroadTableSection title="Insurance" changedAts={settingKeys.flatMap((k) => settings[k]?.changedAt ?? [])} errors={errors} saving={saving}
      onSave={() => put(adminApiPaths.adminOnroadSettings, values)}>
      {settingKeys.map((key) => (
        <label key={key} className="admin-field">
          <span>{settingLabels[key]}</span>
          <input type="number" inputMode="decimal" min="0" max="100" step="any" value={values[key]}
            aria-invalid={errors.some((e) => e.field === key) || undefined}
            onChange={(e) => setValues({ ...values, [key]: e.target.value })} />
        </label>
      ))}
    </OnroadTableSection>
  );
}
