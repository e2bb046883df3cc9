import { useId } from 'react';
import type { AdminOnroadModel } from '#contract/onroad-rates.ts';
import { OnroadModelAttributesEditor } from './onroad-model-attributes-editor.tsx';
import { OnroadModelOptionsEditor } from './onroad-model-options-editor.tsx';

interface ModelsSectionProps {
  models: readonly AdminOnroadModel[];
  /** The chosen model's id, kept by the screen so that a save (a fresh read) keeps the choice. */
  chosen: number | null;
  onChoose: (id: number | null) => void;
}

const byName = (a: AdminOnroadModel, b: AdminOnroadModel) => a.name.localeCompare(b.name, 'en-IN');

/** Per model: choose one by name, then edit what its quote reads and its optional extras. */
export function OnroadModelsSection({ models, chosen, onChoose }: ModelsSectionProps) {
  const id = useId();
  const model = models.find((m) => m.id === chosen) ?? null;
  return (
    <section className="onroad-models" aria-labelledby={`${id}-title`}>
      <div className="admin-card onroad-section onroad-model-pick">
        <h2 id={`${id}-title`} className="onroad-section-title">Models</h2>
        <label className="admin-field">
          <span>Model</span>
          <select value={model?.id ?? ''} onChange={(e) => onChoose(e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">Choose a model</option>
            {[...models].sort(byName).map((m) => (
              <option key={m.id} value={m.id}>{m.status === 1 ? m.name : `${m.name} (switched off)`}</option>
            ))}
          </select>
        </label>
        {!model && <p className="onroad-changed">Choose a model to edit its engine or battery figures and its optional extras.</p>}
      </div>
      {/* Each model's editors start from its own figures. */}
      {model && <OnroadModelAttributesEditor key={`a-${model.id}`} model={model} />}
      {model && <OnroadModelOptionsEditor key={`o-${model.id}`} model={model} />}
    </section>
  );
}
