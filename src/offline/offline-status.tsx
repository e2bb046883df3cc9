/** "Saving models for offline use: 40%" while the catalogue is cached, then "Ready offline". */
import { percentSaved, useCatalogueStatus } from './catalogue-status-store.ts';
import './offline.css';

export function offlineStatusText(phase: 'unknown' | 'saving' | 'ready', percent: number): string {
  if (phase === 'saving') return `Saving models for offline use: ${percent}%`;
  if (phase === 'ready') return 'Ready offline';
  return '';
}

export function OfflineStatus() {
  const status = useCatalogueStatus();
  // Always rendered, so screen readers are already listening when the text changes.
  return (
    <p className="offline-status" role="status" aria-live="polite" data-phase={status.phase}>
      {offlineStatusText(status.phase, percentSaved(status))}
    </p>
  );
}
