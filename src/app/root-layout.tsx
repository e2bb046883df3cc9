import { Outlet } from 'react-router-dom';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/**
 * Wraps public and admin routes alike: both scroll to the top on navigation (requirements 2.1), and
 * an error outside a public screen shows the error page on its own.
 */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <ScreenErrorBoundary>
        <Outlet />
      </ScreenErrorBoundary>
    </>
  );
}
