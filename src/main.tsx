import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadScreenAt } from './app/router.tsx';
import { readFirstReads } from './lib/first-reads.ts';
import { listenForInstallPrompt } from './offline/install-prompt.ts';
import { startTakingOver } from './ui/on-device.tsx';
import './lib/theme.css';
import './ui/base.css';

// The browser's install offer can come early; it is kept from the very start (tiny, no database code).
listenForInstallPrompt();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App firstReads={readFirstReads(document)} />
  </StrictMode>
);
// A landing screen comes drawn by the server (README "Design": server-drawn landing
// screens): the app takes over that markup. Every other page, and every page the service
// worker answers from its saved shell, starts empty and is drawn here.
// The drawn screen is painted before the app takes it over (a frame, then the next task):
// on a slow phone the visitor sees it while the script works.
// The offline machinery (service worker, install offer, outbox flush triggers) is its own
// chunk, started once the page has loaded: the outbox database code (Dexie) then does not
// hold up the first paint on a slow phone.
function startOffline(): void {
  void import('./offline/start-offline.ts').then((m) => m.startOffline());
}

if (root.firstElementChild) {
  // The screen's code first (fetched already beside this script): the page comes alive in
  // one piece. This script runs after the page has loaded (public/start-app.js), so the
  // offline machinery waits for an idle moment instead: it must not compete with taking
  // the page over.
  void preloadScreenAt(location.pathname)
    .catch(() => undefined)
    .then(() => {
      // In a transition, React takes the page over in slices of a few milliseconds, not
      // in one long task a slow phone feels. A tap meanwhile is not lost: one on a button
      // is kept by public/start-app.js and handed over once the screen is taken over
      // (<EarlyTaps>), and a link still works as a plain link (both checked by
      // tests/e2e/server-drawn.spec.ts at 4x CPU slowdown, tapping mid-takeover).
      startTakingOver();
      startTransition(() => {
        hydrateRoot(root, app);
      });
      if ('requestIdleCallback' in window) requestIdleCallback(startOffline, { timeout: 2000 });
      else setTimeout(startOffline, 500);
    });
} else {
  createRoot(root).render(app);
  if (document.readyState === 'complete') startOffline();
  else window.addEventListener('load', startOffline, { once: true });
}
