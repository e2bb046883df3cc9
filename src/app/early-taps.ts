/**
 * Taps on buttons of a server-drawn page made before the app ran (public/start-app.js
 * keeps them), handed to the app once it has taken the page over: `<EarlyTaps />` sits
 * after the screen inside its Suspense boundary (src/app/router.tsx), whose markup React
 * takes over last, so its effect runs when every button of the page can answer.
 */
import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by public/start-app.js: the buttons tapped so far; stops keeping them. */
    earlyTaps?: () => HTMLButtonElement[];
  }
}

export function EarlyTaps(): null {
  useEffect(() => {
    const taps = window.earlyTaps?.() ?? [];
    // In a task of its own: a click dispatched while React is still finishing the commit
    // that took the page over was sometimes ignored (about one in three in a browser test).
    // Not cancelled on cleanup: the taps are taken once, and must be handed over once.
    if (taps.length) setTimeout(() => taps.forEach((button) => button.isConnected && button.click()), 0);
  }, []);
  return null;
}
