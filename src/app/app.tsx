import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router.tsx';
import { ToastOutlet } from './toast-outlet.tsx';

/**
 * The app root: the routes, and the one toast outlet for public and admin screens (spec 9).
 * A declarative router, not the data router: no screen loads data through the router, and
 * the data router's code was about 16 KB of gzipped script on every first visit.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <ToastOutlet />
    </BrowserRouter>
  );
}
