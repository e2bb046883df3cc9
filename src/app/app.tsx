import { BrowserRouter } from 'react-router-dom';
import { FirstReadsProvider, type FirstReads } from '../lib/first-reads.ts';
import { AppRoutes } from './router.tsx';
import { ToastOutlet } from './toast-outlet.tsx';

/**
 * What the app draws at a location, the same on the device and on the server (which
 * renders the landing screens, src/ssr/render-screen.tsx): the routes, and the one toast
 * outlet for public and admin screens (spec 9). `firstReads` are API answers that came
 * with the page.
 */
export function AppBody({ firstReads }: { firstReads: FirstReads }) {
  return (
    <FirstReadsProvider value={firstReads}>
      <AppRoutes />
      <ToastOutlet />
    </FirstReadsProvider>
  );
}

/**
 * The app root in the browser. A declarative router, not the data router: no screen loads
 * data through the router, and the data router's code was about 16 KB of gzipped script
 * on every first visit.
 */
export function App({ firstReads }: { firstReads: FirstReads }) {
  return (
    <BrowserRouter>
      <AppBody firstReads={firstReads} />
    </BrowserRouter>
  );
}
