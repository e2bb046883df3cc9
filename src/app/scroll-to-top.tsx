import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** spec 2.1: every route change scrolls to the top. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
