import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadScreenAt } from './app/router.tsx';
import { readFirstReads } from './lib/first-reads.ts';
import { deviceI18n, startingLanguage, startLanguage } from './lib/i18n/device-language.ts';
import { listenForInstallPrompt } from './offline/install-prompt.ts';
import { startTakingOver } from './ui/on-device.tsx';
import './lib/theme.css';
import './ui/base.css';

// The browser's install offer can come early; it is kept from the very start (tiny, no database code).
listenForInstallPrompt();

const root = document.getElementById('root')!;
const drawn = root.firstElementChild !== null;
// The visitor's language (docs/visitor-language.md): on a drawn page the one the server drew
// in, so the first render matches; the admin panel is in English.
const language = location.pathname.startsWith('/admin') ? 'en' : startingLanguage(document, drawn);
// The frame's words; the screen's come with its code (preloadScreenAt, the router's screens).
const languageReady = startLanguage(language, ['frame']);
const app = (
  <StrictMode>
    <App firstReads={readFirstReads(document)} i18n={deviceI18n} />
  </StrictMode>
);
// A landing screen comes drawn by the server (docs/architecture.md "Design": server-drawn landing
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

if (drawn) {
  // The screen's code and words first (fetched already beside this script): the page comes
  // alive in one piece. This script runs after the page has loaded (public/start-app.js), so the
  // offline machinery waits for an idle moment instead: it must not compete with taking
  // the page over.
  void Promise.all([languageReady, preloadScreenAt(location.pathname)])
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
  // The frame's words are one small chunk (hinted in the page by the server).
  void languageReady
    .catch(() => undefined)
    .then(() => createRoot(root).render(app));
  if (document.readyState === 'complete') startOffline();
  else window.addEventListener('load', startOffline, { once: true });
}
