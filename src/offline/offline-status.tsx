/**
 * The top bar's word on the device's offline state, on every page: "Saving models for
 * offline use: 40%" while the catalogue is saved, then "Ready offline"; and, while the
 * device has no connection, "You're offline: showing saved models" until it is back.
 */
import { useOnline } from '../ui/use-online.ts';
import { percentSaved, useCatalogueStatus } from './catalogue-status-store.ts';
import './offline.css';

const offlineNotice = "You're offline: showing saved models";

type Phase = 'unknown' | 'saving' | 'ready';

/** The words of a phase and, while saving, the share saved: ['Saving models for offline use', ': 40%']. */
function offlineStatusParts(phase: Phase, percent: number): [words: string, share: string] {
  if (phase === 'saving') return ['Saving models for offline use', `: ${percent}%`];
  if (phase === 'ready') return ['Ready offline', ''];
  return ['', ''];
}

export function offlineStatusText(phase: Phase, percent: number): string {
  return offlineStatusParts(phase, percent).join('');
}

export function OfflineStatus() {
  // The phase and the whole percent, not the counts: the worker reports every file saved,
  // and the line need not be drawn again when the figure it shows stays the same.
  const phase = useCatalogueStatus((s) => s.phase);
  const percent = useCatalogueStatus(percentSaved);
  const online = useOnline();
  const [words, share] = offlineStatusParts(phase, percent);
  // Always rendered, so screen readers are already listening when the text changes. Quietly:
  // the phase and the offline notice are announced, not every step of the percentage.
  return (
    <p className="offline-status" role="status" data-phase={phase}>
      {!online && <span className="offline-notice">{offlineNotice}</span>}
      {/* One piece, so the bar's gap (meant between the notice and the phase) does not part "use" from ": 40%". */}
      {words && (
        <span>
          {words}
          {share && <span aria-hidden="true">{share}</span>}
        </span>
      )}
    </p>
  );
}
