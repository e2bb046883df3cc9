import { useId, useState } from 'react';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { AdminOnroadModel } from '#contract/onroad-rates.ts';
import { powertrainLabels, powertrainOf, type Powertrain } from '#contract/onroad-registry.ts';
import { fieldErrorProps, OnroadFieldMessage } from './onroad-field-message.tsx';
import { OnroadTableSection } from './onroad-table-section.tsx';
import { useOnroadSave } from './use-onroad-save.ts';

type Attribute = 'engineCc' | 'motorKw' | 'batteryKwh';

const attributeLabels: Record<Attribute, string> = {
  engineCc: 'Engine capacity (cc)',
  motorKw: 'Motor power, rated (kW)',
  batteryKwh: 'Battery capacity (kWh)',
};

/** What each powertrain is taxed and insured by; the server refuses the others, so they are not offered. */
const attributesOf: Record<Powertrain, Attribute[]> = { ice: ['engineCc'], ev: ['motorKw', 'batteryKwh'] };
const attributes = Object.keys(attributeLabels) as Attribute[];

const text = (n: number | null) => (n === null ? '' : String(n));

/** What the quote reads of one model: its engine capacity, or its motor power and battery. */
export function OnroadModelAttributesEditor({ model }: { model: AdminOnroadModel }) {
  const id = useId();
  const powertrain = powertrainOf(model.type);
  const shown = attributesOf[powertrain];
  const [values, setValues] = useState(() => ({ engineCc: text(model.engineCc), motorKw: text(model.motorKw), batteryKwh: text(model.batteryKwh) }));
  const title = `Quote details: ${model.name}`;
  const { errors, saving, put } = useOnroadSave(title);
  // The attributes of the other powertrain are sent empty: a model has only its own.
  const body = Object.fromEntries(attributes.map((a) => [a, shown.includes(a) ? values[a] : null]));
  return (
    <OnroadTableSection title={title} errors={errors} shownAtField={(field) => shown.some((a) => a === field)} saving={saving}
      onSave={() => put(adminApiPaths.adminOnroadModel(model.id), body)}>
      <p className="onroad-powertrain">{`Powertrain: ${powertrainLabels[powertrain]}`}</p>
      {shown.map((attribute) => (
        <label key={attribute} className="admin-field">
          <span>{attributeLabels[attribute]}</span>
          <input type="number" inputMode="decimal" min="0" step="any" value={values[attribute]}
            {...fieldErrorProps(`${id}-${attribute}`, errors, attribute)}
            onChange={(e) => setValues({ ...values, [attribute]: e.target.value })} />
          <OnroadFieldMessage id={`${id}-${attribute}`} errors={errors} field={attribute} />
        </label>
      ))}
    </OnroadTableSection>
  );
}
