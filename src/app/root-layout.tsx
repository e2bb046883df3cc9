import { Outlet } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top.tsx';

/** Wraps public and admin routes alike: both scroll to the top on navigation (spec 2.1). */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
