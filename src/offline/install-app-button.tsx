/** "Install app" where the browser offers it; Add-to-Home-Screen hints on iOS Safari. */
import { useState } from 'react';
import { needsIosInstallHint, promptInstall, useInstallPrompt } from './install-prompt.ts';
import './offline.css';

const hintDismissedKey = 'install-hint-dismissed';

function hintDismissed(): boolean {
  try {
    return localStorage.getItem(hintDismissedKey) === '1';
  } catch {
    return true;
  }
}

export function InstallAppButton() {
  const event = useInstallPrompt((s) => s.event);
  const [showHint, setShowHint] = useState(() => needsIosInstallHint() && !hintDismissed());

  if (event) {
    return (
      <button type="button" className="install-app-button" onClick={() => void promptInstall()}>
        Install app
      </button>
    );
  }
  if (!showHint) return null;
  return (
    <div className="install-hint" role="note">
      <span>
        Install this app: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
      </span>
      <button
        type="button"
        aria-label="Dismiss install instructions"
        onClick={() => {
          // Shown once: dismissing it is remembered on this device.
          try {
            localStorage.setItem(hintDismissedKey, '1');
          } catch {
            // storage unavailable: hiding it for this visit is enough
          }
          setShowHint(false);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
