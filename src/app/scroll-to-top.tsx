import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * requirements 2.1: every route change scrolls to the top. Only a change: on the first render the
 * page keeps where it is, so a visitor who scrolled a server-drawn page before the app took
 * it over, or whose browser restored the place on a reload, is not thrown back to the top.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef(pathname + search);
  useLayoutEffect(() => {
    if (shown.current === pathname + search) return;
    shown.current = pathname + search;
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
