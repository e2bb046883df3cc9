/**
 * "What this phone has saved" (docs/offline.md "What a first visit downloads"): what opens here without internet.
 * The catalogue (pages, pictures, 360 views) is saved ahead, except on a data-saving or
 * metered connection; an e-brochure only once the visitor has opened it, so this names the
 * ones that are. Its own chunk: only a visitor who opens it downloads it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { apiPaths } from '#contract/api-paths.ts';
import type { Vehicle } from '#contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { Modal } from '../ui/modal.tsx';
import { useCatalogueStatus } from './catalogue-status-store.ts';
import { SentList } from './sent-list.tsx';

/** The models with a brochure, from the listings (saved with the catalogue, or as they were viewed). */
function useBrochures(): { model: string; url: string }[] {
  const lists = [usePublicRead<Vehicle[]>(apiPaths.bikes), usePublicRead<Vehicle[]>(apiPaths.scooters), usePublicRead<Vehicle[]>(apiPaths.ev)];
  const all = lists.flatMap((l) => l.data ?? []).filter((v) => v.specs?.document);
  const key = all.map((v) => `${v.name}\t${v.specs.document}`).join('\n');
  // Kept by its text: the three reads give new arrays on every draw.
  return useMemo(() => (key ? key.split('\n').map((line) => {
    const [model = '', url = ''] = line.split('\t');
    return { model, url };
  }) : []), [key]);
}

/** Those of `brochures` that some cache of this device holds. */
function useSavedBrochures(brochures: { model: string; url: string }[]): string[] | null {
  const [saved, setSaved] = useState<string[] | null>(null);
  useEffect(() => {
    let alive = true;
    if (typeof caches === 'undefined') {
      setSaved([]);
      return;
    }
    void Promise.all(brochures.map(async (b) => ((await caches.match(mediaUrl(b.url), { ignoreVary: true })) ? b.model : null)))
      .then((found) => alive && setSaved([...new Set(found.filter((m): m is string => m !== null))]), () => alive && setSaved([]));
    return () => {
      alive = false;
    };
  }, [brochures]);
  return saved;
}

export default function SavedOnPhonePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const phase = useCatalogueStatus((s) => s.phase);
  const saved = useSavedBrochures(useBrochures());
  return (
    <Modal open={open} onClose={onClose} title={t`What this phone has saved`}>
      <p className="saved-note">
        {phase === 'ready' ? <Trans>The bikes, their pictures and 360° views are saved: they open without internet.</Trans>
          : phase === 'saving' ? <Trans>The bikes, their pictures and 360° views are being saved.</Trans>
          : phase === 'viewed' ? <Trans>Data saver: only the pages you open are saved, to spare your data.</Trans>
          : <Trans>The pages you open are saved.</Trans>}
      </p>
      <h3 className="saved-heading"><Trans>E-brochures</Trans></h3>
      {saved === null ? null : saved.length === 0 ? (
        <p><Trans>No e-brochure is saved yet.</Trans></p>
      ) : (
        <ul className="saved-list" aria-label={t`E-brochures saved on this phone`}>
          {saved.map((model) => <li key={model}>{model}</li>)}
        </ul>
      )}
      <p className="saved-note"><Trans>An e-brochure is saved on this phone when you open it once with internet.</Trans></p>
      <SentList />
    </Modal>
  );
}
