import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bandScheduleKeys, onroadScreenTitle, powertrains } from '#contract/onroad-registry.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { OnroadBandsEditor } from './onroad-bands-editor.tsx';
import { OnroadChargesEditor, OnroadSettingsEditor } from './onroad-charges-editor.tsx';
import { OnroadModelsSection } from './onroad-models-section.tsx';
import { OnroadSubsidiesEditor } from './onroad-subsidies-editor.tsx';
import { onroadRatesQuery } from './use-onroad-save.ts';
import './onroad-rates.css';

/**
 * Manage > On-road rates: every table the public quote reads, each with its changed day
 * and its own Save. A saved change shows at once in the public read and moves the offline
 * manifest, so devices fetch the new rates.
 */
export function OnroadRatesScreen() {
  usePageMeta(onroadScreenTitle);
  const { data, isError, dataUpdatedAt } = useQuery(onroadRatesQuery);
  const [modelId, setModelId] = useState<number | null>(null);
  return (
    <section className="admin-screen onroad-screen">
      <h1 className="admin-heading">{onroadScreenTitle}</h1>
      <p className="onroad-note">Public sources disagree: confirm each figure with the RTO, the insurer and the financier before saving.</p>
      {isError && <p className="admin-error" role="alert">The on-road rates could not be loaded.</p>}
      {!data && !isError && <p role="status">Loading...</p>}
      {data && (
        // Editors start from the read they were made with: a fresh read (after a save) starts them again.
        <div className="onroad-sections" key={dataUpdatedAt}>
          <OnroadChargesEditor charges={data.charges} />
          <OnroadSettingsEditor settings={data.settings} />
          {bandScheduleKeys.flatMap((schedule) => powertrains.map((p) => (
            <OnroadBandsEditor key={`${schedule}-${p}`} schedule={schedule} powertrain={p} bands={data.bands[schedule][p]} />
          )))}
          <OnroadSubsidiesEditor subsidies={data.subsidies} />
          <OnroadModelsSection models={data.models} chosen={modelId} onChoose={setModelId} />
        </div>
      )}
    </section>
  );
}
