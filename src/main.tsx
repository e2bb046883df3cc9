import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { listenForInstallPrompt } from './offline/install-prompt.ts';
import './lib/theme.css';
import './ui/base.css';

// The browser's install offer can come early; it is kept from the very start (tiny, no database code).
listenForInstallPrompt();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The offline machinery (service worker, install offer, outbox flush triggers) is its own
// chunk, started once the page has loaded: the outbox database code (Dexie) then does not
// hold up the first paint on a slow phone.
function startOfflineAfterLoad(): void {
  void import('./offline/start-offline.ts').then((m) => m.startOffline());
}
if (document.readyState === 'complete') startOfflineAfterLoad();
else window.addEventListener('load', startOfflineAfterLoad, { once: true });
