import { useEffect, useRef, type RefObject } from 'react';

/**
 * While a popover is open, a mouse press outside `root` or the Escape key closes it.
 * The listeners live only while open, so closed menus cost nothing on every click.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  // The latest close is read at event time, so callers can pass an inline function without re-subscribing each render.
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open) return;
    const onEvent = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('mousedown', onEvent);
    document.addEventListener('keydown', onEvent);
    return () => {
      document.removeEventListener('mousedown', onEvent);
      document.removeEventListener('keydown', onEvent);
    };
  }, [open, root]);
}
