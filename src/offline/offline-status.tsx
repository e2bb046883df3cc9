/**
 * The top bar's word on the device's offline state, on every page, in plain words (no
 * "offline use"): "Saving bikes to this phone: 40%" while the catalogue is
 * saved, then "Saved: works without internet"; and, while the device has no connection,
 * "No internet: showing saved bikes" until it is back.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useOnline } from '../ui/use-online.ts';
import { percentSaved, useCatalogueStatus } from './catalogue-status-store.ts';
import { withOutboxWords } from './outbox-words-loader.ts';
import './offline.css';

const offlineNotice = msg`No internet: showing saved bikes`;

// Its list of what this phone sent names each enquiry's kind in the outbox's words.
const SavedOnPhonePanel = lazy(() => withOutboxWords(() => import('./saved-on-phone-panel.tsx')));

/** Opens "Saved on this phone": what opens without internet, and which e-brochures are saved. */
function SavedOnPhoneButton() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="saved-on-phone-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {i18n._(msg`What's saved`)}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SavedOnPhonePanel open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

type Phase = 'unknown' | 'saving' | 'ready' | 'viewed';

const phaseWords: Record<Phase, MessageDescriptor | null> = {
  saving: msg`Saving bikes to this phone`,
  ready: msg`Saved: works without internet`,
  // A data-saving or metered connection: no warm-up (src/offline/warm-scope.ts).
  viewed: msg`Saving only what you open`,
  unknown: null,
};

/** The words of a phase and, while saving, the share saved: ['Saving bikes to this phone', ': 40%']. */
function offlineStatusParts(i18n: I18n, phase: Phase, percent: number): [words: string, share: string] {
  const words = phaseWords[phase];
  return [words ? i18n._(words) : '', phase === 'saving' ? `: ${percent}%` : ''];
}

export function offlineStatusText(i18n: I18n, phase: Phase, percent: number): string {
  return offlineStatusParts(i18n, phase, percent).join('');
}

export function OfflineStatus() {
  const { i18n } = useLingui();
  // The phase and the whole percent, not the counts: the worker reports every file saved,
  // and the line need not be drawn again when the figure it shows stays the same.
  const phase = useCatalogueStatus((s) => s.phase);
  const percent = useCatalogueStatus(percentSaved);
  const online = useOnline();
  const [words, share] = offlineStatusParts(i18n, phase, percent);
  // Always rendered, so screen readers are already listening when the text changes. Quietly:
  // the phase and the offline notice are announced, not every step of the percentage.
  return (
    <>
    <p className="offline-status" role="status" data-phase={phase}>
      {!online && <span className="offline-notice">{i18n._(offlineNotice)}</span>}
      {/* One piece, so the bar's gap (meant between the notice and the phase) does not part the words from ": 40%". */}
      {words && (
        <span>
          {words}
          {share && <span aria-hidden="true">{share}</span>}
        </span>
      )}
    </p>
    {/* Outside the live region: a button is not news. Once there is something to say about it. */}
    {(phase !== 'unknown' || !online) && <SavedOnPhoneButton />}
    </>
  );
}
